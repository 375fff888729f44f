import { describe, expect, it } from 'vitest';
import { percentOfCents } from '../lib/money.ts';
import {
  dealerFeeCents,
  deferredInterestOf,
  interestOnlyMonths,
  netFundingCents,
  planFigures,
  planKind,
  sortPlans,
  termFilterValues,
  addOnMonths,
  unchoosableReason,
  type PlanSort,
} from './promotion-figures.ts';
import type { Promotion } from './promotion-records.ts';

/** Records as the sandbox sends them for $12,531.25 financed in CA (sandbox/promotions). */
const zeroApr24: Promotion = {
  Id: 301,
  Name: '24 months at 0% APR',
  PromoCode: 'CE24-0000',
  AddOnId: null,
  ClosedEndPaymentRateId: 5301,
  Apr: '0',
  PaymentFactor: 0,
  Terms: 24,
  FullTerms: 24,
  EstimatedMonthlyPayment: 522.14,
  DealerFee: 8.5,
};
const interestOnly84: Promotion = {
  ...zeroApr24,
  Id: 303,
  Name: '84 months at 17.99% APR, first 12 months interest only',
  AddOnId: 9303,
  Apr: '0.1799',
  Terms: 12,
  FullTerms: 84,
  EstimatedMonthlyPayment: 263.31,
  DealerFee: 0,
};
const sixtyMonths: Promotion = {
  ...zeroApr24,
  Id: 304,
  Name: '60 months at 7.99% APR',
  Apr: '0.0799',
  Terms: 60,
  FullTerms: 60,
  EstimatedMonthlyPayment: 254.03,
  DealerFee: 3,
};
const revolvingDeferred: Promotion = {
  Id: 202,
  Name: 'Revolving, 2% monthly payment, 12 months no interest if paid in full',
  PromoCode: 'REV-200-NI12',
  AddOnId: 9202,
  ClosedEndPaymentRateId: null,
  Apr: '0',
  PaymentFactor: 0.02,
  Terms: 0,
  FullTerms: 0,
  EstimatedMonthlyPayment: 251,
  DealerFee: 6.5,
};

describe('plan kind', () => {
  it('follows the application’s credit type', () => {
    expect(planKind(zeroApr24, 'Revolving')).toBe('Revolving');
    expect(planKind(revolvingDeferred, 'ClosedEnd')).toBe('ClosedEnd');
  });

  it('reads the record when the credit type is unknown', () => {
    expect(planKind(zeroApr24, 'Lease')).toBe('ClosedEnd');
    expect(planKind(revolvingDeferred, null)).toBe('Revolving');
  });
});

describe('add-on months', () => {
  it.each<[string, Promotion, 'ClosedEnd' | 'Revolving', number | null]>([
    ['full term only', zeroApr24, 'ClosedEnd', null],
    ['add-on term differs', interestOnly84, 'ClosedEnd', 12],
    ['preview: Terms is the full term', { ...interestOnly84, Terms: 84 }, 'ClosedEnd', null],
    ['no FullTerms (v1-like): Terms', { ...zeroApr24, FullTerms: null }, 'ClosedEnd', null],
    ['Terms above FullTerms', { ...zeroApr24, Terms: 36 }, 'ClosedEnd', null],
    ['no term at all', { ...zeroApr24, Terms: 0, FullTerms: 0 }, 'ClosedEnd', null],
    ['revolving', revolvingDeferred, 'Revolving', null],
  ])('%s', (_name, promotion, kind, months) => {
    expect(addOnMonths(promotion, kind)).toBe(months);
  });
});

