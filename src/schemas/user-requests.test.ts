import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { normaliseUserSpellings, userBaseSchema, userRequestSchema } from './user-requests.ts';

/** The fields with issues, each once. */
const paths = (result: ReturnType<typeof safeParse>) =>
  result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];

const roles = { roleIds: [1, 2, 3, 4] };

const user = {
  IsActive: true,
  Username: 'maria.lopez2',
  FirstName: 'Maria',
  LastName: 'Lopez',
  MiddleInitial: 'J',
  DisplayName: 'Maria Lopez',
  Title: 'Sales manager',
  EmailAddress: 'maria.lopez@sunrise.example',
  PhoneNumber: '9165550101',
  DealerRoles: [
    { DealerId: 101, RoleId: 2 },
    { DealerId: 103, RoleId: 3 },
  ],
};
type Body = Record<string, unknown>;
const without = (field: string) => {
  const copy: Body = { ...user };
  delete copy[field];
  return copy;
};

describe('user body (POST and PUT /v3/api/users)', () => {
  it.each<[string, Body, string[]]>([
    ['a complete user', user, []],
    ['without the optional fields', without('MiddleInitial'), []],
    ['with null optional fields', { ...user, MiddleInitial: null, DisplayName: null }, []],
    ['IsActive false', { ...user, IsActive: false }, []],
    ['IsActive unspecified', without('IsActive'), []],
    ['IsActive not a boolean', { ...user, IsActive: 'yes' }, ['IsActive']],
    ['Username missing', without('Username'), ['Username']],
    ['Username blank', { ...user, Username: '  ' }, ['Username']],
    ['Username with digits and periods', { ...user, Username: 'j.r.smith.2' }, []],
    ['Username with a hyphen', { ...user, Username: 'maria-lopez' }, ['Username']],
    ['Username with an @', { ...user, Username: 'maria@sunrise' }, ['Username']],
    ['Username with a space', { ...user, Username: 'maria lopez' }, ['Username']],
    ['FirstName missing', without('FirstName'), ['FirstName']],
    ['FirstName blank', { ...user, FirstName: '' }, ['FirstName']],
    ['LastName missing', without('LastName'), ['LastName']],
    ['Title missing', without('Title'), ['Title']],
    ['EmailAddress missing', without('EmailAddress'), ['EmailAddress']],
    ['EmailAddress invalid', { ...user, EmailAddress: 'maria.sunrise.example' }, ['EmailAddress']],
    ['PhoneNumber missing', without('PhoneNumber'), ['PhoneNumber']],
    ['DealerRoles missing', without('DealerRoles'), ['DealerRoles']],
    ['DealerRoles empty', { ...user, DealerRoles: [] }, ['DealerRoles']],
    [
      'a DealerId that is not a Long',
      { ...user, DealerRoles: [{ DealerId: '101', RoleId: 2 }] },
      ['DealerRoles.0.DealerId'],
    ],
    ['a RoleId missing', { ...user, DealerRoles: [{ DealerId: 101 }] }, ['DealerRoles.0.RoleId']],
    [
      'the same dealer twice',
      {
        ...user,
        DealerRoles: [
          { DealerId: 101, RoleId: 2 },
          { DealerId: 102, RoleId: 2 },
          { DealerId: 101, RoleId: 3 },
        ],
      },
      ['DealerRoles.2.DealerId'],
    ],
  ])('%s', (_name, body, invalid) => {
    expect(paths(safeParse(userRequestSchema(roles), body))).toEqual(invalid);
  });

  it.each<[string, Body['DealerRoles'], string[]]>([
    ['known roles', [{ DealerId: 101, RoleId: 4 }], []],
    [
      'an unknown role',
      [
        { DealerId: 101, RoleId: 1 },
        { DealerId: 102, RoleId: 9 },
      ],
      ['DealerRoles.1.RoleId'],
    ],
  ])('roles come from the context: %s', (_name, dealerRoles, invalid) => {
    const body = { ...user, DealerRoles: dealerRoles };
    expect(paths(safeParse(userRequestSchema(roles), body))).toEqual(invalid);
    expect(paths(safeParse(userBaseSchema, body))).toEqual([]);
  });

  it('reads an unspecified IsActive as false and trims text', () => {
    const result = safeParse(userRequestSchema(roles), {
      ...without('IsActive'),
      FirstName: ' Maria ',
    });
    expect(result.success && result.data).toMatchObject({ IsActive: false, FirstName: 'Maria' });
  });

  it('names the field in every message', () => {
    const result = safeParse(userRequestSchema(roles), { ...user, Username: 'a b', Title: '' });
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Username: letters, digits and periods only',
      'Title is required',
    ]);
  });

  const messages = (result: ReturnType<typeof safeParse>) =>
    result.success ? [] : result.error.issues.map((issue) => issue.message);

  it('normaliseUserSpellings accepts the sample spelling UserName', () => {
    const body = { ...without('Username'), UserName: 'm.lopez' };
    const result = safeParse(userRequestSchema(roles), normaliseUserSpellings(body));
    expect(result.success && result.data.Username).toBe('m.lopez');
  });

  it.each<[string, Body, string[]]>([
    [
      'the sample spelling without normalising',
      { ...without('Username'), UserName: 'm.lopez' },
      ['Username is required', 'User: unknown field UserName'],
    ],
    [
      'both spellings, even normalised',
      normaliseUserSpellings({ ...user, UserName: 'other' }) as Body,
      ['User: unknown field UserName'],
    ],
    [
      'a field the spec does not list',
      { ...user, Password: 'x' },
      ['User: unknown field Password'],
    ],
    [
      'an unknown field in a dealer role',
      { ...user, DealerRoles: [{ DealerId: 101, RoleId: 2, RoleName: 'Admin' }] },
      ['Dealer role: unknown field RoleName'],
    ],
  ])('requests are strict: %s', (_name, body, expected) => {
    expect(messages(safeParse(userRequestSchema(roles), body))).toEqual(expected);
  });

  it('normaliseUserSpellings leaves anything but an object alone', () => {
    expect(normaliseUserSpellings(null)).toBeNull();
    expect(normaliseUserSpellings('text')).toBe('text');
  });
});
