import { describe, expect, it } from 'vitest';
import { creditPaymentTermOf, monthsOfCreditPaymentTerm } from './enums.ts';

describe('creditPaymentTermOf', () => {
  it('names the terms CreditPaymentTermEnum has', () => {
    expect(creditPaymentTermOf(24)).toBe('TwentyFourMonths');
    expect(creditPaymentTermOf(84)).toBe('EightyFourMonths');
  });

  it('has no name for another term, or for none', () => {
    expect(creditPaymentTermOf(60)).toBeNull();
    expect(creditPaymentTermOf(null)).toBeNull();
    expect(creditPaymentTermOf(undefined)).toBeNull();
  });
});

describe('monthsOfCreditPaymentTerm', () => {
  it('reads the months of a term the enumeration names', () => {
    expect(monthsOfCreditPaymentTerm('TwentyFourMonths')).toBe(24);
    expect(monthsOfCreditPaymentTerm('EightyFourMonths')).toBe(84);
  });

  it('has none for another value, or for none', () => {
    expect(monthsOfCreditPaymentTerm('SixtyMonths')).toBeNull();
    expect(monthsOfCreditPaymentTerm(null)).toBeNull();
  });
});
