import { fromCents, multiplyDecimal, type Cents } from '../../src/lib/money.ts';
import {
  type CreditPaymentTerm,
  type CreditType,
  creditPaymentTermOf,
  type UsState,
} from '../../src/schemas/enums.ts';
import {
  amortisedPaymentCents,
  aprToAnnualPercentageRate,
  creditPaymentFactorOf,
  revolvingEstimatedPayment,
} from '../../src/schemas/rates.ts';

/**
 * The sandbox's promotions (spec, "Promotion record", "Promotions"; docs/decisions, the
 * promotions record). A plan belongs to one credit type, applies in every state or in a few,
 * and to amounts financed within a range; the lists the service answers are the plans that fit
 * an application's (or a preview's) credit type, contract state and amount.
 */
export type CataloguePromotion = {
  Id: number;
  Name: string;
  PromoCode: string;
  creditType: CreditType;
  /** Null: every state. */
  states: readonly UsState[] | null;
  /** Amounts financed the plan applies to, both ends included. */
  minAmountCents: Cents;
  maxAmountCents: Cents;
  /** The dealer's fee, in percent of the amount financed (6.5 = 6.5 %). */
  DealerFee: number;
  /** Revolving: the share of the balance due each month. */
  paymentFactor: number | null;
  /** Closed-end: the APR as a fraction below 1, as text ("0.0999"). */
  apr: string | null;
  /** Closed-end: the whole length of the plan in months. */
  fullTerms: number | null;
  /** Closed-end. */
  closedEndPaymentRateId: number | null;
  /** A secondary promotion bundled with the plan: its id (AddOnId) and, closed-end, its term. */
  addOn: { id: number; terms: number | null } | null;
};

const WEST: readonly UsState[] = ['CA', 'AZ', 'NV', 'OR', 'WA'];

export const promotionCatalogue: readonly CataloguePromotion[] = [
  {
    Id: 201,
    Name: 'Everyday revolving, 1.75% monthly payment',
    PromoCode: 'REV-175',
    creditType: 'Revolving',
    states: null,
    minAmountCents: 1_000_00,
    maxAmountCents: 25_000_00,
    DealerFee: 3.5,
    paymentFactor: 0.0175,
    apr: null,
    fullTerms: null,
    closedEndPaymentRateId: null,
    addOn: null,
  },
  {
    Id: 202,
    Name: 'Revolving, 2% monthly payment, 12 months no interest if paid in full',
    PromoCode: 'REV-200-NI12',
    creditType: 'Revolving',
    states: WEST,
    minAmountCents: 1_000_00,
    maxAmountCents: 50_000_00,
    DealerFee: 6.5,
    paymentFactor: 0.02,
    apr: null,
    fullTerms: null,
    closedEndPaymentRateId: null,
    addOn: { id: 9202, terms: null },
  },
  {
    Id: 203,
    Name: 'Revolving large purchase, 2% monthly payment',
    PromoCode: 'REV-200-XL',
    creditType: 'Revolving',
    states: null,
    minAmountCents: 25_000_01,
    maxAmountCents: 100_000_00,
    DealerFee: 4,
    paymentFactor: 0.02,
    apr: null,
    fullTerms: null,
    closedEndPaymentRateId: null,
    addOn: null,
  },
  {
    Id: 301,
    Name: '24 months at 0% APR',
    PromoCode: 'CE24-0000',
    creditType: 'ClosedEnd',
    states: null,
    minAmountCents: 1_000_00,
    maxAmountCents: 15_000_00,
    DealerFee: 8.5,
    paymentFactor: null,
    apr: '0',
    fullTerms: 24,
    closedEndPaymentRateId: 5301,
    addOn: null,
  },
  {
    Id: 302,
    Name: '84 months at 9.99% APR',
    PromoCode: 'CE84-0999',
    creditType: 'ClosedEnd',
    states: null,
    minAmountCents: 1_000_00,
    maxAmountCents: 100_000_00,
    DealerFee: 2.5,
    paymentFactor: null,
    apr: '0.0999',
    fullTerms: 84,
    closedEndPaymentRateId: 5302,
    addOn: null,
  },
  {
    Id: 303,
    Name: '84 months at 17.99% APR, first 12 months interest only',
    PromoCode: 'CE84-1799-IO12',
    creditType: 'ClosedEnd',
    states: WEST,
    minAmountCents: 5_000_00,
    maxAmountCents: 100_000_00,
    DealerFee: 0,
    paymentFactor: null,
    apr: '0.1799',
    fullTerms: 84,
    closedEndPaymentRateId: 5303,
    addOn: { id: 9303, terms: 12 },
  },
  {
    // A term without a CreditPaymentTermEnum name: listed and choosable, but paperwork
    // cannot name its repayment terms (ARCHITECTURE.md, "Decided where the spec is silent").
    Id: 304,
    Name: '60 months at 7.99% APR',
    PromoCode: 'CE60-0799',
    creditType: 'ClosedEnd',
    states: null,
    minAmountCents: 2_500_00,
    maxAmountCents: 60_000_00,
    DealerFee: 3,
    paymentFactor: null,
    apr: '0.0799',
    fullTerms: 60,
    closedEndPaymentRateId: 5304,
    addOn: null,
  },
];

