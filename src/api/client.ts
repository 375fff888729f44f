import { safeParse } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { errorFromResponse } from './error-from-response.ts';
import { ApiError, ERROR_WORDS, sessionExpired } from './errors.ts';
import { word } from './words.ts';

/**
 * The one HTTP client: base URL from runtime config, bearer token, JSON in and out,
 * a time-out, and every failure turned into an ApiError.
 */
export interface ClientSettings {
  baseUrl: string;
  getToken: () => string | null;
  /** Called for every 401, so the shell can ask the user to sign in again. */
  onUnauthorized: () => void;
  /** Called when the service answers that an endpoint is disabled for the current user. */
  onDisabled: (method: string, path: string) => void;
  timeoutMs: number;
}

const settings: ClientSettings = {
  baseUrl: '',
  getToken: () => null,
  onUnauthorized: () => {},
  onDisabled: () => {},
  timeoutMs: 30_000,
};

export function configureClient(next: Partial<ClientSettings>): void {
  Object.assign(settings, next);
}

/** The same settings for the one request that cannot use fetch (uploads with progress, upload.ts). */
export function clientSettings(): Readonly<ClientSettings> {
  return settings;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Send without a bearer header (sandbox sign-in, demo accounts). */
  anonymous?: boolean;
  /** Use this token instead of the session's (checking a token before signing in with it). */
  token?: string;
}

export function buildUrl(path: string, query?: Query): string {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

/** The request itself: a successful response whose body is still to be read, or an ApiError. */
export async function send(
  path: string,
  options: RequestOptions,
  accept: string,
): Promise<Response> {
  const token = options.anonymous ? null : (options.token ?? settings.getToken());
  // No request leaves without a bearer token: after a 401 nothing is sent until the user signs
  // in again (the query client pauses meanwhile, src/api/query-client.ts).
  if (!token && !options.anonymous) throw new ApiError('unauthorized', sessionExpired());
  const method = options.method ?? 'GET';
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? settings.timeoutMs;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  const headers: Record<string, string> = { Accept: accept };
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP scheme, not words
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  try {
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: controller.signal,
      // Applicant data never lands in the browser's disk cache, whatever the service's headers.
      cache: 'no-store',
    });
    if (!response.ok) {
      const error = errorFromResponse(response.status, await readBody(response), response.headers);
      if (error.kind === 'unauthorized' && !options.anonymous && !options.token) {
        settings.onUnauthorized();
      }
      if (error.kind === 'disabled') settings.onDisabled(method, path);
      throw error;
    }
    return response;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (timedOut) {
      throw new ApiError(
        'timeout',
        word(ERROR_WORDS.noAnswerWithin, { seconds: Math.round(timeoutMs / 1000) }),
      );
    }
    if (options.signal?.aborted) throw error; // the caller cancelled: not a failure to report
    throw new ApiError('network', word(ERROR_WORDS.unreachable));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** When that module cannot be loaded (offline, or the portal was updated meanwhile): the status. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What `safeParse` answers, and what a reader that answers as a schema does must answer. */
export type ReadResult<T> = core.util.SafeParseResult<T>;

/** A request whose JSON answer is read with `schema` (tolerant response schemas). */
export async function requestJson<S extends core.$ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<core.output<S>> {
  return readJson(await send(path, options, 'application/json'), schema);
}

/** A JSON answer already received, read with `schema` (for a schema loaded with the request). */
export async function readJson<S extends core.$ZodType>(
  response: Response,
  schema: S,
): Promise<core.output<S>> {
  return readAnswer(safeParse(schema, await readBody(response)), response);
}

/** The answer as read by a response schema, or the error that says the service's was unreadable. */
export function readAnswer<T>(parsed: ReadResult<T>, response: Response): T {
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'body';
    throw new ApiError('invalid-response', word(ERROR_WORDS.unreadable, { where }), {
      status: response.status,
    });
  }
  return parsed.data;
}

/** A request whose answer body is not shown in the spec: any 2xx is success. */
export async function requestVoid(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options, 'application/json, text/plain, */*');
}

/** A request for a file (paperwork PDFs). */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, 'application/octet-stream, application/pdf');
  return response.blob();
}
