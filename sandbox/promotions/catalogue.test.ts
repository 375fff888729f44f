import { describe, expect, it } from 'vitest';
import { toCents } from '../../src/lib/money.ts';
import { parse } from 'zod/mini';
import { amortisedPaymentCents } from '../../src/schemas/rates.ts';
import { promotionSchema, v1PromotionSchema } from '../../src/schemas/promotion-records.ts';
import {
  acceptedTerms,
  annualPercentageRate,
  estimatedMonthlyPayment,
  findCataloguePromotion,
  paymentFactorName,
  promotionCatalogue,
  promotionsFor,
  termName,
  toV1PromotionRecord,
  toV3PromotionRecord,
} from './catalogue.ts';

const promotion = (id: number) => findCataloguePromotion(id)!;
const ids = (criteria: Parameters<typeof promotionsFor>[0]) =>
  promotionsFor(criteria).map((candidate) => candidate.Id);

describe('promotion catalogue: which plans apply', () => {
  it.each([
    { creditType: 'ClosedEnd', state: 'CA', amount: 12_531.25, expected: [301, 302, 303, 304] },
    { creditType: 'ClosedEnd', state: 'NY', amount: 12_531.25, expected: [301, 302, 304] },
    { creditType: 'ClosedEnd', state: 'CA', amount: 15_000, expected: [301, 302, 303, 304] },
    { creditType: 'ClosedEnd', state: 'CA', amount: 15_000.01, expected: [302, 303, 304] },
    { creditType: 'ClosedEnd', state: 'CA', amount: 2_499.99, expected: [301, 302] },
    { creditType: 'ClosedEnd', state: 'CA', amount: 4_999.99, expected: [301, 302, 304] },
    { creditType: 'ClosedEnd', state: 'CA', amount: 999.99, expected: [] },
    { creditType: 'ClosedEnd', state: 'TX', amount: 70_000, expected: [302] },
    { creditType: 'Revolving', state: 'CA', amount: 1_200, expected: [201, 202] },
    { creditType: 'Revolving', state: 'NY', amount: 1_200, expected: [201] },
    { creditType: 'Revolving', state: 'NY', amount: 25_000, expected: [201] },
    { creditType: 'Revolving', state: 'NY', amount: 25_000.01, expected: [203] },
    { creditType: 'Revolving', state: 'AZ', amount: 40_000, expected: [202, 203] },
    { creditType: 'Revolving', state: 'AZ', amount: 100_000.01, expected: [] },
  ])('$creditType in $state for $amount: $expected', ({ creditType, state, amount, expected }) => {
    expect(ids({ creditType, state, amountCents: toCents(amount) })).toEqual(expected);
  });

  it('every plan has a promo code, a range and the fields of its credit type', () => {
    for (const plan of promotionCatalogue) {
      expect(plan.minAmountCents).toBeLessThanOrEqual(plan.maxAmountCents);
      if (plan.creditType === 'Revolving') {
        expect(plan.paymentFactor).toBeGreaterThan(0);
        expect([plan.apr, plan.fullTerms, plan.closedEndPaymentRateId]).toEqual([null, null, null]);
      } else {
        expect(plan.apr).toMatch(/^0(\.\d+)?$/);
        expect(plan.fullTerms).toBeGreaterThan(0);
        expect(plan.closedEndPaymentRateId).toBeGreaterThan(0);
      }
    }
  });
});

