import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AddressFields, INSTALLATION_ADDRESS } from './address-fields.tsx';
import { renderInForm } from './test-form.test-support.tsx';

describe('AddressFields', () => {
  it('labels the installation address and marks what is required', () => {
    renderInForm(
      { Applicant: { InstallationAddress1: '', InstallationPostalCode: '' } },
      <AddressFields
        prefix="Applicant"
        names={INSTALLATION_ADDRESS}
        labelPrefix="Installation"
        required={new Set(['InstallationAddress1', 'InstallationPostalCode'])}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Installation address line 1' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Installation address line 2' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Installation ZIP code' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Installation state' })).toHaveValue('');
  });
});

describe('AddressFields: errors and the keyboard', () => {
  const address = { Address1: '', Address2: '', City: '', State: '', PostalCode: '' };

  it('shows an error next to its field', async () => {
    const { form } = renderInForm(
      { Address: address },
      <AddressFields prefix="Address" required={new Set()} />,
    );
    form().setError('Address.PostalCode', { type: 'rule', message: 'ZIP code: 5 digits' });
    const zip = await screen.findByRole('textbox', { name: 'ZIP code' });
    expect(zip).toHaveAccessibleDescription('ZIP code: 5 digits');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
  });

  it('is filled from the keyboard, in reading order', async () => {
    const { form } = renderInForm(
      { Address: address },
      <AddressFields prefix="Address" required={new Set()} />,
    );
    await userEvent.tab();
    await userEvent.keyboard('1 Main St');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('Sacramento');
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveFocus();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CA');
    await userEvent.tab();
    await userEvent.keyboard('95814');
    expect(form().getValues('Address')).toEqual({
      Address1: '1 Main St',
      Address2: '',
      City: 'Sacramento',
      State: 'CA',
      PostalCode: '95814',
    });
  });
});
