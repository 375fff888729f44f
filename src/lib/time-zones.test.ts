import { describe, expect, it } from 'vitest';
import { calendarDayIn, timeZoneOfState } from './time-zones.ts';

describe('timeZoneOfState', () => {
  it('places the sandbox dealers’ states and reads any case', () => {
    expect(timeZoneOfState('CA')).toBe('America/Los_Angeles');
    expect(timeZoneOfState('tx')).toBe('America/Chicago');
    expect(timeZoneOfState('FL')).toBe('America/New_York');
  });

  it('leaves an unknown or missing state to the device’s zone', () => {
    expect(timeZoneOfState('ZZ')).toBeUndefined();
    expect(timeZoneOfState(null)).toBeUndefined();
    expect(timeZoneOfState('')).toBeUndefined();
  });
});

describe('calendarDayIn', () => {
  // 05:30 UTC on 2 December: still 1 December on the west coast, already 2 December in New York.
  const instant = Date.UTC(2026, 11, 2, 5, 30);

  it('gives the day of the zone asked for', () => {
    expect(calendarDayIn(instant, 'America/Los_Angeles')).toBe('2026-12-01');
    expect(calendarDayIn(instant, 'America/Chicago')).toBe('2026-12-01');
    expect(calendarDayIn(instant, 'America/New_York')).toBe('2026-12-02');
    expect(calendarDayIn(instant, 'UTC')).toBe('2026-12-02');
  });

  it('accepts a Date as well as milliseconds', () => {
    expect(calendarDayIn(new Date(instant), 'Pacific/Honolulu')).toBe('2026-12-01');
  });
});
