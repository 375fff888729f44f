import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useEffect, useRef, useState } from 'react';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  useSearchParams,
  type InitialEntry,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusOnArrival } from './use-focus-on-arrival.ts';

/** The shell's part that matters here: the hook and the main landmark the pages render in. */
function Shell() {
  useFocusOnArrival();
  return (
    <>
      <nav aria-label="Main">
        <Link to="/dealers">Dealers</Link>
        <Link to="/late">Late</Link>
        <Link to="/loading">Loading</Link>
        <Link to="/chooses">Chooses</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page whose filter lives in the search params, as the dashboard's do. */
function Dashboard() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Dashboard</h1>
      <label>
        Status
        <select
          value={params.get('status') ?? ''}
          onChange={(event) => setParams({ status: event.target.value })}
        >
          <option value="">Any</option>
          <option value="Approved">Approved</option>
        </select>
      </label>
      <Link to="/dealers?dealer=7">Open dealer 7</Link>
    </>
  );
}

/** A page whose heading comes after its data, as a lazy page's may. */
function Late() {
  const [shown, setShown] = useState(false);
  return shown ? <h1>Late page</h1> : <button onClick={() => setShown(true)}>Show</button>;
}

/** A page that shows a loading heading, then replaces it with the loaded one. */
function Loading() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? (
    <section>
      <h1>Application B910378568</h1>
    </section>
  ) : (
    <h1>Application</h1>
  );
}

/** A page that focuses a field of its own on arrival, on purpose. */
function Chooses() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <h1>Chooses</h1>
      <label>
        Search
        <input ref={field} />
      </label>
    </>
  );
}

function renderShell(initialEntries: InitialEntry[] = ['/'], initialIndex?: number) {
  const router = createMemoryRouter(
    [
      {
        Component: Shell,
        children: [
          { index: true, Component: Dashboard },
          { path: 'dealers', element: <h1>Dealers</h1> },
          { path: 'late', Component: Late },
          { path: 'loading', Component: Loading },
          { path: 'chooses', Component: Chooses },
        ],
      },
    ],
    { initialEntries, initialIndex },
  );
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('useFocusOnArrival', () => {
  it('leaves focus at the document start on the first load', async () => {
    renderShell();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(document.body).toHaveFocus();
  });

  it('focuses the new page’s h1 after a link to another page, making it focusable', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Dealers' }));
    await waitFor(() => expect(heading('Dealers')).toHaveFocus());
    expect(heading('Dealers')).toHaveAttribute('tabindex', '-1');
  });

  it('focuses the heading after a navigation by code, as a submit that moves on does', async () => {
    const router = renderShell();
    await act(() => router.navigate('/dealers'));
    await waitFor(() => expect(heading('Dealers')).toHaveFocus());
    await act(() => router.navigate(-1));
    await waitFor(() => expect(heading('Dashboard')).toHaveFocus());
  });

  it('focuses the heading when the shell itself arrives by a navigation (sign-in, then the dashboard)', async () => {
    // The entry a sign-in's navigate(…, { replace }) makes: the shell mounts on a push/replace.
    const router = createMemoryRouter(
      [
        { path: '/sign-in', element: <p>Sign in</p> },
        { Component: Shell, children: [{ index: true, Component: Dashboard }] },
      ],
      { initialEntries: ['/sign-in'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/', { replace: true }));
    await waitFor(() => expect(heading('Dashboard')).toHaveFocus());
  });

  it('never takes focus from a control when only the search params change', async () => {
    const user = userEvent.setup();
    const router = renderShell();
    const status = screen.getByRole('combobox', { name: 'Status' });
    await user.selectOptions(status, 'Approved');
    await waitFor(() => expect(router.state.location.search).toBe('?status=Approved'));
    expect(status).toHaveFocus();
    expect(heading('Dashboard')).not.toHaveFocus();
  });

  it('focuses a heading that comes after the page, while focus is still where it was', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Late' }));
    const show = await screen.findByRole('button', { name: 'Show' });
    expect(screen.getByRole('link', { name: 'Late' })).toHaveFocus();
    act(() => show.click());
    await waitFor(() => expect(heading('Late page')).toHaveFocus());
  });

  it('focuses the loaded heading again when it replaces the loading one', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Loading' }));
    await waitFor(() => expect(heading('Application B910378568')).toHaveFocus());
  });

  it('keeps the focus a page gives something of its own on arrival', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Chooses' }));
    const search = await screen.findByRole('textbox', { name: 'Search' });
    await waitFor(() => expect(search).toHaveFocus());
    expect(heading('Chooses')).not.toHaveFocus();
  });

  it('never takes the focus the user has moved elsewhere while the page loads', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Late' }));
    const show = await screen.findByRole('button', { name: 'Show' });
    await user.tab();
    const moved = screen.getByRole('link', { name: 'Loading' });
    expect(moved).toHaveFocus();
    act(() => show.click());
    expect(await screen.findByRole('heading', { level: 1, name: 'Late page' })).toBeVisible();
    expect(moved).toHaveFocus();
  });
});
