import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toServiceTimestamp } from '../lib/dates.ts';
import type { ApplicationV3 } from '../schemas/application-v3.ts';
import type {
  ApplicationV1,
  ApplicationV1Path,
  ApplicationV2,
} from '../schemas/application-legacy.ts';
import type { ProjectNumberBody, ReassignBody } from '../schemas/application-actions.ts';
import { applicationRecordSchema } from '../schemas/application-records.ts';
import {
  applicationHistorySchema,
  v1StatusSchema,
  v1StatusesSinceSchema,
  v2StatusSchema,
  v2StatusesSinceSchema,
  v3StatusSchema,
} from '../schemas/application-status-records.ts';
import { statusesSinceReader } from '../schemas/statuses-since-reader.ts';
import { readAnswer, requestJson, requestVoid, send } from './client.ts';
import { invalidate } from './invalidate.ts';
import { RECENT_ANSWER_MS } from './query-client.ts';

/**
 * Applications: submission (v1, v2, v3 and the v1 path forms), status, statuses since a moment,
 * detail, history, reassignment, project number and stage funding, with their query options and
 * hooks. Paths use the application `Id`, never ApplicationNumber or SubmitNumber
 * (ARCHITECTURE.md point 10).
 */
export type ApiVersion = 'v1' | 'v2' | 'v3';

export const applicationKeys = {
  all: ['applications'] as const,
  /** Every statuses-since list, whatever its window: a new or changed application touches them all. */
  statuses: () => [...applicationKeys.all, 'statuses-since'] as const,
  statusesSince: (since: string, version: ApiVersion = 'v3') =>
    [...applicationKeys.statuses(), version, since] as const,
  /** Everything about one application (status, detail, history), in every version. */
  one: (applicationId: number) => [...applicationKeys.all, 'one', applicationId] as const,
  status: (applicationId: number, version: ApiVersion = 'v3') =>
    [...applicationKeys.one(applicationId), 'status', version] as const,
  detail: (applicationId: number, version: ApiVersion = 'v3') =>
    [...applicationKeys.one(applicationId), 'detail', version] as const,
  history: (applicationId: number) => [...applicationKeys.one(applicationId), 'history'] as const,
};

// Submission. The answer echoes the full SSN: never seed the detail cache from it (point 12).
export function submitApplication(body: ApplicationV3) {
  return requestJson('/v3/api/applications', applicationRecordSchema, { method: 'POST', body });
}

export function submitApplicationV2(body: ApplicationV2) {
  return requestJson('/v2/api/applications', applicationRecordSchema, { method: 'POST', body });
}

export function submitApplicationV1(body: ApplicationV1) {
  return requestJson('/v1/api/applications', applicationRecordSchema, { method: 'POST', body });
}

/** `POST /v1/api/applications/{dealerId}` or `/{dealerNumber}`: the path names the dealer. */
export function submitApplicationV1ForDealer(dealer: number | string, body: ApplicationV1Path) {
  return requestJson(
    `/v1/api/applications/${encodeURIComponent(String(dealer))}`,
    applicationRecordSchema,
    { method: 'POST', body },
  );
}

// Status.
export function getStatus(applicationId: number, signal?: AbortSignal) {
  return requestJson(`/v3/api/applications/status/${applicationId}`, v3StatusSchema, { signal });
}

export function getStatusV2(applicationId: number, signal?: AbortSignal) {
  return requestJson(`/v2/api/applications/status/${applicationId}`, v2StatusSchema, { signal });
}

export function getStatusV1(applicationId: number, signal?: AbortSignal) {
  return requestJson(`/v1/api/applications/status/${applicationId}`, v1StatusSchema, { signal });
}

/** The statuses-since path segment: `YYYY-MM-DDTHH:mm:ssZ`, URL-encoded (point 7). */
export function statusesSincePath(version: ApiVersion, since: Date): string {
  return `/${version}/api/applications/statuses-since/${encodeURIComponent(toServiceTimestamp(since))}`;
}

/**
 * Read with the schema's faster reader (`statuses-since-reader.ts`): the dashboard's first load
 * is thousands of records, and the reader answers as `v3StatusesSinceSchema` would.
 */
