import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState } from 'react';
import { applicationKeys, detailQuery } from '../../api/application-reads.ts';
import { inTaskOfItsOwn } from '../../lib/tasks.ts';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import { summarise, type DetailSummary } from './view.ts';

/**
 * Status records carry no names, so the dashboard reads each application's detail, but only
 * for the rows on screen once scrolling has settled, at most four at a time, and through the
 * query cache (ARCHITECTURE.md point 7). Scrolling past ten thousand rows asks for none of them.
 */
const SETTLE_MS = 200;
const SETTLE_FRAMES = 3;
const MAX_CONCURRENT = 4;
/** A failed detail is asked again only after this long, not on every scroll. */
const RETRY_AFTER_MS = 60_000;

/** `applicationKeys.detail(id)`: ['applications', 'one', id, 'detail', 'v3']. */
function detailId(key: QueryKey): number | null {
  return key[1] === 'one' && key[3] === 'detail' && key[4] === 'v3' && typeof key[2] === 'number'
    ? key[2]
    : null;
}

function needsFetch(client: QueryClient, id: number): boolean {
  const state = client.getQueryState(detailQuery(id).queryKey);
  if (!state) return true;
  if (state.fetchStatus === 'fetching') return false;
  if (state.isInvalidated) return true;
  return state.status === 'error' && Date.now() - state.errorUpdatedAt > RETRY_AFTER_MS;
}

/** Fetches the details of `ids` (the rows on screen) once they have stayed on screen. */
export function useLoadDetails(ids: readonly number[]): void {
  const client = useQueryClient();
  const queue = useRef<number[]>([]);
  const active = useRef(0);

  useEffect(() => {
    const pump = () => {
      while (active.current < MAX_CONCURRENT && queue.current.length > 0) {
        const id = queue.current.shift()!;
        active.current += 1;
        // Each request is built in a task of its own: four in one frame were a long task on a
        // phone (src/lib/tasks.ts).
        inTaskOfItsOwn(() => {
          client
            .fetchQuery(detailQuery(id))
            .catch(() => undefined)
            .finally(() => {
              active.current -= 1;
              pump();
            });
        });
      }
    };
    // Settled means SETTLE_MS and a few frames without a change of rows: counting frames too,
    // a slow frame in the middle of a fast scroll is not taken for a pause.
    const started = performance.now();
    let frames = 0;
    let frame = requestAnimationFrame(function check() {
      frames += 1;
      if (frames < SETTLE_FRAMES || performance.now() - started < SETTLE_MS) {
        frame = requestAnimationFrame(check);
        return;
      }
      // Rows that scrolled away while waiting are dropped from the queue.
      queue.current = ids.filter((id) => needsFetch(client, id));
      pump();
    });
    return () => cancelAnimationFrame(frame);
  }, [client, ids]);
}

/** Summaries by record, so a batch summarises only the details that are new. */
const summaryOf = new WeakMap<ApplicationRecord, DetailSummary>();

function collect(client: QueryClient): Map<number, DetailSummary> {
  const summaries = new Map<number, DetailSummary>();
  for (const [key, data] of client.getQueriesData<ApplicationRecord>({
    queryKey: applicationKeys.all,
  })) {
    const id = detailId(key);
    if (id === null || !data) continue;
    let summary = summaryOf.get(data);
    if (!summary) summaryOf.set(data, (summary = summarise(data)));
    summaries.set(id, summary);
  }
  return summaries;
}

/**
 * What the cached details say, by application id, for every application whose detail the
 * portal has read (here or on the application page). Updates are batched: details arrive a
 * few at a time and each batch re-sorts up to 10,000 rows.
 */
export function useDetailSummaries(): ReadonlyMap<number, DetailSummary> {
  const client = useQueryClient();
  const [summaries, setSummaries] = useState(() => collect(client));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (detailId(event.query.queryKey) === null || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        // Low priority: the rows and counts the names change are redrawn in slices.
        startTransition(() => setSummaries(collect(client)));
      }, 100);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [client]);
  return summaries;
}
