import { describe, expect, it } from 'vitest';
import { median, percentile } from './statistics.ts';

describe('percentile', () => {
  it('is the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(values, 98)).toBe(98);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([40, 16, 24], 98)).toBe(40);
    expect(percentile([17], 98)).toBe(17);
  });

  it('is 0 without values: no event reached the reporting threshold', () => {
    expect(percentile([], 98)).toBe(0);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
