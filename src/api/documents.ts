import { queryOptions } from '@tanstack/react-query';
import type { SupportingDocumentBody } from '../schemas/document-requests.ts';
import { supportingDocumentRecordsSchema } from '../schemas/supporting-document-records.ts';
import { requestJson, requestVoid } from './client.ts';
import { RECENT_ANSWER_MS } from './query-client.ts';

/** Supporting documents of an application (v3). The listing has no id or URL: no downloads. */
export const documentKeys = {
  all: ['supporting-documents'] as const,
  list: (applicationId: number) => [...documentKeys.all, applicationId] as const,
};

export function listSupportingDocuments(applicationId: number, signal?: AbortSignal) {
  return requestJson(
    `/v3/api/applications/${applicationId}/supportingDocuments`,
    supportingDocumentRecordsSchema,
    { signal },
  );
}

/** Up to 30 MB of file as base64 in JSON: a generous time-out for slow uplinks. */
export function uploadSupportingDocument(applicationId: number, body: SupportingDocumentBody) {
  return requestVoid(`/v3/api/applications/${applicationId}/supportingDocuments`, {
    method: 'POST',
    body,
    timeoutMs: 120_000,
  });
}

export const supportingDocumentsQuery = (applicationId: number) =>
  queryOptions({
    queryKey: documentKeys.list(applicationId),
    queryFn: ({ signal }) => listSupportingDocuments(applicationId, signal),
    staleTime: RECENT_ANSWER_MS,
  });

export const documentMutationKeys = {
  upload: (applicationId: number) => [documentKeys.list(applicationId)],
};
