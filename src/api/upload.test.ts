import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../test/fake-xhr.test-support.ts';
import { configureClient } from './client.ts';
import { ApiError } from './errors.ts';
import { uploadErrorText, uploadWithProgress, uploadWithRetry } from './upload.ts';

const onUnauthorized = vi.fn();
const onDisabled = vi.fn();

/** Waits until the nth request has been sent. */
async function request(n: number): Promise<FakeXhr> {
  await vi.waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThanOrEqual(n));
  return FakeXhr.sent[n - 1]!;
}

beforeEach(() => {
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onUnauthorized.mockReset();
  onDisabled.mockReset();
  configureClient({
    baseUrl: 'https://svc.test/',
    getToken: () => 'tok',
    onUnauthorized,
    onDisabled,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureClient({ baseUrl: '', getToken: () => null });
});

describe('uploadWithProgress (XMLHttpRequest under the client’s rules)', () => {
  it('sends JSON with the bearer token to the base URL and reports progress', async () => {
    const progress = vi.fn();
    const done = uploadWithProgress('/v3/api/x', { A: 1 }, { onProgress: progress });
    const xhr = await request(1);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('https://svc.test/v3/api/x');
    expect(xhr.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
    expect(await xhr.json()).toEqual({ A: 1 });
    xhr.progress(5, 10);
    expect(progress).toHaveBeenCalledWith(5, 10);
    xhr.respond(201);
    await expect(done).resolves.toBeUndefined();
  });

  it('sends a Blob body as it is (a document assembled around its base64)', async () => {
    const blob = new Blob(['{"A":2}'], { type: 'application/json' });
    const done = uploadWithProgress('/v3/api/x', blob);
    const xhr = await request(1);
    expect(xhr.body).toBe(blob);
    expect(await xhr.json()).toEqual({ A: 2 });
    xhr.respond(200);
    await expect(done).resolves.toBeUndefined();
  });

  it('sends nothing without a token', async () => {
    configureClient({ getToken: () => null });
    await expect(uploadWithProgress('/x', {})).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('a 401 ends the session like the client does', async () => {
    const done = uploadWithProgress('/x', {});
    (await request(1)).respond(401, { Message: 'Authorization has been denied for this request.' });
    await expect(done).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('recognises the "disabled" answer', async () => {
    const done = uploadWithProgress('/x', {});
    (await request(1)).respond(403, {
      Message: 'This endpoint has been disabled for the current user.',
    });
    await expect(done).rejects.toMatchObject({ kind: 'disabled' });
    expect(onDisabled).toHaveBeenCalledWith('POST', '/x');
  });

  it('a 400 ModelState becomes a validation error with its field errors in the text', async () => {
    const done = uploadWithProgress('/x', {});
    (await request(1)).respond(400, {
      Message: 'The request is invalid.',
      ModelState: { 'request.Document.FileName': ['File name: the file must be one of .pdf'] },
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'validation',
      fieldErrors: { 'Document.FileName': ['File name: the file must be one of .pdf'] },
    });
    expect(uploadErrorText(error)).toBe(
      'The request is invalid. Document.FileName: File name: the file must be one of .pdf',
    );
  });

  it('cancelling aborts the request with an AbortError', async () => {
    const controller = new AbortController();
    const done = uploadWithProgress('/x', {}, { signal: controller.signal });
    const xhr = await request(1);
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('uploadWithRetry', () => {
  const sleep = vi.fn((_ms: number) => Promise.resolve());
  beforeEach(() => sleep.mockClear());

  it('retries a network failure and a 5xx with back-off 1 s, 2 s, then succeeds', async () => {
    const done = uploadWithRetry('/x', {}, { sleep });
    (await request(1)).failNetwork();
    (await request(2)).respond(500, { Message: 'boom' });
    (await request(3)).respond(201);
    await expect(done).resolves.toBeUndefined();
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000]);
  });

  it('honours Retry-After on a 503', async () => {
    const done = uploadWithRetry('/x', {}, { sleep });
    (await request(1)).respond(503, undefined, { 'Retry-After': '7' });
    (await request(2)).respond(200);
    await done;
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([7000]);
  });

  it('gives up after three retries (four attempts) with the last error', async () => {
    const done = uploadWithRetry('/x', {}, { sleep });
    for (let n = 1; n <= 4; n += 1) (await request(n)).respond(502);
    await expect(done).rejects.toMatchObject({ kind: 'server' });
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
    expect(FakeXhr.sent).toHaveLength(4);
  });

  it('does not retry a 4xx', async () => {
    const done = uploadWithRetry('/x', {}, { sleep });
    (await request(1)).respond(413, 'Too large');
    await expect(done).rejects.toBeInstanceOf(ApiError);
    expect(sleep).not.toHaveBeenCalled();
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('a cancel during the wait ends it without another attempt', async () => {
    const controller = new AbortController();
    const done = uploadWithRetry('/x', {}, { signal: controller.signal });
    (await request(1)).respond(503);
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.sent).toHaveLength(1);
  });
});
