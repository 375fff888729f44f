import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { useCurrentDealer } from '../../components/current-dealer.tsx';
import DashboardPage from '../../pages/dashboard/dashboard-page.tsx';
import DealersPage from '../../pages/dealers/dealers-page.tsx';
import type { V3StatusesSinceItem } from '../../schemas/application-status-records.ts';
import type { Dealer } from '../../schemas/dealer-records.ts';
import { testDealers } from '../../test/dealers.test-support.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.test-support.tsx';
import { CurrentDealerProvider } from './current-dealer-provider.tsx';
import { HeaderActions } from './header-actions.tsx';

/** Decision 0030: the header's dealer switcher is the dashboard's dealer filter. */

const sunrise = testDealers.find((dealer) => dealer.Id === 101)!;
const empire = testDealers.find((dealer) => dealer.Id === 103)!;

function statusItem(id: number, DealerId: number): V3StatusesSinceItem {
  return {
    LoanApplicationId: id,
    LoanApplicationNumber: 3_000_000 + id,
    LoanApplicationStatus: 'Approved',
    DealerId,
    AssignedToUserId: 2,
    Messages: [],
    DispositionCode: null,
    BuyRate: '8.99',
    AmountFinanced: 12_000,
    AmountApproved: 12_500,
    RTCDate: null,
    ProjectNumber: null,
  };
}

/** Two of Sunrise's applications and one of Empire's, with a condition not met. */
const STATUSES = [
  statusItem(1, 101),
  statusItem(2, 101),
  {
    ...statusItem(3, 103),
    LoanApplicationStatus: 'Processing',
    Messages: [{ MessageType: 'Condition', IsMet: false, Label: 'Proof of income', Text: null }],
  },
];

function serve(dealers: Dealer[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.includes('/statuses-since/')) return jsonResponse(STATUSES);
      if (url.endsWith('/v3/api/dealers')) return jsonResponse(dealers);
      if (url.endsWith('/v3/api/users')) return jsonResponse([]);
      return jsonResponse({ Message: 'Not found' }, 404);
    }),
  );
}

/** What a consumer (the wizard, the dealers page) is given. */
function CurrentDealerProbe() {
  const { dealer } = useCurrentDealer();
  return <output aria-label="Probe">{dealer ? dealer.Name : 'none'}</output>;
}

/** The header and a page, inside the shell's provider, as AppLayout has them. */
function renderShell(dealers: Dealer[], page = DashboardPage, path = '/') {
  serve(dealers);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <CurrentDealerProvider userKey="operator">
            <header>
              <HeaderActions onSignOut={() => {}} />
            </header>
            <CurrentDealerProbe />
            {page === DashboardPage ? <DashboardPage /> : <DealersPage />}
          </CurrentDealerProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

const switcher = () => screen.findByRole('combobox', { name: 'Current dealer' });
const summary = (count: number) => `Showing ${count} of 3 applications`;

beforeEach(() => configureClient({ baseUrl: '', getToken: () => 'token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the dealer switcher of a user with several dealers', () => {
  it('offers All dealers, its default, and each dealer; the dashboard lists all of them', async () => {
    renderShell([sunrise, empire]);
    const select = await switcher();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All dealers', sunrise.Name, empire.Name]);
    expect(select).toHaveValue('');
    expect(await screen.findByText(summary(3))).toBeInTheDocument();
    expect(screen.getByText(/^Your dealers’ applications changed in the last/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Probe' })).toHaveTextContent('none');
  });

  it('filters the dashboard to the dealer chosen, remembers it, and All dealers lists all again', async () => {
    const user = userEvent.setup();
    const view = renderShell([sunrise, empire]);
    await screen.findByText(summary(3));
    await user.selectOptions(await switcher(), String(sunrise.Id));
    expect(await screen.findByText(summary(2))).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Probe' })).toHaveTextContent(sunrise.Name);
    expect(
      screen.getByText(new RegExp(`^${sunrise.Name}’s applications changed in the last`)),
    ).toBeInTheDocument();
    // Not the dashboard's own control any more: one place to choose the dealer.
    expect(screen.queryByRole('combobox', { name: 'Dealer' })).toBeNull();

    view.unmount();
    renderShell([sunrise, empire]);
    expect(await switcher()).toHaveValue(String(sunrise.Id));
    expect(await screen.findByText(summary(2))).toBeInTheDocument();

    await user.selectOptions(await switcher(), '');
    expect(await screen.findByText(summary(3))).toBeInTheDocument();
    expect(localStorage.getItem('portal.dealer.operator')).toBeNull();
  });

  it("counts the chosen dealer's applications on the attention cards", async () => {
    const user = userEvent.setup();
    renderShell([sunrise, empire]);
    const card = () => screen.findByRole('button', { name: /Pending with unmet conditions/ });
    await screen.findByText(summary(3));
    await waitFor(async () => expect(await card()).toHaveTextContent(/^1/));
    await user.selectOptions(await switcher(), String(sunrise.Id));
    await waitFor(async () => expect(await card()).toHaveTextContent(/^0/));
    await user.selectOptions(await switcher(), String(empire.Id));
    await waitFor(async () => expect(await card()).toHaveTextContent(/^1/));
  });

  it('goes back to All dealers when the filters are cleared', async () => {
    const user = userEvent.setup();
    renderShell([sunrise, empire]);
    await screen.findByText(summary(3));
    await user.selectOptions(await switcher(), String(empire.Id));
    expect(await screen.findByText(summary(1))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText(summary(3))).toBeInTheDocument();
    expect(await switcher()).toHaveValue('');
  });

  it('reads a remembered dealer that is no longer one of theirs as All dealers', async () => {
    localStorage.setItem('portal.dealer.operator', '999');
    renderShell([sunrise, empire]);
    expect(await switcher()).toHaveValue('');
    expect(await screen.findByText(summary(3))).toBeInTheDocument();
  });

  it('opens the dealers page on the current dealer, and on the list for All dealers', async () => {
    localStorage.setItem('portal.dealer.operator', String(empire.Id));
    const view = renderShell([sunrise, empire], DealersPage, '/dealers');
    expect(await screen.findByRole('heading', { name: empire.Name, level: 2 })).toBeVisible();
    view.unmount();
    localStorage.clear();
    renderShell([sunrise, empire], DealersPage, '/dealers');
    expect(
      await screen.findByText('You have 2 dealers. Choose one to see its details.'),
    ).toBeVisible();
  });
});

describe('a user with one dealer', () => {
  it('works for it: no switcher, its name in the header, every application listed', async () => {
    renderShell([sunrise]);
    expect(await within(screen.getByRole('banner')).findByText(sunrise.Name)).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Current dealer' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Probe' })).toHaveTextContent(sunrise.Name);
    expect(await screen.findByText(summary(3))).toBeInTheDocument();
  });
});
