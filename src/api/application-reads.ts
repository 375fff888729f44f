import { queryOptions } from '@tanstack/react-query';
import { toServiceTimestamp } from '../lib/dates.ts';
import { readJson, send } from './client.ts';
import { ApiError } from './errors.ts';

/**
 * The applications' query keys and the reads the dashboard makes: statuses since a moment (v3)
 * and the v3 detail of a row. Apart from applications.ts (submission, the other versions,
 * history and actions), which re-exports them: the dashboard is on every first visit, the rest
 * only on lazy pages (docs/decisions/0004).
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

/** The statuses-since path segment: `YYYY-MM-DDTHH:mm:ssZ`, URL-encoded (point 7). */
export function statusesSincePath(version: ApiVersion, since: Date): string {
  return `/${version}/api/applications/statuses-since/${encodeURIComponent(toServiceTimestamp(since))}`;
}

/**
 * Sent at once; its reader (`statuses-since-answer.ts`: the list read as it arrives, with the
 * schema's faster reader, for the dashboard's thousands of records) is loaded meanwhile.
 */
export async function listStatusesSince(since: Date, signal?: AbortSignal) {
  const [response, { readStatusesSinceAnswer }] = await Promise.all([
    send(statusesSincePath('v3', since), { signal }, 'application/json'),
    import('./statuses-since-answer.ts').catch(() => {
      // The chunk could not be loaded (offline, or the portal was updated meanwhile).
      throw new ApiError('network', 'The portal could not load what reads the statuses.');
    }),
  ]);
  return readStatusesSinceAnswer(response, signal);
}

export function getDetail(applicationId: number, signal?: AbortSignal) {
  return getDetailOf('v3', applicationId, signal);
}

/**
 * The detail in any version (v1 and v2 are applications.ts's). Sent at once; the record's schema
 * is loaded meanwhile: the dashboard asks for details only once its rows are drawn, and the
 * pages that show an application load it with their own chunks (the first visit's budget,
 * docs/decisions/0004).
 */
export async function getDetailOf(
  version: ApiVersion,
  applicationId: number,
  signal?: AbortSignal,
) {
  const [response, { applicationRecordSchema }] = await Promise.all([
    send(`/${version}/api/applications/detail/${applicationId}`, { signal }, 'application/json'),
    import('../schemas/application-records.ts').catch(() => {
      // The chunk could not be loaded (offline, or the portal was updated meanwhile).
      throw new ApiError('network', 'The portal could not load what reads the application.');
    }),
  ]);
  return readJson(response, applicationRecordSchema);
}

// Query options.
export const detailQuery = (applicationId: number) =>
  queryOptions({
    queryKey: applicationKeys.detail(applicationId),
    queryFn: ({ signal }) => getDetail(applicationId, signal),
  });

export const statusesSinceQuery = (since: Date) =>
  queryOptions({
    queryKey: applicationKeys.statusesSince(toServiceTimestamp(since)),
    queryFn: ({ signal }) => listStatusesSince(since, signal),
  });
