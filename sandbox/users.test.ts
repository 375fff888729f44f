import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestSandbox } from './test-support.ts';

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