describe('dealer fee', () => {
  it.each<[number | null, number | null, 'percent' | 'amount', number | null]>([
    [8.5, 1_253_125, 'percent', 106_516], // $1,065.15625 → $1,065.16
    [2.5, 1_253_125, 'percent', 31_328], // $313.28125 → $313.28
    [3.5, 100_000, 'percent', 3_500],
    [0, 1_253_125, 'percent', 0],
    [0.29, 1_000, 'percent', 3], // $0.029 → $0.03 (half up)
    [1200, 1_253_125, 'amount', 120_000],
    [10.1, null, 'amount', 1_010],
    [8.5, null, 'percent', null],
    [null, 1_253_125, 'percent', null],
    [Number.NaN, 1_253_125, 'amount', null],
  ])('%s (%s cents, %s) → %s cents', (fee, amount, unit, cents) => {
    expect(dealerFeeCents(fee, amount, unit)).toBe(cents);
  });

  it('rounds half a cent up, and exactly', () => {
    expect(percentOfCents(1_000, 0.05)).toBe(1); // 0.5 cent
    expect(percentOfCents(1_000, 0.04)).toBe(0); // 0.4 cent
    expect(percentOfCents(1_200, '1.75')).toBe(21);
  });
});

describe('net funding', () => {
  it.each<[number | null, number | null, number | null]>([
    [1_253_125, 106_516, 1_146_609],
    [1_253_125, 0, 1_253_125],
    [1_000, 120_000, -119_000],
    [null, 3_000, null],
    [1_000, null, null],
  ])('%s − %s → %s', (amount, fee, net) => {
    expect(netFundingCents(amount, fee)).toBe(net);
  });
});

describe('the interest-only months', () => {
  it.each<[string, Promotion, number | null]>([
    ['the add-on’s Terms (path variant)', interestOnly84, 12],
    ['the name, when Terms is the full term (preview)', { ...interestOnly84, Terms: 84 }, 12],
    ['none on a plan without an add-on', zeroApr24, 0],
    [
      'unreadable: an add-on period the name does not explain',
      { ...interestOnly84, Name: '84 months at 17.99% APR, spring offer' },
      null,
    ],
    [
      'unreadable: interest only, for how long not said',
      { ...interestOnly84, Name: 'Interest only to start', Terms: 84 },
      null,
    ],
    [
      'unreadable: a named period as long as the plan',
      { ...interestOnly84, Name: 'first 84 months interest only', Terms: 84 },
      null,
    ],
  ])('%s', (_name, promotion, months) => {
    expect(interestOnlyMonths(promotion, promotion.FullTerms!)).toBe(months);
  });
});

describe('deferred interest', () => {
  it.each<[string | null, { months: number | null } | null]>([
    [revolvingDeferred.Name!, { months: 12 }],
    ['6 Months Same-As-Cash', { months: 6 }],
    ['Deferred interest plan', { months: null }],
    ['24 months at 0% APR', null],
    ['84 months at 17.99% APR, first 12 months interest only', null],
    ['Interest-free for cash buyers', null],
    [null, null],
    ['', null],
  ])('%j', (name, period) => {
    expect(deferredInterestOf(name)).toEqual(period);
  });
});

describe('plans that cannot be chosen for paperwork', () => {
  it.each<[string, Promotion, 'ClosedEnd' | 'Revolving', string | null]>([
    ['24 months has a name', zeroApr24, 'ClosedEnd', null],
    ['84 months has a name', interestOnly84, 'ClosedEnd', null],
    [
      '60 months has none',
      sixtyMonths,
      'ClosedEnd',
      'The lender’s paperwork has no 60-month term, so this plan cannot be used for a contract.',
    ],
    [
      'no term',
      { ...zeroApr24, Terms: null, FullTerms: null },
      'ClosedEnd',
      'The lender did not state this plan’s term, so it cannot be used for a contract.',
    ],
    ['revolving needs no term', revolvingDeferred, 'Revolving', null],
  ])('%s', (_name, promotion, kind, reason) => {
    expect(unchoosableReason(promotion, kind)).toBe(reason);
  });
});

