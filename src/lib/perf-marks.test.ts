import { afterEach, describe, expect, it } from 'vitest';
import { markOnce, PERF_MARKS } from './perf-marks.ts';

describe('bench marks', () => {
  afterEach(() => performance.clearMarks());

  it('marks a moment once per page load, with its detail', () => {
    markOnce(PERF_MARKS.namesKnown, 150);
    markOnce(PERF_MARKS.namesKnown, 151);
    const marks = performance.getEntriesByName(PERF_MARKS.namesKnown) as PerformanceMark[];
    expect(marks).toHaveLength(1);
    expect(marks[0]?.detail).toBe(150);
  });
});
