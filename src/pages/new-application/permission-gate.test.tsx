import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { sessionStore } from '../../api/session-store.ts';
import { defaultRoles } from '../../schemas/role-capabilities.ts';
import type { SessionUser } from '../../schemas/sign-in.ts';
import { testDealers } from '../../test/dealers.test-support.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.test-support.tsx';
import NewApplicationPage from './new-application-page.tsx';

const user = (roleId: number | undefined): SessionUser => ({
  id: 5,
  username: 'someone',
  displayName: 'Someone',
  role: '',
  isOperator: false,
  dealers: [{ id: 101, name: 'Sunrise Home Comfort', ...(roleId && { roleId }) }],
});

function renderPage(signedIn: SessionUser, dealers: () => Response) {
  sessionStore.signIn('token', signedIn);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input).endsWith('/v3/api/dealers') ? dealers() : jsonResponse([]),
    ),
  );
  renderWithProviders(
    <MemoryRouter>
      <NewApplicationPage />
    </MemoryRouter>,
    { roles: [...defaultRoles] },
  );
}

beforeEach(() => configureClient({ baseUrl: '', getToken: sessionStore.token }));
afterEach(() => {
  sessionStore.signOut();
  vi.unstubAllGlobals();
});

describe('the new application wizard, by what the account may do', () => {
  it('tells a role without applications.submit at the start, with who can help, instead of the form', async () => {
    renderPage(user(4), () => jsonResponse(testDealers));
    expect(await screen.findByText('Not available for your account')).toBeInTheDocument();
    expect(
      screen.getByText(
        /This account cannot submit applications\. Your dealer’s administrator or the lender’s sales representative/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Dealer/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Next/ })).not.toBeInTheDocument();
  });

  it('opens the wizard for a role that may submit', async () => {
    renderPage(user(3), () => jsonResponse(testDealers));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByText('Not available for your account')).not.toBeInTheDocument();
  });

  it('says the dealer list is not available when the service disabled it (role unknown)', async () => {
    renderPage(user(undefined), () =>
      jsonResponse({ Message: 'This endpoint has been disabled for the current user.' }, 403),
    );
    expect(
      await screen.findByText(/This account cannot see the dealer list\./),
    ).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});
