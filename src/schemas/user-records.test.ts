import { describe, expect, it } from 'vitest';
import { parse, safeParse } from 'zod/mini';
import { userListSchema, userDisabledResponseSchema, userRecordSchema } from './user-records.ts';

const listItem = {
  Id: 6,
  Username: 'dealer.user',
  FirstName: 'Jorge',
  LastName: 'Castillo',
  NumberOfAssignedDealers: 2,
  HasPermissions: true,
  IsActive: true,
  DealerNumber: '700101, 700103',
  RoleAssigned: 'Dealer user, Dealer user',
  EmailAddress: 'jorge@sunrise.example',
  PhoneNumber: '9165550106',
  IsOperatorUser: false,
};

const record = {
  UserId: 6,
  IsActive: true,
  FirstName: 'Jorge',
  MiddleInitial: null,
  LastName: 'Castillo',
  DisplayName: null,
  Username: 'dealer.user',
  Title: 'Sales',
  EmailAddress: 'jorge@sunrise.example',
  PhoneNumber: '9165550106',
  DealerRoles: [
    { DealerId: 101, RoleId: 3 },
    { DealerId: 103, RoleId: 3 },
  ],
};

describe('user responses', () => {
  it.each<[string, Record<string, unknown>]>([
    ['Username', {}],
    ['UserName', { Username: undefined, UserName: 'dealer.user' }],
  ])('list item with %s', (_name, fields) => {
    const [item] = parse(userListSchema, [{ ...listItem, ...fields, LastLogin: '2026-11-01' }]);
    expect(item).toEqual(listItem);
  });

  it.each<[string, Record<string, unknown>]>([
    ['Username', {}],
    ['UserName', { Username: undefined, UserName: 'dealer.user' }],
  ])('detail record with %s', (_name, fields) => {
    expect(parse(userRecordSchema, { ...record, ...fields, Extra: true })).toEqual(record);
  });

  it('keeps the list Id and the detail UserId apart', () => {
    expect(safeParse(userRecordSchema, { ...record, UserId: undefined, Id: 6 }).success).toBe(
      false,
    );
    expect(safeParse(userListSchema, [{ ...listItem, Id: undefined, UserId: 6 }]).success).toBe(
      false,
    );
  });

  it('reads missing DealerRoles as none', () => {
    expect(parse(userRecordSchema, { ...record, DealerRoles: null }).DealerRoles).toEqual([]);
  });

  it('DELETE answers a bare JSON string', () => {
    expect(parse(userDisabledResponseSchema, 'User dealer.user has been disabled.')).toBe(
      'User dealer.user has been disabled.',
    );
    expect(safeParse(userDisabledResponseSchema, { Message: 'disabled' }).success).toBe(false);
  });
});
