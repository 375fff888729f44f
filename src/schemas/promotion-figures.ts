import { percentOfCents, toCents, type Cents } from '../lib/money.ts';
import type { DealerFeeUnit } from './runtime-config.ts';
import { type CreditType, creditPaymentTermOf } from './enums.ts';
import type { Promotion } from './promotion-records.ts';
import { aprPercent, paymentFactorPercent } from './rates.ts';

/**
 * What a promotion record means for the dealer and the customer (spec, "Promotion record";
 * docs/decisions/0018): rates as percentages from their decimal text, the term in words, the
 * dealer's fee and net funding and the total of payments in whole cents, and whether the plan
 * defers interest. The page shows these; it computes none of them itself.
 */

export type PlanKind = 'ClosedEnd' | 'Revolving';

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Closed-end or revolving: the application's credit type (its LoanType) says; for a type the
 * portal does not know, the record's shape (a term means closed-end, a factor revolving).
 */
export function planKind(promotion: Promotion, creditType: string | null | undefined): PlanKind {
  if (creditType === 'ClosedEnd' || creditType === 'Revolving') return creditType;
  if (positive(promotion.FullTerms) || positive(promotion.Terms)) return 'ClosedEnd';
  return (promotion.PaymentFactor ?? 0) > 0 ? 'Revolving' : 'ClosedEnd';
}

/** The whole length of a closed-end plan in months (FullTerms; Terms when FullTerms is missing). */
export function planMonths(promotion: Promotion, kind: PlanKind): number | null {
  if (kind === 'Revolving') return null;
  if (positive(promotion.FullTerms)) return promotion.FullTerms;
  return positive(promotion.Terms) ? promotion.Terms : null;
}

/**
 * The term in words. Terms differs from FullTerms when an add-on promotion applies to the
 * first months (the path variant of v3 sends the add-on's term in Terms).
 */
export function termWording(promotion: Promotion, kind: PlanKind): string {
  if (kind === 'Revolving') return 'Revolving: no fixed term';
  const months = planMonths(promotion, kind);
  if (months === null) return 'Term not stated';
  const addOn = promotion.Terms;
  if (positive(addOn) && addOn < months) {
    return `${months} months; the first ${addOn} an add-on promotion term`;
  }
  return `${months} months`;
}

/**
 * The dealer's fee in cents. `percent`: DealerFee per cent of the amount financed, to the
 * nearest cent; `amount`: DealerFee dollars. Null when the record has none.
 */
export function dealerFeeCents(
  dealerFee: number | null | undefined,
  amountFinancedCents: Cents | null,
  unit: DealerFeeUnit,
): Cents | null {
  if (dealerFee === null || dealerFee === undefined || !Number.isFinite(dealerFee)) return null;
  if (unit === 'amount') return toCents(dealerFee);
  return amountFinancedCents === null ? null : percentOfCents(amountFinancedCents, dealerFee);
}

/** What the lender pays the dealer: the amount financed less the dealer's fee. */
export function netFundingCents(amountFinancedCents: Cents | null, feeCents: Cents | null) {
  return amountFinancedCents === null || feeCents === null ? null : amountFinancedCents - feeCents;
}

/**
 * Total of payments of a closed-end plan: the estimated monthly payment times the number of
 * payments (the plan's whole length). Null for revolving credit, which has no fixed number.
 */
export function totalOfPaymentsCents(
  monthlyPayment: number | null | undefined,
  numberOfPayments: number | null,
): Cents | null {
  if (monthlyPayment === null || monthlyPayment === undefined || !Number.isFinite(monthlyPayment)) {
    return null;
  }
  return numberOfPayments === null ? null : toCents(monthlyPayment) * numberOfPayments;
}

const DEFERRED_INTEREST =
  /no interest if paid in full|same[\s-]+as[\s-]+cash|deferred[\s-]+interest/i;

/**
 * A deferred-interest ("same as cash") plan, as its name says, and the condition the customer
 * must hear as plainly as the offer: interest from the purchase date if the balance is not
 * paid in full in time. Null for any other plan.
 */
export function deferredInterestCondition(name: string | null | undefined): string | null {
  if (!name || !DEFERRED_INTEREST.test(name)) return null;
  const period = /(\d+)[\s-]*months?/i.exec(name)?.[1];
  const by = period ? `within ${period} months` : 'by the end of the promotional period';
  return `If the balance is not paid in full ${by}, interest is charged from the purchase date on the whole amount financed.`;
}

