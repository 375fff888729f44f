import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDetail } from './application-reads.ts';
import { configureClient } from './client.ts';

// The detail's schema is loaded with the request (decision 0004); this is what a read does when
// that module cannot be loaded (offline, or the portal was updated since the page loaded).
vi.mock('../schemas/application-records.ts', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureClient({ baseUrl: '', getToken: () => 'token-123' });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the v3 detail without its schema', () => {
  it('fails as a network failure that says what could not be loaded', async () => {
    fetchMock.mockResolvedValue(Response.json({ Id: 5001 }));
    await expect(getDetail(5001)).rejects.toMatchObject({
      kind: 'network',
      message: 'The portal could not load what reads the application.',
    });
  });
});
