import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  promotionsPreviewSearchParams,
  type SetPromotionRequest,
  type SetPromotionV1Request,
} from '../schemas/promotion-requests.ts';
import { promotionsSchema, v1PromotionsSchema } from '../schemas/promotion-records.ts';
import type { CreditType, UsState } from '../schemas/enums.ts';
import { applicationKeys } from './applications.ts';
import { requestJson, requestVoid } from './client.ts';
import { invalidate } from './invalidate.ts';
import { RECENT_ANSWER_MS } from './query-client.ts';
import { paperworkKeys, paperworkQuery } from './paperwork.ts';

/** Promotions valid for an application, a preview for other values, and the choice of one. */
export interface PromotionsPreviewInput {
  applicationId: number;
  amountFinanced: number;
  creditType: CreditType;
  stateCode: UsState;
}

export const promotionKeys = {
  all: ['promotions'] as const,
  list: (applicationId: number, version: 'v1' | 'v3' = 'v3') =>
    [...promotionKeys.all, version, applicationId] as const,
  preview: (input: PromotionsPreviewInput) => [...promotionKeys.all, 'preview', input] as const,
};

export function listPromotions(applicationId: number, signal?: AbortSignal) {
  return requestJson(`/v3/api/applications/promotions/${applicationId}`, promotionsSchema, {
    signal,
  });
}

/** `GET /v3/api/applications/promotions?applicationId=…&amountFinanced=…&creditType=…&stateCode=…` */
export function previewPromotions(input: PromotionsPreviewInput, signal?: AbortSignal) {
  return requestJson('/v3/api/applications/promotions', promotionsSchema, {
    query: promotionsPreviewSearchParams(input),
    signal,
  });
}

export function setPromotion(applicationId: number, body: SetPromotionRequest) {
  return requestVoid(`/v3/api/applications/promotions/${applicationId}`, { method: 'POST', body });
}

export function listPromotionsV1(applicationId: number, signal?: AbortSignal) {
  return requestJson(`/v1/api/applications/promotions/${applicationId}`, v1PromotionsSchema, {
    signal,
  });
}

export function setPromotionV1(applicationId: number, body: SetPromotionV1Request) {
  return requestVoid(`/v1/api/applications/promotions/${applicationId}`, { method: 'POST', body });
}

export const promotionsQuery = (applicationId: number) =>
  queryOptions({
    queryKey: promotionKeys.list(applicationId),
    queryFn: ({ signal }) => listPromotions(applicationId, signal),
    staleTime: RECENT_ANSWER_MS,
  });

export const promotionsPreviewQueryOptions = (input: PromotionsPreviewInput) =>
  queryOptions({
    queryKey: promotionKeys.preview(input),
    queryFn: ({ signal }) => previewPromotions(input, signal),
  });

/**
 * Choosing a promotion changes the application (its history) and the paperwork data (its
 * PrimaryPromotionId, where the portal reads the chosen plan).
 */
export const promotionMutationKeys = {
  set: (applicationId: number) => [
    applicationKeys.one(applicationId),
    paperworkKeys.data(applicationId),
  ],
};

export const usePromotions = (applicationId: number) => useQuery(promotionsQuery(applicationId));

/**
 * The service's success is the news that this plan is chosen: the cached paperwork GET names it
 * at once, before the GET is asked again (the detail names no plan).
 */
export function recordChosenPlan(
  queryClient: QueryClient,
  applicationId: number,
  body: Pick<SetPromotionRequest, 'PromotionId' | 'AddOnId'>,
): void {
  queryClient.setQueryData(paperworkQuery(applicationId).queryKey, (data) =>
    data
      ? {
          ...data,
          LoanParameters: {
            ...data.LoanParameters,
            PrimaryPromotionId: body.PromotionId,
            SecondaryPromotionId: body.AddOnId ?? null,
          },
        }
      : data,
  );
}

export function useSetPromotion(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetPromotionRequest) => setPromotion(applicationId, body),
    onSuccess: (_answer, body) => {
      recordChosenPlan(queryClient, applicationId, body);
      return invalidate(queryClient, promotionMutationKeys.set(applicationId));
    },
  });
}
