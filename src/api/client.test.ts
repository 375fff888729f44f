import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { buildUrl, configureClient, requestBlob, requestJson, requestVoid } from './client.ts';
import { ApiError } from './errors.ts';

const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn();

function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureClient({
    baseUrl: 'https://lender.example/',
    getToken: () => 'token-123',
    onUnauthorized,
    timeoutMs: 1000,
  });
});

afterEach(() => {
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const itemSchema = z.object({ Id: z.int() });

describe('the HTTP client', () => {
  it('joins the base URL, adds the bearer header and sends JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ Id: 7, Extra: 'ignored' }));
    const result = await requestJson('/v3/api/things', itemSchema, {
      method: 'POST',
      body: { Name: 'x' },
    });
    expect(result).toEqual({ Id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://lender.example/v3/api/things');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init!.body).toBe('{"Name":"x"}');
  });

  it('leaves the bearer header off anonymous requests and uses an explicit token when given', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ Id: 1 }));
    await requestJson('/sandbox/accounts', itemSchema, { anonymous: true });
    expect(
      (fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization,
    ).toBeUndefined();
    await requestJson('/v3/api/dealers', itemSchema, { token: 'pasted' });
    expect((fetchMock.mock.calls[1]![1]!.headers as Record<string, string>).Authorization).toBe(
      'Bearer pasted',
    );
  });

  it('encodes query parameters and skips empty ones', () => {
    configureClient({ baseUrl: '' });
    expect(
      buildUrl('/v3/api/applications/promotions', { applicationId: 5, stateCode: 'CA', x: null }),
    ).toBe('/v3/api/applications/promotions?applicationId=5&stateCode=CA');
  });

  it('reports a 401 to the session and throws an unauthorized error', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ Message: 'Authorization has been denied' }, 401));
    await expect(requestJson('/v3/api/dealers', itemSchema)).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('does not end the session when a token being checked is refused', async () => {
    fetchMock.mockResolvedValue(jsonResponse({}, 401));
    await expect(
      requestJson('/v3/api/dealers', itemSchema, { token: 'bad' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('maps a ModelState 400 onto field paths', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { Message: 'Invalid', ModelState: { 'request.ProjectNumber': ['Too long'] } },
        400,
      ),
    );
    await expect(
      requestVoid('/v3/api/applications/projectNumber/1', { method: 'POST' }),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { ProjectNumber: ['Too long'] },
    });
  });

  it('recognises the disabled-endpoint answer', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ Message: 'This endpoint has been disabled for the current user.' }, 403),
    );
    await expect(requestJson('/v3/api/users', itemSchema)).rejects.toMatchObject({
      kind: 'disabled',
    });
  });

  it('turns a failed fetch into a retryable network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await requestJson('/v3/api/dealers', itemSchema).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', retryable: true });
  });

  it('aborts after the time-out and says so', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init!.signal!.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const pending = requestJson('/v3/api/dealers', itemSchema).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1001);
    expect(await pending).toMatchObject({ kind: 'timeout', retryable: true });
  });

  it('rejects an answer that does not match the response schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ Id: 'seven' }));
    await expect(requestJson('/v3/api/things', itemSchema)).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });

  it('treats any 2xx as success when the answer body is not shown', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(
      requestVoid('/v3/api/applications/stageFund/1', { method: 'POST' }),
    ).resolves.toBeUndefined();
    fetchMock.mockResolvedValue(new Response('"User disabled"', { status: 200 }));
    await expect(requestVoid('/v3/api/users/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('returns files as Blobs', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([37, 80, 68, 70]), {
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
    );
    const blob = await requestBlob('/v3/api/applications/paperwork/1/download', {
      query: { documentType: 'FULL' },
    });
    expect(blob.size).toBe(4);
    expect(fetchMock.mock.calls[0]![0]).toBe(
      'https://lender.example/v3/api/applications/paperwork/1/download?documentType=FULL',
    );
  });
});
