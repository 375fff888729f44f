import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInForm } from '../../components/fields/test-form.tsx';
import { emptyApplicationForm } from '../../schemas/application-form.ts';
import { ResidenceFields } from './residence-fields.tsx';

describe('ResidenceFields', () => {
  const renderResidence = () =>
    renderInForm(emptyApplicationForm(), <ResidenceFields prefix="CoApplicant" />);
  const residence = () => screen.getByRole('combobox', { name: 'Residence' });
  const homeValue = () => screen.queryByRole('textbox', { name: 'Home value' });

  it('asks for the home value only when the home is owned', async () => {
    renderResidence();
    expect(homeValue()).toBeNull();
    await userEvent.selectOptions(residence(), 'Own');
    expect(homeValue()).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Monthly mortgage payment' })).toBeVisible();
    await userEvent.selectOptions(residence(), 'Rent');
    expect(homeValue()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Monthly rent payment' })).toBeVisible();
  });

  it('drops the home value when the home is rented after all', async () => {
    const { form } = renderResidence();
    await userEvent.selectOptions(residence(), 'Own');
    await userEvent.type(homeValue()!, '425000');
    expect(form().getValues('CoApplicant.HomeValue')).toBe(425000);
    await userEvent.selectOptions(residence(), 'Rent');
    expect(form().getValues('CoApplicant.HomeValue')).toBeNull();
  });

  it('requires the residence type, years and months', () => {
    renderResidence();
    expect(residence()).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Years at this address' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Months at this address' })).toBeRequired();
  });
});
