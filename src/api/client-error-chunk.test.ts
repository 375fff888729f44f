import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { configureClient, requestJson } from './client.ts';

// The client loads how failed answers are classified on demand; this is what it does when that
// module cannot be loaded (offline, or the portal was updated since the page loaded).
vi.mock('./error-from-response.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureClient({ baseUrl: '', getToken: () => 'token-123', onUnauthorized });
});

afterEach(() => {
  fetchMock.mockReset();
  onUnauthorized.mockReset();
  vi.unstubAllGlobals();
});

describe('the HTTP client without its error classifier', () => {
  it('still ends the session on a 401', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    await expect(requestJson('/v3/api/dealers', z.unknown())).rejects.toMatchObject({
      kind: 'unauthorized',
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('names the status of any other failed answer', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500 }));
    await expect(requestJson('/v3/api/dealers', z.unknown())).rejects.toMatchObject({
      kind: 'http',
      message: 'The service answered 500.',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
