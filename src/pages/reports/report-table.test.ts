import { describe, expect, it } from 'vitest';
import { HOUR_MS } from './figures.ts';
import {
  asDollars,
  asHours,
  asPercent,
  csvOf,
  showDollars,
  showHours,
  showPercent,
} from './report-table.ts';

describe('report cells', () => {
  it('keeps numbers for the CSV and writes them for people on screen', () => {
    expect(asPercent(2 / 3)).toBe(66.7);
    expect(showPercent(66.7)).toBe('66.7%');
    expect(showPercent(null)).toBe('—');
    expect(asDollars(123_456)).toBe('1234.56');
    expect(showDollars('1234.56')).toBe('$1,234.56');
    expect(asHours(90 * 60_000)).toBe(1.5);
  });

  it('writes a time in minutes below an hour, hours below two days, then days', () => {
    expect(showHours(asHours(2 * 60_000))).toBe('2 minutes');
    expect(showHours(asHours(5 * HOUR_MS))).toBe('5 hours');
    expect(showHours(asHours(60 * HOUR_MS))).toBe('2.5 days');
    expect(showHours(null)).toBe('—');
  });

  it('puts the labels first, then one line per item', () => {
    const spec = {
      columns: [
        { label: 'Step', value: (n: number) => `s${n}` },
        { label: 'Count', value: (n: number) => n },
      ],
      items: [1, 2],
    };
    expect(csvOf(spec)).toEqual([
      ['Step', 'Count'],
      ['s1', 1],
      ['s2', 2],
    ]);
  });
});
