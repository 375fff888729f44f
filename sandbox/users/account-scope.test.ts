import { beforeEach, describe, expect, it } from 'vitest';
import { SHARED_ACCOUNT_RULE } from '../../src/schemas/user-account.ts';
import { validBodies } from '../endpoint-scenarios.test-support.ts';
import { call } from '../paperwork/paperwork.test-support.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';
import { roleIds } from './defaults.ts';

/**
 * Issue 31 item 10: a dealer administrator manages only what is theirs. Jorge Castillo (user 6,
 * `dealer.user`) works for Sunrise and Empire; Sunrise's administrator may change his role at
 * Sunrise, but not the account both dealers share.
 */

type Sandbox = ReturnType<typeof createTestSandbox>;
let sandbox: Sandbox;

beforeEach(() => {
  sandbox = createTestSandbox();
});

const as = async (username: string, path: string, init: { method?: string; json?: unknown } = {}) =>
  call(sandbox, path, { ...init, token: await sandbox.signIn(username) });

/** Jorge as Sunrise's administrator sees him: his Sunrise role only. */
const jorgeAtSunrise = () => ({
  ...validBodies.jorge(),
  DealerRoles: [{ DealerId: 101, RoleId: roleIds.dealerUser }],
});

const jorgeNow = async () => (await as('operator', '/v3/api/users/6')).body;

describe('a user who also works for a dealer the administrator does not manage', () => {
  it.each([
    ['renamed', { FirstName: 'George', DisplayName: 'George Castillo' }],
    ['moved to another e-mail address', { EmailAddress: 'jorge@outside.example.net' }],
    ['disabled', { IsActive: false }],
    ['given another phone number', { PhoneNumber: '9165550000' }],
  ])('cannot be %s by that administrator (403, nothing changed)', async (_, change) => {
    const before = await jorgeNow();
    const { status, body } = await as('sunrise.admin', '/v3/api/users/6', {
      method: 'PUT',
      json: { ...jorgeAtSunrise(), ...change },
    });
    expect([status, body]).toEqual([403, { Message: SHARED_ACCOUNT_RULE }]);
    expect(await jorgeNow()).toEqual(before);
    await expect(sandbox.signIn('dealer.user')).resolves.toEqual(expect.any(String));
  });

  it('cannot be disabled with DELETE by that administrator (403), and still signs in', async () => {
    const { status, body } = await as('sunrise.admin', '/v3/api/users/6', { method: 'DELETE' });
    expect([status, body]).toEqual([403, { Message: SHARED_ACCOUNT_RULE }]);
    await expect(sandbox.signIn('dealer.user')).resolves.toEqual(expect.any(String));
  });

  it('may have their role at that administrator’s dealer changed, the account as it is', async () => {
    const { status } = await as('sunrise.admin', '/v3/api/users/6', {
      method: 'PUT',
      json: {
        ...jorgeAtSunrise(),
        // The same address in other letters is the same address.
        EmailAddress: 'Jorge.Castillo@sunrise.example.com',
        DealerRoles: [{ DealerId: 101, RoleId: roleIds.salesRepresentative }],
      },
    });
    expect(status).toBe(200);
    expect(await jorgeNow()).toMatchObject({
      FirstName: 'Jorge',
      DealerRoles: [
        { DealerId: 101, RoleId: roleIds.salesRepresentative },
        { DealerId: 103, RoleId: roleIds.dealerUser },
      ],
    });
  });

  it('is counted with all their dealers in the list, which names only the administrator’s', async () => {
    const { body } = await as('sunrise.admin', '/v3/api/users');
    expect((body as { Id: number }[]).find((user) => user.Id === 6)).toMatchObject({
      NumberOfAssignedDealers: 2,
      DealerNumber: '700101',
    });
  });

  it('may be renamed and disabled by operator staff', async () => {
    const renamed = { ...validBodies.jorge(), FirstName: 'George', IsActive: false };
    const { status } = await as('operator', '/v3/api/users/6', { method: 'PUT', json: renamed });
    expect(status).toBe(200);
    expect(await jorgeNow()).toMatchObject({ FirstName: 'George', IsActive: false });
  });

  it('may be renamed and disabled by an administrator of each of their dealers', async () => {
    const both = {
      ...validBodies.newUser(),
      Username: 'pat.both',
      EmailAddress: 'pat.both@sunrise.example.com',
      DealerRoles: [
        { DealerId: 101, RoleId: roleIds.dealerAdministrator },
        { DealerId: 103, RoleId: roleIds.dealerAdministrator },
      ],
    };
    expect((await as('operator', '/v3/api/users', { method: 'POST', json: both })).status).toBe(
      200,
    );
    const renamed = { ...validBodies.jorge(), FirstName: 'George' };
    const put = await as('pat.both', '/v3/api/users/6', { method: 'PUT', json: renamed });
    expect(put.status).toBe(200);
    const deleted = await as('pat.both', '/v3/api/users/6', { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await jorgeNow()).toMatchObject({ FirstName: 'George', IsActive: false });
  });
});

describe('a user who works only for the administrator’s dealers', () => {
  it('may be renamed, moved to another address and disabled by that administrator', async () => {
    const hannah = (await as('sunrise.admin', '/v3/api/users/5')).body as Record<string, unknown>;
    const changed = {
      ...hannah,
      FirstName: 'Hanna',
      EmailAddress: 'hanna.lee@sunrise.example.com',
      IsActive: false,
    };
    const { status } = await as('sunrise.admin', '/v3/api/users/5', {
      method: 'PUT',
      json: { ...changed, UserId: undefined },
    });
    expect(status).toBe(200);
    expect((await as('operator', '/v3/api/users/5')).body).toMatchObject(changed);
  });
});
