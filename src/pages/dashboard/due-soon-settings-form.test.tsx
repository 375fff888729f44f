import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { readMuted, readThresholds } from '../../api/due-soon-settings.ts';
import { sessionStore } from '../../api/session-store.ts';
import { BUILT_IN_THRESHOLDS } from '../../schemas/due-soon-thresholds.ts';
import { defaultRoles } from '../../schemas/role-capabilities.ts';
import type { SessionUser } from '../../schemas/sign-in.ts';
import { testDealers } from '../../test/dealers.test-support.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.test-support.tsx';
import { DueSoonSettingsForm } from './due-soon-settings-form.tsx';

const user = (roleId: number): SessionUser => ({
  id: 5,
  username: 'someone',
  displayName: 'Someone',
  role: '',
  isOperator: false,
  dealers: [{ id: 101, name: 'Sunrise Home Comfort', roleId }],
});

function renderForm(roleId: number) {
  sessionStore.signIn('token', user(roleId));
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () =>
      jsonResponse(testDealers.filter((dealer) => dealer.Id === 101)),
    ),
  );
  renderWithProviders(<DueSoonSettingsForm />, {
    roles: [...defaultRoles],
    dueSoon: { unsignedDays: 4 },
  });
}

beforeEach(() => {
  localStorage.clear();
  configureClient({ baseUrl: '', getToken: sessionStore.token });
});
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

describe('the Due soon settings', () => {
  it('says the settings stay on this device, as the spec has no settings operation', async () => {
    renderForm(3);
    expect(screen.getByText(/has no settings operation/)).toBeInTheDocument();
    expect(
      await screen.findByText('Your dealer administrator sets the thresholds of your dealers.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('lets any user mute a kind for themselves, and show it again', async () => {
    renderForm(3);
    const unsigned = screen.getByRole('checkbox', { name: 'Paperwork not signed' });
    expect(unsigned).toBeChecked();
    await userEvent.click(unsigned);
    expect(readMuted('5')).toEqual(['unsigned']);
    expect(screen.getByText('Saved on this device.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Paperwork not signed' }));
    expect(readMuted('5')).toEqual([]);
  });

  it('shows an administrator the dealer’s thresholds, from the runtime config’s defaults', async () => {
    renderForm(2);
    const unsigned = await screen.findByRole('textbox', { name: /Paperwork unsigned after/ });
    expect(unsigned).toHaveValue('4');
    expect(screen.getByRole('textbox', { name: /Conditions open after/ })).toHaveValue('7');
  });

  it('refuses bad thresholds next to their fields, keeping what was typed', async () => {
    renderForm(2);
    const unsigned = await screen.findByRole('textbox', { name: /Paperwork unsigned after/ });
    const look = screen.getByRole('textbox', { name: /Look ahead/ });
    await userEvent.clear(unsigned);
    await userEvent.clear(look);
    await userEvent.type(look, '99');
    fireEvent.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(
      await screen.findByText(
        'Paperwork unsigned after: enter a whole number of days from 1 to 30.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Look ahead: enter a whole number of days from 1 to 60.'),
    ).toBeInTheDocument();
    expect(unsigned).toHaveAttribute('aria-invalid', 'true');
    expect(look).toHaveValue('99');
    expect(readThresholds(101, BUILT_IN_THRESHOLDS)).toEqual(BUILT_IN_THRESHOLDS);
  });

  it('saves valid thresholds for the dealer, and goes back to the defaults', async () => {
    renderForm(2);
    const unsigned = await screen.findByRole('textbox', { name: /Paperwork unsigned after/ });
    await userEvent.clear(unsigned);
    await userEvent.type(unsigned, '10');
    fireEvent.click(screen.getByRole('button', { name: 'Save thresholds' }));
    expect(
      await screen.findByText('Saved for Sunrise Home Comfort on this device.'),
    ).toBeInTheDocument();
    expect(readThresholds(101, BUILT_IN_THRESHOLDS).unsignedDays).toBe(10);
    fireEvent.click(await screen.findByRole('button', { name: 'Use the defaults' }));
    // The fields are drawn afresh with the defaults.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Paperwork unsigned after/ })).toHaveValue('4'),
    );
    expect(readThresholds(101, BUILT_IN_THRESHOLDS)).toEqual(BUILT_IN_THRESHOLDS);
  });
});
