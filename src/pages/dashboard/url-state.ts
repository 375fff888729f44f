/**
 * The dashboard's filters and sort live in the URL, so a reload, a bookmark or a link sent to a
 * colleague shows the same list. Defaults are left out of the URL; anything unreadable in it
 * falls back to its default rather than failing. Only ids, statuses and search text go in it
 * (no SSN, date of birth or other private data: the search box takes a number or a name).
 * The dealer is not among them: it is the header's current dealer (decision 0030).
 */
import { FUNDING_STAGE_ORDER, type FundingStageKind } from '../../api/funding-stage.ts';
import { positiveInt, readWindow } from '../../lib/status-window.ts';

export const SORT_KEYS = [
  'number',
  'name',
  'dealer',
  'status',
  'stage',
  'financed',
  'approved',
  'rate',
  'user',
  'unmet',
  'changed',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const ATTENTION_KEYS = [
  'conditions',
  'approved-idle',
  'unsigned',
  'ready',
  'decided',
] as const;
export type AttentionKey = (typeof ATTENTION_KEYS)[number];

export interface DashboardView {
  /** The window: applications changed within this many days. */
  days: number;
  /** A status exactly as the service sends it; '' for every status. */
  status: string;
  /** A funding stage (decision 0037); null for every stage. */
  stage: FundingStageKind | null;
  /** The header's current dealer; null for all of the user's dealers. */
  dealer: number | null;
  user: number | null;
  /** Search text: an application number or part of an applicant's name. */
  q: string;
  attention: AttentionKey | null;
  sort: SortKey;
  dir: 'asc' | 'desc';
}

/** Newest first: an application without a number yet is the newest of all. */
export const DEFAULT_SORT: Pick<DashboardView, 'sort' | 'dir'> = { sort: 'number', dir: 'desc' };

function oneOf<T extends string>(choices: readonly T[], value: string | null): T | null {
  return choices.find((choice) => choice === value) ?? null;
}

/** What the address holds: everything but the dealer. */
export type UrlView = Omit<DashboardView, 'dealer'>;

export function readView(params: URLSearchParams, defaultDays: number): UrlView {
  return {
    days: readWindow(params, defaultDays),
    status: params.get('status') ?? '',
    stage: oneOf(FUNDING_STAGE_ORDER, params.get('stage')),
    user: positiveInt(params.get('user')),
    q: params.get('q') ?? '',
    attention: oneOf(ATTENTION_KEYS, params.get('attention')),
    sort: oneOf(SORT_KEYS, params.get('sort')) ?? DEFAULT_SORT.sort,
    dir:
      params.get('dir') === 'asc'
        ? 'asc'
        : params.get('dir') === 'desc'
          ? 'desc'
          : DEFAULT_SORT.dir,
  };
}

export function writeView(view: UrlView, defaultDays: number): URLSearchParams {
  const params = new URLSearchParams();
  if (view.days !== defaultDays) params.set('days', String(view.days));
  if (view.status) params.set('status', view.status);
  if (view.stage) params.set('stage', view.stage);
  if (view.user !== null) params.set('user', String(view.user));
  if (view.q.trim()) params.set('q', view.q);
  if (view.attention) params.set('attention', view.attention);
  if (view.sort !== DEFAULT_SORT.sort || view.dir !== DEFAULT_SORT.dir) {
    params.set('sort', view.sort);
    params.set('dir', view.dir);
  }
  return params;
}

/** Whether anything narrows the list (the window and the sort do not). */
export function isFiltered(view: DashboardView): boolean {
  return (
    view.status !== '' ||
    view.stage !== null ||
    view.dealer !== null ||
    view.user !== null ||
    view.q.trim() !== '' ||
    view.attention !== null
  );
}
