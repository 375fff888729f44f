import { schemaResolver } from '../../components/form/schema-resolver.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInForm } from '../../components/fields/test-form.test-support.tsx';
import { applicationFormRules, emptyApplicationForm } from '../../schemas/application-form.ts';
import { IncomeFields } from './income-fields.tsx';
import { testLookup } from '../../test/dealers.test-support.ts';

function renderIncome() {
  return renderInForm(emptyApplicationForm(), <IncomeFields prefix="Applicant" />, {
    resolver: schemaResolver(applicationFormRules({ today: '2026-11-21', dealer: testLookup })),
    mode: 'onSubmit',
  });
}

describe('IncomeFields', () => {
  it('adds and removes additional income rows', async () => {
    const { form } = renderIncome();
    await userEvent.click(screen.getByRole('button', { name: 'Add additional income' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add additional income' }));
    expect(screen.getAllByRole('group', { name: /^Additional income \d$/ })).toHaveLength(2);
    await userEvent.type(screen.getAllByRole('textbox', { name: 'Source' })[1]!, 'Rental');
    await userEvent.click(screen.getByRole('button', { name: 'Remove additional income 1' }));
    expect(screen.getAllByRole('group', { name: /^Additional income \d$/ })).toHaveLength(1);
    expect(form().getValues('Applicant.AdditionalIncomeSources')).toEqual([
      {
        AdditionalIncomeSource: 'Other',
        Description: '',
        Source: 'Rental',
        Amount: null,
        IsNonTaxableIncome: false,
      },
    ]);
  });

  it('says nothing about a new row until something is typed and left', async () => {
    renderIncome();
    await userEvent.click(screen.getByRole('button', { name: 'Add additional income' }));
    expect(screen.queryByText(/is required/)).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Monthly amount' }), '12.345');
    await userEvent.tab();
    expect(
      await screen.findByText('Additional income amount: at most two decimals (cents)'),
    ).toBeVisible();
    expect(screen.queryByText('Additional income source is required')).toBeNull();
  });

  it('says next to the description when it is too long (issue 18 item 14)', async () => {
    renderIncome();
    await userEvent.click(screen.getByRole('button', { name: 'Add additional income' }));
    const description = screen.getByRole('textbox', { name: 'Description' });
    await userEvent.click(description);
    await userEvent.paste('a'.repeat(1_001));
    await userEvent.tab();
    expect(description).toHaveAccessibleDescription(
      /Additional income description: at most 1,000 characters/,
    );
  });
});