export function findCataloguePromotion(id: number): CataloguePromotion | undefined {
  return promotionCatalogue.find((promotion) => promotion.Id === id);
}

export function appliesInState(promotion: CataloguePromotion, state: string): boolean {
  return promotion.states === null || promotion.states.includes(state as UsState);
}

export function appliesToAmount(promotion: CataloguePromotion, amountCents: Cents): boolean {
  return amountCents >= promotion.minAmountCents && amountCents <= promotion.maxAmountCents;
}

export type PromotionCriteria = { creditType: string; state: string; amountCents: Cents };

/** The plans for a credit type, a contract state and an amount financed, in catalogue order. */
export function promotionsFor(criteria: PromotionCriteria): CataloguePromotion[] {
  return promotionCatalogue.filter(
    (promotion) =>
      promotion.creditType === criteria.creditType &&
      appliesInState(promotion, criteria.state) &&
      appliesToAmount(promotion, criteria.amountCents),
  );
}

// ---------------------------------------------------------------------------------------------
// Figures

/** The CreditPaymentTermEnum name of a term in months; null when the enumeration has none. */
export function termName(months: number | null): CreditPaymentTerm | null {
  return creditPaymentTermOf(months);
}

/** The CreditPaymentFactorEnum name of a payment factor ("Two" is 2 %); null when none. */
export function paymentFactorName(factor: number | null): 'Two' | null {
  return creditPaymentFactorOf(factor);
}

/** Whether two decimals (numbers or decimal text) are the same value: '0.0999' = '0.09990'. */
export function sameDecimal(a: number | string, b: number | string): boolean {
  try {
    return multiplyDecimal(a, 1) === multiplyDecimal(b, 1);
  } catch {
    return false;
  }
}

/** The Apr a record carries: closed-end its rate; revolving "0" (the field is closed-end only). */
export function recordApr(promotion: CataloguePromotion): string {
  return promotion.apr ?? '0';
}

/** Paperwork's AnnualPercentageRate for the plan: Apr × 100, exactly (0 for revolving). */
export function annualPercentageRate(promotion: CataloguePromotion): number {
  return aprToAnnualPercentageRate(recordApr(promotion));
}

/**
 * EstimatedMonthlyPayment: revolving, AmountFinanced × PaymentFactor rounded up to a whole
 * dollar (spec); closed-end, the payment amortised from Apr over FullTerms, to the cent.
 */
export function estimatedMonthlyPayment(promotion: CataloguePromotion, amountCents: Cents): number {
  if (promotion.creditType === 'Revolving') {
    return revolvingEstimatedPayment(fromCents(amountCents), promotion.paymentFactor ?? 0);
  }
  return fromCents(amortisedPaymentCents(amountCents, recordApr(promotion), promotion.fullTerms!));
}

// ---------------------------------------------------------------------------------------------
// Records

/**
 * Terms of a record: closed-end, the add-on's term on the v3 path variant when the plan has
 * one, otherwise the full term; revolving 0 (the field is closed-end only but not nullable).
 */
export function recordTerms(promotion: CataloguePromotion, variant: 'path' | 'full'): number {
  if (promotion.creditType !== 'ClosedEnd') return 0;
  const addOnTerms = promotion.addOn?.terms ?? null;
  return variant === 'path' && addOnTerms !== null ? addOnTerms : promotion.fullTerms!;
}

/** The Terms values a set-promotion body may carry for the plan (path variant or full term). */
export function acceptedTerms(promotion: CataloguePromotion): number[] {
  return [...new Set([recordTerms(promotion, 'path'), recordTerms(promotion, 'full')])];
}

/** v1 record: Id, PromoCode, AddOnId, ClosedEndPaymentRateId, Apr, PaymentFactor, Terms. */
export function toV1PromotionRecord(promotion: CataloguePromotion) {
  return {
    Id: promotion.Id,
    PromoCode: promotion.PromoCode,
    AddOnId: promotion.addOn?.id ?? null,
    ClosedEndPaymentRateId: promotion.closedEndPaymentRateId,
    Apr: recordApr(promotion),
    PaymentFactor: promotion.paymentFactor ?? 0,
    Terms: recordTerms(promotion, 'full'),
  };
}

/** v3 record for an amount financed; `variant` 'path' for the by-application list. */
export function toV3PromotionRecord(
  promotion: CataloguePromotion,
  amountCents: Cents,
  variant: 'path' | 'full',
) {
  return {
    Id: promotion.Id,
    Name: promotion.Name,
    PromoCode: promotion.PromoCode,
    AddOnId: promotion.addOn?.id ?? null,
    ClosedEndPaymentRateId: promotion.closedEndPaymentRateId,
    Apr: recordApr(promotion),
    PaymentFactor: promotion.paymentFactor ?? 0,
    Terms: recordTerms(promotion, variant),
    FullTerms: promotion.fullTerms ?? 0,
    EstimatedMonthlyPayment: estimatedMonthlyPayment(promotion, amountCents),
    DealerFee: promotion.DealerFee,
  };
}
