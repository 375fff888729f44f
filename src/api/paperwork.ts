import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationRecord } from '../schemas/application-records.ts';
import type { PaperworkDocument } from '../schemas/enums.ts';
import type { EsignResendRequest } from '../schemas/esign.ts';
import type { AchPaperworkInput, PaperworkRequest } from '../schemas/paperwork-requests.ts';
import type { SignedDocument } from '../schemas/signed-status-records.ts';
import {
  paperworkDataSchema,
  paperworkSubmitResponseSchema,
  parseDownloadUrl,
  type PaperworkData,
} from '../schemas/paperwork-records.ts';
import { signedStatusSchema } from '../schemas/signed-status-records.ts';
import { applicationKeys } from './applications.ts';
import { requestBlob, requestJson, requestVoid } from './client.ts';
import { ApiError, ERROR_WORDS } from './errors.ts';
import { word } from './words.ts';
import { invalidate } from './invalidate.ts';
import { RECENT_ANSWER_MS } from './query-client.ts';

/**
 * Paperwork (v3). The GET carries SSNs and ID numbers: it lives in the query cache (memory)
 * only, never in storage (ARCHITECTURE.md, Privacy).
 */
export const paperworkKeys = {
  all: ['paperwork'] as const,
  data: (applicationId: number) => [...paperworkKeys.all, 'data', applicationId] as const,
  signedStatus: (applicationId: number) =>
    [...paperworkKeys.all, 'signed-status', applicationId] as const,
};

export function getPaperwork(applicationId: number, signal?: AbortSignal) {
  return requestJson(`/v3/api/applications/paperwork/${applicationId}`, paperworkDataSchema, {
    signal,
  });
}

export function submitPaperwork(body: PaperworkRequest) {
  return requestJson('/v3/api/applications/paperwork/submit', paperworkSubmitResponseSchema, {
    method: 'POST',
    body,
  });
}

export function submitAchPaperwork(body: AchPaperworkInput) {
  return requestJson('/v3/api/applications/paperwork/submit/ach', paperworkSubmitResponseSchema, {
    method: 'POST',
    body,
  });
}

/** The generated PDF; `documentType` is FULL, LCC, ACH or HardCopies as the submission named it. */
export function downloadPaperwork(
  applicationId: number,
  documentType: PaperworkDocument | 'HardCopies' | (string & {}),
  signal?: AbortSignal,
) {
  return requestBlob(`/v3/api/applications/paperwork/${applicationId}/download`, {
    query: { documentType },
    signal,
    timeoutMs: 120_000,
  });
}

/**
 * A `DownloadUrl` from a submission is root-relative and unversioned, and a plain link would
 * lack the bearer header: read the id and type out of it and download through the client
 * (ARCHITECTURE.md point 11).
 */
export function downloadFromUrl(downloadUrl: string, signal?: AbortSignal) {
  const target = parseDownloadUrl(downloadUrl);
  if (!target) {
    return Promise.reject(new ApiError('invalid-response', word(ERROR_WORDS.unreadableLink)));
  }
  return downloadPaperwork(target.applicationId, target.documentType, signal);
}

export function getSignedStatus(applicationId: number, signal?: AbortSignal) {
  return requestJson(
    `/v3/api/applications/paperwork/${applicationId}/signed-status`,
    signedStatusSchema,
    { signal },
  );
}

export function resendEsign(applicationId: number, body: EsignResendRequest) {
  return requestVoid(`/v3/api/applications/paperwork/${applicationId}/esign-resend`, {
    method: 'POST',
    body,
  });
}

export const paperworkQuery = (applicationId: number) =>
  queryOptions({
    queryKey: paperworkKeys.data(applicationId),
    queryFn: ({ signal }) => getPaperwork(applicationId, signal),
    // The GET is called before every submission (spec: "must be called before"): on intent or
    // as the route matches, moments before the form shows; a submission invalidates it.
    staleTime: RECENT_ANSWER_MS,
  });

/**
 * The chosen plan as the spec shows it: the paperwork GET's PrimaryPromotionId and
 * SecondaryPromotionId ("the latest application data for paperwork"). The application detail
 * carries no PromotionId (the spec shows it in the v1/v3 submit answers only).
 */
export interface ChosenPlan {
  /** The chosen promotion's Id; null while none is chosen (services write 0 or null). */
  promotionId: number | null;
  /** The chosen add-on (the promotions' AddOnId), or null. */
  addOnId: number | null;
}

