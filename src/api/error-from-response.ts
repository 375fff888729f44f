import { ApiError, ERROR_WORDS, sessionExpired, type FieldErrors } from './errors.ts';
import { word } from './words.ts';

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

  if (text && DISABLED.test(text))
    return new ApiError('disabled', word(ERROR_WORDS.disabled), { status });

  if (status === 401) {
    // A sign-in refused says why (wrong password); any other 401 is an expired session.
    return new ApiError('unauthorized', text ?? sessionExpired(), { status });
  }

  if (status === 400 || status === 422) {
    const fieldErrors = {
      ...collectFieldErrors(record?.ModelState),
      ...collectFieldErrors(record?.errors),
    };
    const message =
      firstString(record?.detail, record?.Message, record?.title, text) ??
      word(ERROR_WORDS.refused);
    return new ApiError('validation', message, { status, fieldErrors });
  }

  const retryAfter = retryAfterMs(headers?.get('Retry-After') ?? null);
  if (status === 429) {
    return new ApiError('rate-limited', word(ERROR_WORDS.busy), {
      status,
      ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
    });
  }
  if (status === 503) {
    return new ApiError('unavailable', word(ERROR_WORDS.unavailable), {
      status,
      ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
    });
  }
  if (status === 404)
    return new ApiError('not-found', text ?? word(ERROR_WORDS.notFound), { status });
  if (status === 409)
    return new ApiError('conflict', text ?? word(ERROR_WORDS.conflict), { status });
  if (status === 413) {
    return new ApiError('too-large', text ?? word(ERROR_WORDS.tooLarge), { status });
  }
  if (status === 403) {
    return new ApiError('http', text ?? word(ERROR_WORDS.forbidden), { status });
  }
  if (status >= 500) {
    return new ApiError('server', word(ERROR_WORDS.serverProblem), { status });
  }
  return new ApiError('http', text ?? word(ERROR_WORDS.answered, { status }), { status });
}
