/**
 * The error kinds of ARCHITECTURE.md point 6. Every failed request becomes an ApiError
 * whose `kind` tells the UI what to say and whether trying again can help.
 */
export type ApiErrorKind =
  | 'disabled' // the endpoint has been disabled for the current user
  | 'unauthorized' // 401: the session has expired or the token was refused
  | 'validation' // 400/422: field errors mapped onto form paths
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'rate-limited' // 429
  | 'unavailable' // 503
  | 'server' // other 5xx
  | 'http' // any other non-2xx
  | 'network' // the request never got an answer
  | 'timeout'
  | 'invalid-response'; // 2xx whose body does not match the response schema

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly fieldErrors: FieldErrors;
  readonly retryAfterMs: number | undefined;

  constructor(
    kind: ApiErrorKind,
    message: string,
    details: { status?: number; fieldErrors?: FieldErrors; retryAfterMs?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.fieldErrors = details.fieldErrors ?? {};
    this.retryAfterMs = details.retryAfterMs;
  }

  /** Network failures, time-outs, 429 and 503 may succeed when tried again. */
  get retryable(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      this.kind === 'rate-limited' ||
      this.kind === 'unavailable'
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const SESSION_EXPIRED = 'Your session has expired. Sign in again to continue.';

/** What the portal shows for a disabled endpoint, whatever the service's wording. */
export const DISABLED_MESSAGE = 'This is not available for your account.';

/** A sentence for people, for any error. */
export function describeError(error: unknown): string {
  if (isApiError(error)) {
    switch (error.kind) {
      case 'network':
        return 'The service could not be reached. Check your connection and try again.';
      case 'timeout':
        return 'The service took too long to answer. Try again.';
      default:
        return error.message;
    }
  }
  return error instanceof Error ? error.message : 'Something went wrong.';
}