export async function listStatusesSince(since: Date, signal?: AbortSignal) {
  const response = await send(statusesSincePath('v3', since), { signal }, 'application/json');
  // An unreadable body is refused by the reader, as the client's other reads refuse it.
  const body: unknown = await response.json().catch(() => undefined);
  return readAnswer(statusesSinceReader()(body), response);
}

export function listStatusesSinceV2(since: Date, signal?: AbortSignal) {
  return requestJson(statusesSincePath('v2', since), v2StatusesSinceSchema, { signal });
}

export function listStatusesSinceV1(since: Date, signal?: AbortSignal) {
  return requestJson(statusesSincePath('v1', since), v1StatusesSinceSchema, { signal });
}

// Detail and history.
function getDetailOf(version: ApiVersion, applicationId: number, signal?: AbortSignal) {
  return requestJson(
    `/${version}/api/applications/detail/${applicationId}`,
    applicationRecordSchema,
    {
      signal,
    },
  );
}

export function getDetail(applicationId: number, signal?: AbortSignal) {
  return getDetailOf('v3', applicationId, signal);
}

/** v2 detail carries LongApplicationStatus, which the application page shows. */
export function getDetailV2(applicationId: number, signal?: AbortSignal) {
  return getDetailOf('v2', applicationId, signal);
}

export function getDetailV1(applicationId: number, signal?: AbortSignal) {
  return getDetailOf('v1', applicationId, signal);
}

export function getHistory(applicationId: number, signal?: AbortSignal) {
  return requestJson(`/v3/api/applications/history/${applicationId}`, applicationHistorySchema, {
    signal,
  });
}

// Actions whose answer body is not shown: any 2xx is success (point 6).
export function reassignApplication(applicationId: number, body: ReassignBody) {
  return requestVoid(`/v3/api/applications/${applicationId}/reassign/`, { method: 'POST', body });
}

export function setProjectNumber(applicationId: number, body: ProjectNumberBody) {
  return requestVoid(`/v3/api/applications/projectNumber/${applicationId}`, {
    method: 'POST',
    body,
  });
}

export function requestStageFunding(applicationId: number) {
  return requestVoid(`/v3/api/applications/stageFund/${applicationId}`, { method: 'POST' });
}

// Query options and hooks.
export const statusQuery = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.status(applicationId),
    queryFn: ({ signal }) => getStatus(applicationId, signal),
    staleTime: RECENT_ANSWER_MS,
  });

export const detailQuery = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.detail(applicationId),
    queryFn: ({ signal }) => getDetail(applicationId, signal),
    staleTime: RECENT_ANSWER_MS,
  });

export const detailV2Query = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.detail(applicationId, 'v2'),
    queryFn: ({ signal }) => getDetailV2(applicationId, signal),
    staleTime: RECENT_ANSWER_MS,
  });

export const historyQuery = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.history(applicationId),
    queryFn: ({ signal }) => getHistory(applicationId, signal),
    staleTime: RECENT_ANSWER_MS,
  });

export const useApplicationDetail = (applicationId: number) => useQuery(detailQuery(applicationId));
export const useApplicationHistory = (applicationId: number) =>
  useQuery(historyQuery(applicationId));

/** What each application mutation changes. */
export const applicationMutationKeys = {
  submit: () => [applicationKeys.statuses()],
  reassign: (applicationId: number) => [
    applicationKeys.one(applicationId),
    applicationKeys.statuses(),
  ],
  projectNumber: (applicationId: number) => [
    applicationKeys.one(applicationId),
    applicationKeys.statuses(),
  ],
  stageFund: (applicationId: number) => [
    applicationKeys.one(applicationId),
    applicationKeys.statuses(),
  ],
};

export function useSubmitApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    onSuccess: () => invalidate(queryClient, applicationMutationKeys.submit()),
  });
}

export function useReassignApplication(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReassignBody) => reassignApplication(applicationId, body),
    onSuccess: () => invalidate(queryClient, applicationMutationKeys.reassign(applicationId)),
  });
}

export function useSetProjectNumber(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectNumberBody) => setProjectNumber(applicationId, body),
    onSuccess: () => invalidate(queryClient, applicationMutationKeys.projectNumber(applicationId)),
  });
}

export function useRequestStageFunding(applicationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => requestStageFunding(applicationId),
    onSuccess: () => invalidate(queryClient, applicationMutationKeys.stageFund(applicationId)),
  });
}
