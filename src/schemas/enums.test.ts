import { describe, expect, it } from 'vitest';
import { creditPaymentTermOf } from './enums.ts';

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
