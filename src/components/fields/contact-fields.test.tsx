import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_TYPES } from '../../schemas/enums.ts';
import { ContactFields } from './contact-fields.tsx';
import { EmailField } from './email-field.tsx';
import { renderInForm } from './test-form.test-support.tsx';

const contact = {
  EmailAddress: '',
  PrimaryPhone: '',
  PrimaryPhoneType: '',
  SecondaryPhone: '',
  SecondaryPhoneType: '',
};

describe('ContactFields', () => {
  it('labels the contact once for every form, with one list of phone types', () => {
    renderInForm({ Applicant: contact }, <ContactFields prefix="Applicant" />);
    expect(screen.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute(
      'type',
      'email',
    );
    expect(screen.getByRole('textbox', { name: 'Primary phone' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Secondary phone' })).toBeInTheDocument();
    for (const name of ['Primary phone type', 'Secondary phone type']) {
      const select = screen.getByRole('combobox', { name }) as HTMLSelectElement;
      expect([...select.options].map((option) => option.textContent)).toEqual([
        'Choose a type',
        ...PHONE_NUMBER_TYPES,
      ]);
    }
  });

  it('asks for the primary phone’s type when the request does', () => {
    renderInForm({ Applicant: contact }, <ContactFields prefix="Applicant" primaryTypeRequired />);
    expect(screen.getByRole('combobox', { name: /^Primary phone type/ })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Secondary phone type' })).not.toBeRequired();
  });

  it('shows an error next to its field', async () => {
    const { form } = renderInForm({ Applicant: contact }, <ContactFields prefix="Applicant" />);
    form().setError('Applicant.EmailAddress', { type: 'rule', message: 'E-mail is not valid' });
    const email = await screen.findByRole('textbox', { name: 'E-mail address' });
    expect(email).toHaveAccessibleDescription('E-mail is not valid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('is filled from the keyboard, in reading order', async () => {
    const { form } = renderInForm({ Applicant: contact }, <ContactFields prefix="Applicant" />);
    await userEvent.tab();
    await userEvent.keyboard('ana@example.com');
    await userEvent.tab();
    await userEvent.keyboard('9165550123');
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Primary phone type' })).toHaveFocus();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Primary phone type' }),
      'Cell',
    );
    expect(form().getValues('Applicant')).toMatchObject({
      EmailAddress: 'ana@example.com',
      PrimaryPhone: '9165550123',
      PrimaryPhoneType: 'Cell',
    });
  });
});

describe('EmailField', () => {
  it('is the same e-mail field on its own, required where the form asks', () => {
    renderInForm({ EmailAddress: '' }, <EmailField name="EmailAddress" required />);
    expect(screen.getByRole('textbox', { name: /^E-mail address/ })).toBeRequired();
  });
});