describe('promotion catalogue: figures, exactly', () => {
  it('revolving EstimatedMonthlyPayment is AmountFinanced × PaymentFactor rounded up: 1200 × 0.0175 = 21', () => {
    expect(1200 * 0.0175).not.toBe(21);
    expect(estimatedMonthlyPayment(promotion(201), toCents(1200))).toBe(21);
    expect(estimatedMonthlyPayment(promotion(201), toCents(3483.84))).toBe(61);
    expect(estimatedMonthlyPayment(promotion(202), toCents(1200))).toBe(24);
    expect(estimatedMonthlyPayment(promotion(202), toCents(1200.01))).toBe(25);
  });

  it.each([
    // P·r / (1 − (1 + r)^−n), r = APR / 12, to the cent.
    { principal: 10_000, apr: '0.0999', months: 84, expected: 165.96 },
    { principal: 12_531.25, apr: '0.0999', months: 84, expected: 207.97 },
    { principal: 12_531.25, apr: '0.1799', months: 84, expected: 263.31 },
    { principal: 20_000, apr: '0.0799', months: 60, expected: 405.43 },
    // 0 %: P / n, half a cent rounded up.
    { principal: 12_000, apr: '0', months: 24, expected: 500 },
    { principal: 1_000, apr: '0', months: 24, expected: 41.67 },
  ])('amortises $principal at $apr over $months months: $expected', (each) => {
    const cents = amortisedPaymentCents(toCents(each.principal), each.apr, each.months);
    expect(cents / 100).toBe(each.expected);
    const r = Number(each.apr) / 12;
    const float =
      r === 0 ? each.principal / each.months : (each.principal * r) / (1 - (1 + r) ** -each.months);
    expect(Math.abs(cents / 100 - float)).toBeLessThan(0.005 + 1e-9);
  });

  it('paperwork values: AnnualPercentageRate = Apr × 100 without float error; term and factor names', () => {
    expect(0.1799 * 100).not.toBe(17.99);
    expect(annualPercentageRate(promotion(303))).toBe(17.99);
    expect(annualPercentageRate(promotion(302))).toBe(9.99);
    expect(annualPercentageRate(promotion(301))).toBe(0);
    expect(annualPercentageRate(promotion(201))).toBe(0);
    expect([termName(24), termName(84), termName(60)]).toEqual([
      'TwentyFourMonths',
      'EightyFourMonths',
      null,
    ]);
    expect([paymentFactorName(0.02), paymentFactorName(0.0175)]).toEqual(['Two', null]);
  });
});

describe('promotion catalogue: records', () => {
  const v3Keys = [
    'Id',
    'Name',
    'PromoCode',
    'AddOnId',
    'ClosedEndPaymentRateId',
    'Apr',
    'PaymentFactor',
    'Terms',
    'FullTerms',
    'EstimatedMonthlyPayment',
    'DealerFee',
  ];
  const v1Keys = [
    'Id',
    'PromoCode',
    'AddOnId',
    'ClosedEndPaymentRateId',
    'Apr',
    'PaymentFactor',
    'Terms',
  ];

  it('v3 records have exactly the spec fields, revolving Apr "0" and Terms 0', () => {
    const revolving = toV3PromotionRecord(promotion(201), toCents(1200), 'path');
    expect(Object.keys(revolving)).toEqual(v3Keys);
    expect(revolving).toEqual({
      Id: 201,
      Name: 'Everyday revolving, 1.75% monthly payment',
      PromoCode: 'REV-175',
      AddOnId: null,
      ClosedEndPaymentRateId: null,
      Apr: '0',
      PaymentFactor: 0.0175,
      Terms: 0,
      FullTerms: 0,
      EstimatedMonthlyPayment: 21,
      DealerFee: 3.5,
    });
    expect(parse(promotionSchema, revolving).Apr).toBe('0');
  });

  it('the path variant carries the add-on term in Terms; the full length is FullTerms', () => {
    const addOn = promotion(303);
    expect(toV3PromotionRecord(addOn, toCents(12_531.25), 'path')).toMatchObject({
      AddOnId: 9303,
      ClosedEndPaymentRateId: 5303,
      Apr: '0.1799',
      PaymentFactor: 0,
      Terms: 12,
      FullTerms: 84,
      EstimatedMonthlyPayment: 263.31,
    });
    expect(toV3PromotionRecord(addOn, toCents(12_531.25), 'full').Terms).toBe(84);
    expect(toV3PromotionRecord(promotion(302), toCents(1_000), 'path').Terms).toBe(84);
    expect(acceptedTerms(addOn)).toEqual([12, 84]);
    expect(acceptedTerms(promotion(302))).toEqual([84]);
  });

  it('v1 records have only Id, PromoCode, AddOnId, ClosedEndPaymentRateId, Apr, PaymentFactor, Terms', () => {
    for (const plan of promotionCatalogue) {
      const record = toV1PromotionRecord(plan);
      expect(Object.keys(record)).toEqual(v1Keys);
      parse(v1PromotionSchema, record);
    }
    expect(toV1PromotionRecord(promotion(303)).Terms).toBe(84);
  });
});
