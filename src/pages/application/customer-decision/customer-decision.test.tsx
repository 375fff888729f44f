import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { customerLanguage } from '../../../components/i18n/customer-language.ts';
import { renderWithProviders } from '../../../test/render.test-support.tsx';
import type { Decision } from '../decision-banner.tsx';
import CustomerDecision from './customer-decision.tsx';

afterEach(async () => {
  await customerLanguage.choose('en');
});

const show = (decision: Decision) =>
  renderWithProviders(<CustomerDecision decision={decision} contractLanguage="English" />);

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('the decision explained to the customer (issue 35, item 5)', () => {
  it('approved: the amount in the customer’s language, without the dealer’s figures', async () => {
    show({
      status: 'Approved',
      amountApproved: 13000,
      buyRate: '6.99',
      riskTier: 1,
      rightToCancelUntil: '2026-12-04',
      messages: [],
      longStatus: 'Approved for $13,000.00',
    });
    const approved = section('Your application is approved');
    expect(approved).toHaveTextContent('approved your application for up to $13,000.00.');
    expect(approved).toHaveTextContent('You may cancel until December 4, 2026');
    // English: no contract-language notice, since the contract is in English.
    expect(screen.queryByText(/^Your contract and its disclosures/)).toBeNull();

    await userEvent.click(screen.getByText('Español'));

    const spanish = await screen.findByRole('region', { name: 'Su solicitud está aprobada' });
    expect(spanish.closest('[lang]')).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveTextContent('El prestamista aprobó su solicitud por hasta $13,000.00.');
    expect(spanish).toHaveTextContent('Puede cancelar hasta el 4 de diciembre de 2026');
    expect(spanish).not.toHaveTextContent(/6\.99|Buy rate|Risk tier/);
    // The lender's own note stays in English, marked so.
    expect(within(spanish).getByText('Approved for $13,000.00')).toHaveAttribute('lang', 'en');
    expect(
      screen.getByText(/^Su contrato y sus divulgaciones están en inglés\. Puede pedir/),
    ).toBeVisible();
  });

  it('pending: the lender’s conditions as it wrote them, inside a Spanish explanation', async () => {
    await customerLanguage.choose('es');
    show({
      status: 'Pending',
      messages: [
        {
          MessageType: 'Condition',
          Label: 'Proof of income',
          Text: 'Upload a pay stub',
          IsMet: false,
        },
        { MessageType: 'Condition', Label: 'Identity', Text: 'Verified', IsMet: true },
      ],
    });
    const pending = await screen.findByRole('region', { name: 'Su solicitud necesita algo más' });
    expect(pending).toHaveTextContent('El prestamista necesita algo más antes de decidir.');
    const items = within(pending).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Proof of income: Upload a pay stub');
    expect(items[0]?.querySelector('[lang="en"]')).not.toBeNull();
    expect(pending).toHaveTextContent('Su contratista le ayudará a entregarlo.');
  });

  it('declined: the right to the reasons, and the lender’s hints untranslated', async () => {
    await customerLanguage.choose('es');
    show({
      status: 'Declined',
      messages: [{ MessageType: 'Hint', Label: 'Credit history', Text: 'Too short', IsMet: null }],
    });
    const declined = await screen.findByRole('region', { name: 'Su solicitud no fue aprobada' });
    expect(declined).toHaveTextContent(
      /En un plazo de 30 días, el prestamista debe decirle por escrito las razones principales/,
    );
    expect(within(declined).getByRole('listitem')).toHaveTextContent('Credit history: Too short');
  });

  it('processing and any other status: said plainly, the status as the lender names it', async () => {
    const { unmount } = show({ status: 'Processing', messages: [] });
    expect(section('Your application is being decided')).toHaveTextContent(
      'The lender is still deciding on your application.',
    );
    unmount();
    await customerLanguage.choose('es');
    show({ status: 'FundingRequested', messages: [] });
    const other = await screen.findByRole('region', { name: 'Su solicitud' });
    expect(other).toHaveTextContent('El prestamista informa este estado de su solicitud');
    expect(within(other).getByText('Funding requested')).toHaveAttribute('lang', 'en');
  });
});
