import { formatPercent } from '../lib/format.ts';
import { ceilProduct, multiplyDecimal, type Cents } from '../lib/money.ts';
import type { CreditPaymentFactor } from './enums.ts';

/**
 * Rate arithmetic, the one place the portal and the sandbox read and compute rates: an APR from a
 * promotion, the APR and payment factor shown, the payments they give. Exact decimals throughout
 * (ARCHITECTURE.md point 2): floats give 0.1799 × 100 = 17.990000000000002 and
 * 1200 × 0.0175 = 21.000000000000004.
 */

/** An APR as the promotion record carries it: a decimal fraction below 1 ("0.1799"). */
const APR_FRACTION = /^0*\.\d+$|^0+(\.\d*)?$/;

export function isAprFraction(apr: string): boolean {
  return APR_FRACTION.test(apr.trim());
}

/** Paperwork AnnualPercentageRate from a promotion's Apr: '0.1799' → 17.99. */
export function aprToAnnualPercentageRate(apr: string): number {
  return Number(multiplyDecimal(apr, 100));
}

/** Revolving EstimatedMonthlyPayment: AmountFinanced × PaymentFactor rounded up to a dollar. */
export function revolvingEstimatedPayment(
  amountFinanced: number | string,
  paymentFactor: number | string,
): number {
  return ceilProduct(amountFinanced, paymentFactor);
}

/**
 * The CreditPaymentFactorEnum name of a revolving plan's payment factor (0.02 → 'Two'); null
 * when the enumeration has none. Compared as exact decimals: '0.020' and 0.02 are both Two.
 */
export function creditPaymentFactorOf(
  factor: number | string | null | undefined,
): CreditPaymentFactor | null {
  if (factor === null || factor === undefined || factor === '') return null;
  try {
    return multiplyDecimal(factor, 100) === '2' ? 'Two' : null;
  } catch {
    return null;
  }
}

/** APR as a percentage from the record's fraction, exactly: '0.1799' → '17.99%'. Null when unreadable. */
export function aprPercent(apr: string | null | undefined): string | null {
  if (apr === null || apr === undefined || !isAprFraction(apr)) return null;
  return formatPercent(multiplyDecimal(apr, 100));
}

/** A revolving payment factor as a percentage, exactly: 0.0175 → '1.75%'. Null when none. */
export function paymentFactorPercent(factor: number | null | undefined): string | null {
  if (factor === null || factor === undefined || !Number.isFinite(factor) || factor < 0) {
    return null;
  }
  return formatPercent(multiplyDecimal(factor, 100));
}

function bigPower(base: bigint, exponent: number): bigint {
  let result = 1n;
  for (let i = 0; i < exponent; i += 1) result *= base;
  return result;
}

/** Whole cents of a positive fraction numerator / denominator, half rounded up. */
function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** The monthly rate apr / 12 as an exact fraction N / D of big integers. */
function monthlyRate(apr: string): { n: bigint; d: bigint } {
  const [whole = '0', fraction = ''] = multiplyDecimal(apr, 1).split('.');
  return { n: BigInt(whole + fraction), d: 12n * 10n ** BigInt(fraction.length) };
}

/**
 * The level monthly payment that repays `principalCents` in `months` at `apr` (a fraction
 * below 1, as text), rounded to the nearest cent (half up): P·r / (1 − (1 + r)^−n), r = apr/12.
 * Computed as an exact fraction of big integers, so no float ever rounds it; 0 % is P / n.
 */
export function amortisedPaymentCents(principalCents: Cents, apr: string, months: number): Cents {
  const { n, d } = monthlyRate(apr);
  const principal = BigInt(principalCents);
  if (n === 0n) return Number(roundHalfUp(principal, BigInt(months)));
  // r = N / D; payment = P·N·(D + N)^n / (D·((D + N)^n − D^n)).
  const grown = bigPower(d + n, months);
  const base = bigPower(d, months);
  return Number(roundHalfUp(principal * n * grown, d * (grown - base)));
}

/** Payments of one amount in a row: interest only, the level payment, or the final one. */
export interface PaymentGroup {
  count: number;
  cents: Cents;
  kind: 'interest-only' | 'level' | 'final';
}

