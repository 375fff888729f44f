import { describe, expect, it } from 'vitest';
import { parse, safeParse } from 'zod/mini';
import { promotionsSchema, v1PromotionsSchema } from './promotion-records.ts';

const closedEnd = {
  Id: 31,
  Name: '84 months 17.99%',
  PromoCode: 'CE84',
  AddOnId: null,
  ClosedEndPaymentRateId: 7,
  Apr: '0.1799',
  PaymentFactor: null,
  Terms: 84,
  FullTerms: 84,
  EstimatedMonthlyPayment: 467.12,
  DealerFee: 1200,
};

const revolving = {
  Id: 12,
  Name: 'Revolving 1.75%',
  PromoCode: 'REV',
  AddOnId: 13,
  ClosedEndPaymentRateId: null,
  Apr: null,
  PaymentFactor: 0.0175,
  Terms: null,
  FullTerms: null,
  EstimatedMonthlyPayment: 420,
  DealerFee: 600,
};

describe('promotion records', () => {
  it('reads v3 closed-end and revolving promotions', () => {
    expect(parse(promotionsSchema, [closedEnd, revolving])).toEqual([closedEnd, revolving]);
  });

  it.each<[unknown, string]>([
    ['0.1799', '0.1799'],
    ['0.0999', '0.0999'],
    [0.1799, '0.1799'],
    ['0.10', '0.10'],
  ])('keeps Apr %j as the text %j, never a float', (Apr, text) => {
    const [promotion] = parse(promotionsSchema, [{ ...closedEnd, Apr }]);
    expect(promotion?.Apr).toBe(text);
  });

  it('reads a v1 promotion with only its seven fields', () => {
    expect(parse(v1PromotionsSchema, [closedEnd])).toEqual([
      {
        Id: 31,
        PromoCode: 'CE84',
        AddOnId: null,
        ClosedEndPaymentRateId: 7,
        Apr: '0.1799',
        PaymentFactor: null,
        Terms: 84,
      },
    ]);
  });

  it('drops extra fields', () => {
    const [promotion] = parse(promotionsSchema, [{ ...closedEnd, Disclosure: 'text' }]);
    expect(promotion).not.toHaveProperty('Disclosure');
  });

  it('refuses a promotion without its identifier', () => {
    expect(safeParse(promotionsSchema, [{ ...closedEnd, Id: undefined }]).success).toBe(false);
  });
});
