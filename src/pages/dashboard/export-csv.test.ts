import { describe, expect, it } from 'vitest';
import { toCsv } from '../../lib/csv.ts';
import { appI18n } from '../../components/i18n/catalogs.ts';
import { csvHeader, csvRecords } from './export-csv.ts';
import type { Lookups, Row } from './view.ts';

const row = (id: number, overrides: Partial<Row> = {}): Row => ({
  id,
  number: 3_000_000 + id,
  status: 'Approved',
  dealerId: 101,
  userId: 2,
  financed: 12_531.25,
  approved: 13_000,
  buyRate: '8.99',
  unmet: 0,
  rightToCancelDay: null,
  seenAt: null,
  changedAfter: null,
  added: false,
  ...overrides,
});

const lookups: Lookups = {
  details: new Map([
    [
      1,
      {
        name: 'Smith, "Jr" Jane',
        modifiedAt: '2026-06-01T09:00:00.000Z',
        paperwork: { documents: 2, signed: 2, total: 6, fullSigned: false },
        timeZone: undefined,
        unsignedSince: null,
      },
    ],
  ]),
  dealerName: () => 'Sunrise',
  userName: (id) => (id === null ? 'Unassigned' : `User ${id}`),
  now: 0,
  today: '2026-06-10',
};

describe('the CSV export', () => {
  it('holds a header and exactly the rows given, in their order', () => {
    const records = csvRecords([row(2), row(1)], lookups, appI18n);
    expect(records[0]).toEqual(csvHeader(appI18n));
    expect(records.map((record) => record[0])).toEqual(['Application', 2, 1]);
    expect(records[0]?.[1]).toBe('Lender’s number');
    expect(records[0]?.[5]).toBe('Stage');
  });

  it('writes the values as received, and blanks for what is not known', () => {
    const [, known, unknown] = csvRecords(
      [row(1), row(9, { number: null, status: 'UnderReview', financed: null, buyRate: null })],
      lookups,
      appI18n,
    );
    expect(known).toEqual([
      1,
      3_000_001,
      'Smith, "Jr" Jane',
      'Sunrise',
      'Approved',
      'Out for signature (2 of 6)',
      12_531.25,
      13_000,
      '8.99',
      'User 2',
      0,
      '2026-06-01T09:00:00.000Z',
    ]);
    expect(unknown).toEqual([
      9,
      null,
      undefined,
      'Sunrise',
      'UnderReview',
      'Under review',
      null,
      13_000,
      null,
      'User 2',
      0,
      null,
    ]);
    // A row whose detail is not read yet: approved, and nothing more is known.
    expect(csvRecords([row(3)], lookups, appI18n)[1]?.[5]).toBe('Approved');
    expect(toCsv([known!])).toBe(
      '1,3000001,"Smith, ""Jr"" Jane",Sunrise,Approved,Out for signature (2 of 6),12531.25,13000,8.99,User 2,0,2026-06-01T09:00:00.000Z\r\n',
    );
  });
});
