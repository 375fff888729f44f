import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatPhone, PhoneInput, phoneDigits } from './phone-input.tsx';
import { renderInForm } from './test-form.test-support.tsx';

describe('phone numbers', () => {
  it.each([
    ['(916) 555-0123', '9165550123'],
    ['916.555.0123', '9165550123'],
    ['+1 916 555 0123', '9165550123'],
    ['91655501234', '9165550123'],
    ['abc', ''],
  ])('reads the digits of %j', (text, digits) => {
    expect(phoneDigits(text)).toBe(digits);
  });

  it.each([
    ['', ''],
    ['9', '(9'],
    ['916', '(916'],
    ['9165', '(916) 5'],
    ['916555', '(916) 555'],
    ['9165550', '(916) 555-0'],
    ['9165550123', '(916) 555-0123'],
  ])('formats %j as %j', (digits, shown) => {
    expect(formatPhone(digits)).toBe(shown);
  });
});

describe('PhoneInput', () => {
  it('shows the number formatted and holds ten digits', async () => {
    const { form } = renderInForm(
      { Applicant: { PrimaryPhone: '' } },
      <PhoneInput name="Applicant.PrimaryPhone" label="Primary phone" />,
    );
    const input = screen.getByRole('textbox', { name: 'Primary phone' });
    await userEvent.type(input, '91655501239');
    expect(input).toHaveValue('(916) 555-0123');
    expect(form().getValues('Applicant.PrimaryPhone')).toBe('9165550123');
    await userEvent.type(input, '{backspace}{backspace}{backspace}{backspace}{backspace}');
    expect(input).toHaveValue('(916) 55');
    expect(form().getValues('Applicant.PrimaryPhone')).toBe('91655');
  });

  it('keeps the caret after the digit it followed when editing in the middle', async () => {
    renderInForm(
      { Applicant: { PrimaryPhone: '9165550123' } },
      <PhoneInput name="Applicant.PrimaryPhone" label="Primary phone" />,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Primary phone' });
    // Caret after "(916) 5": delete the 5, then type a 7 in its place.
    await userEvent.type(input, '{backspace}7', {
      initialSelectionStart: 7,
      initialSelectionEnd: 7,
    });
    expect(input).toHaveValue('(916) 755-0123');
    expect(input.selectionStart).toBe(7);
  });

  it('shows a number the form already holds', () => {
    renderInForm(
      { Applicant: { PrimaryPhone: '9165550187' } },
      <PhoneInput name="Applicant.PrimaryPhone" label="Primary phone" />,
    );
    expect(screen.getByRole('textbox', { name: 'Primary phone' })).toHaveValue('(916) 555-0187');
  });
});
