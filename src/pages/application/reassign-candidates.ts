import type { UserListItem } from '../../schemas/user-records.ts';

/** The user list's DealerNumber: one number per dealer, separated by a comma and a space. */
export function dealerNumbersOf(user: Pick<UserListItem, 'DealerNumber'>): string[] {
  return (user.DealerNumber ?? '')
    .split(',')
    .map((number) => number.trim())
    .filter(Boolean);
}

/**
 * Who an application may move to: an active user of the application's dealer other than the
 * one it is assigned to now ("a different user within the same dealer"), by name.
 */
export function reassignCandidates(
  users: readonly UserListItem[],
  dealerNumber: string | null | undefined,
  assignedUserId: number | null | undefined,
): UserListItem[] {
  if (!dealerNumber) return [];
  return users
    .filter(
      (user) =>
        user.IsActive === true &&
        user.Id !== assignedUserId &&
        dealerNumbersOf(user).includes(dealerNumber),
    )
    .sort((a, b) => userLabel(a).localeCompare(userLabel(b)));
}

/** "Hannah Lee (sunrise.rep)": the name people know, and the username that tells twins apart. */
export function userLabel(user: Pick<UserListItem, 'FirstName' | 'LastName' | 'Username'>): string {
  const name = [user.FirstName, user.LastName].filter(Boolean).join(' ');
  return name ? `${name} (${user.Username})` : user.Username;
}
