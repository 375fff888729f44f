import { describe, expect, it } from 'vitest';
import { tryAgainAfter } from './try-again.ts';

describe('tryAgainAfter', () => {
  it.each<[number, 'seconds' | 'minutes', number]>([
    [0, 'seconds', 1],
    [1_000, 'seconds', 1],
    [1_200, 'seconds', 2],
    [59_000, 'seconds', 59],
    [60_000, 'minutes', 1],
    [61_000, 'minutes', 2],
    [200_000, 'minutes', 4],
    [300_000, 'minutes', 5],
    [59 * 60_000, 'minutes', 59],
  ])('%i ms: in %s, %i (rounded up)', (ms, unit, count) => {
    expect(tryAgainAfter(ms)).toEqual({ unit, count });
  });

  it('gives the time of day beyond an hour', () => {
    const now = new Date(2026, 10, 27, 14, 5, 0);
    expect(tryAgainAfter(90 * 60_000, now)).toEqual({
      unit: 'time',
      at: new Date(2026, 10, 27, 15, 35, 0),
    });
  });
});
