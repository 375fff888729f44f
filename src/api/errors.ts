import type { MessageDescriptor } from '@lingui/core';
import { word } from './words.ts';

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

/** This layer's sentences for people, each written once (read through `word`, words.ts). */
export const ERROR_WORDS = {
  sessionExpired: /*i18n*/ {
    id: 'api.session-expired',
    message: 'Your session has expired. Sign in again to continue.',
  },
  // What the portal shows for a disabled endpoint, whatever the service's wording.
  disabled: /*i18n*/ { id: 'api.disabled', message: 'This is not available for your account.' },
  unreachable: /*i18n*/ { id: 'api.unreachable', message: 'The service could not be reached.' },
  unreachableTryAgain: /*i18n*/ {
    id: 'api.unreachable-try-again',
    message: 'The service could not be reached. Check your connection and try again.',
  },
  noAnswerWithin: /*i18n*/ {
    id: 'api.no-answer-within',
    message: 'No answer within {seconds} seconds.',
  },
  tooSlow: /*i18n*/ {
    id: 'api.too-slow',
    message: 'The service took too long to answer. Try again.',
  },
  unreadable: /*i18n*/ {
    id: 'api.unreadable',
    message: 'The service sent an answer the portal cannot read ({where}).',
  },
  unreadableLink: /*i18n*/ {
    id: 'api.unreadable-link',
    message: 'The service sent a download link the portal cannot read.',
  },
  refused: /*i18n*/ { id: 'api.refused', message: 'The service refused the request.' },
  busy: /*i18n*/ { id: 'api.busy', message: 'The service is busy. Trying again shortly.' },
  unavailable: /*i18n*/ {
    id: 'api.unavailable',
    message: 'The service is unavailable at the moment.',
  },
  notFound: /*i18n*/ { id: 'api.not-found', message: 'Not found.' },
  conflict: /*i18n*/ { id: 'api.conflict', message: 'The record has changed.' },
  tooLarge: /*i18n*/ { id: 'api.too-large', message: 'The file is too large for the service.' },
  forbidden: /*i18n*/ { id: 'api.forbidden', message: 'You do not have access to this.' },
  serverProblem: /*i18n*/ {
    id: 'api.server-problem',
    message: 'The service had a problem. Please try again.',
  },
  answered: /*i18n*/ { id: 'api.answered', message: 'The service answered {status}.' },
  uploadFailed: /*i18n*/ { id: 'api.upload-failed', message: 'The upload failed.' },
  uploadCancelled: /*i18n*/ { id: 'api.upload-cancelled', message: 'The upload was cancelled.' },
  // A field error the service gave for the request as a whole.
  request: /*i18n*/ { id: 'api.request', message: 'Request' },
  somethingWrong: /*i18n*/ { id: 'api.something-wrong', message: 'Something went wrong.' },
} satisfies Record<string, MessageDescriptor>;

/** An expired session's sentence (also what a request without a token says). */
export const sessionExpired = () => word(ERROR_WORDS.sessionExpired);

/** A sentence for people, for any error. */
export function describeError(error: unknown): string {
  if (isApiError(error)) {
    switch (error.kind) {
      case 'network':
        return word(ERROR_WORDS.unreachableTryAgain);
      case 'timeout':
        return word(ERROR_WORDS.tooSlow);
      default:
        return error.message;
    }
  }
  return error instanceof Error ? error.message : word(ERROR_WORDS.somethingWrong);
}
