import { queryOptions, useQuery } from '@tanstack/react-query';
import type { V3StatusesSinceItem } from '../schemas/application-status-records.ts';
import { applicationKeys, listStatusesSince } from './applications.ts';
import { markOnce, PERF_MARKS } from '../lib/perf-marks.ts';

/**
 * The dashboard's picture of the pipeline, built from statuses-since because the service has no
 * "list applications" operation (ARCHITECTURE.md point 7): one load of the window, then polls
 * from the last sync less a margin for clock skew, de-duplicated and merged into the cache.
 */
export const SYNC_INTERVAL_MS = 30_000;
/**
 * A hidden tab still polls, less often, so its feed can notify (issue 36 item 5); shown again,
 * it polls at once (refetchOnWindowFocus follows visibilitychange) and then every 30 s.
 */
export const HIDDEN_SYNC_INTERVAL_MS = 120_000;

export const syncInterval = (): number =>
  typeof document !== 'undefined' && document.visibilityState === 'hidden'
    ? HIDDEN_SYNC_INTERVAL_MS
    : SYNC_INTERVAL_MS;
/** Polls ask from the last sync less this, so a service clock behind ours misses no change. */
export const CLOCK_SKEW_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

export interface BoardEntry {
  status: V3StatusesSinceItem;
  /** When a poll brought this application new or changed; null when it came with the first load. */
  seenAt: string | null;
  /** Its latest change is known to be at or after this moment; null when nothing is known. */
  changedAfter: string | null;
  /** A poll brought it: it was not in the window before. */
  added: boolean;
}

export interface StatusBoard {
  windowDays: number;
  /** Every application of the window, by LoanApplicationId. */
  entries: ReadonlyMap<number, BoardEntry>;
  /** When the last successful sync started (ISO instant). */
  syncedAt: string;
  /** The ids the last sync brought new or changed (empty after the first load). */
  changed: readonly number[];
  /**
   * Every id the last poll's answer held, changed or not (empty after the first load): a
   * signature changes an application but not its status record, so only this tells of it.
   */
  returned: readonly number[];
}

function sameStatus(a: V3StatusesSinceItem, b: V3StatusesSinceItem): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The first load: the window, plus the applications changed in the last day (asked separately,
 * because status records carry no change date) so "decided in the last 24 hours" is known at once.
 */
export function initialBoard(
  windowDays: number,
  items: readonly V3StatusesSinceItem[],
  recent: readonly V3StatusesSinceItem[],
  syncedAt: string,
  recentSince: string,
): StatusBoard {
  const entries = new Map<number, BoardEntry>();
  for (const status of items) {
    entries.set(status.LoanApplicationId, {
      status,
      seenAt: null,
      changedAfter: null,
      added: false,
    });
  }
  for (const status of recent) {
    const known = entries.get(status.LoanApplicationId)?.status;
    entries.set(status.LoanApplicationId, {
      status: known ?? status,
      seenAt: null,
      changedAfter: recentSince,
      added: false,
    });
  }
  return { windowDays, entries, syncedAt, changed: [], returned: [] };
}

/**
 * Merge a poll's answer. The overlap the skew margin asks for brings unchanged records again:
 * they keep their entry (and its identity, so nothing re-renders); a record that differs, or is
 * new, is marked with the sync's time. Unchanged polls return the same entries map.
 */
export function mergeStatuses(
  board: StatusBoard,
  items: readonly V3StatusesSinceItem[],
  syncedAt: string,
  since: string,
): StatusBoard {
  let entries: Map<number, BoardEntry> | null = null;
  const changed = new Set<number>();
  const returned: number[] = [];
  for (const status of items) {
    const id = status.LoanApplicationId;
    returned.push(id);
    const current = (entries ?? board.entries).get(id);
    if (current && sameStatus(current.status, status)) continue;
    entries ??= new Map(board.entries);
    entries.set(id, {
      status,
      seenAt: syncedAt,
      changedAfter: since,
      added: current === undefined || current.added,
    });
    changed.add(id);
  }
  return {
    ...board,
    entries: entries ?? board.entries,
    syncedAt,
    changed: [...changed],
    returned,
  };
}

/** One sync: the first load of a window, or a poll since the previous sync. */
export async function syncBoard(
  previous: StatusBoard | undefined,
  windowDays: number,
  signal?: AbortSignal,
  now: Date = new Date(),
): Promise<StatusBoard> {
  const syncedAt = now.toISOString();
  if (previous?.windowDays === windowDays) {
    const since = new Date(Date.parse(previous.syncedAt) - CLOCK_SKEW_MS);
    const items = await listStatusesSince(since, signal);
    return mergeStatuses(previous, items, syncedAt, since.toISOString());
  }
  const recentSince = new Date(now.getTime() - DAY_MS);
  const [items, recent] = await Promise.all([
    listStatusesSince(new Date(now.getTime() - windowDays * DAY_MS), signal),
    listStatusesSince(recentSince, signal),
  ]);
  markOnce(PERF_MARKS.statusesReceived);
  return initialBoard(windowDays, items, recent, syncedAt, recentSince.toISOString());
}

export const statusBoardKey = (windowDays: number) =>
  [...applicationKeys.statuses(), 'board', windowDays] as const;

/**
 * Polls every 30 s while the tab is visible, every 2 minutes while it is hidden (the interval is
 * worked out again after each poll), and at once when the tab is shown again after that.
 * A mutation that invalidates the statuses (submit, reassign…) starts a poll too.
 */
export const statusBoardQuery = (windowDays: number) =>
  queryOptions({
    queryKey: statusBoardKey(windowDays),
    queryFn: async ({ client, queryKey, signal }) => {
      const board = await syncBoard(client.getQueryData<StatusBoard>(queryKey), windowDays, signal);
      // A changed application's cached detail (name, dates, signatures) is out of date too.
      for (const id of board.changed) {
        void client.invalidateQueries({ queryKey: applicationKeys.one(id), refetchType: 'none' });
      }
      return board;
    },
    staleTime: SYNC_INTERVAL_MS,
    refetchInterval: syncInterval,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: true,
    // 10,000 entries: the merge keeps unchanged ones itself, a deep compare would only cost time.
    structuralSharing: false,
  });

export const useStatusBoard = (windowDays: number) => useQuery(statusBoardQuery(windowDays));
