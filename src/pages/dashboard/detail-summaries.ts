import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { applicationKeys } from '../../api/applications.ts';
import { dueFactsOf } from '../../api/due-facts.ts';
import { documentKeys } from '../../api/documents.ts';
import { paperworkTally } from '../../api/funding-stage.ts';
import { chosenPlanOf, paperworkKeys } from '../../api/paperwork.ts';
import { calendarDayIn, timeZoneOfState } from '../../lib/time-zones.ts';
import type { ApplicationRecord } from '../../schemas/application-records.ts';
import type { PaperworkData } from '../../schemas/paperwork-records.ts';
import type { SupportingDocumentRecord } from '../../schemas/supporting-document-records.ts';
import type { DetailSummary, PaperTrail, SignatureMark } from './view.ts';

/**
 * What the dashboard keeps of a detail record (which also holds data it must not keep), and the
 * summaries of the details in the query cache. Part of the background names' chunk, loaded once
 * the first rows are painted, not of the first visit.
 */
export function summarise(record: ApplicationRecord): DetailSummary {
  const { FirstName, LastName } = record.Applicant;
  let unsignedSince: string | null = null;
  const signed: SignatureMark[] = [];
  for (const [d, document] of record.Signatures.entries()) {
    for (const [s, signer] of document.SignatureInformation.entries()) {
      if (signer.DateSigned)
        signed.push({
          key: `${d}.${s}`,
          document: document.SignatureType ?? null,
          signee: signer.SigneeType ?? null,
          on: signer.DateSigned,
        });
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
    paperwork: paperworkTally(record.Signatures),
    unsignedSince,
    timeZone: timeZoneOfState(record.Applicant.Address?.State),
    due: dueFactsOf(record),
    signed,
  };
}

/** What an application the service does not show this user (404) is summarised as: no name. */
export const NO_DETAIL: DetailSummary = {
  name: '',
  modifiedAt: null,
  paperwork: null,
  unsignedSince: null,
  timeZone: undefined,
};

/** `applicationKeys.detail(id)`: ['applications', 'one', id, 'detail', 'v3']. */
function detailId(key: QueryKey): number | null {
  return key[1] === 'one' && key[3] === 'detail' && key[4] === 'v3' && typeof key[2] === 'number'
    ? key[2]
    : null;
}

/** `paperworkKeys.data(id)`: ['paperwork', 'data', id]. */
function paperworkId(key: QueryKey): number | null {
  return key[0] === paperworkKeys.all[0] && key[1] === 'data' && typeof key[2] === 'number'
    ? key[2]
    : null;
}

/** `documentKeys.list(id)`: ['supporting-documents', id]. */
function documentsId(key: QueryKey): number | null {
  return key[0] === documentKeys.all[0] && typeof key[1] === 'number' ? key[1] : null;
}

const watched = (key: QueryKey) =>
  detailId(key) !== null || paperworkId(key) !== null || documentsId(key) !== null;

/**
 * The day the newest `paperwork` document was uploaded (the dealer's day), or null: a signed
 * paper contract the lender has not yet reviewed (decision 0037).
 */
export function paperContractSentOn(documents: readonly SupportingDocumentRecord[]): string | null {
  let newest: string | null = null;
  for (const document of documents) {
    const at = document.UploadTimeUTC;
    if (document.Category === 'paperwork' && at && (!newest || at > newest)) newest = at;
  }
  return newest && calendarDayIn(Date.parse(newest));
}

/** Summaries by record, so a batch summarises only the details that are new. */
const summaryOf = new WeakMap<ApplicationRecord, DetailSummary>();

/** What the details in the query cache say, and its plans and documents lists, by id. */
export interface CachedDetails {
  summaries: ReadonlyMap<number, DetailSummary>;
  trails: ReadonlyMap<number, PaperTrail>;
}

function collect(client: QueryClient): CachedDetails {
  const summaries = new Map<number, DetailSummary>();
  const plans = new Map<number, boolean>();
  const papers = new Map<number, string | null>();
  for (const [key, data] of client.getQueriesData<ApplicationRecord>({
    queryKey: applicationKeys.all,
  })) {
    const id = detailId(key);
    if (id === null || !data) continue;
    let summary = summaryOf.get(data);
    if (!summary) summaryOf.set(data, (summary = summarise(data)));
    summaries.set(id, summary);
  }
  for (const [key, data] of client.getQueriesData<PaperworkData>({
    queryKey: paperworkKeys.all,
  })) {
    const id = paperworkId(key);
    if (id !== null && data) plans.set(id, chosenPlanOf(data).promotionId !== null);
  }
  for (const [key, data] of client.getQueriesData<SupportingDocumentRecord[]>({
    queryKey: documentKeys.all,
  })) {
    const id = documentsId(key);
    if (id !== null && data) papers.set(id, paperContractSentOn(data));
  }
  const trails = new Map<number, PaperTrail>();
  for (const id of new Set([...plans.keys(), ...papers.keys()])) {
    trails.set(id, {
      planChosen: plans.get(id) ?? null,
      paperContractSentOn: papers.get(id) ?? null,
    });
  }
  return { summaries, trails };
}

/**
 * What the cached details say, by application id, for every application whose detail the
 * portal has read (here or on the application page), with the plans and documents lists read
 * there. Updates are batched: details arrive a few at a time and each batch re-sorts up to
 * 10,000 rows.
 */
export function useDetailSummaries(): CachedDetails {
  const client = useQueryClient();
  const [cached, setCached] = useState(() => collect(client));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (!watched(event.query.queryKey) || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        // Low priority: the rows and counts the names change are redrawn in slices.
        startTransition(() => setCached(collect(client)));
      }, 100);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [client]);
  return cached;
}
