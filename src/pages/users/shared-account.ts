import { useConfig } from '../../api/config.ts';
import { useDealers } from '../../api/dealers.ts';
import { mayDo } from '../../api/permissions.ts';
import { useSession } from '../../api/session.ts';
import { accountBeyondCaller } from '../../schemas/user-account.ts';
import type { UserListItem } from '../../schemas/user-records.ts';
import { splitList } from './users-view.ts';

/**
 * The dealer numbers whose users the signed-in user manages; null where the portal cannot tell
 * (operator staff, a caller the session knows nothing of, dealers not loaded): then nothing is
 * held back before the click and the service decides.
 */
export type ManagedDealerNumbers = ReadonlySet<string> | null;

export function useManagedDealerNumbers(): ManagedDealerNumbers {
  const session = useSession();
  const { roles } = useConfig();
  const dealers = useDealers();
  if (!session.user || session.user.isOperator || !dealers.data) return null;
  return new Set(
    dealers.data
      .filter((dealer) => mayDo(session, roles, 'users.write', dealer.Id))
      .map((dealer) => dealer.DealerNumber ?? ''),
  );
}

/**
 * Whether the user also works for a dealer the signed-in user does not manage, so that their
 * name, e-mail and active state are not the signed-in user's to change (issue 31 item 10): the
 * list counts all their dealers (NumberOfAssignedDealers) and names the ones the caller sees.
 */
export function accountShared(
  user: Pick<UserListItem, 'NumberOfAssignedDealers' | 'DealerNumber'>,
  managed: ManagedDealerNumbers,
): boolean {
  if (managed === null) return false;
  const mine = splitList(user.DealerNumber).filter((number) => managed.has(number)).length;
  return accountBeyondCaller(false, user.NumberOfAssignedDealers ?? 0, mine);
}
