import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, formatUsDate, isIsoDate, todayIso } from './dates.ts';

describe('calendar dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['2026-11-21T00:00:00', false],
  ])('isIsoDate(%s) is %s', (value, expected) => expect(isIsoDate(value)).toBe(expected));

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-11-21', 30)).toBe('2026-12-21');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts whole days between dates, whatever the time zone', () => {
    expect(daysBetween('2026-11-21', '2026-12-21')).toBe(30);
    expect(daysBetween('2026-12-21', '2026-11-21')).toBe(-30);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2); // across the US clock change
  });

  it('reads today in local time', () => {
    expect(todayIso(new Date(2026, 10, 21, 23, 59))).toBe('2026-11-21');
  });

  it('formats for US readers', () => expect(formatUsDate('2026-01-05')).toBe('01/05/2026'));

  it('refuses something that is not a date', () => {
    expect(() => addDays('11/21/2026', 1)).toThrow(RangeError);
  });
});
