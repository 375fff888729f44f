import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addYears,
  ageOn,
  parseUsDate,
  formatClockTime,
  formatMonthDayTime,
  addDays,
  daysBetween,
  formatUsDate,
  isIsoDate,
  toServiceTimestamp,
  todayIso,
  utcInstant,
} from './dates.ts';

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

describe('US dates, years and ages', () => {
  it.each([
    ['11/21/2026', '2026-11-21'],
    ['1/5/2026', '2026-01-05'],
    ['02/29/2024', '2024-02-29'],
    ['02/29/2023', null],
    ['2026-11-21', null],
    ['13/01/2026', null],
  ])('parseUsDate(%s) → %s', (text, iso) => expect(parseUsDate(text)).toBe(iso));

  it('adds years, landing leap days on 28 February', () => {
    expect(addYears('2008-02-29', 18)).toBe('2026-02-28');
    expect(addYears('2008-02-29', 16)).toBe('2024-02-29');
    expect(addYears('2026-11-21', -18)).toBe('2008-11-21');
  });

  it('counts age in whole years, the birthday counting on its day', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('reads a DateTime without a zone as UTC', () => {
    expect(utcInstant('2026-11-21T15:04:05')).toBe('2026-11-21T15:04:05.000Z');
    expect(utcInstant('2026-11-21T15:04:05.5')).toBe('2026-11-21T15:04:05.500Z');
    expect(utcInstant('2026-11-21T07:04:05-08:00')).toBe('2026-11-21T15:04:05.000Z');
    expect(utcInstant('2026-11-21')).toBe('2026-11-21T00:00:00.000Z');
    expect(utcInstant('yesterday')).toBeNull();
  });

  it('writes the statuses-since timestamp without milliseconds', () => {
    expect(toServiceTimestamp(new Date('2026-11-21T15:04:05.678Z'))).toBe('2026-11-21T15:04:05Z');
  });
});

const isoDates = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2199-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('date properties (whatever TZ the tests run in)', () => {
  it('ISO → MM/DD/YYYY → ISO is the identity', () => {
    fc.assert(
      fc.property(isoDates, (iso) => {
        expect(parseUsDate(formatUsDate(iso))).toBe(iso);
      }),
    );
  });

  it('adding and removing days returns the same day', () => {
    fc.assert(
      fc.property(isoDates, fc.integer({ min: -40_000, max: 40_000 }), (iso, days) => {
        expect(addDays(addDays(iso, days), -days)).toBe(iso);
        expect(daysBetween(iso, addDays(iso, days))).toBe(days);
      }),
    );
  });

  it('someone born N years before a day is N on that day', () => {
    fc.assert(
      fc.property(isoDates, fc.integer({ min: 0, max: 120 }), (on, years) => {
        const birth = addYears(on, -years);
        if (birth.endsWith('-02-28') && on.endsWith('-02-29')) return; // leap-day birthdays
        expect(ageOn(birth, on)).toBe(years);
      }),
    );
  });

  it('a DateTime without a zone and the same text with Z are the same instant', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01Z'),
          max: new Date('2199-01-01Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const text = d.toISOString().slice(0, 19);
          expect(utcInstant(text)).toBe(utcInstant(`${text}Z`));
        },
      ),
    );
  });
});

describe('clock times', () => {
  it('writes hours on a 12-hour clock, minutes and seconds in two digits', () => {
    expect(formatClockTime(new Date(2026, 10, 21, 0, 5, 9))).toBe('12:05:09 AM');
    expect(formatClockTime(new Date(2026, 10, 21, 12, 0, 0))).toBe('12:00:00 PM');
    expect(formatClockTime(new Date(2026, 10, 21, 19, 50, 29))).toBe('7:50:29 PM');
    expect(formatMonthDayTime(new Date(2026, 0, 2, 23, 59))).toBe('1/2, 11:59 PM');
  });

  it('writes what Intl en-US writes, in whatever TZ the tests run in', () => {
    const medium = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });
    const monthDay = new Intl.DateTimeFormat('en-US', {
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    // Intl's output may separate AM/PM with a narrow no-break space (ICU 72–73).
    const plain = (text: string) => text.replace(/\u202f/g, ' ');
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (date) => {
          expect(formatClockTime(date)).toBe(plain(medium.format(date)));
          expect(formatMonthDayTime(date)).toBe(plain(monthDay.format(date)));
        },
      ),
    );
  });
});
