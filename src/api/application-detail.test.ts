import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDetail } from './applications.ts';
import { configureClient } from './client.ts';

// The detail is read by its record schema; a failed answer is the client's error.
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureClient({ baseUrl: '', getToken: () => 'token-123' });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the v3 detail, its schema loaded with the request', () => {
  it('asks for the detail and reads the answer with the record schema', async () => {
    fetchMock.mockResolvedValue(Response.json({ Id: 5001 }));
    await expect(getDetail(5001)).rejects.toMatchObject({
      kind: 'invalid-response',
      message: 'The service sent an answer the portal cannot read (Applicant).',
    });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/v3/api/applications/detail/5001');
  });

  it('passes on a failed answer as the client classifies it', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 404 }));
    await expect(getDetail(5001)).rejects.toMatchObject({ status: 404 });
  });
});
