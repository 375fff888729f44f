import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  attestationStatusesSchema,
  dealerProductsSchema,
  validateEmailResponseSchema,
} from '../schemas/dealer-records.ts';
import type { ValidateEmailBody } from '../schemas/dealer-requests.ts';
import { requestJson } from './client.ts';
import { dealerKeys } from './dealers.ts';

/**
 * What the new-application wizard asks about a dealer: its products, the attestation statuses
 * and whether an address is a user of it. Apart from dealers.ts, whose module the first visit's
 * entry carries, so these stay with the pages that use them (docs/decisions/0004).
 */

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

export function useValidateDealerEmail(dealerId: number) {
  return useMutation({
    mutationFn: (body: ValidateEmailBody) => validateDealerEmail(dealerId, body),
  });
}
