import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldGrid } from './field-grid.tsx';
import { NameFields } from './name-fields.tsx';
import { SUFFIX_OPTIONS, SuffixField } from './suffix-field.tsx';
import { renderInForm } from './test-form.test-support.tsx';

const person = { FirstName: '', MiddleInitial: '', LastName: '', Suffix: '' };

describe('NameFields', () => {
  it('labels the name once for every form, and marks the first and last name required', () => {
    renderInForm(
      { Applicant: person },
      <FieldGrid>
        <NameFields prefix="Applicant" />
        <SuffixField prefix="Applicant" />
      </FieldGrid>,
    );
    expect(screen.getByRole('textbox', { name: /^First name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Middle initial' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toBeRequired();
    const suffix = screen.getByRole('combobox', { name: 'Suffix' });
    expect(suffix).toHaveValue('');
    expect([...(suffix as HTMLSelectElement).options].map((option) => option.textContent)).toEqual([
      'None',
      ...SUFFIX_OPTIONS.map((option) => option.label),
    ]);
  });

  it('sits at the top of a form without a suffix', () => {
    renderInForm({ FirstName: '', MiddleInitial: '', LastName: '' }, <NameFields prefix="" />);
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAttribute(
      'name',
      'FirstName',
    );
    expect(screen.getByRole('textbox', { name: /^Last name/ })).toHaveAttribute('name', 'LastName');
    expect(screen.queryByRole('combobox', { name: 'Suffix' })).toBeNull();
  });

  it('shows an error next to its field', async () => {
    const { form } = renderInForm({ Applicant: person }, <NameFields prefix="Applicant" />);
    form().setError('Applicant.LastName', { type: 'rule', message: 'Last name is required' });
    const lastName = await screen.findByRole('textbox', { name: /^Last name/ });
    expect(lastName).toHaveAccessibleDescription('Last name is required');
    expect(lastName).toHaveAttribute('aria-invalid', 'true');
  });

  it('is filled from the keyboard, in reading order', async () => {
    const { form } = renderInForm(
      { Applicant: person },
      <>
        <NameFields prefix="Applicant" />
        <SuffixField prefix="Applicant" />
      </>,
    );
    await userEvent.tab();
    await userEvent.keyboard('Ana');
    await userEvent.tab();
    await userEvent.keyboard('M');
    await userEvent.tab();
    await userEvent.keyboard('Ruiz');
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Suffix' })).toHaveFocus();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Suffix' }), 'Sr.');
    expect(form().getValues('Applicant')).toEqual({
      FirstName: 'Ana',
      MiddleInitial: 'M',
      LastName: 'Ruiz',
      Suffix: 'SR',
    });
  });
});
