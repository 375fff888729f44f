import { describe, expect, it } from 'vitest';
import { demoPassword } from '../users/defaults.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';
import {
  clientKey,
  createSignInLimiter,
  maxAddressFailures,
  maxSignInFailures,
  signInFailureWindowMs,
  tooManySignIns,
} from './sign-in-limiter.ts';

describe('tooManySignIns: the sandbox’s 429 message', () => {
  const now = new Date(2026, 10, 27, 14, 5, 0);

  it('names the limit applied, the username or the client address, and when to try again', () => {
    expect(tooManySignIns(200_000, now, 'username')).toBe(
      'Too many failed sign-ins for this username. Try again in 4 minutes.',
    );
    expect(tooManySignIns(200_000, now, 'address')).toBe(
      'Too many failed sign-ins from this address. Try again in 4 minutes.',
    );
  });

  it('says one second or minute in the singular, and the time beyond an hour', () => {
    expect(tooManySignIns(1_000, now, 'username')).toMatch(/Try again in 1 second\.$/);
    expect(tooManySignIns(59_000, now, 'username')).toMatch(/Try again in 59 seconds\.$/);
    expect(tooManySignIns(60_000, now, 'username')).toMatch(/Try again in 1 minute\.$/);
    expect(tooManySignIns(90 * 60_000, now, 'address')).toMatch(/Try again at 3:35 PM\.$/);
  });
});

/**
 * Issue 31 item 15: the sign-in limit holds. Failures are counted per username and per client
 * address, in tables of fixed size that no volume of other failures can flush.
 */

const at = new Date('2025-06-15T15:00:00Z');

describe('the limiter', () => {
  it('keeps a locked username locked through 20,000 failures on other usernames', () => {
    const limiter = createSignInLimiter();
    for (let i = 0; i < maxSignInFailures; i++) {
      limiter.recordFailure({ username: 'sunrise.admin' }, at);
    }
    expect(limiter.refusal({ username: 'sunrise.admin' }, at)).toEqual({
      waitMs: signInFailureWindowMs,
      by: 'username',
    });
    for (let i = 0; i < 20_000; i++) limiter.recordFailure({ username: `junk.${i}` }, at);
    expect(limiter.refusal({ username: 'Sunrise.Admin' }, at)?.by).toBe('username');
    // …until the window has passed, and not a moment earlier.
    const almost = new Date(at.getTime() + signInFailureWindowMs - 1);
    expect(limiter.refusal({ username: 'sunrise.admin' }, almost)?.waitMs).toBe(1);
    const after = new Date(at.getTime() + signInFailureWindowMs);
    expect(limiter.refusal({ username: 'sunrise.admin' }, after)).toBeUndefined();
  });

  it('limits one address trying many usernames, and a success there does not reset it', () => {
    const limiter = createSignInLimiter();
    const address = '203.0.113.9';
    for (let i = 0; i < maxAddressFailures - 1; i++) {
      limiter.recordFailure({ username: `user.${i}`, address }, at);
    }
    limiter.recordSuccess({ username: 'own.account', address });
    expect(limiter.refusal({ username: 'someone', address }, at)).toBeUndefined();
    limiter.recordFailure({ username: 'one.more', address }, at);
    expect(limiter.refusal({ username: 'someone', address }, at)).toEqual({
      waitMs: signInFailureWindowMs,
      by: 'address',
    });
    // Another address, and the same usernames from it, are not affected.
    expect(limiter.refusal({ username: 'someone', address: '203.0.113.10' }, at)).toBeUndefined();
    expect(limiter.refusal({ username: 'user.1' }, at)).toBeUndefined();
  });

  it('keeps a locked address locked through failures from 20,000 other addresses', () => {
    const limiter = createSignInLimiter();
    for (let i = 0; i < maxAddressFailures; i++) {
      limiter.recordFailure({ username: `user.${i}`, address: '198.51.100.7' }, at);
    }
    for (let i = 0; i < 20_000; i++) {
      limiter.recordFailure({ username: 'x', address: `10.${i >> 8}.${i & 255}.1` }, at);
    }
    expect(limiter.refusal({ username: 'y', address: '198.51.100.7' }, at)?.by).toBe('address');
  });

  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:bbbb:cccc:dddd:eeee', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as the client %s', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

describe('POST /sandbox/session', () => {
  /** A sign-in as Node's server passes it on: with the socket it came from. */
  const attempt = (
    sandbox: ReturnType<typeof createTestSandbox>,
    username: string,
    password: string,
    remoteAddress = '192.0.2.1',
  ) =>
    sandbox.app.request(
      '/sandbox/session',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
      },
      { incoming: { socket: { remoteAddress } } },
    );

  it('10,001 failures on junk usernames do not free a locked username', async () => {
    const sandbox = createTestSandbox();
    for (let i = 0; i < maxSignInFailures; i++) {
      expect((await attempt(sandbox, 'sunrise.admin', 'wrong', '192.0.2.50')).status).toBe(401);
    }
    // From many addresses, so that the address limit does not stop the sweep first.
    for (let i = 0; i < 10_001; i++) {
      await attempt(sandbox, `junk.${i}`, 'wrong', `10.1.${i >> 8}.${i & 255}`);
    }
    const limited = await attempt(sandbox, 'sunrise.admin', demoPassword, '192.0.2.51');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      Message: 'Too many failed sign-ins for this username. Try again in 5 minutes.',
    });
  }, 120_000);

  it('one password tried across many usernames from one address is limited', async () => {
    const sandbox = createTestSandbox();
    const names = ['operator', 'sunrise.admin', 'lakeside.admin', 'empire.admin', 'sunrise.rep'];
    for (let i = 0; i < maxAddressFailures; i++) {
      const response = await attempt(sandbox, `${names[i % names.length]}${i}`, 'Summer2025!');
      expect(response.status).toBe(401);
    }
    const limited = await attempt(sandbox, 'operator', demoPassword);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('300');
    expect(await limited.json()).toEqual({
      Message: 'Too many failed sign-ins from this address. Try again in 5 minutes.',
    });
    // Another client signs in as before.
    expect((await attempt(sandbox, 'operator', demoPassword, '192.0.2.2')).status).toBe(200);
    sandbox.advance(signInFailureWindowMs);
    expect((await attempt(sandbox, 'operator', demoPassword)).status).toBe(200);
  });

  it('a few mistakes from one address, then the right password, sign in', async () => {
    const sandbox = createTestSandbox();
    for (let i = 0; i < 3; i++) await attempt(sandbox, 'operator', 'wrong');
    expect((await attempt(sandbox, 'operator', demoPassword)).status).toBe(200);
  });
});
