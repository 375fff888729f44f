import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SsnInput } from './ssn-input.tsx';
import { renderInForm } from './test-form.test-support.tsx';

describe('SsnInput', () => {
  const renderSsn = () =>
    renderInForm(
      { Applicant: { SocialSecurityNumber: '' } },
      <SsnInput name="Applicant.SocialSecurityNumber" label="Social Security number" required />,
    );

  it('takes nine digits only and keeps them masked until shown', async () => {
    const { form } = renderSsn();
    const input = screen.getByRole('textbox', { name: 'Social Security number' });
    expect(input).toHaveClass('masked-input');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).not.toHaveAttribute('type', 'password');
    await userEvent.type(input, '500-00-00012');
    expect(input).toHaveValue('500000001');
    expect(form().getValues('Applicant.SocialSecurityNumber')).toBe('500000001');

    const toggle = screen.getByRole('button', { name: 'Show Social Security number' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input).not.toHaveClass('masked-input');
    await userEvent.click(screen.getByRole('button', { name: 'Hide Social Security number' }));
    expect(input).toHaveClass('masked-input');
  });

  it('is toggled with the keyboard alone', async () => {
    renderSsn();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Social Security number' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Show Social Security number' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Social Security number' })).not.toHaveClass(
      'masked-input',
    );
  });
});
