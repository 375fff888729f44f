import { groupThousands } from './thousands.ts';

/**
 * Money in integer cents. "At most two decimals" must hold for 0.29 or 10.10 although binary
 * floating point cannot store them exactly (0.29 * 100 === 28.999999999999996), so amounts are
 * checked through their decimal text and computed as whole cents.
 *
 * What the dashboard needs of them (whole cents, and dollars as en-US writes them) is here, apart
 * from money.ts: the dashboard is on every first visit, the rest only on the forms' lazy pages
 * (docs/decisions/0004). money.ts re-exports these, so other code imports from one place.
 */
export type Cents = number;

/** Whole cents of an amount with at most two decimals (exact for every such amount). */
export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return Math.round(amount * 100);
}

/**
 * `$1,234.56`, `-$0.05`: US dollars as en-US writes them. By hand rather than with
 * Intl.NumberFormat: the first currency formatter a page creates costs 20–30 ms of ICU data
 * loading (four times that on a throttled phone), a long task on the dashboard's first load,
 * for one fixed locale and currency that a few lines write exactly.
 */
export function formatMoney(cents: Cents): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = groupThousands(Math.floor(whole / 100));
  const fraction = String(whole % 100).padStart(2, '0');
  return `${cents < 0 && whole !== 0 ? '-' : ''}$${dollars}.${fraction}`;
}
