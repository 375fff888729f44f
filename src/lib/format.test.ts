import { describe, expect, it } from 'vitest';
import {
  displayEnum,
  formatAmount,
  formatCents,
  formatDate,
  formatDateTime,
  formatNumber,
  formatName,
  formatPercent,
  formatPhone,
  humanise,
  maskSsn,
  MISSING,
} from './format.ts';

describe('displayEnum', () => {
  it.each([
    ['Processing', 'Processing'],
    ['FundingRequested', 'Funding requested'],
    ['ClosedEnd', 'Closed end'],
    ['  Approved ', 'Approved'],
    ['', MISSING],
    [null, MISSING],
    [undefined, MISSING],
  ])('%j → %j', (value, expected) => expect(displayEnum(value)).toBe(expected));
});

describe('amounts and rates', () => {
  it.each([
    [12531.25, '$12,531.25'],
    [0.29, '$0.29'],
    [10.1, '$10.10'],
    [13000, '$13,000.00'],
    [0, '$0.00'],
    [null, MISSING],
    [undefined, MISSING],
    [Number.NaN, MISSING],
  ])('formatAmount(%j) is %j', (amount, expected) => expect(formatAmount(amount)).toBe(expected));

  it.each([
    ['6.99', '6.99%'],
    ['17.99', '17.99%'],
    [8.99, '8.99%'],
    ['0', '0%'],
    // One way of writing each rate, whatever the way it came: text or number, trailing zeros.
    ['17.990', '17.99%'],
    [' 6.50 ', '6.5%'],
    ['.5', '0.5%'],
    [1e-7, '0.0000001%'],
    [-0.25, '-0.25%'],
    ['', MISSING],
    [null, MISSING],
    [Number.NaN, MISSING],
    ['n/a', 'n/a'],
    ['1e5', '1e5'],
  ])('formatPercent(%j) is %j', (rate, expected) => expect(formatPercent(rate)).toBe(expected));

  it.each([
    [1_253_125, '$12,531.25'],
    [-5, '-$0.05'],
    [0, '$0.00'],
    [null, MISSING],
    [undefined, MISSING],
    [Number.NaN, MISSING],
  ])('formatCents(%j) is %j', (cents, expected) => expect(formatCents(cents)).toBe(expected));
});

describe('dates', () => {
  it('shows a calendar date as sent, whatever the time zone', () => {
    expect(formatDate('2026-11-25')).toBe('11/25/2026');
    expect(formatDate('2026-01-01T00:00:00')).toBe('01/01/2026');
    expect(formatDate(null)).toBe(MISSING);
    expect(formatDate('not a date')).toBe(MISSING);
  });

  it('shows a moment in the given time zone, naming it', () => {
    const instant = '2026-11-21T15:15:37.321Z';
    expect(formatDateTime(instant, 'America/Los_Angeles')).toBe('11/21/2026, 7:15 AM PST');
    expect(formatDateTime(instant, 'America/New_York')).toBe('11/21/2026, 10:15 AM EST');
    // Late in the UTC day is the previous day on the US west coast.
    expect(formatDateTime('2026-06-02T03:30:00.000Z', 'America/Los_Angeles')).toBe(
      '06/01/2026, 8:30 PM PDT',
    );
    expect(formatDateTime(null)).toBe(MISSING);
    expect(formatDateTime('yesterday')).toBe(MISSING);
  });
});

describe('people', () => {
  it('formats phone numbers from parts or digits', () => {
    expect(formatPhone({ AreaCode: '916', CentralOfficeCode: '555', StationNumber: '0123' })).toBe(
      '(916) 555-0123',
    );
    expect(formatPhone('9165550187')).toBe('(916) 555-0187');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone({})).toBe(MISSING);
    expect(formatPhone(null)).toBe(MISSING);
  });

  it('never shows more of an SSN than its last four digits', () => {
    expect(maskSsn('*****0001')).toBe('*****0001');
    expect(maskSsn('500000001')).toBe('*****0001');
    expect(maskSsn('500-00-0001')).toBe('*****0001');
    expect(maskSsn('***-**-1234')).toBe('***-**-1234');
    expect(maskSsn(null)).toBe(MISSING);
  });

  it('joins the parts of a name that are there', () => {
    expect(formatName('Maria', 'L', 'Hernandez', null)).toBe('Maria L Hernandez');
    expect(formatName('Daniel', '', 'Hernandez', 'SR')).toBe('Daniel Hernandez SR');
    expect(formatName(null, undefined)).toBe(MISSING);
  });
});

describe('humanise', () => {
  it.each([
    ['Approved', 'Approved'],
    ['Processing', 'Processing'],
    ['FundingRequested', 'Funding requested'],
    ['UnderReview', 'Under review'],
    ['UNDER_REVIEW', 'Under review'],
    ['under-review', 'Under review'],
    ['ACHPending', 'ACH pending'],
    ['PendingACH', 'Pending ACH'],
    ['Stage2Funded', 'Stage2 funded'],
    ['DECLINED', 'Declined'],
    ['', ''],
  ])('%j → %j', (value, expected) => {
    expect(humanise(value)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it.each([0, 7, 999, 1000, 12_345, 1_000_000, -2500, 1234.5, 0.01, 99_999_999.99, 1000.1234])(
    'writes %s as toLocaleString("en-US") does',
    (n) => {
      expect(formatNumber(n)).toBe(n.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    },
  );
});
