import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateInput } from './date-input.tsx';
import { renderInForm } from './test-form.test-support.tsx';

describe('DateInput', () => {
  it('is the browser date field and holds YYYY-MM-DD', () => {
    const { form } = renderInForm(
      { Applicant: { DateOfBirth: '' } },
      <DateInput name="Applicant.DateOfBirth" label="Date of birth" required />,
    );
    const input = screen.getByLabelText(/Date of birth/);
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toBeRequired();
    fireEvent.change(input, { target: { value: '1984-03-15' } });
    expect(form().getValues('Applicant.DateOfBirth')).toBe('1984-03-15');
    fireEvent.change(input, { target: { value: '' } });
    expect(form().getValues('Applicant.DateOfBirth')).toBe('');
  });

  it('shows the date the form holds', () => {
    renderInForm(
      { Applicant: { DateOfBirth: '1958-09-02' } },
      <DateInput name="Applicant.DateOfBirth" label="Date of birth" />,
    );
    expect(screen.getByLabelText(/Date of birth/)).toHaveValue('1958-09-02');
  });
});
