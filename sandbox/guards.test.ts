import { describe, expect, it } from 'vitest';
import { documentBodyLimitBytes, sandboxBodyLimitBytes } from './app.ts';
import { allowedHostnames, hostnameOf, jsonShapeProblem, maxJsonDepth } from './guards.ts';
import { demoPassword } from './users/defaults.ts';
import { createTestSandbox } from './sandbox.test-support.ts';

/** Item 10–16 of issue 18: what every request meets before a route sees it. */

const jsonHeaders = { 'Content-Type': 'application/json' };

describe('Cache-Control: no-store on every answer', () => {
  it.each([
    ['/v3/api/dealers', 'operator'],
    ['/v2/api/applications/status?dealerId=101', 'operator'],
    ['/v1/api/dealers', 'operator'],
    ['/sandbox/accounts', undefined],
    ['/v3/api/nothing-here', 'operator'],
    ['/v3/api/dealers', undefined],
  ])('%s (signed in as %s)', async (path, username) => {
    const sandbox = createTestSandbox();
    const token = username === undefined ? undefined : await sandbox.signIn(username);
    const response = await sandbox.request(path, { token });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('on the sign-in answer, which carries the token', async () => {
    const response = await createTestSandbox().request('/sandbox/session', {
      method: 'POST',
      json: { username: 'operator', password: demoPassword },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('only its own host names (DNS rebinding)', () => {
  it.each(['localhost', 'localhost:4173', '127.0.0.1', '127.0.0.1:4191', '[::1]', '[::1]:5173'])(
    'answers Host %s',
    async (host) => {
      const response = await createTestSandbox().request('/sandbox/accounts', {
        headers: { Host: host },
      });
      expect(response.status).toBe(200);
    },
  );

  it.each(['evil.example', 'evil.example:4173', 'localhost.evil.example', '10.0.0.5', '[::2]'])(
    'refuses Host %s with a JSON 421',
    async (host) => {
      const response = await createTestSandbox().request('/sandbox/accounts', {
        headers: { Host: host },
      });
      expect(response.status).toBe(421);
      expect(await response.json()).toEqual({ Message: expect.stringContaining('localhost') });
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    },
  );

  it('answers the configured HOST too, with any port', async () => {
    const sandbox = createTestSandbox(undefined, { host: 'portal.lan' });
    for (const host of ['portal.lan', 'PORTAL.lan:8080', '127.0.0.1']) {
      const response = await sandbox.request('/sandbox/accounts', { headers: { Host: host } });
      expect(response.status).toBe(200);
    }
    const other = await sandbox.request('/sandbox/accounts', { headers: { Host: 'other.lan' } });
    expect(other.status).toBe(421);
  });

  it('refuses a forged Host before signing in', async () => {
    const response = await createTestSandbox().request('/sandbox/session', {
      method: 'POST',
      headers: { ...jsonHeaders, Host: 'attacker.example' },
      body: JSON.stringify({ username: 'operator', password: demoPassword }),
    });
    expect(response.status).toBe(421);
  });

  it('reads host names as a browser sends them', () => {
    expect(hostnameOf('LocalHost:4173')).toBe('localhost');
    expect(hostnameOf('[::1]:4173')).toBe('[::1]');
    expect([...allowedHostnames('::1')]).toContain('[::1]');
    expect([...allowedHostnames('0.0.0.0')]).toEqual(['localhost', '127.0.0.1', '[::1]']);
    expect([...allowedHostnames('fe80::1')]).toContain('[fe80::1]');
  });
});

describe('body limits', () => {
  it('refuses a JSON body over 1 MB with a clear 413', async () => {
    const sandbox = createTestSandbox();
    const response = await sandbox.request('/v3/api/users', {
      method: 'POST',
      token: await sandbox.signIn('operator'),
      headers: jsonHeaders,
      body: JSON.stringify({ Username: 'x'.repeat(sandboxBodyLimitBytes) }),
    });
    expect(response.status).toBe(413);
    const { Message } = (await response.json()) as { Message: string };
    expect(Message).toMatch(/larger than the 1 MB \(1,048,576 bytes\)/);
  });

  it('takes a body just under 1 MB to the route (a 400 for its fields, not a 413)', async () => {
    const sandbox = createTestSandbox();
    const response = await sandbox.request('/v3/api/users', {
      method: 'POST',
      token: await sandbox.signIn('operator'),
      headers: jsonHeaders,
      body: JSON.stringify({ Username: 'x'.repeat(sandboxBodyLimitBytes - 100) }),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a streamed body (no Content-Length) over 1 MB', async () => {
    const sandbox = createTestSandbox();
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 20) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await sandbox.app.request('/sandbox/session', {
      method: 'POST',
      headers: jsonHeaders,
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('lets a document upload be just over 41.9 MB, and no more', async () => {
    expect(documentBodyLimitBytes).toBeGreaterThan(41_943_040);
    expect(documentBodyLimitBytes).toBeLessThan(42_100_000);
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn('sunrise.admin');
    const over = await sandbox.request('/v3/api/dealers/101/dealerDocuments', {
      method: 'POST',
      token,
      headers: { ...jsonHeaders, 'Content-Length': String(documentBodyLimitBytes + 1) },
      body: '{}',
    });
    expect(over.status).toBe(413);
    expect(((await over.json()) as { Message: string }).Message).toMatch(/document upload/);
    const other = await sandbox.request('/v3/api/users', {
      method: 'POST',
      token,
      headers: { ...jsonHeaders, 'Content-Length': String(2 * 1024 * 1024) },
      body: '{}',
    });
    expect(other.status).toBe(413);
  });
});

describe('JSON bodies only (415)', () => {
  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonx',
  ])('refuses Content-Type %s with a clear 415', async (contentType) => {
    const response = await createTestSandbox().request('/sandbox/session', {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: JSON.stringify({ username: 'operator', password: demoPassword }),
    });
    expect(response.status).toBe(415);
    const { Message } = (await response.json()) as { Message: string };
    expect(Message).toMatch(/must be JSON, sent with Content-Type application\/json/);
  });

  it('refuses a body with no Content-Type', async () => {
    const sandbox = createTestSandbox();
    const response = await sandbox.request('/v3/api/users', {
      method: 'POST',
      token: await sandbox.signIn('operator'),
      body: '{}',
    });
    expect(response.status).toBe(415);
  });

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'Application/JSON;charset=UTF-8',
  ])('accepts %s', async (contentType) => {
    const response = await createTestSandbox().request('/sandbox/session', {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: JSON.stringify({ username: 'operator', password: demoPassword }),
    });
    expect(response.status).toBe(200);
  });

  it('lets a request without a body go without a Content-Type', async () => {
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn('operator');
    const expire = await sandbox.request('/sandbox/session/expire', { method: 'POST', token });
    expect(expire.status).toBe(204);
    const signOut = await sandbox.request('/sandbox/session', {
      method: 'DELETE',
      token,
      headers: { 'Content-Length': '0' },
    });
    expect(signOut.status).toBe(204);
  });
});

describe('sign-in rate limit', () => {
  const attempt = (
    sandbox: ReturnType<typeof createTestSandbox>,
    username: string,
    password: string,
  ) => sandbox.request('/sandbox/session', { method: 'POST', json: { username, password } });

  it('answers 429 with Retry-After after 10 failures in 5 minutes, even for the right password', async () => {
    const sandbox = createTestSandbox();
    for (let i = 0; i < 10; i++) {
      expect((await attempt(sandbox, 'sunrise.admin', 'wrong')).status).toBe(401);
      sandbox.advance(10_000);
    }
    const limited = await attempt(sandbox, 'Sunrise.Admin', demoPassword);
    expect(limited.status).toBe(429);
    // The first failure was 100 s ago: it leaves the 5-minute window in 200 s.
    expect(limited.headers.get('Retry-After')).toBe('200');
    expect(await limited.json()).toEqual({
      Message: 'Too many failed sign-ins for this username. Try again in 4 minutes.',
    });
    // Another username is not affected.
    expect((await attempt(sandbox, 'operator', demoPassword)).status).toBe(200);

    sandbox.advance(199_000);
    expect((await attempt(sandbox, 'sunrise.admin', demoPassword)).status).toBe(429);
    sandbox.advance(1_000);
    expect((await attempt(sandbox, 'sunrise.admin', demoPassword)).status).toBe(200);
  });

  it('counts only failures: many right sign-ins are never limited', async () => {
    const sandbox = createTestSandbox();
    for (let i = 0; i < 9; i++) await attempt(sandbox, 'operator', 'wrong');
    for (let i = 0; i < 30; i++) {
      expect((await attempt(sandbox, 'operator', demoPassword)).status).toBe(200);
    }
    // A success clears the count: nine more failures do not reach the limit.
    for (let i = 0; i < 9; i++) await attempt(sandbox, 'operator', 'wrong');
    expect((await attempt(sandbox, 'operator', demoPassword)).status).toBe(200);
  });

  it('forgets failures older than 5 minutes', async () => {
    const sandbox = createTestSandbox();
    for (let i = 0; i < 9; i++) await attempt(sandbox, 'nobody.here', 'wrong');
    sandbox.advance(5 * 60 * 1000);
    for (let i = 0; i < 9; i++) await attempt(sandbox, 'nobody.here', 'wrong');
    expect((await attempt(sandbox, 'nobody.here', 'wrong')).status).toBe(401);
    expect((await attempt(sandbox, 'nobody.here', 'wrong')).status).toBe(429);
  });
});

describe('JSON too costly to parse (issue 31 item 9)', () => {
  const deeper = `The request body nests deeper than ${maxJsonDepth} levels.`;
  const more = 'The request body has more than 10,000 values.';
  it.each([
    ['flat', '{"a":1}', undefined],
    ['64 levels', `${'['.repeat(64)}${']'.repeat(64)}`, undefined],
    ['65 levels', `${'['.repeat(65)}${']'.repeat(65)}`, deeper],
    ['brackets inside a string', `{"a":"${'['.repeat(100)}"}`, undefined],
    ['an escaped quote, then brackets in the string', `{"a":"\\"${'{'.repeat(100)}"}`, undefined],
    ['10,000 values', `[${Array(10_000).fill(1).join(',')}]`, undefined],
    ['10,001 values', `[${Array(10_001).fill(1).join(',')}]`, more],
    ['commas inside a string', `{"a":"${','.repeat(20_000)}"}`, undefined],
  ])('%s', (_, text, problem) => {
    expect(jsonShapeProblem(text)).toBe(problem);
  });

  it.each([
    [
      'a megabyte of nested lists',
      (n: number) => `{"Applicant":${'['.repeat(n)}${']'.repeat(n)}}`,
      deeper,
    ],
    [
      'a megabyte of empty objects',
      (n: number) => `{"Applicant":[${Array(n).fill('{}').join(',')}]}`,
      more,
    ],
  ])('refuses %s with a 400 before parsing it', async (_, body, message) => {
    const sandbox = createTestSandbox();
    const response = await sandbox.request('/v3/api/applications', {
      method: 'POST',
      token: await sandbox.signIn('operator'),
      headers: { 'Content-Type': 'application/json' },
      body: body(300_000),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      Message: 'The request is invalid.',
      ModelState: { request: [message] },
    });
  });
});
