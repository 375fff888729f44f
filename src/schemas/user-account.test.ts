import { describe, expect, it } from 'vitest';
import { accountBeyondCaller, changedAccountFields } from './user-account.ts';

describe('changedAccountFields', () => {
  const jorge = {
    FirstName: 'Jorge',
    MiddleInitial: null,
    LastName: 'Castillo',
    EmailAddress: 'jorge.castillo@sunrise.example.com',
    IsActive: true,
  };

  it('finds nothing changed when only letter case, spaces or null-for-empty differ', () => {
    expect(
      changedAccountFields(jorge, {
        ...jorge,
        MiddleInitial: '',
        FirstName: ' Jorge ',
        EmailAddress: 'Jorge.Castillo@Sunrise.example.com',
      }),
    ).toEqual([]);
  });

  it('names each account field changed', () => {
    expect(
      changedAccountFields(jorge, {
        ...jorge,
        FirstName: 'George',
        EmailAddress: 'jorge@outside.example.net',
        IsActive: false,
      }),
    ).toEqual(['FirstName', 'EmailAddress', 'IsActive']);
  });
});

describe('accountBeyondCaller', () => {
  it('holds the account back from an administrator of only some of the user’s dealers', () => {
    expect(accountBeyondCaller(false, 2, 1)).toBe(true);
  });

  it('leaves it to operator staff and to an administrator of all the user’s dealers', () => {
    expect(accountBeyondCaller(true, 2, 1)).toBe(false);
    expect(accountBeyondCaller(false, 2, 2)).toBe(false);
  });
});
