import { describe, expect, it } from 'vitest';
import { formatPercent } from '../lib/format.ts';
import {
  amortisedPaymentCents,
  aprPercent,
  aprToAnnualPercentageRate,
  closedEndSchedule,
  paymentFactorPercent,
  revolvingEstimatedPayment,
  type ClosedEndTerms,
} from './rates.ts';

describe('rate arithmetic', () => {
  it.each<[string, number]>([
    ['0.1799', 17.99],
    ['0.0999', 9.99],
    ['0.07125', 7.125],
    ['.2', 20],
    ['0', 0],
  ])('APR %s → AnnualPercentageRate %s', (apr, rate) => {
    expect(aprToAnnualPercentageRate(apr)).toBe(rate);
  });

  it.each<[number, number | string, number]>([
    [1200, 0.0175, 21], // 1200 × 0.0175 is 21.000000000000004 in floats
    [1000, 0.02, 20],
    [1234.56, 0.0175, 22],
    [5000, '0.025', 125],
    [1000.01, 0.02, 21],
  ])('%s × %s rounded up → %s', (amount, factor, payment) => {
    expect(revolvingEstimatedPayment(amount, factor)).toBe(payment);
  });
});

describe('APR as a percentage', () => {
  it.each<[string | null | undefined, string | null]>([
    ['0.1799', '17.99%'],
    ['0.0999', '9.99%'],
    ['0', '0%'],
    ['0.07125', '7.125%'],
    ['.2', '20%'],
    ['0.10', '10%'],
    // 0.1799 × 100 is 17.990000000000002 in floats: never through a float.
    ['0.1799000', '17.99%'],
    ['17.99', null],
    ['1.5', null],
    ['-0.1', null],
    ['n/a', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (apr, percent) => {
    expect(aprPercent(apr)).toBe(percent);
  });
});

describe('payment factor as a percentage', () => {
  it.each<[number | null | undefined, string | null]>([
    [0.0175, '1.75%'],
    [0.02, '2%'],
    [0.035, '3.5%'],
    [0, '0%'],
    [-0.02, null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (factor, percent) => {
    expect(paymentFactorPercent(factor)).toBe(percent);
  });
});

describe('the APR is written alike wherever it is shown', () => {
  // The promotions page and its customer view write the record's Apr; the paperwork terms write
  // the request's AnnualPercentageRate (Apr × 100); both go through formatPercent.
  it.each<[string, number]>([
    ['0.1799', 17.99],
    ['0.17990', 17.99],
    ['0.07125', 7.125],
    ['0', 0],
    ['0.0000000001', 1e-8],
  ])('Apr %s and AnnualPercentageRate %s', (apr, rate) => {
    expect(aprPercent(apr)).toBe(formatPercent(rate));
    expect(formatPercent(aprToAnnualPercentageRate(apr))).toBe(aprPercent(apr));
  });
});

describe('the schedule of a closed-end plan', () => {
  /** $12,531.25 financed, as the sandbox's records for the fixture application. */
  const terms = (overrides: Partial<ClosedEndTerms>): ClosedEndTerms => ({
    amountFinancedCents: 1_253_125,
    apr: '0',
    months: 24,
    interestOnlyMonths: 0,
    paymentCents: 52_214,
    ...overrides,
  });

  it('0 %: the last payment absorbs the rounding, so the total is the amount financed', () => {
    expect(closedEndSchedule(terms({}))).toEqual({
      groups: [
        { count: 23, cents: 52_214, kind: 'level' },
        { count: 1, cents: 52_203, kind: 'final' },
      ],
      totalCents: 1_253_125,
    });
  });

  it('0 % that divides evenly: one group of payments', () => {
    expect(
      closedEndSchedule(terms({ amountFinancedCents: 600_000, paymentCents: 25_000 })),
    ).toEqual({ groups: [{ count: 24, cents: 25_000, kind: 'level' }], totalCents: 600_000 });
  });

  it('with interest: the final payment is the balance left, and the total their sum in cents', () => {
    // $10,000 at 12 % over 12 months: $888.49 a month, interest $661.85 in all.
    const schedule = closedEndSchedule(
      terms({ amountFinancedCents: 1_000_000, apr: '0.12', months: 12, paymentCents: 88_849 }),
    );
    expect(schedule).toEqual({
      groups: [
        { count: 11, cents: 88_849, kind: 'level' },
        { count: 1, cents: 88_846, kind: 'final' },
      ],
      totalCents: 1_066_185,
    });
  });

  it('an interest-only period: its payments, then the ones that repay the amount', () => {
    // $12,531.25 × 17.99 % / 12 = $187.86 of interest a month; then 72 months repay it.
    const later = amortisedPaymentCents(1_253_125, '0.1799', 72);
    expect(later).toBe(28_574);
    expect(
      closedEndSchedule(
        terms({ apr: '0.1799', months: 84, interestOnlyMonths: 12, paymentCents: later }),
      ),
    ).toEqual({
      groups: [
        { count: 12, cents: 18_786, kind: 'interest-only' },
        { count: 71, cents: 28_574, kind: 'level' },
        { count: 1, cents: 28_565, kind: 'final' },
      ],
      totalCents: 12 * 18_786 + 71 * 28_574 + 28_565,
    });
  });

  it('states no total when the lender’s payment is not the one that repays the amount', () => {
    // The sandbox's interest-only plan sends $263.31, the payment over all 84 months.
    expect(
      closedEndSchedule(
        terms({ apr: '0.1799', months: 84, interestOnlyMonths: 12, paymentCents: 26_331 }),
      ),
    ).toEqual({
      groups: [
        { count: 12, cents: 18_786, kind: 'interest-only' },
        { count: 72, cents: 26_331, kind: 'level' },
      ],
      totalCents: null,
    });
    expect(closedEndSchedule(terms({ paymentCents: 52_300 }))).toEqual({
      groups: [{ count: 24, cents: 52_300, kind: 'level' }],
      totalCents: null,
    });
  });

  it.each<[string, Partial<ClosedEndTerms>]>([
    ['no amount', { amountFinancedCents: 0 }],
    ['a negative payment', { paymentCents: -52_214 }],
    ['an Apr that is not a fraction', { apr: '17.99' }],
    ['no months', { months: 0 }],
    ['part of a month', { months: 24.5 }],
    ['more months than any plan', { months: 100_000 }],
    ['an interest-only period as long as the plan', { interestOnlyMonths: 24 }],
    ['interest only at 0 %', { interestOnlyMonths: 6 }],
  ])('is not worked out for %s', (_name, overrides) => {
    expect(closedEndSchedule(terms(overrides))).toBeNull();
  });
});
