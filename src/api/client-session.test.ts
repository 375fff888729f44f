import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { configureClient, requestJson, requestVoid } from './client.ts';
import { sessionStore } from './session-store.ts';

const fetchMock = vi.fn<typeof fetch>();
const onDisabled = vi.fn();
const ok = () => new Response('{}', { headers: { 'Content-Type': 'application/json' } });
const user = {
  id: 5,
  username: 'sunrise.rep',
  displayName: 'Hannah Lee',
  role: 'Sales Representative (read only)',
  isOperator: false,
  dealers: [{ id: 101, name: 'Sunrise Home Comfort', roleId: 4 }],
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => ok());
  configureClient({
    baseUrl: '',
    getToken: sessionStore.token,
    onUnauthorized: sessionStore.expire,
    onDisabled,
  });
  sessionStore.signIn('token-1', user);
});

afterEach(() => {
  sessionStore.signOut();
  fetchMock.mockReset();
  onDisabled.mockReset();
  vi.unstubAllGlobals();
});

describe('the client and the session', () => {
  it('asks the browser never to store an answer (applicant data stays out of the disk cache)', async () => {
    await requestJson('/v3/api/applications/detail/1', z.object({}));
    await requestVoid('/sandbox/session', { method: 'POST', anonymous: true });
    await requestJson('/v3/api/dealers', z.object({}), { token: 'pasted' });
    expect(fetchMock.mock.calls.map(([, init]) => init?.cache)).toEqual([
      'no-store',
      'no-store',
      'no-store',
    ]);
  });

  it('sends nothing after a 401 until the user signs in again, then sends the new token', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"Message":"Authorization has been denied for this request."}', {
        status: 401,
      }),
    );
    await expect(requestJson('/v3/api/dealers', z.object({}))).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(sessionStore.get().status).toBe('expired');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await expect(requestJson('/v3/api/applications/detail/7', z.object({}))).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    sessionStore.signIn('token-2', user);
    await requestJson('/v3/api/applications/detail/7', z.object({}));
    const headers = fetchMock.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer token-2');
  });

  it('still sends the anonymous sandbox sign-in and the check of a pasted token', async () => {
    sessionStore.signOut();
    await requestVoid('/sandbox/accounts', { anonymous: true });
    await requestJson('/v3/api/dealers', z.object({}), { token: 'pasted' });
    await expect(requestJson('/v3/api/dealers', z.object({}))).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports a disabled endpoint with its method and path', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"Message":"This endpoint has been disabled for the current user."}', {
        status: 403,
      }),
    );
    await expect(
      requestVoid('/v3/api/applications/stageFund/7', { method: 'POST' }),
    ).rejects.toMatchObject({ kind: 'disabled' });
    expect(onDisabled).toHaveBeenCalledWith('POST', '/v3/api/applications/stageFund/7');
  });
});
