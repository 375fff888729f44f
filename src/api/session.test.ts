import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from './client.ts';
import { signInWithToken } from './session.ts';
import { sessionStore } from './session-store.ts';

const answer = (body: unknown, status = 200) =>
  vi.fn<typeof fetch>(async () =>
    Response.json(body, { status, headers: { 'Content-Type': 'application/json' } }),
  );

beforeEach(() => configureClient({ baseUrl: '', getToken: sessionStore.token }));
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

describe('token sign-in', () => {
  it('signs in with the dealers the token can see', async () => {
    vi.stubGlobal('fetch', answer([{ Id: 101, Name: 'Sunrise Home Comfort' }]));
    const user = await signInWithToken('pasted');
    expect(user.dealers).toEqual([{ id: 101, name: 'Sunrise Home Comfort' }]);
    expect(sessionStore.get()).toMatchObject({ status: 'active', token: 'pasted' });
    expect(sessionStore.get().disabled).toBeUndefined();
  });

  it('signs in when the dealer list is disabled for the account, remembering that', async () => {
    vi.stubGlobal(
      'fetch',
      answer({ Message: 'This endpoint has been disabled for the current user.' }, 403),
    );
    const user = await signInWithToken('pasted');
    expect(user.dealers).toEqual([]);
    expect(sessionStore.get()).toMatchObject({
      status: 'active',
      token: 'pasted',
      disabled: ['dealers.read'],
    });
  });

  it.each([
    ['a 401', 401, { Message: 'Authorization has been denied for this request.' }, 'unauthorized'],
    ['another 403', 403, { Message: 'Forbidden.' }, 'http'],
  ])('refuses the token on %s', async (_case, status, body, kind) => {
    vi.stubGlobal('fetch', answer(body, status));
    await expect(signInWithToken('pasted')).rejects.toMatchObject({ kind });
    expect(sessionStore.get().status).toBe('signed-out');
  });
});
