import { useQuery } from '@tanstack/react-query';
import { useSession } from './session.ts';
import { usersQuery } from './users.ts';

/**
 * The signed-in user's e-mail address, the default assignee of a new application (ARCHITECTURE.md,
 * "Decided"). The session does not carry it, so it is read from the users list when the caller
 * may read that list; otherwise (a dealer user, a token sign-in) there is none. `settled` says
 * the answer is known, either way.
 */
export function useSignedInEmail(): { email: string; settled: boolean } {
  const username = useSession().user?.username ?? '';
  const users = useQuery({
    ...usersQuery(),
    enabled: username !== '',
    retry: false,
    staleTime: 5 * 60_000,
  });
  const me = users.data?.find((user) => user.Username.toLowerCase() === username.toLowerCase());
  return { email: me?.EmailAddress ?? '', settled: username === '' || !users.isPending };
}

/**
 * The signed-in person: the paperwork's dealer signer by default (issue 32 item 9). A token
 * sign-in names nobody, so its name is ''. `settled` as for useSignedInEmail.
 */
export function useSignedInPerson(): { name: string; email: string; settled: boolean } {
  const user = useSession().user;
  const { email, settled } = useSignedInEmail();
  return { name: user?.username ? user.displayName : '', email, settled };
}
