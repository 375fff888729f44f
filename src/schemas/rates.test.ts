import { describe, expect, it } from 'vitest';
import {
  annualPercentageRateText,
  aprPercent,
  aprToAnnualPercentageRate,
  paymentFactorPercent,
  revolvingEstimatedPayment,
} from './rates.ts';

describe('rate arithmetic', () => {
  it.each<[string, number]>([
    ['0.1799', 17.99],
    ['0.0999', 9.99],
    ['0.07125', 7.125],
    ['.2', 20],
    ['0', 0],
  ])('APR %s → AnnualPercentageRate %s', (apr, rate) => {
    expect(aprToAnnualPercentageRate(apr)).toBe(rate);
  });

  it.each<[number, number | string, number]>([
    [1200, 0.0175, 21], // 1200 × 0.0175 is 21.000000000000004 in floats
    [1000, 0.02, 20],
    [1234.56, 0.0175, 22],
    [5000, '0.025', 125],
    [1000.01, 0.02, 21],
  ])('%s × %s rounded up → %s', (amount, factor, payment) => {
    expect(revolvingEstimatedPayment(amount, factor)).toBe(payment);
  });
});

describe('APR as a percentage', () => {
  it.each<[string | null | undefined, string | null]>([
    ['0.1799', '17.99%'],
    ['0.0999', '9.99%'],
    ['0', '0%'],
    ['0.07125', '7.125%'],
    ['.2', '20%'],
    ['0.10', '10%'],
    // 0.1799 × 100 is 17.990000000000002 in floats: never through a float.
    ['0.1799000', '17.99%'],
    ['17.99', null],
    ['1.5', null],
    ['-0.1', null],
    ['n/a', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (apr, percent) => {
    expect(aprPercent(apr)).toBe(percent);
  });
});

describe('payment factor as a percentage', () => {
  it.each<[number | null | undefined, string | null]>([
    [0.0175, '1.75%'],
    [0.02, '2%'],
    [0.035, '3.5%'],
    [0, '0%'],
    [-0.02, null],
    [Number.NaN, null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (factor, percent) => {
    expect(paymentFactorPercent(factor)).toBe(percent);
  });
});

describe('the AnnualPercentageRate shown', () => {
  it.each<[number, string]>([
    [17.99, '17.99%'],
    [7.125, '7.125%'],
    [0, '0%'],
    [1e-7, '0.0000001%'],
  ])('%s → %s', (rate, text) => {
    expect(annualPercentageRateText(rate)).toBe(text);
  });
});
