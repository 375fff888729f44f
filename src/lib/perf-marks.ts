/**
 * The moments `npm run bench` reads from the page (scripts/bench): marks on the performance
 * timeline, and the Element Timing name of the dashboard's first row. Product code sets them only
 * through this module, so what the bench measures is named in one place and the product knows
 * nothing else of the bench.
 */
export const PERF_MARKS = {
  /** The dashboard's first statuses read and checked against their schema. */
  statusesReceived: 'statuses-received',
  /** The dashboard's first rows committed. */
  rowsRendered: 'rows-rendered',
  /** Every application of the dashboard's window has its name; the detail says how many. */
  namesKnown: 'names-known',
} as const;

export type PerfMark = (typeof PERF_MARKS)[keyof typeof PERF_MARKS];

/** Set as `elementtiming` on the dashboard's first row: the browser then says when it is painted. */
export const FIRST_ROW_TIMING = 'dashboard-first-row';

/** Marks already set in this page load: a set, so marking on every frame costs nothing. */
const marked = new Set<PerfMark>();

/** Marks `name` the first time it happens in this page load; later calls do nothing. */
export function markOnce(name: PerfMark, detail?: unknown): void {
  if (marked.has(name)) return;
  marked.add(name);
  performance.mark(name, { detail });
}
