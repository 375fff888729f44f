import { describe, expect, it } from 'vitest';
import { demoAccountsSchema, sandboxSessionSchema } from '../../src/schemas/sign-in.ts';
import { messages } from '../http.ts';
import { sessionLifetimeMs } from './routes.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';

const signIn = (sandbox: ReturnType<typeof createTestSandbox>, body: unknown) =>
  sandbox.request('/sandbox/session', { method: 'POST', json: body });

describe('POST /sandbox/session', () => {
  it('signs a user in with a token and the session user', async () => {
    const sandbox = createTestSandbox();
    const response = await signIn(sandbox, { username: 'dealer.user', password: 'demo1234' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    const session = sandboxSessionSchema.parse(body);
    expect(body.user).toEqual({
      id: 6,
      username: 'dealer.user',
      displayName: 'Jorge Castillo',
      role: 'Dealer User',
      isOperator: false,
      dealers: [
        { id: 101, name: 'Sunrise Home Comfort', roleId: 3 },
        { id: 103, name: 'Empire Appliance & Furniture', roleId: 3 },
      ],
    });
    expect(session.token.length).toBeGreaterThanOrEqual(32);
  });

  it('gives each sign-in its own token', async () => {
    const sandbox = createTestSandbox();
    expect(await sandbox.signIn('operator')).not.toBe(await sandbox.signIn('operator'));
  });

  it('describes operator staff with every dealer, whatever the case of the username', async () => {
    const sandbox = createTestSandbox();
    const response = await signIn(sandbox, { username: 'Operator', password: 'demo1234' });
    const { user } = sandboxSessionSchema.parse(await response.json());
    expect(user).toMatchObject({ username: 'operator', role: 'Operator', isOperator: true });
    expect(user.dealers.map((dealer) => dealer.id)).toEqual([101, 102, 103]);
  });

  it.each([
    ['a wrong password', { username: 'operator', password: 'wrong' }],
    ['an unknown user', { username: 'nobody', password: 'demo1234' }],
    ['a disabled user with a wrong password', { username: 'disabled.user', password: 'wrong' }],
  ])('refuses %s with 401', async (_case, body) => {
    const response = await signIn(createTestSandbox(), body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ Message: messages.wrongCredentials });
  });

  it('tells a disabled user their account is disabled', async () => {
    const response = await signIn(createTestSandbox(), {
      username: 'disabled.user',
      password: 'demo1234',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      Message: 'This account has been disabled. Ask your administrator to reactivate it.',
    });
  });

  it.each([
    [
      'missing fields',
      {},
      {
        'request.username': ['The username field is required.'],
        'request.password': ['The password field is required.'],
      },
    ],
    [
      'a blank username',
      { username: '  ', password: 'x' },
      { 'request.username': ['Enter your username'] },
    ],
    [
      'a number for a password',
      { username: 'operator', password: 1234 },
      { 'request.password': [expect.any(String)] },
    ],
    ['an array', [], { request: [expect.any(String)] }],
  ])('answers %s with a 400 in ModelState form', async (_case, body, modelState) => {
    const response = await signIn(createTestSandbox(), body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      Message: 'The request is invalid.',
      ModelState: modelState,
    });
  });

  it.each([
    ['malformed JSON', '{"username": "operator",', 'The request body is not valid JSON.'],
    ['no body', undefined, 'A request body is required.'],
  ])('answers %s with a 400 naming the body', async (_case, body, message) => {
    const sandbox = createTestSandbox();
    const response = await sandbox.request('/sandbox/session', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      Message: 'The request is invalid.',
      ModelState: { request: [message] },
    });
  });
});

describe('sessions', () => {
  const unauthorized = { Message: 'Authorization has been denied for this request.' };

  it('refuses API calls without a bearer token or with an unknown one', async () => {
    const sandbox = createTestSandbox();
    for (const init of [
      {},
      { token: 'not-a-session' },
      { headers: { Authorization: 'Basic b3A6ZGVtbw==' } },
    ]) {
      const response = await sandbox.request('/v3/api/dealers', init);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual(unauthorized);
    }
  });

  it('lets a session be expired on demand', async () => {
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn('sunrise.admin');
    expect((await sandbox.request('/v3/api/dealers', { token })).status).toBe(200);
    const expire = await sandbox.request('/sandbox/session/expire', { method: 'POST', token });
    expect(expire.status).toBe(204);
    const response = await sandbox.request('/v3/api/dealers', { token });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(unauthorized);
  });

  it('expires a session after eight hours', async () => {
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn('sunrise.admin');
    sandbox.advance(sessionLifetimeMs - 1000);
    expect((await sandbox.request('/v3/api/dealers', { token })).status).toBe(200);
    sandbox.advance(1000);
    expect((await sandbox.request('/v3/api/dealers', { token })).status).toBe(401);
  });

  it('revokes the token on sign-out, and signing out twice still succeeds', async () => {
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn('sunrise.admin');
    expect((await sandbox.request('/sandbox/session', { method: 'DELETE', token })).status).toBe(
      204,
    );
    expect((await sandbox.request('/v3/api/dealers', { token })).status).toBe(401);
    expect((await sandbox.request('/sandbox/session', { method: 'DELETE', token })).status).toBe(
      204,
    );
    expect((await sandbox.request('/sandbox/session', { method: 'DELETE' })).status).toBe(401);
  });

  it('ends the sessions of a user who has since been disabled', async () => {
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn('sunrise.admin');
    sandbox.db.prepare('UPDATE users SET is_active = 0 WHERE username = ?').run('sunrise.admin');
    expect((await sandbox.request('/v3/api/dealers', { token })).status).toBe(401);
  });
});

describe('GET /sandbox/accounts', () => {
  it('lists every demo account with its password, the disabled one included', async () => {
    const response = await createTestSandbox().request('/sandbox/accounts');
    expect(response.status).toBe(200);
    const accounts = demoAccountsSchema.parse(await response.json());
    expect(accounts.map(({ username, role, isActive }) => ({ username, role, isActive }))).toEqual([
      { username: 'operator', role: 'Operator', isActive: true },
      { username: 'sunrise.admin', role: 'Dealer Administrator', isActive: true },
      { username: 'lakeside.admin', role: 'Dealer Administrator', isActive: true },
      { username: 'empire.admin', role: 'Dealer Administrator', isActive: true },
      { username: 'sunrise.rep', role: 'Sales Representative (read only)', isActive: true },
      { username: 'dealer.user', role: 'Dealer User', isActive: true },
      { username: 'disabled.user', role: 'Dealer User', isActive: false },
    ]);
    expect(new Set(accounts.map((account) => account.password))).toEqual(new Set(['demo1234']));
  });
});
