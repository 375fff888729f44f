/**
 * The table's fixed geometry, which its windowing counts on (dashboard.css sets the same
 * heights), shared with the bench (scripts/bench/dashboard-bench.ts).
 */
export const ROW_HEIGHT = 44;
export const HEADER_HEIGHT = 44;
/** The table's box is at most the window's height less this (the page above it), and at least MIN. */
const BOX_OFFSET = 200;
const BOX_MIN = 320;
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length, not text
export const BOX_MAX_HEIGHT = `max(${BOX_MIN}px, calc(100dvh - ${BOX_OFFSET}px))`;

/**
 * How many rows the box can show at most, from the window's height alone: known before any
 * layout, and unchanged while the list grows from empty to full.
 */
export function rowsOnScreen(windowHeight: number): number {
  const box = Math.max(BOX_MIN, windowHeight - BOX_OFFSET);
  return Math.ceil((box - HEADER_HEIGHT) / ROW_HEIGHT) + 1;
}

/** Rows rendered beyond each edge of the screen, so a short scroll shows rows already there. */
export const OVERSCAN = 4;
