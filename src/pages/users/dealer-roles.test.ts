import { describe, expect, it } from 'vitest';
import {
  dealerChoices,
  dealerNameOf,
  dealerRoleLines,
  listedDealerRoles,
  roleNameOf,
} from './dealer-roles.ts';
import { appI18n as i18n } from '../../components/i18n/catalogs.ts';

const roles = [
  { id: 2, name: 'Dealer Administrator' },
  { id: 3, name: 'Dealer User' },
];
const dealers = [
  { Id: 101, Name: 'Sunrise Home Comfort', DealerNumber: '700101' },
  { Id: 102, Name: 'Lakeside Pools & Spas', DealerNumber: '700102' },
];

describe('role and dealer names', () => {
  it.each<[number, string]>([
    [2, 'Dealer Administrator'],
    [3, 'Dealer User'],
    [7, 'Role 7'],
  ])('role %i is named %s', (id, name) => {
    expect(roleNameOf(roles, id, i18n)).toBe(name);
  });

  it('names a role by number when the config has no roles at all', () => {
    expect(roleNameOf([], 1, i18n)).toBe('Role 1');
  });

  it.each<[number, string]>([
    [101, 'Sunrise Home Comfort'],
    [999, 'Dealer 999'],
  ])('dealer %i is named %s', (id, name) => {
    expect(dealerNameOf(dealers, id, i18n)).toBe(name);
  });

  it('names a dealer whose name is blank by number', () => {
    expect(dealerNameOf([{ Id: 5, Name: '' }], 5, i18n)).toBe('Dealer 5');
  });
});

describe("a user's dealers with their roles", () => {
  it('from the detail record: config role names and dealer names, numbers when unknown', () => {
    expect(
      dealerRoleLines(
        [
          { DealerId: 101, RoleId: 2 },
          { DealerId: 555, RoleId: 7 },
        ],
        roles,
        dealers,
        i18n,
      ),
    ).toEqual([
      { dealer: 'Sunrise Home Comfort', role: 'Dealer Administrator' },
      { dealer: 'Dealer 555', role: 'Role 7' },
    ]);
  });

  it('from the list item: dealer numbers paired with the role names it sends', () => {
    expect(
      listedDealerRoles(
        { DealerNumber: '700101, 700999', RoleAssigned: 'Dealer User, Dealer Administrator' },
        dealers,
        i18n,
      ),
    ).toEqual([
      { dealer: 'Sunrise Home Comfort', role: 'Dealer User' },
      { dealer: 'Dealer 700999', role: 'Dealer Administrator' },
    ]);
  });

  it('from the list item: a missing role name is said, never blank', () => {
    expect(
      listedDealerRoles({ DealerNumber: '700101', RoleAssigned: null }, dealers, i18n),
    ).toEqual([{ dealer: 'Sunrise Home Comfort', role: 'Role not shown' }]);
    expect(listedDealerRoles({ DealerNumber: null, RoleAssigned: null }, dealers, i18n)).toEqual(
      [],
    );
  });

  it('offers each dealer of the list once, by name', () => {
    expect(
      dealerChoices(
        [{ DealerNumber: '700102, 700101' }, { DealerNumber: '700101' }, { DealerNumber: '42' }],
        dealers,
        i18n,
      ),
    ).toEqual([
      { value: '42', label: 'Dealer 42' },
      { value: '700102', label: 'Lakeside Pools & Spas' },
      { value: '700101', label: 'Sunrise Home Comfort' },
    ]);
  });
});
