import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  attestationStatusesSchema,
  dealerProductsSchema,
  dealersSchema,
  validateEmailResponseSchema,
} from '../schemas/dealer-records.ts';
import type { ValidateEmailBody } from '../schemas/dealer-requests.ts';
import type { DealerDocumentBody } from '../schemas/document-requests.ts';
import { requestJson, requestVoid } from './client.ts';

/**
 * Dealers: `/v3/api/dealers…` and the v1 list, a dealer's products, the attestation statuses,
 * the e-mail check and dealer documents.
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

/**
 * A dealer's products, by its numeric `Id` or its `DealerNumber` (the two share the route;
 * ARCHITECTURE.md point 10). Never the string `Dealer.DealerId`.
 */
export function listDealerProducts(dealer: number | string, signal?: AbortSignal) {
  return requestJson(
    `/v3/api/dealers/${encodeURIComponent(String(dealer))}/products`,
    dealerProductsSchema,
    { signal },
  );
}

export function listDealerProductsV1(dealer: number | string, signal?: AbortSignal) {
  return requestJson(
    `/v1/api/dealers/${encodeURIComponent(String(dealer))}/products`,
    dealerProductsSchema,
    { signal },
  );
}

/** `GET /v3/api/dealers/attestation`. */
export function listAttestationStatuses(signal?: AbortSignal) {
  return requestJson('/v3/api/dealers/attestation', attestationStatusesSchema, { signal });
}

/** `POST /v3/api/dealers/{dealerId}/validateEmail`: is the address valid for a user of the dealer. */
export function validateDealerEmail(dealerId: number, body: ValidateEmailBody) {
  return requestJson(`/v3/api/dealers/${dealerId}/validateEmail`, validateEmailResponseSchema, {
    method: 'POST',
    body,
  });
}

export const dealersQuery = () =>
  queryOptions({
    queryKey: dealerKeys.list(),
    queryFn: ({ signal }) => listDealers(signal),
    staleTime: 5 * 60_000,
  });

export const useDealers = () => useQuery(dealersQuery());

export const dealerProductsQuery = (dealer: number | string) =>
  queryOptions({
    queryKey: dealerKeys.products(dealer),
    queryFn: ({ signal }) => listDealerProducts(dealer, signal),
    staleTime: 5 * 60_000,
  });

export const attestationQuery = () =>
  queryOptions({
    queryKey: dealerKeys.attestation(),
    queryFn: ({ signal }) => listAttestationStatuses(signal),
    staleTime: 5 * 60_000,
  });

/** A dealer's products (`ProductOrService`); nothing is asked while no dealer is chosen (null). */
export const useDealerProducts = (dealer: number | string | null) =>
  useQuery({ ...dealerProductsQuery(dealer ?? ''), enabled: dealer !== null && dealer !== '' });
export const useAttestationStatuses = () => useQuery(attestationQuery());
