import { useEffect, useState } from 'react';
import { FIRST_ROW_TIMING } from '../../lib/perf-marks.ts';

/** Longest wait for the browser to report the first rows painted (or when it cannot report it). */
export const PAINT_WAIT_MS = 250;

/**
 * Whether the first rows have reached the screen, so work that is not needed to read them (the
 * attention counts, the filter options, the pipeline over every row) can start. That work, begun
 * at once, ran while the browser was still drawing the rows and on a slow two-core machine put
 * their first paint off by 30–60 ms. The browser says when the first row is painted through
 * Element Timing (the first row's cell carries `elementtiming`); where it cannot say (Safari,
 * Firefox), or no first row is shown, the wait ends after PAINT_WAIT_MS. Once true, stays true.
 */
export function useRowsPainted(rowsShown: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!rowsShown || painted) return;
    const done = () => setPainted(true);
    const timer = setTimeout(done, PAINT_WAIT_MS);
    let observer: PerformanceObserver | undefined;
    if (
      typeof PerformanceObserver !== 'undefined' &&
      PerformanceObserver.supportedEntryTypes?.includes('element')
    ) {
      observer = new PerformanceObserver((list) => {
        const entries = list.getEntries() as (PerformanceEntry & { identifier?: string })[];
        if (entries.some((entry) => entry.identifier === FIRST_ROW_TIMING)) done();
      });
      observer.observe({ type: 'element', buffered: true });
    }
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [rowsShown, painted]);
  return painted;
}