/**
 * A closed-end plan's payments in order, and their sum in integer cents. `totalCents` is null
 * when the lender's figures do not fix every payment to the cent; its exact figures are then
 * the contract's.
 */
export interface PaymentSchedule {
  groups: PaymentGroup[];
  totalCents: Cents | null;
}

export interface ClosedEndTerms {
  amountFinancedCents: Cents;
  /** The promotion's Apr, a fraction below 1 as text. */
  apr: string;
  /** The whole plan (FullTerms). */
  months: number;
  /** The first months in which only the interest is paid; 0 when none. */
  interestOnlyMonths: number;
  /** The lender's EstimatedMonthlyPayment. */
  paymentCents: Cents;
}

/** The longest plan a schedule is worked out for (50 years), so no input makes it slow. */
const MAX_MONTHS = 600;

const positiveCents = (cents: Cents) => Number.isSafeInteger(cents) && cents > 0;

/** Only the lender's payment is known: every month of it, and no total. */
export function lenderPaymentOnly(months: number, paymentCents: Cents): PaymentSchedule {
  return { groups: [{ count: months, cents: paymentCents, kind: 'level' }], totalCents: null };
}

/**
 * The schedule of a closed-end plan (Regulation Z's unit-period method, a month at Apr / 12):
 * the interest-only months pay P · Apr / 12 to the cent; then the lender's payment repays the
 * amount financed, and the final payment is what is left, so it absorbs the rounding
 * (0 %, $12,531.25 over 24: 23 of $522.14 and a final $522.03, in all exactly $12,531.25).
 * When the lender's payment is not the one that repays the amount over the months left, its
 * way of computing is not the portal's: the payments are shown as the lender gives them,
 * without a total. Null when the figures do not describe a plan at all.
 */
export function closedEndSchedule(terms: ClosedEndTerms): PaymentSchedule | null {
  const { amountFinancedCents: amount, apr, months, interestOnlyMonths, paymentCents } = terms;
  if (
    !positiveCents(amount) ||
    !positiveCents(paymentCents) ||
    !isAprFraction(apr) ||
    !Number.isInteger(months) ||
    months < 1 ||
    months > MAX_MONTHS ||
    !Number.isInteger(interestOnlyMonths) ||
    interestOnlyMonths < 0 ||
    interestOnlyMonths >= months
  ) {
    return null;
  }
  const { n, d } = monthlyRate(apr);
  const principal = BigInt(amount);
  const groups: PaymentGroup[] = [];
  if (interestOnlyMonths > 0) {
    // Interest only at 0 % would be payments of nothing: not a plan the portal can read.
    if (n === 0n) return null;
    const interest = Number(roundHalfUp(principal * n, d));
    groups.push({ count: interestOnlyMonths, cents: interest, kind: 'interest-only' });
  }
  const repaying = months - interestOnlyMonths;
  if (amortisedPaymentCents(amount, apr, repaying) !== paymentCents) {
    groups.push({ count: repaying, cents: paymentCents, kind: 'level' });
    return { groups, totalCents: null };
  }
  const final = Number(finalPaymentCents(principal, n, d, BigInt(paymentCents), repaying));
  if (final === paymentCents) {
    groups.push({ count: repaying, cents: paymentCents, kind: 'level' });
  } else {
    if (repaying > 1) groups.push({ count: repaying - 1, cents: paymentCents, kind: 'level' });
    groups.push({ count: 1, cents: final, kind: 'final' });
  }
  return {
    groups,
    totalCents: groups.reduce((sum, group) => sum + group.count * group.cents, 0),
  };
}

/**
 * The last of `count` payments: the balance after count − 1 level payments, with its month's
 * interest, to the cent. With r = N / D, G = (D + N)^k and B = D^k after k payments, the
 * balance is (P·G·N − payment·(G − B)·D) / (B·N); at 0 % it is P − k·payment.
 */
function finalPaymentCents(
  principal: bigint,
  n: bigint,
  d: bigint,
  payment: bigint,
  count: number,
): bigint {
  const k = count - 1;
  if (n === 0n) return principal - BigInt(k) * payment;
  const grown = bigPower(d + n, k);
  const base = bigPower(d, k);
  const balance = principal * grown * n - payment * (grown - base) * d;
  return roundHalfUp(balance * (d + n), base * n * d);
}
