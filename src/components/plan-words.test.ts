import type { I18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { activate, createI18n, loadCatalogs } from './i18n/catalogs.ts';
import {
  aprText,
  conditionText,
  monthsText,
  paymentsText,
  termText,
  totalText,
} from './plan-words.tsx';
import { planFigures } from '../schemas/promotion-figures.ts';
import type { Promotion } from '../schemas/promotion-records.ts';

/** A record as the sandbox sends it for $12,531.25 financed in CA (sandbox/promotions). */
const interestOnly84: Promotion = {
  Id: 303,
  Name: '84 months at 17.99% APR, first 12 months interest only',
  PromoCode: 'CE24-0000',
  AddOnId: 9303,
  ClosedEndPaymentRateId: 5301,
  Apr: '0.1799',
  PaymentFactor: 0,
  Terms: 12,
  FullTerms: 84,
  EstimatedMonthlyPayment: 263.31,
  DealerFee: 0,
};
const context = {
  creditType: 'ClosedEnd',
  amountFinancedCents: 1_253_125,
  dealerFeeUnit: 'percent',
} as const;
const plan = planFigures(interestOnly84, context);
const english = createI18n();
let spanish: I18n;

beforeAll(async () => {
  spanish = createI18n();
  activate(spanish, 'es', await loadCatalogs('es'));
});

describe('a plan in words, in each language (issue 35, item 5)', () => {
  it('writes the payments with plurals and the locale’s money', () => {
    expect(paymentsText(english, plan)).toBe(
      '12 monthly payments of $187.86 (interest only), then 72 of $263.31',
    );
    expect(paymentsText(spanish, plan)).toBe(
      '12 pagos mensuales de $187.86 (solo intereses), luego 72 de $263.31',
    );
  });

  it('chooses the plural form by count (ICU plural)', () => {
    expect(monthsText(english, 1)).toBe('1 month');
    expect(monthsText(english, 24)).toBe('24 months');
    expect(monthsText(spanish, 1)).toBe('1 mes');
    expect(monthsText(spanish, 24)).toBe('24 meses');
  });

  it('writes the term, the APR, the total and a deferred-interest condition', () => {
    expect(termText(spanish, plan)).toBe('84 meses; los primeros 12 con una promoción adicional');
    expect(aprText(spanish, plan)).toBe('APR de 17.99%');
    expect(totalText(spanish, plan)).toBe('Los pagos exactos y su total estarán en el contrato');
    expect(conditionText(spanish, { months: 12 })).toBe(
      'Si el saldo no se paga por completo dentro de 12 meses, se cobran intereses desde la fecha de compra sobre todo el monto financiado.',
    );
    expect(conditionText(english, { months: null })).toMatch(
      /by the end of the promotional period/,
    );
  });
});
