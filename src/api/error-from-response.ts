import { ApiError, DISABLED_MESSAGE, SESSION_EXPIRED, type FieldErrors } from './errors.ts';

/** How a failed answer becomes an ApiError (errors.ts lists the kinds). */

const DISABLED = /endpoint has been disabled for the current user/i;
/** The service's words for a refused token: the portal says what they mean for the session. */
const DENIED = /^authorization has been denied for this request\.?$/i;

/**
 * Turn a ModelState / ProblemDetails key into a form path:
 * `request.Applicant.FirstName` → `Applicant.FirstName`,
 * `$.LoanParameters.ProductLineItems[1].Price` → `LoanParameters.ProductLineItems.1.Price`.
 */
export function toFieldPath(key: string): string {
  return key
    .replace(/^\$\.?/, '')
    .replace(/^(request|model|body|dto)\./i, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/^\./, '');
}

function collectFieldErrors(errors: unknown): FieldErrors {
  const result: FieldErrors = {};
  if (typeof errors !== 'object' || errors === null) return result;
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (message): message is string => typeof message === 'string' && message.length > 0,
    );
    if (messages.length === 0) continue;
    const path = toFieldPath(key);
    result[path] = [...(result[path] ?? []), ...messages];
  }
  return result;
}

function firstString(...values: unknown[]): string | undefined {
  return values.find((value): value is string => typeof value === 'string' && value.trim() !== '');
}

/** Parse Retry-After: delta seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Classify a non-2xx answer. `body` is the parsed JSON when the body was JSON,
 * otherwise its text (or undefined when empty).
 */
export function errorFromResponse(status: number, body: unknown, headers?: Headers): ApiError {
  const record =
    typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : undefined;
  const said =
    typeof body === 'string'
      ? body
      : firstString(record?.Message, record?.message, record?.title, record?.detail);
  const text = said && DENIED.test(said.trim()) ? undefined : said;

  if (text && DISABLED.test(text)) return new ApiError('disabled', DISABLED_MESSAGE, { status });

  if (status === 401) {
    // A sign-in refused says why (wrong password); any other 401 is an expired session.
    return new ApiError('unauthorized', text ?? SESSION_EXPIRED, { status });
  }

  if (status === 400 || status === 422) {
    const fieldErrors = {
      ...collectFieldErrors(record?.ModelState),
      ...collectFieldErrors(record?.errors),
    };
    const message =
      firstString(record?.detail, record?.Message, record?.title, text) ??
      'The service refused the request.';
    return new ApiError('validation', message, { status, fieldErrors });
  }

  const retryAfter = retryAfterMs(headers?.get('Retry-After') ?? null);
  if (status === 429) {
    return new ApiError('rate-limited', 'The service is busy. Trying again shortly.', {
      status,
      ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
    });
  }
  if (status === 503) {
    return new ApiError('unavailable', 'The service is unavailable at the moment.', {
      status,
      ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
    });
  }
  if (status === 404) return new ApiError('not-found', text ?? 'Not found.', { status });
  if (status === 409)
    return new ApiError('conflict', text ?? 'The record has changed.', { status });
  if (status === 413) {
    return new ApiError('too-large', text ?? 'The file is too large for the service.', { status });
  }
  if (status === 403) {
    return new ApiError('http', text ?? 'You do not have access to this.', { status });
  }
  if (status >= 500) {
    return new ApiError('server', 'The service had a problem. Please try again.', { status });
  }
  return new ApiError('http', text ?? `The service answered ${status}.`, { status });
}