describe('a plan’s figures', () => {
  const context = {
    creditType: 'ClosedEnd',
    amountFinancedCents: 1_253_125,
    dealerFeeUnit: 'percent',
  } as const;

  it('closed-end: APR, term, payment, total, fee and net funding', () => {
    expect(planFigures(interestOnly84, { ...context, dealerFeeUnit: 'amount' })).toMatchObject({
      kind: 'ClosedEnd',
      apr: '17.99%',
      paymentFactor: null,
      months: 84,
      addOnMonths: 12,
      monthlyPaymentCents: 26_331,
      // Not 84 × $263.31: twelve payments of interest, then the lender's payment, no total (its
      // $263.31 does not repay $12,531.25 in the 72 months left).
      schedule: {
        groups: [
          { count: 12, cents: 18_786, kind: 'interest-only' },
          { count: 72, cents: 26_331, kind: 'level' },
        ],
        totalCents: null,
      },
      dealerFeeCents: 0,
      netFundingCents: 1_253_125,
      deferredInterest: null,
      unchoosable: null,
    });
  });

  it('0 %: the schedule’s total is the amount financed', () => {
    expect(planFigures(zeroApr24, context).schedule).toEqual({
      groups: [
        { count: 23, cents: 52_214, kind: 'level' },
        { count: 1, cents: 52_203, kind: 'final' },
      ],
      totalCents: 1_253_125,
    });
  });

  it('without the amount financed, only the lender’s payment and no total', () => {
    expect(planFigures(zeroApr24, { ...context, amountFinancedCents: null }).schedule).toEqual({
      groups: [{ count: 24, cents: 52_214, kind: 'level' }],
      totalCents: null,
    });
  });

  it('revolving: the rate its record carries, for when the promotion ends unpaid', () => {
    const plan = planFigures(
      { ...revolvingDeferred, Apr: '0.2599' },
      { ...context, creditType: 'Revolving' },
    );
    expect(plan.apr).toBe('25.99%');
    expect(plan.schedule).toBeNull();
  });

  it('revolving: payment factor, no APR from the record, no fixed number of payments', () => {
    expect(planFigures(revolvingDeferred, { ...context, creditType: 'Revolving' })).toMatchObject({
      kind: 'Revolving',
      apr: null,
      paymentFactor: '2%',
      months: null,
      monthlyPaymentCents: 25_100,
      schedule: null,
      dealerFeeCents: 81_453,
      netFundingCents: 1_171_672,
    });
  });

  it.each<[string, Promotion, string]>([
    ['its name', zeroApr24, '24 months at 0% APR'],
    ['its promo code without a name', { ...zeroApr24, Name: ' ' }, 'CE24-0000'],
    ['its id without either', { ...zeroApr24, Name: null, PromoCode: null }, 'Plan 301'],
  ])('is called by %s', (_name, promotion, name) => {
    expect(planFigures(promotion, context).name).toBe(name);
  });

  it.each<[PlanSort, number[]]>([
    ['payment', [304, 303, 301]],
    ['apr', [301, 304, 303]],
    ['term', [301, 304, 303]],
    ['fee', [303, 304, 301]],
  ])('sorts by %s, low to high', (by, ids) => {
    const plans = [zeroApr24, interestOnly84, sixtyMonths].map((p) => planFigures(p, context));
    expect(sortPlans(plans, by).map((plan) => plan.promotion.Id)).toEqual(ids);
  });

  it('sorts plans without the figure last, keeping the lender’s order', () => {
    const plans = [
      { ...zeroApr24, Id: 1, EstimatedMonthlyPayment: null },
      { ...zeroApr24, Id: 2 },
      { ...zeroApr24, Id: 3, EstimatedMonthlyPayment: null },
      { ...zeroApr24, Id: 4 },
    ].map((p) => planFigures(p, context));
    expect(sortPlans(plans, 'payment').map((plan) => plan.promotion.Id)).toEqual([2, 4, 1, 3]);
  });

  it('offers each term once, shortest first', () => {
    const plans = [interestOnly84, zeroApr24, sixtyMonths, { ...zeroApr24, Id: 9 }].map((p) =>
      planFigures(p, context),
    );
    expect(termFilterValues(plans)).toEqual(['24', '60', '84']);
    expect(
      termFilterValues([planFigures(revolvingDeferred, { ...context, creditType: 'Revolving' })]),
    ).toEqual(['revolving']);
  });
});
