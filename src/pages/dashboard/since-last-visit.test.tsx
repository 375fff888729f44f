import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardEntry, StatusBoard } from '../../api/status-sync.ts';
import type { V3StatusesSinceItem } from '../../schemas/application-status-records.ts';
import { renderWithProviders } from '../../test/render.test-support.tsx';
import SinceLastVisit from './since-last-visit.tsx';
import { lastVisitKey, loadVisit, saveVisit } from './since-last-visit-store.ts';

const ME = 2;
const SEEN_AT = '2026-06-10T12:00:00.000Z';

function board(status: string, seenAt: string | null, syncedAt: string): StatusBoard {
  const entry: BoardEntry = {
    status: {
      LoanApplicationId: 20151,
      LoanApplicationNumber: 7_575_769,
      LoanApplicationStatus: status,
      AssignedToUserId: ME,
      Messages: [],
    } as unknown as V3StatusesSinceItem,
    seenAt,
    changedAfter: seenAt,
    added: false,
  };
  return {
    windowDays: 90,
    entries: new Map([[20151, entry]]),
    syncedAt,
    changed: [],
    returned: [],
  };
}

const NOTHING = new Map();

/** A Notification the test can see made, with the permission it is given. */
function fakeNotifications(permission: NotificationPermission) {
  const made: { title: string; body?: string; shown: { onclick: (() => void) | null } }[] = [];
  class Fake {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      Fake.permission = 'granted';
      return 'granted' as const;
    });
    onclick: (() => void) | null = null;
    constructor(title: string, options?: NotificationOptions) {
      made.push({ title, body: options?.body, shown: this });
    }
    close() {}
  }
  vi.stubGlobal('Notification', Fake);
  return { made, Fake };
}

/** The panel under a board the test replaces, as polls do. */
function renderPanel(at: StatusBoard) {
  let setBoard: (next: StatusBoard) => void = () => {};
  function Harness() {
    const [current, set] = useState(at);
    setBoard = set;
    return <SinceLastVisit board={current} details={NOTHING} trails={NOTHING} userId={ME} />;
  }
  renderWithProviders(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<Harness />} />
        <Route path="/applications/:id" element={<p>The application’s page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { poll: (next: StatusBoard) => act(() => setBoard(next)) };
}

beforeEach(() => {
  saveVisit(ME, { seenAt: SEEN_AT, notify: false, notified: [] });
  document.title = 'Dealer Portal';
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('SinceLastVisit', () => {
  it('lists a change, counts it in the title, and forgets it once marked seen', async () => {
    fakeNotifications('default');
    const { poll } = renderPanel(board('Processing', null, '2026-06-10T13:00:00.000Z'));
    expect(screen.getByRole('status')).toHaveTextContent(/^No changes since /);
    poll(board('Approved', '2026-06-10T13:00:30.000Z', '2026-06-10T13:00:30.000Z'));
    expect(await screen.findByText(/^1 change since /)).toBeInTheDocument();
    expect(document.title).toBe('(1) Dealer Portal');

    await userEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    expect(screen.getByRole('link', { name: 'Application 20151' })).toHaveAttribute(
      'href',
      '/applications/20151',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as seen' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^No changes since /);
    expect(document.title).toBe('Dealer Portal');
    expect(loadVisit(ME)!.seenAt).toBe('2026-06-10T13:00:30.000Z');
  });

  it('asks for notifications only when asked, then notifies a decision on my deal once', async () => {
    const { made, Fake } = fakeNotifications('default');
    const { poll } = renderPanel(board('Processing', null, '2026-06-10T13:00:00.000Z'));
    expect(Fake.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me of my deals' }));
    expect(Fake.requestPermission).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Turn off notifications' })).toBeVisible();

    poll(board('Approved', '2026-06-10T13:00:30.000Z', '2026-06-10T13:00:30.000Z'));
    await waitFor(() =>
      expect(made).toEqual([
        { title: 'Application 20151', body: 'Approved', shown: expect.anything() },
      ]),
    );
    // A later poll that brings the same status again tells nothing new.
    poll(board('Approved', '2026-06-10T13:01:00.000Z', '2026-06-10T13:01:00.000Z'));
    await act(() => Promise.resolve());
    expect(made).toHaveLength(1);

    vi.spyOn(window, 'focus').mockImplementation(() => {});
    act(() => made[0]!.shown.onclick?.());
    expect(await screen.findByText('The application’s page')).toBeInTheDocument();
  });

  it('offers no notifications in token mode, where no deal is known to be the user’s', () => {
    fakeNotifications('default');
    saveVisit(0, { seenAt: SEEN_AT, notify: false, notified: [] });
    renderWithProviders(
      <MemoryRouter>
        <SinceLastVisit
          board={board('Processing', null, SEEN_AT)}
          details={NOTHING}
          trails={NOTHING}
          userId={0}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^No changes since /);
    expect(screen.queryByRole('button', { name: 'Notify me of my deals' })).toBeNull();
  });

  it('says so when the browser blocks notifications', () => {
    fakeNotifications('denied');
    renderPanel(board('Processing', null, '2026-06-10T13:00:00.000Z'));
    expect(screen.getByText(/Notifications are blocked/)).toBeInTheDocument();
  });

  it('follows another tab that marked the feed seen', async () => {
    fakeNotifications('default');
    const { poll } = renderPanel(board('Processing', null, '2026-06-10T13:00:00.000Z'));
    poll(board('Approved', '2026-06-10T13:00:30.000Z', '2026-06-10T13:00:30.000Z'));
    expect(await screen.findByText(/^1 change since /)).toBeInTheDocument();
    saveVisit(ME, { seenAt: '2026-06-10T13:00:30.000Z', notify: false, notified: [] });
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: lastVisitKey(ME) }));
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^No changes since /);
  });
});
