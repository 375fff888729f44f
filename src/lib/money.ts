/**
 * Money in integer cents. "At most two decimals" must hold for 0.29 or 10.10 although binary
 * floating point cannot store them exactly (0.29 * 100 === 28.999999999999996), so amounts are
 * checked through their decimal text and computed as whole cents.
 */
export type Cents = number;

/** Whole cents of an amount with at most two decimals (exact for every such amount). */
export function toCents(amount: number): Cents {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return Math.round(amount * 100);
}

/** Made once: making a formatter costs far more than using one, and a page writes many amounts. */
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  signDisplay: 'negative',
});

/** `$1,234.56`, `-$0.05`: US dollars as en-US writes them. */
export function formatMoney(cents: Cents): string {
  return usd.format(cents / 100);
}

/** The number the wire carries for a cent amount: 1010 → 10.1. */
export function fromCents(cents: Cents): number {
  return Number((cents / 100).toFixed(2));
}

/** How many decimals a number or numeric text carries, read from its shortest decimal text. */
export function decimalPlaces(value: number | string): number {
  const text = typeof value === 'number' ? numberToPlainText(value) : value.trim();
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** `1e-7` → `0.0000001`: JS prints small and huge numbers in exponent form. */
function numberToPlainText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const [mantissa = '0', exponentText = '0'] = text.toLowerCase().split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '');
  const [whole = '0', fraction = ''] = digits.split('.');
  const all = whole + fraction;
  const point = whole.length + exponent;
  const plain =
    point <= 0
      ? `0.${'0'.repeat(-point)}${all}`
      : point >= all.length
        ? all + '0'.repeat(point - all.length)
        : `${all.slice(0, point)}.${all.slice(point)}`;
  return (negative ? '-' : '') + plain.replace(/^0+(?=\d)/, '');
}

export function hasAtMostTwoDecimals(value: number | string): boolean {
  if (typeof value === 'number' && !Number.isFinite(value)) return false;
  return decimalPlaces(value) <= 2;
}

/**
 * Read an amount a person typed: `1,234.50`, `$1234.5`, ` 12 `. Null when it is not an amount
 * or has more than two decimals (the caller says why).
 */
export function parseMoney(input: string): Cents | null {
  const cleaned = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^-?\d+(\.\d{0,2})?$/.test(cleaned) && !/^-?\.\d{1,2}$/.test(cleaned)) return null;
  const negative = cleaned.startsWith('-');
  const [whole = '0', fraction = ''] = cleaned.replace('-', '').split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/**
 * Decimal text arithmetic for rates, where floats go wrong:
 * 0.1799 × 100 = 17.990000000000002 and 1200 × 0.0175 = 21.000000000000004.
 */
interface Decimal {
  digits: bigint;
  scale: number;
}

function parseDecimal(value: number | string): Decimal {
  const text = typeof value === 'number' ? numberToPlainText(value) : value.trim();
  if (!/^-?\d*(\.\d*)?$/.test(text) || !/\d/.test(text)) {
    throw new RangeError(`Not a decimal: ${value}`);
  }
  const [whole = '', fraction = ''] = text.split('.');
  return {
    digits:
      BigInt(`${whole.replace('-', '') || '0'}${fraction}`) * (text.startsWith('-') ? -1n : 1n),
    scale: fraction.length,
  };
}

function decimalToText({ digits, scale }: Decimal): string {
  const negative = digits < 0n;
  const abs = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  const whole = abs.slice(0, abs.length - scale);
  const fraction = abs.slice(abs.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Exact product of two decimals, as decimal text: multiplyDecimal('0.1799', 100) → '17.99'. */
export function multiplyDecimal(a: number | string, b: number | string): string {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  return decimalToText({ digits: x.digits * y.digits, scale: x.scale + y.scale });
}

/** The smallest whole number not below the exact product: ceilProduct(1200, 0.0175) → 21. */
export function ceilProduct(a: number | string, b: number | string): number {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  const digits = x.digits * y.digits;
  const unit = 10n ** BigInt(x.scale + y.scale);
  const quotient = digits / unit;
  const ceil = digits % unit > 0n ? quotient + 1n : quotient;
  return Number(ceil);
}

/**
 * `percent` per cent of an amount in cents, to the nearest cent (half up), exactly:
 * percentOfCents(1_253_125, 8.5) → 106_516 ($12,531.25 × 8.5 % = $1,065.15625).
 */
export function percentOfCents(cents: Cents, percent: number | string): Cents {
  const quick = typeof percent === 'number' ? percentOfCentsQuick(cents, percent) : null;
  if (quick !== null) return quick;
  const x = parseDecimal(cents);
  const y = parseDecimal(percent);
  const digits = x.digits * y.digits;
  const unit = 100n * 10n ** BigInt(x.scale + y.scale);
  const negative = digits < 0n;
  const abs = negative ? -digits : digits;
  const rounded = (2n * abs + unit) / (2n * unit);
  return Number(negative ? -rounded : rounded);
}

/**
 * percentOfCents in whole-number arithmetic, for a report that takes ten thousand fees at once:
 * the rate as an integer over 10^places (its shortest decimal, as parseDecimal reads it), every
 * product within the doubles' exact integers. Null when that does not hold (the decimal path).
 */
function percentOfCentsQuick(cents: Cents, percent: number): Cents | null {
  if (!Number.isSafeInteger(cents) || !Number.isFinite(percent)) return null;
  for (let places = 0, scale = 1; places <= 6; places += 1, scale *= 10) {
    const scaled = Math.round(percent * scale);
    if (scaled / scale !== percent) continue;
    const product = Math.abs(cents * scaled);
    const unit = 100 * scale;
    if (!Number.isSafeInteger(2 * product + unit)) return null;
    // Half up, exactly: the quotient is corrected by its remainder, which floats keep exact here.
    let rounded = Math.floor((2 * product + unit) / (2 * unit));
    const remainder = 2 * product + unit - rounded * 2 * unit;
    if (remainder < 0) rounded -= 1;
    else if (remainder >= 2 * unit) rounded += 1;
    return cents < 0 !== percent < 0 && rounded !== 0 ? -rounded : rounded;
  }
  return null;
}
