import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { userQuery } from '../../api/users.ts';
import type { UserRecord } from '../../schemas/user-records.ts';

/** A detail read for the page's rows stays fresh this long: paging back and forth asks once. */
const DETAIL_FRESH_MS = 60_000;
/** At most this many detail reads in flight, like a browser's connections to one host. */
const MAX_IN_FLIGHT = 6;

function needsFetch(client: QueryClient, userId: number): boolean {
  const state = client.getQueryState(userQuery(userId).queryKey);
  if (!state) return true;
  if (state.fetchStatus === 'fetching') return false;
  if (state.isInvalidated || state.status === 'error') return true;
  return Date.now() - state.dataUpdatedAt > DETAIL_FRESH_MS;
}

/**
 * The list item has no title and names roles by text, so each row on the page reads its user's
 * detail record (title, dealer Ids, role ids), through the query cache: one page asks for at most
 * a page of users, never for all 2,000, at most MAX_IN_FLIGHT at a time. `rows` is the page's
 * list items, so a list read again (after a disable or an edit) asks again for the details it
 * invalidated.
 */
export function useLoadRowDetails(rows: readonly { Id: number }[]): void {
  const client = useQueryClient();
  // Shared by every run of the effect, so that a new page waits for the old page's reads
  // still in flight rather than adding to them.
  const loader = useRef({ inFlight: 0, queue: [] as number[] });
  useEffect(() => {
    const state = loader.current;
    const pump = () => {
      while (state.inFlight < MAX_IN_FLIGHT && state.queue.length > 0) {
        const userId = state.queue.shift()!;
        if (!needsFetch(client, userId)) continue;
        state.inFlight += 1;
        void client
          .fetchQuery({ ...userQuery(userId), retry: false })
          .catch(() => undefined)
          .finally(() => {
            state.inFlight -= 1;
            pump();
          });
      }
    };
    state.queue = rows.map((user) => user.Id).filter((userId) => needsFetch(client, userId));
    pump();
    return () => {
      // Rows no longer shown are not read.
      state.queue = [];
    };
  }, [client, rows]);
}

/**
 * One row's detail from the cache, once read (useLoadRowDetails reads it): only that row
 * renders again when it arrives. A detail that fails leaves the row as the list says it.
 */
export function useRowDetail(userId: number): UserRecord | undefined {
  return useQuery({ ...userQuery(userId), enabled: false }).data;
}