/**
 * Why a plan cannot be chosen for paperwork: a closed-end term the paperwork's
 * CreditPaymentTermEnum cannot name (ARCHITECTURE.md, "Decided where the spec is silent").
 */
export function unchoosableReason(promotion: Promotion, kind: PlanKind): string | null {
  if (kind === 'Revolving') return null;
  const months = planMonths(promotion, kind);
  if (months === null) {
    return 'The lender did not state this plan’s term, so it cannot be used for a contract.';
  }
  return creditPaymentTermOf(months) === null
    ? `The lender’s paperwork has no ${months}-month term, so this plan cannot be used for a contract.`
    : null;
}

/** Everything the picker shows of one plan. */
export interface PlanFigures {
  promotion: Promotion;
  /** The plan's name; its promo code, or its id, when the record has none (v1-like). */
  name: string;
  kind: PlanKind;
  apr: string | null;
  paymentFactor: string | null;
  term: string;
  /** Closed-end: the plan's length, which is also its number of payments. */
  months: number | null;
  monthlyPaymentCents: Cents | null;
  totalOfPaymentsCents: Cents | null;
  dealerFeeCents: Cents | null;
  netFundingCents: Cents | null;
  deferredInterest: string | null;
  unchoosable: string | null;
}

export interface FiguresContext {
  /** The application's LoanType. */
  creditType: CreditType | string | null | undefined;
  /** The amount the list is for: the application's, or the previewed one. */
  amountFinancedCents: Cents | null;
  dealerFeeUnit: DealerFeeUnit;
}

export function planFigures(promotion: Promotion, context: FiguresContext): PlanFigures {
  const kind = planKind(promotion, context.creditType);
  const months = planMonths(promotion, kind);
  const payment = promotion.EstimatedMonthlyPayment;
  const fee = dealerFeeCents(
    promotion.DealerFee,
    context.amountFinancedCents,
    context.dealerFeeUnit,
  );
  return {
    promotion,
    name: promotion.Name?.trim() || promotion.PromoCode?.trim() || `Plan ${promotion.Id}`,
    kind,
    apr: kind === 'ClosedEnd' ? aprPercent(promotion.Apr) : null,
    paymentFactor: kind === 'Revolving' ? paymentFactorPercent(promotion.PaymentFactor) : null,
    term: termWording(promotion, kind),
    months,
    monthlyPaymentCents:
      payment === null || payment === undefined || !Number.isFinite(payment)
        ? null
        : toCents(payment),
    totalOfPaymentsCents: totalOfPaymentsCents(payment, months),
    dealerFeeCents: fee,
    netFundingCents: netFundingCents(context.amountFinancedCents, fee),
    deferredInterest: deferredInterestCondition(promotion.Name),
    unchoosable: unchoosableReason(promotion, kind),
  };
}

export const PLAN_SORTS = ['payment', 'apr', 'term', 'fee'] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];

/** APR as a comparable number (exact enough to order by; never shown). */
function aprRank(plan: PlanFigures): number | null {
  return plan.apr === null ? null : Number(plan.apr.slice(0, -1));
}

const sortValue: Record<PlanSort, (plan: PlanFigures) => number | null> = {
  payment: (plan) => plan.monthlyPaymentCents,
  apr: aprRank,
  term: (plan) => plan.months,
  fee: (plan) => plan.dealerFeeCents,
};

/** Plans ordered low to high by one figure; plans without it last, ties in the lender's order. */
export function sortPlans(plans: readonly PlanFigures[], by: PlanSort): PlanFigures[] {
  const value = sortValue[by];
  return plans
    .map((plan, index) => ({ plan, index, key: value(plan) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      }
      return a.key - b.key || a.index - b.index;
    })
    .map(({ plan }) => plan);
}

/** The term filter's value of a plan: its months, or "revolving". */
export function termFilterValue(plan: PlanFigures): string {
  return plan.months === null
    ? plan.kind === 'Revolving'
      ? 'revolving'
      : 'none'
    : String(plan.months);
}

/** The term filter's choices, shortest first, each with its words. */
export function termFilterOptions(
  plans: readonly PlanFigures[],
): { value: string; label: string }[] {
  const values = [...new Set(plans.map(termFilterValue))];
  return values
    .sort((a, b) => (Number(a) || Infinity) - (Number(b) || Infinity))
    .map((value) => ({
      value,
      label:
        value === 'revolving'
          ? 'Revolving'
          : value === 'none'
            ? 'Term not stated'
            : `${value} months`,
    }));
}
