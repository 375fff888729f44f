import { beforeEach, describe, expect, it } from 'vitest';
import { validateDealerEmail } from '../src/api/dealers.ts';
import { signInWithPassword } from '../src/api/session.ts';
import { createUser, disableUser, getUser, listUsers, updateUser } from '../src/api/users.ts';
import type { UserBody } from '../src/schemas/user-requests.ts';
import { connectToSandbox } from './harness.test-support.ts';
import { jorgeUnchanged } from '../sandbox/users/users.test-support.ts';

/** Every account's sandbox password, a new user's included (README, "The sandbox"). */
const SANDBOX_PASSWORD = 'demo1234';

const newUser = (overrides: Partial<UserBody> = {}): UserBody => ({
  IsActive: true,
  Username: 'casey.nguyen',
  FirstName: 'Casey',
  LastName: 'Nguyen',
  MiddleInitial: null,
  DisplayName: 'Casey Nguyen',
  Title: 'Sales Consultant',
  EmailAddress: 'casey.nguyen@sunrise.example.com',
  PhoneNumber: '9165550177',
  DealerRoles: [{ DealerId: 101, RoleId: 3 }],
  ...overrides,
});

/** Jorge Castillo (id 6) as he is seeded: Dealer User of Sunrise (101) and Empire (103). */
const jorge: UserBody = jorgeUnchanged();

/** The refusal of a body: a validation error naming exactly these fields. */
const refusedOn = (...fields: string[]) => ({
  kind: 'validation',
  fieldErrors: Object.fromEntries(fields.map((field) => [field, [expect.any(String)]])),
});

let api: ReturnType<typeof connectToSandbox>;
beforeEach(() => {
  api = connectToSandbox();
});

describe('GET /v3/api/users', () => {
  it('lists every user to operator staff', async () => {
    await api.signInAs('operator');
    const users = await listUsers();
    expect(users.map((user) => user.Username)).toEqual([
      'operator',
      'sunrise.admin',
      'lakeside.admin',
      'empire.admin',
      'sunrise.rep',
      'dealer.user',
      'disabled.user',
    ]);
    expect(users.find((user) => user.Username === 'disabled.user')?.IsActive).toBe(false);
  });

  it("lists a dealer administrator only their own dealer's users, with that dealer's roles", async () => {
    await api.signInAs('sunrise.admin');
    const users = await listUsers();
    expect(users.map((user) => [user.Username, user.DealerNumber])).toEqual([
      ['sunrise.admin', '700101'],
      ['sunrise.rep', '700101'],
      ['dealer.user', '700101'],
    ]);
  });

  it.each(['sunrise.rep', 'dealer.user'])(
    'answers the disabled-endpoint message to %s, whose role may not manage users',
    async (username) => {
      await api.signInAs(username);
      await expect(listUsers()).rejects.toMatchObject({ kind: 'disabled' });
    },
  );
});

