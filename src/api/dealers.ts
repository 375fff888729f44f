import { queryOptions, useQuery } from '@tanstack/react-query';
import { attestationStatusesSchema, dealersSchema } from '../schemas/dealer.ts';
import { requestJson } from './client.ts';

export const dealerKeys = {
  all: ['dealers'] as const,
  list: () => [...dealerKeys.all, 'list', 'v3'] as const,
  attestation: () => [...dealerKeys.all, 'attestation'] as const,
};

/** `GET /v3/api/dealers`: the dealers the caller may access. */
export function listDealers(signal?: AbortSignal) {
  return requestJson('/v3/api/dealers', dealersSchema, signal ? { signal } : {});
}

/** `GET /v3/api/dealers/attestation`. */
export function listAttestationStatuses(signal?: AbortSignal) {
  return requestJson(
    '/v3/api/dealers/attestation',
    attestationStatusesSchema,
    signal ? { signal } : {},
  );
}

export const dealersQuery = () =>
  queryOptions({
    queryKey: dealerKeys.list(),
    queryFn: ({ signal }) => listDealers(signal),
    staleTime: 5 * 60_000,
  });

export const attestationQuery = () =>
  queryOptions({
    queryKey: dealerKeys.attestation(),
    queryFn: ({ signal }) => listAttestationStatuses(signal),
    staleTime: 5 * 60_000,
  });

export function useDealers() {
  return useQuery(dealersQuery());
}
