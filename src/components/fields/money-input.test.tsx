import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatAmountText, MoneyInput, parseAmountText } from './money-input.tsx';
import { renderInForm } from './test-form.test-support.tsx';

describe('parseAmountText', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['1234.5', 1234.5],
    ['$1,234.50', 1234.5],
    ['0.29', 0.29],
    ['10.10', 10.1],
    ['.5', 0.5],
    ['-5', -5],
  ])('reads %j as %j', (text, amount) => {
    expect(parseAmountText(text)).toBe(amount);
  });

  it('keeps more than two decimals for the rule to refuse, and anything else as NaN', () => {
    expect(parseAmountText('12.345')).toBe(12.345);
    expect(parseAmountText('12,34a')).toBeNaN();
    expect(parseAmountText('1.2.3')).toBeNaN();
  });
});

describe('formatAmountText', () => {
  it.each([
    [null, ''],
    [0, '0.00'],
    [0.29, '0.29'],
    [1234.5, '1,234.50'],
    [12.345, '12.345'],
    [Number.NaN, ''],
  ])('shows %j as %j', (amount, text) => {
    expect(formatAmountText(amount)).toBe(text);
  });
});

describe('MoneyInput', () => {
  const renderMoney = (amount: number | null = null) =>
    renderInForm(
      { Loan: { SellingPrice: amount } },
      <MoneyInput name="Loan.SellingPrice" label="Selling price" required />,
    );

  it('holds the number and shows dollars with two decimals once left', async () => {
    const { form } = renderMoney();
    const input = screen.getByRole('textbox', { name: 'Selling price' });
    expect(input).toBeRequired();
    expect(screen.getByText('$')).toBeInTheDocument();
    await userEvent.type(input, '12500.5');
    expect(form().getValues('Loan.SellingPrice')).toBe(12500.5);
    expect(input).toHaveValue('12500.5');
    await userEvent.tab();
    expect(input).toHaveValue('12,500.50');
  });

  it('follows the form when it changes the value', () => {
    const { form } = renderMoney(100);
    const input = screen.getByRole('textbox', { name: 'Selling price' });
    expect(input).toHaveValue('100.00');
    act(() => form().setValue('Loan.SellingPrice', null));
    expect(input).toHaveValue('');
  });

  it('keeps text that is not an amount as typed, for the rule to name', async () => {
    const { form } = renderMoney();
    const input = screen.getByRole('textbox', { name: 'Selling price' });
    await userEvent.type(input, 'abc');
    await userEvent.tab();
    expect(input).toHaveValue('abc');
    expect(form().getValues('Loan.SellingPrice')).toBeNaN();
  });
});