describe('GET /v3/api/users/{Id}', () => {
  it('reads any user for operator staff, with every dealer role', async () => {
    await api.signInAs('operator');
    expect(await getUser(6)).toMatchObject({ UserId: 6, ...jorge });
  });

  it("reads a user of the administrator's dealer, with that dealer's role only", async () => {
    await api.signInAs('sunrise.admin');
    expect((await getUser(6)).DealerRoles).toEqual([{ DealerId: 101, RoleId: 3 }]);
  });

  it.each([
    ["another dealer's administrator", 'sunrise.admin', 3],
    ['operator staff', 'sunrise.admin', 1],
    ['a user that does not exist', 'operator', 999],
  ])('answers not found for %s', async (_, username, id) => {
    await api.signInAs(username);
    await expect(getUser(id)).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('answers the disabled-endpoint message to the read-only sales representative', async () => {
    await api.signInAs('sunrise.rep');
    await expect(getUser(6)).rejects.toMatchObject({ kind: 'disabled' });
  });
});

describe('POST /v3/api/users', () => {
  it.each(['operator', 'sunrise.admin'])(
    'creates a Sunrise user as %s, answering the detail record with the UserId',
    async (username) => {
      await api.signInAs(username);
      const created = await createUser(newUser());
      expect(created).toEqual({ UserId: 8, ...newUser() });
      expect(await getUser(created.UserId)).toEqual(created);
      expect((await listUsers()).map((user) => user.Username)).toContain('casey.nguyen');
    },
  );

  it.each<[string, string, Partial<UserBody>, string]>([
    ['a username with a space', 'operator', { Username: 'casey nguyen' }, 'Username'],
    ['a username with a hyphen', 'operator', { Username: 'casey-nguyen' }, 'Username'],
    ['a username another user has, any case', 'operator', { Username: 'Dealer.User' }, 'Username'],
    ['no dealer row', 'operator', { DealerRoles: [] }, 'DealerRoles'],
    [
      'a dealer twice',
      'operator',
      {
        DealerRoles: [
          { DealerId: 101, RoleId: 3 },
          { DealerId: 101, RoleId: 2 },
        ],
      },
      'DealerRoles.1.DealerId',
    ],
    [
      'an unknown role',
      'operator',
      { DealerRoles: [{ DealerId: 101, RoleId: 7 }] },
      'DealerRoles.0.RoleId',
    ],
    [
      "a dealer that is not the administrator's",
      'sunrise.admin',
      {
        DealerRoles: [
          { DealerId: 101, RoleId: 3 },
          { DealerId: 102, RoleId: 3 },
        ],
      },
      'DealerRoles.1.DealerId',
    ],
    [
      'the Operator role from an administrator',
      'sunrise.admin',
      { DealerRoles: [{ DealerId: 101, RoleId: 1 }] },
      'DealerRoles.0.RoleId',
    ],
  ])('refuses %s, naming the field, and creates nobody', async (_, username, change, field) => {
    await api.signInAs(username);
    await expect(createUser(newUser(change))).rejects.toMatchObject(refusedOn(field));
    await api.signInAs('operator');
    expect(await listUsers()).toHaveLength(7);
  });

  it('accepts the username with letters, digits and periods', async () => {
    await api.signInAs('operator');
    const created = await createUser(newUser({ Username: 'Casey.Nguyen2' }));
    expect(created.Username).toBe('Casey.Nguyen2');
  });

  it('answers the disabled-endpoint message to the read-only sales representative', async () => {
    await api.signInAs('sunrise.rep');
    await expect(createUser(newUser())).rejects.toMatchObject({ kind: 'disabled' });
  });
});

describe('PUT /v3/api/users/{Id}', () => {
  it("changes a user's role and answers the detail record", async () => {
    await api.signInAs('operator');
    const updated = await updateUser(6, {
      ...jorge,
      DealerRoles: [{ DealerId: 101, RoleId: 2 }, jorge.DealerRoles[1]!],
    });
    expect(updated.DealerRoles).toEqual([
      { DealerId: 101, RoleId: 2 },
      { DealerId: 103, RoleId: 3 },
    ]);
    expect(await getUser(6)).toEqual(updated);
  });

  it("lets an administrator change their dealer's role only, keeping the others", async () => {
    await api.signInAs('sunrise.admin');
    const updated = await updateUser(6, {
      ...jorge,
      DealerRoles: [{ DealerId: 101, RoleId: 2 }],
    });
    expect(updated).toMatchObject({
      Title: 'Sales Consultant',
      DealerRoles: [{ DealerId: 101, RoleId: 2 }],
    });
    await api.signInAs('operator');
    expect((await getUser(6)).DealerRoles).toEqual([
      { DealerId: 101, RoleId: 2 },
      { DealerId: 103, RoleId: 3 },
    ]);
  });

  it.each<[string, Partial<UserBody>, string]>([
    ['a username with a comma', { Username: 'dealer,user' }, 'Username'],
    ['a username another user has', { Username: 'sunrise.rep' }, 'Username'],
    ['no dealer row', { DealerRoles: [] }, 'DealerRoles'],
    [
      "a dealer that is not the administrator's",
      { DealerRoles: [{ DealerId: 103, RoleId: 3 }] },
      'DealerRoles.0.DealerId',
    ],
  ])('refuses %s, naming the field, and changes nothing', async (_, change, field) => {
    await api.signInAs('sunrise.admin');
    const before = await getUser(6);
    await expect(
      updateUser(6, { ...jorge, DealerRoles: [{ DealerId: 101, RoleId: 3 }], ...change }),
    ).rejects.toMatchObject(refusedOn(field));
    expect(await getUser(6)).toEqual(before);
  });

  it("answers not found when an administrator edits another dealer's user", async () => {
    await api.signInAs('sunrise.admin');
    await expect(
      updateUser(
        7,
        newUser({ Username: 'disabled.user', EmailAddress: 'emily.watson@lakeside.example.com' }),
      ),
    ).rejects.toMatchObject({ kind: 'not-found' });
  });

  it('answers the disabled-endpoint message to the read-only sales representative', async () => {
    await api.signInAs('sunrise.rep');
    await expect(updateUser(6, jorge)).rejects.toMatchObject({ kind: 'disabled' });
  });
});

describe('DELETE /v3/api/users/{Id}', () => {
  it('disables the user, answering a sentence; the user stays in the list as disabled', async () => {
    await api.signInAs('sunrise.admin');
    expect(await disableUser(5)).toBe('User 5 has been disabled.');
    const listed = (await listUsers()).find((user) => user.Id === 5);
    expect(listed).toMatchObject({ Username: 'sunrise.rep', IsActive: false });
    expect(await getUser(5)).toMatchObject({
      IsActive: false,
      DealerRoles: [{ DealerId: 101, RoleId: 4 }],
    });
  });

  /** Jorge as Sunrise's administrator sees him: his Sunrise role only. */
  const jorgeAtSunrise = { ...jorge, DealerRoles: [jorge.DealerRoles[0]!] };

  it.each<[string, () => Promise<unknown>]>([
    ['rename them', () => updateUser(6, { ...jorgeAtSunrise, FirstName: 'George' })],
    [
      'move their e-mail to an outside address',
      () => updateUser(6, { ...jorgeAtSunrise, EmailAddress: 'jorge@outside.example.net' }),
    ],
    ['disable them', () => disableUser(6)],
  ])(
    "refuses an administrator of only some of a user's dealers to %s them (403, saying why)",
    async (_, change) => {
      await api.signInAs('sunrise.admin');
      await expect(change()).rejects.toMatchObject({
        status: 403,
        message: expect.stringContaining('also works for a dealer whose users you do not manage'),
      });
      await api.signInAs('operator');
      expect(await getUser(6)).toMatchObject({ FirstName: 'Jorge', IsActive: true });
    },
  );

  it.each([
    ["another dealer's user", 'sunrise.admin', 7],
    ['operator staff', 'empire.admin', 1],
    ['a user that does not exist', 'operator', 999],
  ])('answers not found for %s', async (_, username, id) => {
    await api.signInAs(username);
    await expect(disableUser(id)).rejects.toMatchObject({ kind: 'not-found' });
  });

  it("refuses to disable the caller's own account", async () => {
    await api.signInAs('sunrise.admin');
    await expect(disableUser(2)).rejects.toMatchObject({ kind: 'validation' });
    expect((await getUser(2)).IsActive).toBe(true);
  });

  it('answers the disabled-endpoint message to the read-only sales representative', async () => {
    await api.signInAs('sunrise.rep');
    await expect(disableUser(6)).rejects.toMatchObject({ kind: 'disabled' });
  });
});

describe("a new user's life: created, signs in, disabled, enabled again", () => {
  it('signs in with the sandbox password, seeing only Sunrise; refused once disabled; back once enabled', async () => {
    await api.signInAs('operator');
    const created = await createUser(newUser());

    const session = await signInWithPassword({
      username: 'casey.nguyen',
      password: SANDBOX_PASSWORD,
    });
    expect(session.dealers).toEqual([{ id: 101, name: 'Sunrise Home Comfort', roleId: 3 }]);
    expect(session.role).toBe('Dealer User');

    await api.signInAs('operator');
    await disableUser(created.UserId);
    await expect(
      signInWithPassword({ username: 'casey.nguyen', password: SANDBOX_PASSWORD }),
    ).rejects.toMatchObject({
      status: 403,
      message: expect.stringMatching(/account has been disabled/),
    });

    await api.signInAs('operator');
    // Disabled, not removed: the record is still there, as it was but for IsActive.
    expect(await getUser(created.UserId)).toEqual({ ...created, IsActive: false });
    const enabled = await updateUser(created.UserId, newUser({ IsActive: true }));
    expect(enabled).toEqual(created);
    await expect(
      signInWithPassword({ username: 'casey.nguyen', password: SANDBOX_PASSWORD }),
    ).resolves.toMatchObject({ username: 'casey.nguyen' });
  });

  it('refuses a wrong password for the new user', async () => {
    await api.signInAs('operator');
    await createUser(newUser());
    await expect(
      signInWithPassword({ username: 'casey.nguyen', password: 'not-the-password' }),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe("validateEmail for a new user's address (docs/decisions/0027)", () => {
  it("accepts an address no user has, for each of the caller's dealers", async () => {
    await api.signInAs('operator');
    for (const dealerId of [101, 102, 103]) {
      await expect(
        validateDealerEmail(dealerId, { EmailAddress: 'casey.nguyen@sunrise.example.com' }),
      ).resolves.toEqual({ EmailAddress: 'casey.nguyen@sunrise.example.com', DealerId: dealerId });
    }
  });

  it.each([
    ["another dealer's user", 'priya.natarajan@lakeside.example.com'],
    ['a disabled account', 'emily.watson@lakeside.example.com'],
    ['a malformed address', 'casey.nguyen@sunrise'],
  ])('refuses %s, naming EmailAddress', async (_, address) => {
    await api.signInAs('sunrise.admin');
    await expect(validateDealerEmail(101, { EmailAddress: address })).rejects.toMatchObject(
      refusedOn('EmailAddress'),
    );
  });
});
