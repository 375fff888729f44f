import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import DashboardPage from './dashboard-page.tsx';

/** Answers by path prefix; statuses-since answers what the test gives. */
function serve(statuses: () => Response | Promise<Response>) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/statuses-since/')) return statuses();
    if (url.endsWith('/v3/api/dealers')) return jsonResponse([]);
    if (url.endsWith('/v3/api/users')) return jsonResponse([]);
    return jsonResponse({ Message: 'Not found' }, 404);
  });
}

function renderPage(fetchMock: ReturnType<typeof serve>) {
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter([{ path: '/', Component: DashboardPage }]);
  renderWithProviders(<RouterProvider router={router} />);
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
