import { queryOptions, useQuery } from '@tanstack/react-query';
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
import {
  applicationKeys,
  detailQuery,
  getDetailOf,
  statusesSincePath,
} from './application-reads.ts';
import { requestJson, requestVoid } from './client.ts';

/**
 * Applications: submission (v1, v2, v3 and the v1 path forms), status, statuses since a moment,
 * detail, history, reassignment, project number and stage funding. Paths use the application
 * `Id`, never ApplicationNumber or SubmitNumber (ARCHITECTURE.md point 10). The hooks that
 * change applications are in application-mutations.ts; the keys and the reads the dashboard makes
 * are in application-reads.ts (off the lazy pages' code) and re-exported here.
 */
export {
  applicationKeys,
  detailQuery,
  getDetail,
  listStatusesSince,
  statusesSincePath,
  statusesSinceQuery,
  type ApiVersion,
} from './application-reads.ts';

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

export function listStatusesSinceV2(since: Date, signal?: AbortSignal) {
  return requestJson(statusesSincePath('v2', since), v2StatusesSinceSchema, { signal });
}

export function listStatusesSinceV1(since: Date, signal?: AbortSignal) {
  return requestJson(statusesSincePath('v1', since), v1StatusesSinceSchema, { signal });
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
  });

export const detailV2Query = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.detail(applicationId, 'v2'),
    queryFn: ({ signal }) => getDetailV2(applicationId, signal),
  });

export const historyQuery = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.history(applicationId),
    queryFn: ({ signal }) => getHistory(applicationId, signal),
  });

export const useApplicationStatus = (applicationId: number) => useQuery(statusQuery(applicationId));
export const useApplicationDetail = (applicationId: number) => useQuery(detailQuery(applicationId));
export const useApplicationHistory = (applicationId: number) =>
  useQuery(historyQuery(applicationId));
