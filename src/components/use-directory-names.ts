import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useDealers } from '../api/dealers.ts';
import { useSession } from '../api/session.ts';
import { useUsers } from '../api/users.ts';
import { assigneeNamer } from '../lib/assignee.ts';
import { assigneeWords } from './assignee-words.ts';

/** A dealer's name (its nickname first) from the dealers list; `Dealer 12` while unknown. */
export function useDealerName(): (id: number | null) => string {
  const dealers = useDealers();
  const { t } = useLingui();
  return useMemo(() => {
    const names = new Map(dealers.data?.map((d) => [d.Id, d.Nickname || d.Name]));
    const none = t`None`;
    return (id: number | null) => (id === null ? none : (names.get(id) ?? t`Dealer ${id}`));
  }, [dealers.data, t]);
}

/**
 * An assignee's name from the users list and the signed-in user. The list may be closed to the
 * caller (a role without it, a disabled endpoint): then the name says so (assigneeNamer, in the
 * words of assignee-words.ts).
 */
export function useAssigneeName(): (id: number | null) => string {
  const users = useUsers();
  const session = useSession();
  const { i18n } = useLingui();
  return useMemo(() => {
    const names = new Map(
      users.data?.map((u) => [
        u.Id,
        [u.FirstName, u.LastName].filter(Boolean).join(' ') || u.Username,
      ]),
    );
    const me = session.user;
    if (me?.id) names.set(me.id, me.displayName);
    const namer = assigneeNamer(names, users.data !== undefined);
    const words = assigneeWords(i18n);
    return (id: number | null) => words(namer(id));
  }, [users.data, session.user, i18n]);
}
