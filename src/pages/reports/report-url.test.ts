import { describe, expect, it } from 'vitest';
import type { ReportFacts } from '../../api/report-facts.ts';
import type { ReportRow } from './figures.ts';
import { passes, readReportView, writeReportView, type ReportView } from './report-url.ts';

const read = (query: string) => readReportView(new URLSearchParams(query), 90);
const defaults: ReportView = read('');

describe('the reports’ address', () => {
  it('leaves the defaults out and reads back what it wrote', () => {
    expect(writeReportView(defaults, 90).toString()).toBe('');
    const view: ReportView = {
      days: 365,
      dealers: [101, 102],
      user: 6,
      product: 'HVAC',
      credit: 'Revolving',
      month: '2026-10',
      by: 'person',
    };
    const written = writeReportView(view, 90);
    expect(written.toString()).toBe(
      'days=365&dealers=101%2C102&user=6&product=HVAC&credit=Revolving&month=2026-10&by=person',
    );
    expect(readReportView(written, 90)).toEqual(view);
  });

  it.each([
    ['days=45', { days: 90 }],
    ['dealers=abc,0,7,7', { dealers: [7] }],
    ['user=-1', { user: null }],
    ['month=2026-13', { month: '' }],
    ['by=ssn', { by: 'month' }],
  ])('reads %j as its default instead of failing', (query, expected) => {
    expect(read(query)).toEqual({ ...defaults, ...expected });
  });
});

describe('passes', () => {
  const facts = {
    product: 'HVAC',
    creditType: 'Revolving',
    submittedAt: '2026-10-05T12:00:00Z',
    dealerTimeZone: 'America/Chicago',
  } as ReportFacts;
  const row = (change: Partial<ReportRow>): ReportRow => ({
    id: 1,
    status: 'Approved',
    dealerId: 101,
    userId: 6,
    approvedCents: null,
    financedCents: null,
    facts,
    plan: null,
    ...change,
  });

  it('keeps rows of the dealers, person, product, credit type and month chosen', () => {
    const view = {
      ...defaults,
      dealers: [101],
      user: 6,
      product: 'HVAC',
      credit: 'Revolving',
      month: '2026-10',
    };
    expect(passes(row({}), view)).toBe(true);
    expect(passes(row({ dealerId: 102 }), view)).toBe(false);
    expect(passes(row({ userId: 7 }), view)).toBe(false);
    expect(passes(row({}), { ...view, month: '2026-11' })).toBe(false);
    expect(passes(row({}), { ...view, credit: 'ClosedEnd' })).toBe(false);
  });

  it('holds back a row whose detail is unread only under a filter the detail decides', () => {
    expect(passes(row({ facts: null }), defaults)).toBe(true);
    expect(passes(row({ facts: null }), { ...defaults, product: 'HVAC' })).toBe(false);
  });
});
