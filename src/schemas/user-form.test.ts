import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  dealerRoleIssues,
  followsSuggestion,
  suggestedDisplayName,
  toUserRequest,
  userBody,
  userFormDefaults,
  userFormSchema,
  userFormValuesOf,
  type UserFormValues,
} from './user-form.ts';
import type { UserRecord } from './user-records.ts';
import { userRequestSchema } from './user-requests.ts';

const context = { roleIds: [1, 2, 3, 4], dealerIds: [101, 103] };

const values: UserFormValues = {
  IsActive: true,
  Username: 'maria.lopez2',
  FirstName: 'Maria',
  MiddleInitial: 'J',
  LastName: 'Lopez',
  DisplayName: 'Maria Lopez',
  Title: 'Sales manager',
  EmailAddress: 'maria.lopez@sunrise.example',
  PhoneNumber: '9165550101',
  DealerRoles: [
    { DealerId: 101, RoleId: 2 },
    { DealerId: 103, RoleId: 3 },
  ],
};

/** The form's issues as `path: message`. */
function issuesOf(form: UserFormValues): string[] {
  const result = safeParse(userFormSchema(context), form);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('form values → User body (POST and PUT)', () => {
  it('sends exactly the spec’s fields, trimmed', () => {
    const body = toUserRequest({
      ...values,
      Username: '  maria.lopez2 ',
      FirstName: ' Maria ',
      EmailAddress: ' maria.lopez@sunrise.example ',
      Title: 'Sales manager  ',
    });
    expect(body).toEqual({
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
    });
    // What the service's own schema accepts, unchanged.
    expect(userBody(values, context)).toEqual(toUserRequest(values));
  });

  it('leaves a blank middle initial and display name out, never null', () => {
    const body = toUserRequest({ ...values, MiddleInitial: '  ', DisplayName: '' });
    expect(body).not.toHaveProperty('MiddleInitial');
    expect(body).not.toHaveProperty('DisplayName');
    expect(JSON.stringify(body)).not.toContain('null');
    expect(safeParse(userRequestSchema(context), body).success).toBe(true);
  });

  it('sends IsActive false for an inactive user (not left out)', () => {
    expect(toUserRequest({ ...values, IsActive: false }).IsActive).toBe(false);
  });
});

describe('user detail record → form values', () => {
  const record: UserRecord = {
    UserId: 6,
    IsActive: true,
    FirstName: 'Jorge',
    MiddleInitial: null,
    LastName: 'Castillo',
    DisplayName: null,
    Username: 'dealer.user',
    Title: 'Sales Consultant',
    EmailAddress: 'jorge.castillo@sunrise.example.com',
    PhoneNumber: '9165550128',
    DealerRoles: [{ DealerId: 101, RoleId: 3 }],
  };

  it('fills every field, null text as blank', () => {
    expect(userFormValuesOf(record)).toEqual({
      IsActive: true,
      Username: 'dealer.user',
      FirstName: 'Jorge',
      MiddleInitial: '',
      LastName: 'Castillo',
      DisplayName: '',
      Title: 'Sales Consultant',
      EmailAddress: 'jorge.castillo@sunrise.example.com',
      PhoneNumber: '9165550128',
      DealerRoles: [{ DealerId: 101, RoleId: 3 }],
    });
  });

  it('reads a missing IsActive as inactive (spec: "false or unspecified")', () => {
    expect(userFormValuesOf({ ...record, IsActive: null }).IsActive).toBe(false);
  });

  it('round-trips: an unchanged form sends back what was read (blank optional fields left out)', () => {
    expect(toUserRequest(userFormValuesOf(record))).toEqual({
      IsActive: true,
      Username: 'dealer.user',
      FirstName: 'Jorge',
      LastName: 'Castillo',
      Title: 'Sales Consultant',
      EmailAddress: 'jorge.castillo@sunrise.example.com',
      PhoneNumber: '9165550128',
      DealerRoles: [{ DealerId: 101, RoleId: 3 }],
    });
  });
});

describe('defaults and the display name suggestion', () => {
  it('starts active with one empty row (one dealer: that dealer chosen)', () => {
    expect(userFormDefaults([101, 103]).DealerRoles).toEqual([{ DealerId: null, RoleId: null }]);
    expect(userFormDefaults([101]).DealerRoles).toEqual([{ DealerId: 101, RoleId: null }]);
    expect(userFormDefaults().IsActive).toBe(true);
  });

  it('suggests "First Last" until the display name is edited', () => {
    expect(suggestedDisplayName(' Maria ', 'Lopez')).toBe('Maria Lopez');
    expect(suggestedDisplayName('Maria', '')).toBe('Maria');
    expect(followsSuggestion({ FirstName: 'Maria', LastName: 'Lopez', DisplayName: '' })).toBe(
      true,
    );
    expect(
      followsSuggestion({ FirstName: 'Maria', LastName: 'Lopez', DisplayName: 'Maria Lopez' }),
    ).toBe(true);
    expect(
      followsSuggestion({ FirstName: 'Maria', LastName: 'Lopez', DisplayName: 'Mari L.' }),
    ).toBe(false);
  });
});

describe('the form schema', () => {
  it('accepts a complete user', () => {
    expect(issuesOf(values)).toEqual([]);
  });

  it.each([
    ['letters, digits and periods', 'j.r.smith.2', []],
    ['a hyphen', 'maria-lopez', ['Username: Username: letters, digits and periods only']],
    ['an @', 'maria@sunrise', ['Username: Username: letters, digits and periods only']],
    ['a space inside', 'maria lopez', ['Username: Username: letters, digits and periods only']],
    ['nothing', '  ', ['Username: Username is required']],
  ])('a username of %s', (_case, Username, expected) => {
    expect(issuesOf({ ...values, Username })).toEqual(expected);
  });

  it('names each required field left blank', () => {
    expect(issuesOf({ ...values, FirstName: '', Title: ' ', EmailAddress: 'maria' })).toEqual([
      'FirstName: First name is required',
      'Title: Title is required',
      'EmailAddress: Email address: enter a valid e-mail address',
    ]);
  });
});

describe('the dealer-role rules', () => {
  const rowIssues = (rows: UserFormValues['DealerRoles']) =>
    dealerRoleIssues(rows, context).map(({ path, message }) => `${path.join('.')}: ${message}`);

  it('accepts one row per dealer, each with a role', () => {
    expect(rowIssues(values.DealerRoles)).toEqual([]);
    expect(rowIssues([{ DealerId: 103, RoleId: 4 }])).toEqual([]);
  });

  it('needs at least one row', () => {
    expect(rowIssues([])).toEqual([
      'DealerRoles: Dealer roles: assign the user to at least one dealer',
    ]);
  });

  it('refuses the same dealer twice, on the second row', () => {
    expect(
      rowIssues([
        { DealerId: 101, RoleId: 2 },
        { DealerId: 101, RoleId: 3 },
      ]),
    ).toEqual(['DealerRoles.1.DealerId: Dealer: each dealer may appear only once']);
  });

  it('needs a dealer and a role on every row', () => {
    expect(
      rowIssues([
        { DealerId: 101, RoleId: 2 },
        { DealerId: null, RoleId: null },
      ]),
    ).toEqual([
      'DealerRoles.1.DealerId: Dealer is required',
      'DealerRoles.1.RoleId: Role is required',
    ]);
  });

  it('takes roles from the config only', () => {
    expect(rowIssues([{ DealerId: 101, RoleId: 7 }])).toEqual([
      'DealerRoles.0.RoleId: Role: choose one of the roles',
    ]);
  });

  it("takes dealers from the signed-in user's dealers only", () => {
    expect(rowIssues([{ DealerId: 102, RoleId: 2 }])).toEqual([
      'DealerRoles.0.DealerId: Dealer: choose one of your dealers',
    ]);
  });

  it('shows the row rules even while other fields are still blank', () => {
    const issues = issuesOf({
      ...userFormDefaults(),
      DealerRoles: [
        { DealerId: 101, RoleId: 2 },
        { DealerId: 101, RoleId: 2 },
      ],
    });
    expect(issues).toContain('DealerRoles.1.DealerId: Dealer: each dealer may appear only once');
    expect(issues).toContain('Username: Username is required');
    expect(issuesOf({ ...values, DealerRoles: [] })).toEqual([
      'DealerRoles: Dealer roles: assign the user to at least one dealer',
    ]);
  });
});
