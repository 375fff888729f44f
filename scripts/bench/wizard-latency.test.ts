import { describe, expect, it } from 'vitest';
import { percentile } from './wizard-latency.ts';

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
