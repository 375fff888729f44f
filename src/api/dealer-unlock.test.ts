import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './client.ts';
import { isSignedInUser } from './dealer-unlock.ts';
import { sessionStore } from './session-store.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = {
  id: 2,
  username: 'sunrise.admin',
  displayName: 'Marcus Reyes',
  role: 'Dealer Administrator',
  isOperator: false,
  dealers: [{ id: 101, name: 'Sunrise Home Comfort', roleId: 2 }],
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureClient({
    baseUrl: '',
    getToken: sessionStore.token,
    onUnauthorized: sessionStore.expire,
  });
  sessionStore.signIn('session-token', user);
});

afterEach(() => {
  sessionStore.signOut();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('isSignedInUser', () => {
  it("in the sandbox, accepts the signed-in user's password and ends the check's own session", async () => {
    fetchMock.mockResolvedValueOnce(json({ token: 'check-token', user }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(isSignedInUser('sandbox', 'demo1234')).resolves.toBe(true);
    const [signInUrl, signIn] = fetchMock.mock.calls[0]!;
    const [endUrl, end] = fetchMock.mock.calls[1]!;
    expect(String(signInUrl)).toContain('/sandbox/session');
    expect(JSON.parse(String(signIn?.body))).toEqual({
      username: 'sunrise.admin',
      password: 'demo1234',
    });
    expect(String(endUrl)).toContain('/sandbox/session');
    expect(end?.method).toBe('DELETE');
    expect(new Headers(end?.headers).get('Authorization')).toBe('Bearer check-token');
    expect(sessionStore.get()).toMatchObject({ status: 'active', token: 'session-token' });
  });

  it('refuses a wrong password without ending the session', async () => {
    fetchMock.mockResolvedValueOnce(json({ Message: 'Invalid credentials' }, 401));
    await expect(isSignedInUser('sandbox', 'wrong')).resolves.toBe(false);
    expect(sessionStore.get()).toMatchObject({ status: 'active', token: 'session-token' });
  });

  it("refuses another user's password", async () => {
    fetchMock.mockResolvedValueOnce(json({ token: 'other', user: { ...user, id: 9 } }));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(isSignedInUser('sandbox', 'theirs')).resolves.toBe(false);
  });

  it("with an access token, accepts only the session's own token, asking nothing", async () => {
    await expect(isSignedInUser('token', 'session-token')).resolves.toBe(true);
    await expect(isSignedInUser('token', 'another-token')).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
