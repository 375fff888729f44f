import { buildUrl, clientSettings } from './client.ts';
import { errorFromResponse } from './error-from-response.ts';
import { ApiError, ERROR_WORDS, sessionExpired } from './errors.ts';
import { word } from './words.ts';

/**
 * Document uploads with progress. fetch reports no upload progress, so this one request uses
 * XMLHttpRequest, under the client's rules (client.ts): bearer token, nothing sent without one,
 * a 401 ends the session, the "disabled" answer is recognised, failures become ApiErrors. A POST
 * answer is never stored by the HTTP cache, so `cache: 'no-store'` needs no equivalent here.
 */
export interface UploadOptions {
  /** Bytes of the request body sent so far, and its total. */
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Up to 30 MB of file as base64 in JSON: a generous time-out for slow uplinks. */
export const UPLOAD_TIMEOUT_MS = 120_000;

function abortError(): DOMException {
  return new DOMException(word(ERROR_WORDS.uploadCancelled), 'AbortError');
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * One attempt: resolves on any 2xx, rejects with an ApiError, or an AbortError when cancelled.
 * A Blob body is sent as it is (a large document's JSON, see documentRequestBlob); anything
 * else as JSON text.
 */
export function uploadWithProgress(
  path: string,
  body: unknown,
  options: UploadOptions = {},
): Promise<void> {
  const settings = clientSettings();
  const token = settings.getToken();
  if (!token) return Promise.reject(new ApiError('unauthorized', sessionExpired()));
  if (options.signal?.aborted) return Promise.reject(abortError());
  const timeoutMs = options.timeoutMs ?? UPLOAD_TIMEOUT_MS;

  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const cancel = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', cancel);
    options.signal?.addEventListener('abort', cancel, { once: true });

    xhr.open('POST', buildUrl(path));
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Accept', 'application/json, text/plain, */*');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve();
        return;
      }
      const headers = new Headers();
      const retryAfter = xhr.getResponseHeader('Retry-After');
      if (retryAfter) headers.set('Retry-After', retryAfter);
      const error = errorFromResponse(xhr.status, parseBody(xhr.responseText), headers);
      if (error.kind === 'unauthorized') settings.onUnauthorized();
      if (error.kind === 'disabled') settings.onDisabled('POST', path);
      reject(error);
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError('network', word(ERROR_WORDS.unreachable)));
    });
    xhr.addEventListener('timeout', () => {
      done();
      reject(
        new ApiError(
          'timeout',
          word(ERROR_WORDS.noAnswerWithin, { seconds: Math.round(timeoutMs / 1000) }),
        ),
      );
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(abortError());
    });
    xhr.send(body instanceof Blob ? body : JSON.stringify(body));
  });
}

/** Worth another try: no answer, or the service's own trouble (5xx, and 429 like the client). */
export function isRetriableUpload(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    ['network', 'timeout', 'server', 'unavailable', 'rate-limited'].includes(error.kind)
  );
}

/** Waits before the 2nd, 3rd and 4th attempt; Retry-After wins when the service sends one. */
export const UPLOAD_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;

export interface RetryingUploadOptions extends UploadOptions {
  /** Told before each wait, so the row can say why it waits. */
  onRetryWait?: (error: ApiError, delayMs: number, attempt: number) => void;
  delaysMs?: readonly number[];
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * An upload retried on a network failure or 5xx (429 too) with back-off; a 4xx and a cancel
 * end it at once. Offline mid-upload, then back online: a later attempt sends it.
 */
export async function uploadWithRetry(
  path: string,
  body: unknown,
  options: RetryingUploadOptions = {},
): Promise<void> {
  const delays = options.delaysMs ?? UPLOAD_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? abortableSleep;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await uploadWithProgress(path, body, options);
      return;
    } catch (error) {
      if (options.signal?.aborted) throw abortError();
      if (!isRetriableUpload(error) || attempt >= delays.length) throw error;
      const delay = error.retryAfterMs ?? delays[attempt]!;
      options.onRetryWait?.(error, delay, attempt + 1);
      await sleep(delay, options.signal);
    }
  }
}

/** The message shown for a refused upload: the service's text and its field errors. */
export function uploadErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return word(ERROR_WORDS.uploadFailed);
  const fields = Object.entries(error.fieldErrors).map(
    ([field, messages]) => `${field || word(ERROR_WORDS.request)}: ${messages.join(' ')}`,
  );
  return [error.message, ...fields].join(' ');
}
