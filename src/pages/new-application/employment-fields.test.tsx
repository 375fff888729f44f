import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInForm } from '../../components/fields/test-form.test-support.tsx';
import { emptyApplicationForm } from '../../schemas/application-form.ts';
import { EmploymentFields } from './employment-fields.tsx';

function renderEmployment(
  change: (form: ReturnType<typeof emptyApplicationForm>) => void = () => {},
) {
  const values = emptyApplicationForm();
  change(values);
  return renderInForm(values, <EmploymentFields prefix="Applicant" />);
}

const typeSelect = () => screen.getByRole('combobox', { name: 'Employment type' });
const startMonth = () => screen.queryByRole('combobox', { name: 'Started in month' });
const startYear = () => screen.queryByRole('textbox', { name: 'Started in year' });
const yearsOfIncome = () =>
  screen.queryByRole('textbox', { name: 'Years of income from current sources' });

describe('EmploymentFields', () => {
  it('asks the employed for the employer and the start month and year, both required', async () => {
    renderEmployment();
    for (const type of ['Employed', 'SelfEmployed']) {
      await userEvent.selectOptions(typeSelect(), type);
      expect(screen.getByRole('textbox', { name: 'Employer' })).toBeVisible();
      expect(screen.getByRole('textbox', { name: "Employer's phone number" })).toBeVisible();
      expect(startMonth()).toBeRequired();
      expect(startYear()).toBeRequired();
      expect(yearsOfIncome()).toBeNull();
    }
  });

  it('asks for the years of income from current sources without an employment type, required', () => {
    renderEmployment();
    expect(yearsOfIncome()).toBeRequired();
    expect(startMonth()).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Employer' })).toBeNull();
  });

  it('asks the retired for the years of income, not required', async () => {
    renderEmployment();
    await userEvent.selectOptions(typeSelect(), 'Retired');
    expect(yearsOfIncome()).not.toBeRequired();
    expect(startYear()).toBeNull();
  });

  it('always asks for the occupation', async () => {
    renderEmployment();
    expect(screen.getByRole('textbox', { name: 'Occupation' })).toBeVisible();
    await userEvent.selectOptions(typeSelect(), 'Employed');
    expect(screen.getByRole('textbox', { name: 'Occupation' })).toBeVisible();
  });

  it('clears what the new type does not show', async () => {
    const { form } = renderEmployment((values) => {
      values.Applicant.EmploymentType = 'Employed';
      values.Applicant.CurrentEmployer = 'Valley Medical';
      values.Applicant.EmploymentMonth = 6;
      values.Applicant.EmploymentYear = 2015;
    });
    await userEvent.selectOptions(typeSelect(), 'Retired');
    expect(form().getValues('Applicant')).toMatchObject({
      CurrentEmployer: '',
      EmploymentMonth: null,
      EmploymentYear: null,
    });
    await userEvent.type(yearsOfIncome()!, '12');
    expect(form().getValues('Applicant.YearsOfIncomeFromCurrentSources')).toBe(12);
    await userEvent.selectOptions(typeSelect(), 'SelfEmployed');
    expect(form().getValues('Applicant.YearsOfIncomeFromCurrentSources')).toBeNull();
  });
});
