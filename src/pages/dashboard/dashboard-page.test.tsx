import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { configureClient } from '../../api/client.ts';
import { createQueryClient } from '../../api/query-client.ts';
import { testDealers } from '../../test/dealers.test-support.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.test-support.tsx';
import DashboardPage from './dashboard-page.tsx';

/** Answers by path prefix; statuses-since (and the dealers, if given) answer what the test gives. */
function serve(
  statuses: () => Response | Promise<Response>,
  dealers: () => Response | Promise<Response> = () => jsonResponse([]),
) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/statuses-since/')) return statuses();
    if (url.endsWith('/v3/api/dealers')) return dealers();
    if (url.endsWith('/v3/api/users')) return jsonResponse([]);
    return jsonResponse({ Message: 'Not found' }, 404);
  });
}

function renderPage(fetchMock: ReturnType<typeof serve>, queryClient?: QueryClient) {
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/', Component: DashboardPage }]);
  renderWithProviders(<RouterProvider router={router} />, {}, queryClient);
  return router;
}

beforeEach(() => configureClient({ baseUrl: '', getToken: () => 'token' }));
afterEach(() => vi.unstubAllGlobals());

describe('the dashboard when there is nothing to list', () => {
  it('says so and offers a longer period or a new application', async () => {
    const router = renderPage(serve(() => jsonResponse([])));
    expect(
      await screen.findByText('No applications changed in the last 90 days'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New application' })).toHaveAttribute(
      'href',
      '/applications/new',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show the last 365 days' }));
    expect(router.state.location.search).toBe('?days=365');
    expect(
      await screen.findByText('No applications changed in the last 365 days'),
    ).toBeInTheDocument();
  });
});

describe('the dashboard of a dealer locked out for attestation', () => {
  const lakeside = testDealers.find((dealer) => dealer.Id === 102)!;

  it('suggests neither a new application nor a longer period when no dealer can use them', async () => {
    renderPage(
      serve(
        () => jsonResponse([]),
        () => jsonResponse([lakeside]),
      ),
    );
    const empty = await screen.findByRole('alert', {
      name: 'No applications can be listed until the dealer attests',
    });
    expect(empty).toHaveTextContent(/Lakeside Pools & Spas missed its attestation/);
    expect(empty).not.toHaveTextContent(/longer period|start a new application/);
    expect(screen.queryByRole('link', { name: 'New application' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show the last 365 days' })).toBeNull();
    // The banner names whom to call, as the wizard's lock-out does.
    const banner = screen.getByRole('alert', {
      name: 'Lakeside Pools & Spas has lost access until it attests',
    });
    expect(banner).toHaveTextContent(/Your lender representative: Kevin Brooks/);
  });

  it('still suggests one when another dealer of the user can', async () => {
    renderPage(
      serve(
        () => jsonResponse([]),
        () => jsonResponse([lakeside, testDealers[0]]),
      ),
    );
    expect(
      await screen.findByText('No applications changed in the last 90 days'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New application' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show the last 365 days' })).toBeVisible();
  });
});

describe('the dashboard when statuses cannot be read', () => {
  it('says what went wrong and offers to try again', async () => {
    let fail = true;
    const fetchMock = serve(() =>
      fail ? jsonResponse({ Message: 'Down for maintenance' }, 500) : jsonResponse([]),
    );
    renderPage(fetchMock);
    expect(await screen.findByText('The applications could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No applications changed in the last 90 days'),
    ).toBeInTheDocument();
  });

  it('sends the user to an administrator when the endpoint is closed to them', async () => {
    renderPage(
      serve(() =>
        jsonResponse({ Message: 'This endpoint has been disabled for the current user.' }, 403),
      ),
    );
    expect(await screen.findByText(/Ask your administrator/)).toBeInTheDocument();
    expect(screen.getByText(/not available for your account/)).toBeInTheDocument();
  });
});

describe('the dashboard while the statuses are on their way', () => {
  it('holds the rows’ place with grey bars, hidden from screen readers, until they come', async () => {
    let answer!: () => void;
    const pending = new Promise<void>((resolve) => (answer = resolve));
    // Both statuses-since requests (the window, the last day) wait for the test.
    renderPage(serve(() => pending.then(() => jsonResponse([]))));
    expect(await screen.findByText(/Loading the applications of the last 90 days/)).toBeVisible();
    const placeholder = document.querySelector('tr.dash-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryAllByRole('row')).toHaveLength(1); // the header alone
    answer();
    expect(
      await screen.findByText('No applications changed in the last 90 days'),
    ).toBeInTheDocument();
    expect(document.querySelector('tr.dash-placeholder')).toBeNull();
  });
});

/** The seeded dealer whose attestation deadline passed long ago: the page shows a red banner for it. */
const lapsedDealer = testDealers.find((dealer) => dealer.Name === 'Lakeside Pools & Spas')!;

describe('the dashboard while the dealers are on their way', () => {
  it('waits for them before drawing what their banners would push down', async () => {
    let answerDealers!: () => void;
    const dealersPending = new Promise<void>((resolve) => (answerDealers = resolve));
    const statusesPending = new Promise<Response>(() => {});
    renderPage(
      serve(
        () => statusesPending,
        () => dealersPending.then(() => jsonResponse([lapsedDealer])),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByText(/Loading the applications/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Needs attention' })).toBeNull();
    answerDealers();
    const banner = await screen.findByText(
      'Lakeside Pools & Spas has lost access until it attests',
    );
    const loadingLine = await screen.findByText(/Loading the applications of the last 90 days/);
    // The banner stands above the table's section, as it was drawn at once.
    expect(
      banner.compareDocumentPosition(loadingLine) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('holds statuses that come first until the dealers are read, or could not be', async () => {
    let failDealers!: () => void;
    const dealersPending = new Promise<void>((resolve) => (failDealers = resolve));
    renderPage(
      serve(
        () => jsonResponse([]),
        () => dealersPending.then(() => jsonResponse({ Message: 'Down for maintenance' }, 500)),
      ),
    );
    expect(await screen.findByText(/^Updated /)).toBeInTheDocument();
    expect(screen.queryByText('No applications changed in the last 90 days')).toBeNull();
    failDealers();
    expect(
      await screen.findByText('No applications changed in the last 90 days'),
    ).toBeInTheDocument();
  });

  it('is not held through the retries of dealers that could not be read at first', async () => {
    const fetchMock = serve(
      () => jsonResponse([]),
      () => jsonResponse({ Message: 'Busy, try again' }, 503),
    );
    // The portal's own client, which retries a 503 after 2 s.
    const queryClient = createQueryClient();
    renderPage(fetchMock, queryClient);
    expect(
      await screen.findByText('No applications changed in the last 90 days'),
    ).toBeInTheDocument();
    // Shown after the first answer: the retry (in 2 s) has not been made yet.
    const dealerRequests = fetchMock.mock.calls.filter(([input]) =>
      String(input).endsWith('/v3/api/dealers'),
    );
    expect(dealerRequests).toHaveLength(1);
    // No retry left waiting to run after the test.
    await queryClient.cancelQueries();
    queryClient.clear();
  });
});
