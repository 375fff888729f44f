import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ceilProduct,
  decimalPlaces,
  formatMoney,
  fromCents,
  hasAtMostTwoDecimals,
  multiplyDecimal,
  parseMoney,
  percentOfCents,
  toCents,
} from './money.ts';

const cents = fc.integer({ min: -10_000_000_000, max: 10_000_000_000 });

describe('two decimals', () => {
  it.each([
    [0.29, true],
    [10.1, true],
    [10.1, true],
    [1_000_000, true],
    [0.1 + 0.2, false], // 0.30000000000000004
    [1.005, false],
    [1e-7, false],
    ['10.10', true],
    ['10.101', false],
    [Number.NaN, false],
  ])('%s has at most two decimals: %s', (value, expected) => {
    expect(hasAtMostTwoDecimals(value)).toBe(expected);
  });

  it('every cent amount, as a number, has at most two decimals and converts back exactly', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const amount = fromCents(c);
        expect(hasAtMostTwoDecimals(amount)).toBe(true);
        expect(toCents(amount)).toBe(c);
      }),
    );
  });

  it('counts decimals of exponent-form numbers', () => {
    expect(decimalPlaces(1.5e-5)).toBe(6);
    expect(decimalPlaces(2e21)).toBe(0);
  });
});

describe('cent arithmetic', () => {
  it('formats as US dollars', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(-5)).toBe('-$0.05');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(100_000_000_00)).toBe('$100,000,000.00');
  });

  it('writes what Intl.NumberFormat en-US USD writes, for any amount in cents', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (value) => {
        expect(formatMoney(value)).toBe(usd.format(value / 100));
      }),
    );
  });
});

describe('parseMoney', () => {
  it.each([
    ['1,234.50', 123450],
    ['$1234.5', 123450],
    [' 12 ', 1200],
    ['.5', 50],
    ['0.29', 29],
    ['-3.10', -310],
    ['12.345', null],
    ['abc', null],
    ['', null],
    ['1.2.3', null],
  ])('%j → %s', (input, expected) => expect(parseMoney(input)).toBe(expected));

  it('reads back what formatMoney wrote', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (c) => {
        expect(parseMoney(formatMoney(c))).toBe(c);
      }),
    );
  });
});

describe('decimal text arithmetic for rates', () => {
  it('APR fraction × 100 without float noise', () => {
    expect(0.1799 * 100).not.toBe(17.99);
    expect(multiplyDecimal('0.1799', 100)).toBe('17.99');
    expect(multiplyDecimal('0.0999', 100)).toBe('9.99');
    expect(multiplyDecimal('0', 100)).toBe('0');
  });

  it('revolving payment rounds the exact product up to a whole dollar', () => {
    expect(1200 * 0.0175).not.toBe(21);
    expect(ceilProduct(1200, 0.0175)).toBe(21);
    expect(ceilProduct(1200.01, 0.0175)).toBe(22);
    expect(ceilProduct('5000', '0.02')).toBe(100);
  });

  it('multiplying by 100 shifts the point, for any four-decimal rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (n) => {
        const rate = `0.${String(n).padStart(4, '0')}`;
        expect(Number(multiplyDecimal(rate, 100))).toBe(n / 100);
      }),
    );
  });

  it('refuses text that is not a decimal', () => {
    expect(() => multiplyDecimal('12%', 1)).toThrow(RangeError);
  });
});

describe('percent of cents', () => {
  it('rounds half a cent up and away from zero, exactly', () => {
    expect(percentOfCents(1_253_125, 8.5)).toBe(106_516); // $1,065.15625
    expect(percentOfCents(1_000, 0.05)).toBe(1); // 0.5 cent
    expect(percentOfCents(1_000, 0.04)).toBe(0); // 0.4 cent
    expect(percentOfCents(1_200, 1.75)).toBe(21); // 1200 × 0.0175 is 21.000000000000004 in floats
    expect(percentOfCents(-1_000, 0.05)).toBe(-1);
    expect(percentOfCents(0, -3)).toBe(0);
    expect(percentOfCents(123_456, 0.1234567)).toBe(152); // seven places: the decimal path
  });

  it('a number rate gives what its decimal text gives, for every cent amount', () => {
    const rate = fc.integer({ min: -99_999, max: 99_999 }).map((n) => n / 1_000);
    fc.assert(
      fc.property(cents, rate, (amount, percent) => {
        expect(percentOfCents(amount, percent)).toBe(percentOfCents(amount, String(percent)));
      }),
    );
  });

  it('refuses a rate that is not a number', () => {
    expect(() => percentOfCents(1_000, Number.NaN)).toThrow(RangeError);
    expect(() => percentOfCents(1_000, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => percentOfCents(1_000, '8.5%')).toThrow(RangeError);
  });
});
