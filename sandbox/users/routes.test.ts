import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  userListSchema,
  userDisabledResponseSchema,
  userRecordSchema,
} from '../../src/schemas/user-records.ts';
import { seedUsers } from '../seed.ts';
import { demoPassword } from './defaults.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';
import { jorgeUnchanged } from './users.test-support.ts';

/** The spec's User list item, field by field. */
const specUserListItem = z.strictObject({
  Id: z.number().int(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  NumberOfAssignedDealers: z.number().int(),
  HasPermissions: z.boolean(),
  IsActive: z.boolean(),
  DealerNumber: z.string(),
  RoleAssigned: z.string(),
  EmailAddress: z.string(),
  PhoneNumber: z.string(),
  IsOperatorUser: z.boolean(),
});

/** The spec's User detail record (GET, POST and PUT of a user), field by field. */
const specUserDetail = z.strictObject({
  UserId: z.number().int(),
  IsActive: z.boolean(),
  FirstName: z.string(),
  MiddleInitial: z.string().nullable(),
  LastName: z.string(),
  DisplayName: z.string().nullable(),
  Username: z.string(),
  Title: z.string(),
  EmailAddress: z.string(),
  PhoneNumber: z.string(),
  DealerRoles: z.array(z.strictObject({ DealerId: z.number().int(), RoleId: z.number().int() })),
});

const disabledEndpoint = { Message: 'This endpoint has been disabled for the current user.' };

type Sandbox = ReturnType<typeof createTestSandbox>;

async function call(
  sandbox: Sandbox,
  username: string,
  path: string,
  init: { method?: string; json?: unknown; body?: string } = {},
) {
  const response = await sandbox.request(path, {
    ...init,
    token: await sandbox.signIn(username),
    ...(init.body === undefined ? {} : { headers: { 'Content-Type': 'application/json' } }),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as unknown };
}

/** A detail record read strictly as the spec writes it and as the portal reads it. */
function readDetail(body: unknown) {
  userRecordSchema.parse(body);
  return specUserDetail.parse(body);
}

const newUser = {
  IsActive: true,
  Username: 'maria.lopez',
  FirstName: 'Maria',
  LastName: 'Lopez',
  MiddleInitial: 'J',
  DisplayName: 'Maria Lopez',
  Title: 'Sales Consultant',
  EmailAddress: 'maria.lopez@sunrise.example.com',
  PhoneNumber: '9165550199',
  DealerRoles: [{ DealerId: 101, RoleId: 3 }],
};

/** Jorge Castillo (id 6) as the PUT body that leaves him as he is, seen by operator staff. */
const jorge = jorgeUnchanged();

const userCount = (sandbox: Sandbox) =>
  (sandbox.db.prepare('SELECT COUNT(*) AS count FROM users').get() as { count: number }).count;

async function listUsersAs(username: string) {
  const sandbox = createTestSandbox();
  const response = await sandbox.request('/v3/api/users', {
    token: await sandbox.signIn(username),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET /v3/api/users', () => {
  it.each(['sunrise.rep', 'dealer.user'])(
    'is disabled for %s, whose role may not manage users',
    async (username) => {
      const { status, body } = await listUsersAs(username);
      expect(status).toBe(403);
      expect(body).toEqual({ Message: 'This endpoint has been disabled for the current user.' });
    },
  );

  it('lists every user for operator staff, one dealer number and role per dealer', async () => {
    const { status, body } = await listUsersAs('operator');
    expect(status).toBe(200);
    const users = z.array(specUserListItem).parse(body);
    userListSchema.parse(body);
    expect(users.map((user) => user.Username)).toEqual([
      'operator',
      'sunrise.admin',
      'lakeside.admin',
      'empire.admin',
      'sunrise.rep',
      'dealer.user',
      'disabled.user',
    ]);
    expect(users.find((user) => user.Username === 'dealer.user')).toEqual({
      Id: 6,
      Username: 'dealer.user',
      FirstName: 'Jorge',
      LastName: 'Castillo',
      NumberOfAssignedDealers: 2,
      HasPermissions: true,
      IsActive: true,
      DealerNumber: '700101, 700103',
      RoleAssigned: 'Dealer User, Dealer User',
      EmailAddress: 'jorge.castillo@sunrise.example.com',
      PhoneNumber: '9165550128',
      IsOperatorUser: false,
    });
    expect(users.find((user) => user.Username === 'disabled.user')?.IsActive).toBe(false);
  });

  it("lists a dealer administrator only their dealer's users and assignments", async () => {
    const { status, body } = await listUsersAs('sunrise.admin');
    expect(status).toBe(200);
    const users = z.array(specUserListItem).parse(body);
    expect(users.map((user) => [user.Username, user.DealerNumber, user.RoleAssigned])).toEqual([
      ['sunrise.admin', '700101', 'Dealer Administrator'],
      ['sunrise.rep', '700101', 'Sales Representative (read only)'],
      ['dealer.user', '700101', 'Dealer User'],
    ]);
  });
});

describe('GET /v3/api/users/{Id}', () => {
  it('answers the detail record with every dealer role to operator staff', async () => {
    const { status, body } = await call(createTestSandbox(), 'operator', '/v3/api/users/6');
    expect(status).toBe(200);
    expect(readDetail(body)).toEqual({ UserId: 6, ...jorge });
  });

  it('answers a dealer administrator with the roles on their own dealers only', async () => {
    const { status, body } = await call(createTestSandbox(), 'sunrise.admin', '/v3/api/users/6');
    expect(status).toBe(200);
    expect(readDetail(body).DealerRoles).toEqual([{ DealerId: 101, RoleId: 3 }]);
  });

  it('answers null for optional fields that were never set', async () => {
    const { body } = await call(createTestSandbox(), 'operator', '/v3/api/users/2');
    expect(readDetail(body)).toMatchObject({ MiddleInitial: null, DisplayName: 'Marcus Reyes' });
  });

  it.each([
    ['another dealer’s administrator', 'sunrise.admin', '3'],
    ['operator staff', 'sunrise.admin', '1'],
    ['a user that does not exist', 'operator', '999'],
    ['a non-numeric id', 'operator', 'six'],
    ['a decimal id', 'operator', '6.0'],
    ['a negative id', 'operator', '-6'],
  ])('answers 404 for %s', async (_, username, id) => {
    const { status, body } = await call(createTestSandbox(), username, `/v3/api/users/${id}`);
    expect(status).toBe(404);
    expect(body).toEqual({ Message: expect.any(String) });
  });

  it.each(['sunrise.rep', 'dealer.user'])('is disabled for %s', async (username) => {
    const { status, body } = await call(createTestSandbox(), username, '/v3/api/users/6');
    expect(status).toBe(403);
    expect(body).toEqual(disabledEndpoint);
  });
});

describe('POST /v3/api/users', () => {
  it('creates a user who appears in the list and can sign in, but is no demo account', async () => {
    const sandbox = createTestSandbox();
    const { status, body } = await call(sandbox, 'sunrise.admin', '/v3/api/users', {
      method: 'POST',
      json: newUser,
    });
    expect(status).toBe(200);
    const created = readDetail(body);
    expect(created).toEqual({ UserId: 8, ...newUser });

    const detail = await call(sandbox, 'sunrise.admin', '/v3/api/users/8');
    expect(readDetail(detail.body)).toEqual(created);
    const list = await call(sandbox, 'sunrise.admin', '/v3/api/users');
    expect(z.array(specUserListItem).parse(list.body).at(-1)).toEqual({
      Id: 8,
      Username: 'maria.lopez',
      FirstName: 'Maria',
      LastName: 'Lopez',
      NumberOfAssignedDealers: 1,
      HasPermissions: true,
      IsActive: true,
      DealerNumber: '700101',
      RoleAssigned: 'Dealer User',
      EmailAddress: 'maria.lopez@sunrise.example.com',
      PhoneNumber: '9165550199',
      IsOperatorUser: false,
    });
    await expect(sandbox.signIn('maria.lopez', demoPassword)).resolves.toEqual(expect.any(String));
    // The accounts list is public and the sign-in page downloads it: the seed's accounts only.
    const accounts = (await (await sandbox.request('/sandbox/accounts')).json()) as {
      username: string;
    }[];
    expect(accounts.map((account) => account.username)).toEqual(
      seedUsers.map((user) => user.username),
    );
  });

  it('accepts the sample spelling UserName and trims the text fields', async () => {
    const sandbox = createTestSandbox();
    const { Username, ...rest } = newUser;
    const { status, body } = await call(sandbox, 'operator', '/v3/api/users', {
      method: 'POST',
      json: { ...rest, UserName: Username, FirstName: '  Maria ' },
    });
    expect(status).toBe(200);
    expect(readDetail(body)).toMatchObject({ Username: 'maria.lopez', FirstName: 'Maria' });
  });

  it('stores absent optional fields as null and an unspecified IsActive as inactive', async () => {
    const sandbox = createTestSandbox();
    const { IsActive, MiddleInitial, DisplayName, ...rest } = newUser;
    expect([IsActive, MiddleInitial, DisplayName]).toHaveLength(3);
    const { body } = await call(sandbox, 'operator', '/v3/api/users', {
      method: 'POST',
      json: rest,
    });
    expect(readDetail(body)).toMatchObject({
      IsActive: false,
      MiddleInitial: null,
      DisplayName: null,
    });
    await expect(sandbox.signIn('maria.lopez')).rejects.toThrow(/403/);
  });

  it('makes a user given the Operator role operator staff', async () => {
    const sandbox = createTestSandbox();
    await call(sandbox, 'operator', '/v3/api/users', {
      method: 'POST',
      json: { ...newUser, DealerRoles: [{ DealerId: 101, RoleId: 1 }] },
    });
    const list = await call(sandbox, 'operator', '/v3/api/users');
    expect(z.array(specUserListItem).parse(list.body).at(-1)?.IsOperatorUser).toBe(true);
    const dealers = await call(sandbox, 'maria.lopez', '/v3/api/dealers');
    expect(dealers.body).toHaveLength(3);
  });

  it.each<[string, string, unknown, string[]]>([
    ['Username missing', 'operator', { ...newUser, Username: undefined }, ['request.Username']],
    [
      'Username with a space',
      'operator',
      { ...newUser, Username: 'maria lopez' },
      ['request.Username'],
    ],
    [
      'Username taken (any case)',
      'operator',
      { ...newUser, Username: 'Dealer.User' },
      ['request.Username'],
    ],
    [
      "another user's EmailAddress (any case)",
      'operator',
      { ...newUser, EmailAddress: 'JORGE.CASTILLO@sunrise.example.com' },
      ['request.EmailAddress'],
    ],
    ['FirstName blank', 'operator', { ...newUser, FirstName: ' ' }, ['request.FirstName']],
    ['LastName missing', 'operator', { ...newUser, LastName: undefined }, ['request.LastName']],
    ['Title missing', 'operator', { ...newUser, Title: undefined }, ['request.Title']],
    [
      'EmailAddress invalid',
      'operator',
      { ...newUser, EmailAddress: 'maria' },
      ['request.EmailAddress'],
    ],
    [
      'PhoneNumber missing',
      'operator',
      { ...newUser, PhoneNumber: undefined },
      ['request.PhoneNumber'],
    ],
    ['IsActive not a boolean', 'operator', { ...newUser, IsActive: 'yes' }, ['request.IsActive']],
    [
      'DealerRoles missing',
      'operator',
      { ...newUser, DealerRoles: undefined },
      ['request.DealerRoles'],
    ],
    ['DealerRoles empty', 'operator', { ...newUser, DealerRoles: [] }, ['request.DealerRoles']],
    [
      'an unknown role',
      'operator',
      { ...newUser, DealerRoles: [{ DealerId: 101, RoleId: 99 }] },
      ['request.DealerRoles[0].RoleId'],
    ],
    [
      'a DealerId that is not a Long',
      'operator',
      { ...newUser, DealerRoles: [{ DealerId: '101', RoleId: 3 }] },
      ['request.DealerRoles[0].DealerId'],
    ],
    [
      'a dealer twice',
      'operator',
      {
        ...newUser,
        DealerRoles: [
          { DealerId: 101, RoleId: 3 },
          { DealerId: 101, RoleId: 2 },
        ],
      },
      ['request.DealerRoles[1].DealerId'],
    ],
    [
      'a dealer that does not exist',
      'operator',
      { ...newUser, DealerRoles: [{ DealerId: 999, RoleId: 3 }] },
      ['request.DealerRoles[0].DealerId'],
    ],
    [
      'a dealer whose users the administrator does not manage',
      'sunrise.admin',
      {
        ...newUser,
        DealerRoles: [
          { DealerId: 101, RoleId: 3 },
          { DealerId: 102, RoleId: 3 },
        ],
      },
      ['request.DealerRoles[1].DealerId'],
    ],
    [
      'the Operator role from an administrator',
      'sunrise.admin',
      { ...newUser, DealerRoles: [{ DealerId: 101, RoleId: 1 }] },
      ['request.DealerRoles[0].RoleId'],
    ],
    ['an unknown field', 'operator', { ...newUser, Password: 'secret' }, ['request']],
    ['both spellings of Username', 'operator', { ...newUser, UserName: 'x' }, ['request']],
  ])('refuses %s with a 400 naming the field', async (_, username, json, keys) => {
    const sandbox = createTestSandbox();
    const before = userCount(sandbox);
    const { status, body } = await call(sandbox, username, '/v3/api/users', {
      method: 'POST',
      json,
    });
    expect(status).toBe(400);
    const { ModelState } = z
      .object({ Message: z.string(), ModelState: z.record(z.string(), z.array(z.string())) })
      .parse(body);
    expect(Object.keys(ModelState)).toEqual(keys);
    expect(userCount(sandbox)).toBe(before);
  });

  it.each([
    ['no body', undefined],
    ['a body that is not JSON', '{"Username":'],
  ])('refuses %s with a 400', async (_, raw) => {
    const sandbox = createTestSandbox();
    const { status, body } = await call(sandbox, 'operator', '/v3/api/users', {
      method: 'POST',
      body: raw ?? '',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ ModelState: { request: [expect.any(String)] } });
  });

  it.each(['sunrise.rep', 'dealer.user'])('is disabled for %s', async (username) => {
    const sandbox = createTestSandbox();
    const { status, body } = await call(sandbox, username, '/v3/api/users', {
      method: 'POST',
      json: newUser,
    });
    expect(status).toBe(403);
    expect(body).toEqual(disabledEndpoint);
    expect(userCount(sandbox)).toBe(7);
  });
});

describe('PUT /v3/api/users/{Id}', () => {
  it('rewrites the user and answers the detail record', async () => {
    const sandbox = createTestSandbox();
    const changed = {
      ...jorge,
      Title: 'Senior Sales Consultant',
      MiddleInitial: null,
      DealerRoles: [{ DealerId: 102, RoleId: 2 }],
    };
    const { status, body } = await call(sandbox, 'operator', '/v3/api/users/6', {
      method: 'PUT',
      json: changed,
    });
    expect(status).toBe(200);
    expect(readDetail(body)).toEqual({ UserId: 6, ...changed });
    const detail = await call(sandbox, 'operator', '/v3/api/users/6');
    expect(readDetail(detail.body)).toEqual({ UserId: 6, ...changed });
  });

  it("replaces only the administrator's own dealers' roles, keeping the others", async () => {
    const sandbox = createTestSandbox();
    const { status, body } = await call(sandbox, 'sunrise.admin', '/v3/api/users/6', {
      method: 'PUT',
      json: { ...jorge, DealerRoles: [{ DealerId: 101, RoleId: 2 }] },
    });
    expect(status).toBe(200);
    expect(readDetail(body).DealerRoles).toEqual([{ DealerId: 101, RoleId: 2 }]);
    const detail = await call(sandbox, 'operator', '/v3/api/users/6');
    expect(readDetail(detail.body).DealerRoles).toEqual([
      { DealerId: 101, RoleId: 2 },
      { DealerId: 103, RoleId: 3 },
    ]);
  });

  it.each<[string, unknown, string[]]>([
    ['another Username', { ...jorge, Username: 'jorge.castillo' }, ['request.Username']],
    ["another user's Username", { ...jorge, Username: 'sunrise.rep' }, ['request.Username']],
    [
      "another user's EmailAddress (any case)",
      { ...jorge, EmailAddress: 'Marcus.Reyes@Sunrise.Example.com' },
      ['request.EmailAddress'],
    ],
  ])('refuses %s with a 400 naming the field, changing nothing', async (_, json, keys) => {
    const sandbox = createTestSandbox();
    const { status, body } = await call(sandbox, 'operator', '/v3/api/users/6', {
      method: 'PUT',
      json,
    });
    expect(status).toBe(400);
    expect(Object.keys((body as { ModelState: object }).ModelState)).toEqual(keys);
    const detail = await call(sandbox, 'operator', '/v3/api/users/6');
    expect(readDetail(detail.body)).toEqual({ UserId: 6, ...jorge });
    await expect(sandbox.signIn('jorge.castillo')).rejects.toThrow();
  });

  it('keeps its own e-mail address, in any case', async () => {
    const sandbox = createTestSandbox();
    const json = { ...jorge, EmailAddress: 'Jorge.Castillo@sunrise.example.com' };
    const { status } = await call(sandbox, 'operator', '/v3/api/users/6', { method: 'PUT', json });
    expect(status).toBe(200);
  });

  it('keeps the username when only its case changes', async () => {
    const sandbox = createTestSandbox();
    const { status, body } = await call(sandbox, 'operator', '/v3/api/users/6', {
      method: 'PUT',
      json: { ...jorge, Username: 'Dealer.User' },
    });
    expect(status).toBe(200);
    expect(readDetail(body).Username).toBe('Dealer.User');
  });

  it('re-activates a disabled user, who can then sign in', async () => {
    const sandbox = createTestSandbox();
    await expect(sandbox.signIn('disabled.user')).rejects.toThrow(/403/);
    const detail = await call(sandbox, 'lakeside.admin', '/v3/api/users/7');
    const { UserId, ...current } = readDetail(detail.body);
    expect([UserId, current.IsActive]).toEqual([7, false]);
    const { status, body } = await call(sandbox, 'lakeside.admin', '/v3/api/users/7', {
      method: 'PUT',
      json: { ...current, IsActive: true },
    });
    expect(status).toBe(200);
    expect(readDetail(body).IsActive).toBe(true);
    await expect(sandbox.signIn('disabled.user')).resolves.toEqual(expect.any(String));
  });

  it('deactivating a user ends their sessions', async () => {
    const sandbox = createTestSandbox();
    const jorgeToken = await sandbox.signIn('dealer.user');
    const { status } = await call(sandbox, 'operator', '/v3/api/users/6', {
      method: 'PUT',
      json: { ...jorge, IsActive: false },
    });
    expect(status).toBe(200);
    const response = await sandbox.request('/v3/api/dealers', { token: jorgeToken });
    expect(response.status).toBe(401);
    await expect(sandbox.signIn('dealer.user')).rejects.toThrow(/403/);
  });

  it.each<[string, string, string, unknown, string[]]>([
    [
      'a username another user has',
      'operator',
      '6',
      { ...jorge, Username: 'OPERATOR' },
      ['request.Username'],
    ],
    [
      'deactivating oneself',
      'sunrise.admin',
      '2',
      {
        ...jorge,
        Username: 'sunrise.admin',
        EmailAddress: 'marcus.reyes@sunrise.example.com',
        IsActive: false,
        DealerRoles: [{ DealerId: 101, RoleId: 2 }],
      },
      ['request.IsActive'],
    ],
    [
      'a dealer the administrator does not manage',
      'sunrise.admin',
      '6',
      jorge,
      ['request.DealerRoles[1].DealerId'],
    ],
    [
      'an unknown role',
      'operator',
      '6',
      { ...jorge, DealerRoles: [{ DealerId: 101, RoleId: 0 }] },
      ['request.DealerRoles[0].RoleId'],
    ],
    [
      'an invalid e-mail address',
      'operator',
      '6',
      { ...jorge, EmailAddress: 'jorge@' },
      ['request.EmailAddress'],
    ],
  ])(
    'refuses %s with a 400 naming the field, changing nothing',
    async (_, username, id, json, keys) => {
      const sandbox = createTestSandbox();
      const before = await call(sandbox, 'operator', `/v3/api/users/${id}`);
      const { status, body } = await call(sandbox, username, `/v3/api/users/${id}`, {
        method: 'PUT',
        json,
      });
      expect(status).toBe(400);
      expect(Object.keys((body as { ModelState: object }).ModelState)).toEqual(keys);
      expect((await call(sandbox, 'operator', `/v3/api/users/${id}`)).body).toEqual(before.body);
    },
  );

  it.each([
    ['another dealer’s user', 'sunrise.admin', '3'],
    ['operator staff', 'sunrise.admin', '1'],
    ['a user that does not exist', 'operator', '999'],
    ['a non-numeric id', 'operator', 'dealer.user'],
  ])('answers 404 for %s', async (_, username, id) => {
    const { status } = await call(createTestSandbox(), username, `/v3/api/users/${id}`, {
      method: 'PUT',
      json: jorge,
    });
    expect(status).toBe(404);
  });

  it.each(['sunrise.rep', 'dealer.user'])('is disabled for %s', async (username) => {
    const { status, body } = await call(createTestSandbox(), username, '/v3/api/users/6', {
      method: 'PUT',
      json: jorge,
    });
    expect(status).toBe(403);
    expect(body).toEqual(disabledEndpoint);
  });
});

describe('DELETE /v3/api/users/{Id}', () => {
  it('disables the user, keeps them, answers a JSON string and ends their sessions', async () => {
    const sandbox = createTestSandbox();
    const jorgeToken = await sandbox.signIn('dealer.user');
    const response = await sandbox.request('/v3/api/users/6', {
      method: 'DELETE',
      token: await sandbox.signIn('operator'),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/application\/json/);
    const body: unknown = await response.json();
    expect(userDisabledResponseSchema.parse(body)).toBe('User 6 has been disabled.');

    const detail = await call(sandbox, 'operator', '/v3/api/users/6');
    expect(readDetail(detail.body)).toEqual({ UserId: 6, ...jorge, IsActive: false });
    expect((await sandbox.request('/v3/api/dealers', { token: jorgeToken })).status).toBe(401);
    await expect(sandbox.signIn('dealer.user')).rejects.toThrow(/403/);
  });

  it('answers the same for a user who is already disabled', async () => {
    const { status, body } = await call(createTestSandbox(), 'operator', '/v3/api/users/7', {
      method: 'DELETE',
    });
    expect([status, body]).toEqual([200, 'User 7 has been disabled.']);
  });

  it('refuses to disable the caller’s own account', async () => {
    const sandbox = createTestSandbox();
    const { status, body } = await call(sandbox, 'sunrise.admin', '/v3/api/users/2', {
      method: 'DELETE',
    });
    expect(status).toBe(400);
    expect(body).toEqual({ Message: expect.any(String) });
    await expect(sandbox.signIn('sunrise.admin')).resolves.toEqual(expect.any(String));
  });

  it.each([
    ['another dealer’s user', 'sunrise.admin', '7'],
    ['operator staff', 'empire.admin', '1'],
    ['a user that does not exist', 'operator', '999'],
    ['a non-numeric id', 'operator', 'abc'],
  ])('answers 404 for %s and disables nobody', async (_, username, id) => {
    const sandbox = createTestSandbox();
    const { status } = await call(sandbox, username, `/v3/api/users/${id}`, { method: 'DELETE' });
    expect(status).toBe(404);
    await expect(sandbox.signIn('operator')).resolves.toEqual(expect.any(String));
  });

  it.each(['sunrise.rep', 'dealer.user'])('is disabled for %s', async (username) => {
    const sandbox = createTestSandbox();
    const { status, body } = await call(sandbox, username, '/v3/api/users/5', {
      method: 'DELETE',
    });
    expect(status).toBe(403);
    expect(body).toEqual(disabledEndpoint);
    await expect(sandbox.signIn('sunrise.rep')).resolves.toEqual(expect.any(String));
  });
});
