import { queryOptions, useQuery, type Query } from '@tanstack/react-query';
import type { SignedDocument } from '../schemas/signed-status-records.ts';
import { documentSigned } from './funding-stage.ts';
import { signedStatusQuery } from './paperwork.ts';

/** How often the application page asks for signatures while someone still has to sign. */
export const SIGNED_STATUS_REFRESH_MS = 15_000;

/** Whether any signee of any document has yet to sign. */
export function waitingForSignatures(documents: readonly SignedDocument[]): boolean {
  return documents.some((document) => !documentSigned(document));
}

/** How many signatures the documents hold: a change means the application record moved on. */
export function signatureCount(documents: readonly SignedDocument[]): number {
  return documents.reduce(
    (count, document) =>
      count + document.SignatureInformation.filter((signee) => Boolean(signee.DateSigned)).length,
    0,
  );
}

/**
 * The refresh of signed-status: every 15 s until everything is signed, and not after a refusal
 * (the spec's rule 2: an application whose paperwork is neither completed nor sent for
 * e-signing has no signed status to watch).
 */
export function signedStatusRefreshInterval(
  query: Pick<Query<SignedDocument[]>, 'state'>,
): number | false {
  if (query.state.status === 'error') return false;
  const documents = query.state.data;
  if (documents && !waitingForSignatures(documents)) return false;
  return SIGNED_STATUS_REFRESH_MS;
}

/**
 * Signed status as the application page watches it: fresh on every visit (a signer coming back
 * from the e-sign page sees their signature), refreshed while the page is visible only.
 */
export const liveSignedStatusQuery = (applicationId: number, enabled: boolean) =>
  queryOptions({
    ...signedStatusQuery(applicationId),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: signedStatusRefreshInterval,
    refetchIntervalInBackground: false,
  });

export const useLiveSignedStatus = (applicationId: number, enabled: boolean) =>
  useQuery(liveSignedStatusQuery(applicationId, enabled));

/**
 * The documents to show: the detail's Signatures, each replaced by signed-status's newer
 * version of the same document when it has one. Signed-status leaves out paperwork printed for
 * signing on paper until it is signed, so the detail still names those documents.
 */
export function currentSignatures(
  detail: readonly SignedDocument[],
  live: readonly SignedDocument[] | undefined,
): SignedDocument[] {
  if (!live) return [...detail];
  const liveTypes = new Set(live.map((document) => document.SignatureType));
  return [...live, ...detail.filter((document) => !liveTypes.has(document.SignatureType))].sort(
    (a, b) => documentOrder(a) - documentOrder(b),
  );
}

const ORDER = ['FULL', 'LCC', 'ACH'];
function documentOrder(document: SignedDocument): number {
  const index = ORDER.indexOf(document.SignatureType ?? '');
  return index === -1 ? ORDER.length : index;
}
