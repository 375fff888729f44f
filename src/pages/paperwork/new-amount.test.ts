import { describe, expect, it } from 'vitest';
import { formAmountFinancedCents } from '../../schemas/paperwork-form.ts';
import { validForm } from '../../schemas/paperwork-form-rules.test-support.ts';
import { amountFromSearch, withNewAmount } from './new-amount.ts';

describe('a change order’s new amount (issue 33 item 8)', () => {
  it('reads ?amount= when the preview would take it, and nothing else', () => {
    expect(amountFromSearch('12000')).toBe(12000);
    expect(amountFromSearch('12000.5')).toBe(12000.5);
    expect(amountFromSearch(null)).toBeNull();
    expect(amountFromSearch('')).toBeNull();
    expect(amountFromSearch('0')).toBeNull();
    expect(amountFromSearch('12000.123')).toBeNull();
    expect(amountFromSearch('a lot')).toBeNull();
  });

  it('moves the difference onto the first product’s price, so the figures finance the new amount', () => {
    const values = validForm();
    const before = formAmountFinancedCents(values);
    const { values: changed, change } = withNewAmount(values, before / 100 - 575.5);
    expect(formAmountFinancedCents(changed)).toBe(before - 57550);
    expect(change).toEqual({
      description: values.LoanParameters.ProductLineItems[0]!.Description,
      from: values.LoanParameters.ProductLineItems[0]!.Price,
      to: values.LoanParameters.ProductLineItems[0]!.Price! - 575.5,
    });
  });

  it('changes nothing when the price would not stay above zero', () => {
    const values = validForm();
    const first = values.LoanParameters.ProductLineItems[0]!;
    const withoutFirst = formAmountFinancedCents(values) / 100 - first.Price! * first.Quantity!;
    expect(withNewAmount(values, withoutFirst)).toEqual({ values, change: null });
  });
});
