import type { Role } from '../../schemas/runtime-config.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import type { UserListItem, DealerRoleRecord } from '../../schemas/user-records.ts';
import { splitList } from './users-view.ts';

/**
 * A user's dealers with the role on each, as the list shows them. Role names come from runtime
 * config (the interface has no roles operation, ARCHITECTURE.md point 8) and dealer names from
 * the dealers operation; a role or dealer the portal does not know still shows its number, so
 * an assignment never reads blank.
 */
export interface DealerRoleLine {
  dealer: string;
  role: string;
}

export function roleNameOf(roles: readonly Pick<Role, 'id' | 'name'>[], roleId: number): string {
  return roles.find((role) => role.id === roleId)?.name ?? `Role ${roleId}`;
}

export function dealerNameOf(dealers: readonly Pick<Dealer, 'Id' | 'Name'>[], id: number): string {
  return dealers.find((dealer) => dealer.Id === id)?.Name || `Dealer ${id}`;
}

/** From a user's detail record: dealer Ids and role ids. */
export function dealerRoleLines(
  dealerRoles: readonly DealerRoleRecord[],
  roles: readonly Pick<Role, 'id' | 'name'>[],
  dealers: readonly Pick<Dealer, 'Id' | 'Name'>[],
): DealerRoleLine[] {
  return dealerRoles.map((entry) => ({
    dealer: dealerNameOf(dealers, entry.DealerId),
    role: roleNameOf(roles, entry.RoleId),
  }));
}

/** A dealer number as the filter and the list name it: the dealer's name, or "Dealer 1001". */
export function dealerNameByNumber(
  dealers: readonly Pick<Dealer, 'Name' | 'DealerNumber'>[],
  dealerNumber: string,
): string {
  return (
    dealers.find((dealer) => dealer.DealerNumber === dealerNumber)?.Name || `Dealer ${dealerNumber}`
  );
}

/**
 * From the list item alone (before the detail has arrived, or when it cannot): its dealer
 * numbers paired with its role names, the service's own words.
 */
export function listedDealerRoles(
  user: Pick<UserListItem, 'DealerNumber' | 'RoleAssigned'>,
  dealers: readonly Pick<Dealer, 'Name' | 'DealerNumber'>[],
): DealerRoleLine[] {
  const roleNames = splitList(user.RoleAssigned);
  return splitList(user.DealerNumber).map((dealerNumber, index) => ({
    dealer: dealerNameByNumber(dealers, dealerNumber),
    role: roleNames[index] ?? 'Role not shown',
  }));
}

/** The dealer numbers of the whole list, for the dealer filter, by name. */
export function dealerChoices(
  users: readonly Pick<UserListItem, 'DealerNumber'>[],
  dealers: readonly Pick<Dealer, 'Name' | 'DealerNumber'>[],
): { value: string; label: string }[] {
  const numbers = new Set<string>();
  for (const user of users) for (const number of splitList(user.DealerNumber)) numbers.add(number);
  return [...numbers]
    .map((value) => ({ value, label: dealerNameByNumber(dealers, value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
