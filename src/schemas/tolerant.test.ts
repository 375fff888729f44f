import { describe, expect, it } from 'vitest';
import { parse } from 'zod/mini';
import { dealerSchema } from './dealer-records.ts';
import { calendarDate, utcDateTime } from './tolerant.ts';

describe('tolerant response reading', () => {
  it('reads a DateTime without a zone as UTC', () => {
    expect(parse(utcDateTime, '2026-11-21T15:04:05')).toBe('2026-11-21T15:04:05.000Z');
    expect(parse(utcDateTime, '2026-11-21T15:04:05.123Z')).toBe('2026-11-21T15:04:05.123Z');
    expect(parse(utcDateTime, '2026-11-21T10:04:05-05:00')).toBe('2026-11-21T15:04:05.000Z');
  });

  it('keeps a calendar date as its first ten characters, never shifted', () => {
    expect(parse(calendarDate, '1980-01-01T00:00:00')).toBe('1980-01-01');
    expect(parse(calendarDate, '1980-01-01T00:00:00-08:00')).toBe('1980-01-01');
  });

  it('normalises DealerNumber(Legacy), keeps unknown enum values and ignores extra fields', () => {
    const dealer = parse(dealerSchema, {
      Id: 101,
      Name: 'Sunrise',
      'DealerNumber(Legacy)': '700101',
      PhoneNumber: {
        PhoneNumberType: 'Fax',
        AreaCode: '916',
        CentralOfficeCode: '555',
        StationNumber: '0101',
        IsPrimary: true,
      },
      NextAttestationDate: '2026-12-01T00:00:00',
      SomethingNew: { nested: true },
    });
    expect(dealer.DealerNumber).toBe('700101');
    expect(dealer.PhoneNumber?.PhoneNumberType).toBe('Fax');
    expect(dealer.NextAttestationDate).toBe('2026-12-01');
    expect(dealer).not.toHaveProperty('SomethingNew');
  });
});
