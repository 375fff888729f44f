import { useQueries } from '@tanstack/react-query';
import { userQuery } from '../../api/user-admin.ts';
import type { UserRecord } from '../../schemas/user-detail-records.ts';

/** A detail read for the page's rows stays fresh this long: paging back and forth asks once. */
const DETAIL_FRESH_MS = 60_000;

/**
 * The list item has no title and names roles by text, so each row on the page reads its user's
 * detail record (title, dealer Ids, role ids), through the query cache: one page asks for at most
 * a page of users, never for all 2,000. A detail that fails leaves the row as the list says it.
 */
export function useRowDetails(userIds: readonly number[]): ReadonlyMap<number, UserRecord> {
  return useQueries({
    queries: userIds.map((userId) => ({
      ...userQuery(userId),
      staleTime: DETAIL_FRESH_MS,
      retry: false,
    })),
    combine: (results) => {
      const details = new Map<number, UserRecord>();
      results.forEach((result, index) => {
        const userId = userIds[index];
        if (result.data && userId !== undefined) details.set(userId, result.data);
      });
      return details;
    },
  });
}
