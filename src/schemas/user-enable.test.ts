import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { enableUserBody, userBodyOfRecord } from './user-enable.ts';
import { userRecordSchema, type UserRecord } from './user-records.ts';
import { userRequestSchema } from './user-requests.ts';

const roles = { roleIds: [1, 2, 3, 4] };

/** A detail record as the service sends it (spec, User detail record), read tolerantly. */
const recordOf = (fields: Record<string, unknown> = {}): UserRecord =>
  userRecordSchema.parse({
    UserId: 12,
    IsActive: false,
    FirstName: 'Paul',
    MiddleInitial: 'Q',
    LastName: 'Nguyen',
    DisplayName: 'Paul Nguyen',
    Username: 'paul.nguyen',
    Title: 'Installer',
    EmailAddress: 'paul.nguyen@lakeside.example.com',
    PhoneNumber: '9165550107',
    DealerRoles: [{ DealerId: 102, RoleId: 3 }],
    ...fields,
  });

describe('the body of "Enable again" (PUT /v3/api/users/{Id} from a fresh GET)', () => {
  it('sends the record back, active, as a valid request', () => {
    const body = enableUserBody(recordOf());
    expect(body).toEqual({
      IsActive: true,
      Username: 'paul.nguyen',
      FirstName: 'Paul',
      LastName: 'Nguyen',
      MiddleInitial: 'Q',
      DisplayName: 'Paul Nguyen',
      Title: 'Installer',
      EmailAddress: 'paul.nguyen@lakeside.example.com',
      PhoneNumber: '9165550107',
      DealerRoles: [{ DealerId: 102, RoleId: 3 }],
    });
    expect(safeParse(userRequestSchema(roles), body).success).toBe(true);
  });

  it('keeps the record as it is when only rebuilt (IsActive as held)', () => {
    expect(userBodyOfRecord(recordOf()).IsActive).toBe(false);
    expect(userBodyOfRecord(recordOf({ IsActive: true })).IsActive).toBe(true);
  });

  it.each([
    ['null', null],
    ['blank', '  '],
    ['absent', undefined],
  ])('leaves out MiddleInitial and DisplayName when %s, never sending null', (_, value) => {
    const body = enableUserBody(recordOf({ MiddleInitial: value, DisplayName: value }));
    expect(body).not.toHaveProperty('MiddleInitial');
    expect(body).not.toHaveProperty('DisplayName');
    expect(safeParse(userRequestSchema(roles), body).success).toBe(true);
  });

  it('reads the sample spelling UserName', () => {
    const body = enableUserBody(recordOf({ Username: undefined, UserName: 'p.nguyen' }));
    expect(body.Username).toBe('p.nguyen');
  });

  it('copies only DealerId and RoleId of each dealer role', () => {
    const record = recordOf({ DealerRoles: [{ DealerId: 101, RoleId: 2, Extra: 'x' }] });
    expect(enableUserBody(record).DealerRoles).toEqual([{ DealerId: 101, RoleId: 2 }]);
  });

  it('lets the request schema name a required field the record lacks (Title)', () => {
    const result = safeParse(userRequestSchema(roles), enableUserBody(recordOf({ Title: null })));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['Title']);
  });

  it('lets the request schema name a role the config does not know', () => {
    const body = enableUserBody(recordOf({ DealerRoles: [{ DealerId: 102, RoleId: 7 }] }));
    const result = safeParse(userRequestSchema(roles), body);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'DealerRoles.0.RoleId',
    ]);
  });
});
