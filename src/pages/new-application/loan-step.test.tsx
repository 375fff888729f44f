import { schemaResolver } from '../../components/form/schema-resolver.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInForm } from '../../components/fields/test-form.test-support.tsx';
import {
  applicationFormRules,
  emptyApplicationForm,
  type ApplicationFormValues,
} from '../../schemas/application-form.ts';
import { LoanStep } from './loan-step.tsx';
import { testLookup } from '../../test/dealers.test-support.ts';

function renderLoan(loan: Partial<ApplicationFormValues['LoanParameters']>) {
  const values = emptyApplicationForm({ ContractState: 'CA', ProductOrService: 'HVAC', ...loan });
  return renderInForm(values, <LoanStep lookup={testLookup} assignee={null} />, {
    resolver: schemaResolver(applicationFormRules({ today: '2026-11-21', dealer: testLookup })),
    mode: 'onSubmit',
  });
}

const completion = () => screen.queryByRole('textbox', { name: 'Completion payment' });
const amountFinanced = () => screen.getByRole('status', { name: 'Amount financed' });

describe('LoanStep: California rules', () => {
  it('offers a completion payment for a California contract of a home-improvement dealer', () => {
    renderLoan({ DealerId: 101, ContractState: 'CA' });
    expect(completion()).toBeVisible();
  });

  it.each([
    ['another state', { DealerId: 101, ContractState: 'NV' }],
    [
      'a retailer in California',
      { DealerId: 103, ContractState: 'CA', ProductOrService: 'Appliances' },
    ],
  ])('offers none for %s', (_what, loan) => {
    renderLoan(loan);
    expect(completion()).toBeNull();
  });

  it('drops a completion payment the contract can no longer carry', () => {
    const { form } = renderLoan({ DealerId: 101, ContractState: 'NV', CompletionPayment: 250 });
    expect(completion()).toBeNull();
    expect(form().getValues('LoanParameters.CompletionPayment')).toBeNull();
  });

  it('says the California home-improvement down-payment cap when the down payment is over it', async () => {
    renderLoan({ DealerId: 101, ContractState: 'CA' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Selling price' }), '5000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Down payment' }), '600');
    await userEvent.tab();
    expect(
      await screen.findByText(
        /Down payment must be at most \$500\.00 \(the lesser of 10% of the selling price and \$1,000\)/,
      ),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Down payment' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('has no cap outside California', async () => {
    renderLoan({ DealerId: 101, ContractState: 'NV' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Selling price' }), '5000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Down payment' }), '600');
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Down payment' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('LoanStep: amount financed', () => {
  it('computes it live from the amounts, with the formula', async () => {
    renderLoan({ DealerId: 101, ContractState: 'CA' });
    expect(amountFinanced()).toHaveTextContent('$0.00');
    await userEvent.type(screen.getByRole('textbox', { name: 'Selling price' }), '12500');
    expect(amountFinanced()).toHaveTextContent('$12,500.00');
    await userEvent.type(screen.getByRole('textbox', { name: 'Down payment' }), '1000.10');
    await userEvent.type(screen.getByRole('textbox', { name: 'Completion payment' }), '0.20');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include sales tax' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Sales tax' }), '1031.25');
    expect(amountFinanced()).toHaveTextContent('$12,530.95');
    const panel = amountFinanced().closest('.amount-financed') as HTMLElement;
    expect(
      within(panel).getByText(
        '= selling price $12,500.00 − down payment $1,000.10 − completion payment $0.20 + sales tax $1,031.25',
      ),
    ).toBeVisible();
  });

  it('shows the range rule under it', async () => {
    const { form } = renderLoan({ DealerId: 101, ContractState: 'CA', SellingPrice: 900 });
    await form().trigger('LoanParameters');
    expect(await screen.findByText('Amount financed must be at least $1,000')).toBeVisible();
  });

  it('drops the sales tax when it is no longer included', async () => {
    const { form } = renderLoan({ DealerId: 101, SalesTaxIncluded: true, SalesTax: 80 });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Include sales tax' }));
    expect(screen.queryByRole('textbox', { name: 'Sales tax' })).toBeNull();
    expect(form().getValues('LoanParameters.SalesTax')).toBeNull();
  });
});
