import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { dealersSchema } from '../schemas/dealer-records.ts';
import type { DealerDocumentBody } from '../schemas/document-requests.ts';
import { requestJson, requestVoid } from './client.ts';

/**
 * Dealers: `/v3/api/dealers…` and the v1 list; a dealer's products, the attestation statuses and
 * the e-mail check are in dealer-checks.ts (kept off the first visit).
 */
export const dealerKeys = {
  all: ['dealers'] as const,
  list: () => [...dealerKeys.all, 'list', 'v3'] as const,
  listV1: () => [...dealerKeys.all, 'list', 'v1'] as const,
  products: (dealer: number | string, version: 'v1' | 'v3' = 'v3') =>
    [...dealerKeys.all, 'products', version, String(dealer)] as const,
  attestation: () => [...dealerKeys.all, 'attestation'] as const,
};

/** `GET /v3/api/dealers`: the dealers the caller may access. */
export function listDealers(signal?: AbortSignal) {
  return requestJson('/v3/api/dealers', dealersSchema, { signal });
}

/** `GET /v1/api/dealers`: without AttestWindowDays, IncludeLcc, Verticals, SalesRepresentatives. */
export function listDealersV1(signal?: AbortSignal) {
  return requestJson('/v1/api/dealers', dealersSchema, { signal });
}

/** `POST /v3/api/dealers/{dealerId}/dealerDocuments`; nothing lists dealer documents, so no cache changes. */
export function uploadDealerDocument(dealerId: number, body: DealerDocumentBody) {
  return requestVoid(`/v3/api/dealers/${dealerId}/dealerDocuments`, {
    method: 'POST',
    body,
    timeoutMs: 120_000,
  });
}

export const dealersQuery = () =>
  queryOptions({
    queryKey: dealerKeys.list(),
    queryFn: ({ signal }) => listDealers(signal),
    staleTime: 5 * 60_000,
  });

export const useDealers = () => useQuery(dealersQuery());

export function useUploadDealerDocument(dealerId: number) {
  return useMutation({
    mutationFn: (body: DealerDocumentBody) => uploadDealerDocument(dealerId, body),
  });
}
