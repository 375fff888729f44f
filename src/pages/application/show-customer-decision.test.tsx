import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.test-support.tsx';
import { ShowCustomerDecision } from './show-customer-decision.tsx';

describe('Show the customer', () => {
  it('opens the decision for the customer with their language choice, and closes it', async () => {
    renderWithProviders(
      <ShowCustomerDecision
        decision={{ status: 'Declined', messages: [] }}
        contractLanguage="English"
      />,
    );
    const button = screen.getByRole('button', { name: 'Show the customer' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('radiogroup', { name: 'Language' })).toBeNull();

    await userEvent.click(button);

    expect(
      await screen.findByRole('region', { name: 'Your application was not approved' }),
    ).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeVisible();
    const hide = screen.getByRole('button', { name: 'Hide the customer view' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(hide);
    expect(screen.queryByRole('region', { name: /^Your application/ })).toBeNull();
  });
});
