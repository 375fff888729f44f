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
  return `${multiplyDecimal(apr, 100)}%`;
}

/** The AnnualPercentageRate a paperwork request carries (Apr × 100) with its sign: 17.99 → '17.99%'. */
export function annualPercentageRateText(rate: number): string {
  return `${multiplyDecimal(rate, 1)}%`;
}

/** A revolving payment factor as a percentage, exactly: 0.0175 → '1.75%'. Null when none. */
export function paymentFactorPercent(factor: number | null | undefined): string | null {
  if (factor === null || factor === undefined || !Number.isFinite(factor) || factor < 0) {
    return null;
  }
  return `${multiplyDecimal(factor, 100)}%`;
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

/**
 * The level monthly payment that repays `principalCents` in `months` at `apr` (a fraction
 * below 1, as text), rounded to the nearest cent (half up): P·r / (1 − (1 + r)^−n), r = apr/12.
 * Computed as an exact fraction of big integers, so no float ever rounds it; 0 % is P / n.
 */
export function amortisedPaymentCents(principalCents: Cents, apr: string, months: number): Cents {
  const [whole = '0', fraction = ''] = multiplyDecimal(apr, 1).split('.');
  const rateDenominator = 12n * 10n ** BigInt(fraction.length);
  const rateNumerator = BigInt(whole + fraction);
  const principal = BigInt(principalCents);
  if (rateNumerator === 0n) return Number(roundHalfUp(principal, BigInt(months)));
  // r = N / D; payment = P·N·(D + N)^n / (D·((D + N)^n − D^n)).
  const grown = bigPower(rateDenominator + rateNumerator, months);
  const base = bigPower(rateDenominator, months);
  return Number(roundHalfUp(principal * rateNumerator * grown, rateDenominator * (grown - base)));
}
