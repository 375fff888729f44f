/**
 * The reports' filters live in the address, as the dashboard's do, so a reload or a link shows
 * the same figures. Defaults are left out; anything unreadable falls back to its default. Only
 * ids, months, product names and credit types go in it, nothing private.
 */
import { positiveInt, readWindow } from '../../lib/status-window.ts';
import { BREAKDOWNS, submittedMonth, type Breakdown, type ReportRow } from './figures.ts';

export interface ReportView {
  /** The window: applications changed within this many days. */
  days: number;
  /** Dealers shown; empty for all of the user's dealers. */
  dealers: number[];
  /** The assignee; null for everyone. */
  user: number | null;
  /** A product code as the service sends it; '' for every product. */
  product: string;
  /** A credit type as the service sends it; '' for every type. */
  credit: string;
  /** A submission month (`YYYY-MM`, the dealer's); '' for every month. */
  month: string;
  /** What the funnel and times are broken down by. */
  by: Breakdown;
}

export const DEFAULT_BREAKDOWN: Breakdown = 'month';

export function readReportView(params: URLSearchParams, defaultDays: number): ReportView {
  const dealers = (params.get('dealers') ?? '')
    .split(',')
    .map((id) => positiveInt(id))
    .filter((id) => id !== null);
  const month = params.get('month') ?? '';
  return {
    days: readWindow(params, defaultDays),
    dealers: [...new Set(dealers)],
    user: positiveInt(params.get('user')),
    product: params.get('product') ?? '',
    credit: params.get('credit') ?? '',
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : '',
    by: BREAKDOWNS.find((by) => by === params.get('by')) ?? DEFAULT_BREAKDOWN,
  };
}

export function writeReportView(view: ReportView, defaultDays: number): URLSearchParams {
  const params = new URLSearchParams();
  if (view.days !== defaultDays) params.set('days', String(view.days));
  if (view.dealers.length) params.set('dealers', view.dealers.join(','));
  if (view.user !== null) params.set('user', String(view.user));
  if (view.product) params.set('product', view.product);
  if (view.credit) params.set('credit', view.credit);
  if (view.month) params.set('month', view.month);
  if (view.by !== DEFAULT_BREAKDOWN) params.set('by', view.by);
  return params;
}

/**
 * Whether a row passes the filters. Product, credit type and month come with the detail: while
 * it is not read, a row passes none of those filters (the progress line says how many wait).
 */
export function passes(row: ReportRow, view: ReportView): boolean {
  if (view.dealers.length && (row.dealerId === null || !view.dealers.includes(row.dealerId)))
    return false;
  if (view.user !== null && row.userId !== view.user) return false;
  if (!view.product && !view.credit && !view.month) return true;
  const { facts } = row;
  if (!facts) return false;
  if (view.product && facts.product !== view.product) return false;
  if (view.credit && facts.creditType !== view.credit) return false;
  return !view.month || submittedMonth(facts) === view.month;
}
