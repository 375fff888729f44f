import { multiplyDecimal, percentOfCents, toCents, type Cents } from '../lib/money.ts';
import type { DealerFeeUnit } from './runtime-config.ts';
import { type CreditType, creditPaymentTermOf } from './enums.ts';
import type { Promotion } from './promotion-records.ts';
import {
  aprPercent,
  closedEndSchedule,
  lenderPaymentOnly,
  paymentFactorPercent,
  type PaymentSchedule,
} from './rates.ts';

/**
 * What a promotion record means for the dealer and the customer (spec, "Promotion record";
 * docs/decisions/0018): rates as percentages from their decimal text, the term in words, the
 * dealer's fee and net funding in whole cents, the schedule of payments (rates.ts), and whether
 * the plan defers interest. The page shows these; it computes none of them itself.
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
 * The months of an add-on promotion at the start of a closed-end plan, when it is shorter than
 * the plan (the path variant of v3 sends the add-on's term in Terms); null otherwise. The words
 * for a term are the screen's (plan-words.tsx), in the reader's language.
 */
export function addOnMonths(promotion: Promotion, kind: PlanKind): number | null {
  const months = planMonths(promotion, kind);
  const addOn = promotion.Terms;
  return months !== null && positive(addOn) && addOn < months ? addOn : null;
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

const INTEREST_ONLY = /interest[\s-]+only/i;

/**
 * The first months of a closed-end plan in which only interest is paid. The record does not say
 * what an add-on promotion offers; the plan's name does ("first 12 months interest only"). Its
 * length is the add-on's Terms (the path variant), else the name's "first N months". Null when
 * the plan has an add-on period the portal cannot read; 0 when it has none.
 */
export function interestOnlyMonths(promotion: Promotion, months: number): number | null {
  const addOn = positive(promotion.Terms) && promotion.Terms < months ? promotion.Terms : null;
  if (!INTEREST_ONLY.test(promotion.Name ?? '')) return addOn === null ? 0 : null;
  if (addOn !== null) return addOn;
  const named = /first\s+(\d{1,3})\s+months?/i.exec(promotion.Name ?? '')?.[1];
  return named !== undefined && Number(named) < months ? Number(named) : null;
}

/**
 * The payments of a closed-end plan for the amount financed (rates.ts, `closedEndSchedule`);
 * null for revolving credit, which has no fixed number of payments, or without a payment.
 */
export function planSchedule(
  promotion: Promotion,
  months: number | null,
  amountFinancedCents: Cents | null,
): PaymentSchedule | null {
  const payment = promotion.EstimatedMonthlyPayment;
  if (months === null || payment === null || payment === undefined || !Number.isFinite(payment)) {
    return null;
  }
  const paymentCents = toCents(payment);
  const interestOnly = interestOnlyMonths(promotion, months);
  const schedule =
    interestOnly === null || amountFinancedCents === null || promotion.Apr == null
      ? null
      : closedEndSchedule({
          amountFinancedCents,
          apr: promotion.Apr,
          months,
          interestOnlyMonths: interestOnly,
          paymentCents,
        });
  return schedule ?? lenderPaymentOnly(months, paymentCents);
}

/**
 * The APR shown: a closed-end plan's; a revolving plan's only when its record carries a rate
 * above 0 (the rate charged once a deferred-interest promotion ends unpaid). A revolving
 * record's Apr is a closed-end field the service must fill, so 0 there means none was given.
 */
function shownApr(promotion: Promotion, kind: PlanKind): string | null {
  const apr = aprPercent(promotion.Apr);
  if (kind === 'ClosedEnd' || apr === null) return apr;
  return multiplyDecimal(promotion.Apr!, 1) === '0' ? null : apr;
}

const DEFERRED_INTEREST =
  /no interest if paid in full|same[\s-]+as[\s-]+cash|deferred[\s-]+interest/i;

/** A deferred-interest plan's promotional period: its months when the name says them. */
export interface DeferredInterest {
  months: number | null;
}

/**
 * A deferred-interest ("same as cash") plan, as its name says, and its promotional period: the
 * condition the customer must hear as plainly as the offer (interest from the purchase date if
 * the balance is not paid in full in time) is worded by the screen. Null for any other plan.
 */
export function deferredInterestOf(name: string | null | undefined): DeferredInterest | null {
  if (!name || !DEFERRED_INTEREST.test(name)) return null;
  const period = /(\d+)[\s-]*months?/i.exec(name)?.[1];
  return { months: period ? Number(period) : null };
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
  /** The APR as shown; null for revolving credit without a rate (the account agreement's). */
  apr: string | null;
  paymentFactor: string | null;
  /** Closed-end: the plan's length, which is also its number of payments. */
  months: number | null;
  /** Closed-end: the months of an add-on promotion at the start, when shorter than the plan. */
  addOnMonths: number | null;
  monthlyPaymentCents: Cents | null;
  /** Closed-end: each group of payments and, when every payment is known, their total. */
  schedule: PaymentSchedule | null;
  dealerFeeCents: Cents | null;
  netFundingCents: Cents | null;
  deferredInterest: DeferredInterest | null;
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
    apr: shownApr(promotion, kind),
    paymentFactor: kind === 'Revolving' ? paymentFactorPercent(promotion.PaymentFactor) : null,
    months,
    addOnMonths: addOnMonths(promotion, kind),
    monthlyPaymentCents:
      payment === null || payment === undefined || !Number.isFinite(payment)
        ? null
        : toCents(payment),
    schedule: planSchedule(promotion, months, context.amountFinancedCents),
    dealerFeeCents: fee,
    netFundingCents: netFundingCents(context.amountFinancedCents, fee),
    deferredInterest: deferredInterestOf(promotion.Name),
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

/** The term filter's choices (termFilterValue), each once, shortest first. */
export function termFilterValues(plans: readonly PlanFigures[]): string[] {
  return [...new Set(plans.map(termFilterValue))].sort(
    (a, b) => (Number(a) || Infinity) - (Number(b) || Infinity),
  );
}
