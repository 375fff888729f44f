import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { OVERSCAN, rowsOnScreen } from './geometry.ts';
import { StatusTable } from './status-table.tsx';
import type { Lookups, Row } from './view.ts';

const rows: Row[] = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  number: 5000 - index,
  status: 'Approved',
  dealerId: 1,
  userId: null,
  financed: 1000,
  approved: 1000,
  buyRate: '9.99',
  unmet: 0,
  seenAt: null,
  changedAfter: null,
  added: false,
}));

const lookups: Lookups = {
  details: new Map(),
  dealerName: () => 'Dealer',
  userName: () => 'Unassigned',
  now: Date.parse('2026-11-22T12:00:00Z'),
  today: '2026-11-22',
};

/** An IntersectionObserver the test drives: it reports what the test says the window shows. */
class ObserverStub {
  static all: ObserverStub[] = [];
  disconnected = false;
  private readonly report: IntersectionObserverCallback;
  constructor(report: IntersectionObserverCallback) {
    this.report = report;
    ObserverStub.all.push(this);
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  show(shownPx: number, boxPx: number) {
    const entry = {
      boundingClientRect: { height: boxPx },
      intersectionRatio: shownPx / boxPx,
    } as IntersectionObserverEntry;
    act(() => this.report([entry], this as unknown as IntersectionObserver));
  }
}

interface Shown {
  windowRowsFirst: boolean;
  loading: boolean;
}

/** Renders the table; `change` then re-renders it with other props, as the page does. */
function renderTable(initial: Shown) {
  let change!: (next: Shown) => void;
  function Harness() {
    const [{ windowRowsFirst, loading }, setShown] = useState(initial);
    change = setShown;
    return (
      <StatusTable
        rows={loading ? [] : rows}
        lookups={lookups}
        sort="number"
        dir="desc"
        onSort={() => {}}
        caption="Applications"
        loading={loading}
        windowRowsFirst={windowRowsFirst}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/', Component: Harness }]);
  renderWithProviders(<RouterProvider router={router} />);
  return { change: (next: Shown) => act(() => change(next)) };
}

/** The data rows rendered (the header row left out). */
const dataRows = () => screen.getAllByRole('row').length - 1;
const fullScreen = rowsOnScreen(window.innerHeight) + OVERSCAN;

beforeEach(() => {
  configureClient({ baseUrl: '', getToken: () => 'token' });
  // Details of the rows on screen are asked for; the test does not need them.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ Message: 'Not found' }, 404)),
  );
  ObserverStub.all = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('the table’s first rows', () => {
  it('are only those the window shows until they are painted, then the whole box', () => {
    vi.stubGlobal('IntersectionObserver', ObserverStub);
    const view = renderTable({ windowRowsFirst: true, loading: false });
    // Before the browser has said how much of the box is in view: the whole box.
    expect(dataRows()).toBe(fullScreen);
    // The window shows 200 px of a 614 px box: the header and five rows (the last in part).
    ObserverStub.all[0]!.show(200, 614);
    expect(dataRows()).toBe(5);
    expect(screen.getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');

    view.change({ windowRowsFirst: false, loading: false });
    expect(dataRows()).toBe(fullScreen);
    expect(ObserverStub.all.every((observer) => observer.disconnected)).toBe(true);
  });

  it('are the whole box where the browser cannot say what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderTable({ windowRowsFirst: true, loading: false });
    expect(dataRows()).toBe(fullScreen);
  });

  it('leave the grey bars at the box’s full height while the answer is awaited', () => {
    vi.stubGlobal('IntersectionObserver', ObserverStub);
    renderTable({ windowRowsFirst: true, loading: true });
    ObserverStub.all[0]!.show(100, 614);
    const body = document.querySelector('tbody')!;
    expect(body.style.height).toBe(`${rowsOnScreen(window.innerHeight) * 44}px`);
  });
});
