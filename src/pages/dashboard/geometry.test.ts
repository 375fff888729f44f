import { describe, expect, it } from 'vitest';
import { HEADER_HEIGHT, ROW_HEIGHT, rowsOnScreen } from './geometry.ts';

describe('rowsOnScreen', () => {
  it('counts the rows the tallest box shows in a window, and one more for a partial row', () => {
    // 900 px window: the box is at most 700 px, 656 px under its header, 14.9 rows.
    expect(rowsOnScreen(900)).toBe(16);
  });

  it('keeps the box at its least height in a short window', () => {
    expect(rowsOnScreen(300)).toBe(Math.ceil((320 - HEADER_HEIGHT) / ROW_HEIGHT) + 1);
  });
});
