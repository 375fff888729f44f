import { queryOptions, useQuery } from '@tanstack/react-query';
import { userListSchema } from '../schemas/user-records.ts';
import { requestJson } from './client.ts';

/**
 * Portal users (v3): the list, which the dashboard and the application page read for names. The
 * users pages' reads of one user and the changes are in user-admin.ts, so the first visit,
 * which prefetches the list, does not carry them (docs/decisions/0004).
 */
export const userKeys = {
  all: ['users'] as const,
  list: () => [...userKeys.all, 'list'] as const,
  detail: (userId: number) => [...userKeys.all, 'detail', userId] as const,
};

export function listUsers(signal?: AbortSignal) {
  return requestJson('/v3/api/users', userListSchema, { signal });
}

export const usersQuery = () =>
  queryOptions({
    queryKey: userKeys.list(),
    queryFn: ({ signal }) => listUsers(signal),
    // Fresh for a minute: the dashboard's route asks for the list before its page mounts, and
    // the page must find it, not ask again. This portal's own changes invalidate it at once.
    staleTime: 60_000,
  });

export const useUsers = () => useQuery(usersQuery());
