import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { applicationKeys } from '../../api/applications.ts';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import type { DetailSummary } from './view.ts';

/**
 * What the dashboard keeps of a detail record (which also holds data it must not keep), and the
 * summaries of the details in the query cache. Part of the background names' chunk, loaded once
 * the first rows are painted, not of the first visit.
 */
export function summarise(record: ApplicationRecord): DetailSummary {
  const { FirstName, LastName } = record.Applicant;
  let unsignedSince: string | null = null;
  for (const document of record.Signatures) {
    for (const signer of document.SignatureInformation) {
      if (
        signer.DateSent &&
        !signer.DateSigned &&
        (!unsignedSince || signer.DateSent < unsignedSince)
      )
        unsignedSince = signer.DateSent;
    }
  }
  return {
    name: [FirstName, LastName].filter(Boolean).join(' '),
    modifiedAt: record.ModifyDateUtc ?? null,
    hasPaperwork: record.Signatures.length > 0,
    unsignedSince,
  };
}

/** `applicationKeys.detail(id)`: ['applications', 'one', id, 'detail', 'v3']. */
function detailId(key: QueryKey): number | null {
  return key[1] === 'one' && key[3] === 'detail' && key[4] === 'v3' && typeof key[2] === 'number'
    ? key[2]
    : null;
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