const positiveId = (value: number | null | undefined): number | null =>
  value != null && value > 0 ? value : null;

export function chosenPlanOf(data: Pick<PaperworkData, 'LoanParameters'>): ChosenPlan {
  return {
    promotionId: positiveId(data.LoanParameters.PrimaryPromotionId),
    addOnId: positiveId(data.LoanParameters.SecondaryPromotionId),
  };
}

/** The paperwork GET seen as the chosen plan only: one request, one cache entry. */
export const chosenPlanQuery = (applicationId: number) =>
  queryOptions({ ...paperworkQuery(applicationId), select: chosenPlanOf });

/**
 * Whether the service has a chosen plan to tell for the application: once it is approved, and
 * after, while its paperwork exists.
 */
export function chosenPlanKnown(application: Pick<ApplicationRecord, 'Status' | 'Signatures'>) {
  return application.Status === 'Approved' || application.Signatures.length > 0;
}

/**
 * The documents (FULL, LCC, ACH) whose paperwork was sent for electronic signing, e-sign or
 * e-mail, as the paperwork GET's Signatures say: the only ones the spec lets be resent
 * ("Resends documents of existing electronic paperwork"). Paperwork to download is Written.
 */
export function electronicDocumentsOf(data: Pick<PaperworkData, 'Signatures'>): Set<string> {
  return new Set(
    data.Signatures.filter(
      (signature) =>
        signature.SignatureType === 'Electronic' || signature.SignatureType === 'Email',
    ).flatMap((signature) =>
      signature.PaperworkSignatureType ? [signature.PaperworkSignatureType] : [],
    ),
  );
}

/** The documents sent for electronic signing, asked only where `enabled`; undefined while unknown. */
export const useElectronicDocuments = (applicationId: number, enabled: boolean) =>
  useQuery({ ...paperworkQuery(applicationId), select: electronicDocumentsOf, enabled });

/** The chosen plan, asked only where `enabled`; undefined while unknown. */
export const useChosenPlan = (applicationId: number, enabled: boolean) =>
  useQuery({ ...chosenPlanQuery(applicationId), enabled });

export const signedStatusQuery = (applicationId: number) =>
  queryOptions({
    queryKey: paperworkKeys.signedStatus(applicationId),
    queryFn: ({ signal }) => getSignedStatus(applicationId, signal),
  });

/** A submission changes the paperwork data, the signatures and the application's history. */
export const paperworkMutationKeys = {
  submit: (applicationId: number) => [
    paperworkKeys.data(applicationId),
    paperworkKeys.signedStatus(applicationId),
    applicationKeys.one(applicationId),
    applicationKeys.statuses(),
  ],
  resend: (applicationId: number) => [paperworkKeys.signedStatus(applicationId)],
};

export const usePaperwork = (applicationId: number) => useQuery(paperworkQuery(applicationId));

export function useSubmitPaperwork(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPaperwork,
    onSuccess: () => invalidate(queryClient, paperworkMutationKeys.submit(applicationId)),
  });
}

export function useSubmitAchPaperwork(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAchPaperwork,
    onSuccess: () => invalidate(queryClient, paperworkMutationKeys.submit(applicationId)),
  });
}

export function useResendEsign(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EsignResendRequest) => resendEsign(applicationId, body),
    onSuccess: () => invalidate(queryClient, paperworkMutationKeys.resend(applicationId)),
  });
}

/**
 * Whether ACH-only paperwork (autopay alone) can be sent: while the application is Approved and
 * nobody has signed its autopay (ACH) authorisation, also after the full paperwork is signed,
 * since adding autopay then is what ACH-only is for (decision 0021). Once anyone has signed the
 * ACH document the service refuses a new one (decision 0011), so the portal stops offering it.
 */
export function autopayOnlyOffered(
  status: string | null | undefined,
  documents: readonly SignedDocument[],
): boolean {
  return (
    status === 'Approved' &&
    !documents.some(
      (document) =>
        document.SignatureType === 'ACH' &&
        document.SignatureInformation.some((signee) => Boolean(signee.DateSigned)),
    )
  );
}

/** The ACH-only paperwork's page (autopay alone): nothing sensitive in the URL. */
export const autopayOnlyPath = (applicationId: number) => `/applications/${applicationId}/autopay`;
