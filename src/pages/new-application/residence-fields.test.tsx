import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInForm } from '../../components/fields/test-form.test-support.tsx';
import { schemaResolver } from '../../components/form/schema-resolver.ts';
import { applicationFormRules, emptyApplicationForm } from '../../schemas/application-form.ts';
import { fixtureContext } from '../../schemas/fixtures/application-v3.test-support.ts';
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

  it('keeps "Years at this address" 200 as typed and refuses it with a message, never cutting it to 20', async () => {
    const { form } = renderInForm(emptyApplicationForm(), <ResidenceFields prefix="Applicant" />, {
      resolver: schemaResolver(applicationFormRules(fixtureContext('2026-11-21'))),
    });
    const years = screen.getByRole('textbox', { name: 'Years at this address' });
    await userEvent.type(years, '200');
    expect(years).toHaveValue('200');
    expect(form().getValues('Applicant.YearsAtResidence')).toBe(200);
    await userEvent.tab();
    expect(await screen.findByText('Years at residence must be at most 99')).toBeVisible();
  });
});
