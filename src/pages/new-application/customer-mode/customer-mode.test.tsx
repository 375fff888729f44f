import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInForm } from '../../../components/fields/test-form.test-support.tsx';
import { schemaResolver } from '../../../components/form/schema-resolver.ts';
import { customerLanguage } from '../../../components/i18n/customer-language.ts';
import { applicationFormRules, emptyApplicationForm } from '../../../schemas/application-form.ts';
import { testLookup } from '../../../test/dealers.test-support.ts';
import type { Cents } from '../../../lib/money.ts';
import { CustomerMode } from './customer-mode.tsx';

afterEach(async () => {
  await customerLanguage.choose('en');
});

function renderCustomerMode() {
  const values = emptyApplicationForm({ ContractState: 'CA', ProductOrService: 'HVAC' });
  return renderInForm(
    values,
    <CustomerMode
      product="HVAC"
      amountFinanced={1_250_000 as Cents}
      idleLockMs={300_000}
      checkContacts={() => Promise.resolve([])}
      onHandBack={() => undefined}
    />,
    {
      resolver: schemaResolver(applicationFormRules({ today: '2026-11-21', dealer: testLookup })),
      mode: 'onSubmit',
    },
  );
}

describe('CustomerMode in Spanish (issue 35, item 5)', () => {
  it('labels the customer’s fields in Spanish and says what is wrong, in Spanish, at the field', async () => {
    renderCustomerMode();
    await userEvent.click(screen.getByText('Español'));
    const first = await screen.findByRole('textbox', { name: 'Nombre' });

    expect(screen.getByRole('textbox', { name: 'Apellido' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Número de Seguro Social' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Tipo de empleo' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Ingresos' })).toBeVisible();
    const residence = screen.getByRole('combobox', { name: /^Vivienda/ });
    expect(within(residence).getByRole('option', { name: 'Alquila' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar Número de Seguro Social' })).toBeVisible();

    await userEvent.type(screen.getByRole('textbox', { name: 'Inicial del segundo nombre' }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente: sus autorizaciones' }));

    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    expect(first).toHaveAccessibleDescription('Nombre: este dato es obligatorio');
    expect(
      screen.getByRole('textbox', { name: 'Inicial del segundo nombre' }),
    ).toHaveAccessibleDescription('Inicial del segundo nombre: una sola letra');
    expect(first.closest('[lang]')).toHaveAttribute('lang', 'es');
  });

  it('keeps the rules’ English for a customer who reads English', async () => {
    renderCustomerMode();
    await userEvent.click(screen.getByRole('button', { name: 'Next: your consents' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
        'First name is required',
      ),
    );
  });
});
