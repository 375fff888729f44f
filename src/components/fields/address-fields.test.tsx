import { screen } from '@testing-library/react';
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
