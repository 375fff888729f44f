import { useEffect } from 'react';

/**
 * Status records carry no names, so the dashboard reads every application's detail in the
 * background (names-loader.ts, loaded once the first rows are painted): the rows on screen
 * first, once they have stayed there, so a fast scroll past ten thousand rows does not reorder
 * the reading at every frame (ARCHITECTURE.md point 7, decision 0031).
 */
const SETTLE_MS = 200;
const SETTLE_FRAMES = 3;

/** The rows on screen once settled, for the background loader; it reads them first. */
let settledIds: readonly number[] = [];
const watchers = new Set<(ids: readonly number[]) => void>();
export function watchRowsOnScreen(watcher: (ids: readonly number[]) => void): () => void {
  watchers.add(watcher);
  watcher(settledIds);
  return () => watchers.delete(watcher);
}

/** Tells the background loader the rows on screen, `ids`, once they have stayed on screen. */
export function useReportRowsOnScreen(ids: readonly number[]): void {
  useEffect(() => {
    // Settled means SETTLE_MS and a few frames without a change of rows: counting frames too,
    // a slow frame in the middle of a fast scroll is not taken for a pause.
    const started = performance.now();
    let frames = 0;
    let frame = requestAnimationFrame(function check() {
      frames += 1;
      if (frames < SETTLE_FRAMES || performance.now() - started < SETTLE_MS) {
        frame = requestAnimationFrame(check);
        return;
      }
      settledIds = ids;
      for (const watcher of watchers) watcher(ids);
    });
    return () => cancelAnimationFrame(frame);
  }, [ids]);
}
