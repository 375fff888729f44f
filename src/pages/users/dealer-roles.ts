import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../schemas/runtime-config.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import type { UserListItem, DealerRoleRecord } from '../../schemas/user-records.ts';
import { splitList } from './users-view.ts';

/**
 * A user's dealers with the role on each, as the list shows them. Role names come from runtime
 * config (the interface has no roles operation, ARCHITECTURE.md point 8) and dealer names from
 * the dealers operation; a role or dealer the portal does not know still shows its number, so
 * an assignment never reads blank. The words the portal adds ("Dealer 12") come from the users
 * page's catalog, through the `i18n` given.
 */
export interface DealerRoleLine {
  dealer: string;
  role: string;
}

export function roleNameOf(
  roles: readonly Pick<Role, 'id' | 'name'>[],
  roleId: number,
  i18n: I18n,
): string {
  return roles.find((role) => role.id === roleId)?.name ?? i18n._(msg`Role ${roleId}`);
}

export function dealerNameOf(
  dealers: readonly Pick<Dealer, 'Id' | 'Name'>[],
  id: number,
  i18n: I18n,
): string {
  return dealers.find((dealer) => dealer.Id === id)?.Name || i18n._(msg`Dealer ${id}`);
}

/** From a user's detail record: dealer Ids and role ids. */
export function dealerRoleLines(
  dealerRoles: readonly DealerRoleRecord[],
  roles: readonly Pick<Role, 'id' | 'name'>[],
  dealers: readonly Pick<Dealer, 'Id' | 'Name'>[],
  i18n: I18n,
): DealerRoleLine[] {
  return dealerRoles.map((entry) => ({
    dealer: dealerNameOf(dealers, entry.DealerId, i18n),
    role: roleNameOf(roles, entry.RoleId, i18n),
  }));
}

/** A dealer number as the filter and the list name it: the dealer's name, or "Dealer 1001". */
export function dealerNameByNumber(
  dealers: readonly Pick<Dealer, 'Name' | 'DealerNumber'>[],
  dealerNumber: string,
  i18n: I18n,
): string {
  return (
    dealers.find((dealer) => dealer.DealerNumber === dealerNumber)?.Name ||
    i18n._(msg`Dealer ${dealerNumber}`)
  );
}

/**
 * From the list item alone (before the detail has arrived, or when it cannot): its dealer
 * numbers paired with its role names, the service's own words.
 */
export function listedDealerRoles(
  user: Pick<UserListItem, 'DealerNumber' | 'RoleAssigned'>,
  dealers: readonly Pick<Dealer, 'Name' | 'DealerNumber'>[],
  i18n: I18n,
): DealerRoleLine[] {
  const roleNames = splitList(user.RoleAssigned);
  return splitList(user.DealerNumber).map((dealerNumber, index) => ({
    dealer: dealerNameByNumber(dealers, dealerNumber, i18n),
    role: roleNames[index] ?? i18n._(msg`Role not shown`),
  }));
}

/** The dealer numbers of the whole list, for the dealer filter, by name. */
export function dealerChoices(
  users: readonly Pick<UserListItem, 'DealerNumber'>[],
  dealers: readonly Pick<Dealer, 'Name' | 'DealerNumber'>[],
  i18n: I18n,
): { value: string; label: string }[] {
  const numbers = new Set<string>();
  for (const user of users) for (const number of splitList(user.DealerNumber)) numbers.add(number);
  return [...numbers]
    .map((value) => ({ value, label: dealerNameByNumber(dealers, value, i18n) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
