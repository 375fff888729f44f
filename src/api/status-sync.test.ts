import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { V3StatusesSinceItem } from '../schemas/application-status-records.ts';
import { configureClient } from './client.ts';
import {
  CLOCK_SKEW_MS,
  HIDDEN_SYNC_INTERVAL_MS,
  SYNC_INTERVAL_MS,
  syncInterval,
  initialBoard,
  mergeStatuses,
  syncBoard,
  type StatusBoard,
} from './status-sync.ts';

function statusItem(id: number, overrides: Partial<V3StatusesSinceItem> = {}): V3StatusesSinceItem {
  return {
    LoanApplicationId: id,
    LoanApplicationNumber: 3_000_000 + id,
    LoanApplicationStatus: 'Approved',
    DealerId: 101,
    AssignedToUserId: 2,
    Messages: [],
    DispositionCode: null,
    BuyRate: '8.99',
    AmountFinanced: 12_000,
    AmountApproved: 12_500,
    RTCDate: null,
    ProjectNumber: null,
    ...overrides,
  };
}

const LOADED = '2026-06-01T12:00:00.000Z';
const LATER = '2026-06-01T12:00:30.000Z';
const SINCE = '2026-06-01T11:55:00.000Z';

function board(items: V3StatusesSinceItem[]): StatusBoard {
  return initialBoard(90, items, [], LOADED, '2026-05-31T12:00:00.000Z');
}

describe('initialBoard', () => {
  it('holds every application of the window once, by id', () => {
    const result = board([statusItem(1), statusItem(2), statusItem(1, { BuyRate: '6.99' })]);
    expect([...result.entries.keys()]).toEqual([1, 2]);
    expect(result.entries.get(1)?.status.BuyRate).toBe('6.99');
    expect(result.changed).toEqual([]);
    expect(result.entries.get(1)).toMatchObject({ seenAt: null, changedAfter: null, added: false });
  });

  it('marks what changed in the last day, and adds what the window answer missed', () => {
    const result = initialBoard(
      90,
      [statusItem(1), statusItem(2)],
      [statusItem(2), statusItem(3)],
      LOADED,
      '2026-05-31T12:00:00.000Z',
    );
    expect(result.entries.get(1)?.changedAfter).toBeNull();
    expect(result.entries.get(2)?.changedAfter).toBe('2026-05-31T12:00:00.000Z');
    expect(result.entries.get(3)?.status.LoanApplicationId).toBe(3);
  });
});

describe('mergeStatuses', () => {
  it('ignores records the overlap brings again unchanged, keeping the same map', () => {
    const before = board([statusItem(1), statusItem(2)]);
    const after = mergeStatuses(before, [statusItem(2), statusItem(1)], LATER, SINCE);
    expect(after.entries).toBe(before.entries);
    expect(after.changed).toEqual([]);
    expect(after.returned).toEqual([2, 1]);
    expect(after.syncedAt).toBe(LATER);
  });

  it('replaces a changed record and marks it with the sync time', () => {
    const before = board([statusItem(1), statusItem(2)]);
    const after = mergeStatuses(
      before,
      [statusItem(2, { LoanApplicationStatus: 'FundingRequested' })],
      LATER,
      SINCE,
    );
    expect(after.changed).toEqual([2]);
    expect(after.entries.get(2)).toMatchObject({
      status: { LoanApplicationStatus: 'FundingRequested' },
      seenAt: LATER,
      changedAfter: SINCE,
      added: false,
    });
    // The unchanged entry is the very same object: its row is not redrawn.
    expect(after.entries.get(1)).toBe(before.entries.get(1));
    expect(before.entries.get(2)?.status.LoanApplicationStatus).toBe('Approved');
  });

  it('adds a new application as new, and keeps it new when it changes again', () => {
    const first = mergeStatuses(
      board([statusItem(1)]),
      [statusItem(9, { LoanApplicationStatus: 'Processing', LoanApplicationNumber: null })],
      LATER,
      SINCE,
    );
    expect(first.entries.get(9)).toMatchObject({ added: true, seenAt: LATER });
    const second = mergeStatuses(first, [statusItem(9)], '2026-06-01T12:01:00.000Z', LOADED);
    expect(second.entries.get(9)).toMatchObject({
      added: true,
      status: { LoanApplicationNumber: 3_000_009 },
    });
  });

  it('counts an application once when the answer lists it twice (the last one wins)', () => {
    const after = mergeStatuses(
      board([statusItem(1)]),
      [statusItem(1, { BuyRate: '6.99' }), statusItem(1, { BuyRate: '11.99' })],
      LATER,
      SINCE,
    );
    expect(after.changed).toEqual([1]);
    expect(after.entries.size).toBe(1);
    expect(after.entries.get(1)?.status.BuyRate).toBe('11.99');
  });
});

describe('syncBoard', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  const asked = () =>
    fetchMock.mock.calls.map(([url]) =>
      decodeURIComponent(String(url).split('/statuses-since/')[1]!),
    );

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureClient({
      baseUrl: '',
      getToken: () => 'token',
      onUnauthorized: () => {},
      timeoutMs: 1000,
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('loads the window and the last day first, in the service timestamp format', async () => {
    fetchMock.mockImplementation(async () => json([statusItem(1)]));
    const result = await syncBoard(undefined, 30, undefined, new Date(LOADED));
    expect(asked().sort()).toEqual(['2026-05-02T12:00:00Z', '2026-05-31T12:00:00Z']);
    expect(String(fetchMock.mock.calls[0]![0])).toContain(
      '/v3/api/applications/statuses-since/2026-',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toContain('%3A');
    expect(result).toMatchObject({ windowDays: 30, syncedAt: LOADED });
    expect(result.entries.get(1)?.changedAfter).toBe('2026-05-31T12:00:00.000Z');
  });

  it('then asks only since the last sync less the clock-skew margin', async () => {
    fetchMock.mockResolvedValue(json([statusItem(5)]));
    const previous = board([statusItem(1)]);
    const result = await syncBoard(previous, 90, undefined, new Date(LATER));
    const since = new Date(Date.parse(LOADED) - CLOCK_SKEW_MS).toISOString().slice(0, 19) + 'Z';
    expect(asked()).toEqual([since]);
    expect(result.changed).toEqual([5]);
    expect(result.entries.size).toBe(2);
  });

  it('starts again from the whole window when the window changes', async () => {
    fetchMock.mockImplementation(async () => json([]));
    await syncBoard(board([statusItem(1)]), 7, undefined, new Date(LATER));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('syncInterval', () => {
  it('polls every 30 s while the tab is shown and every 2 minutes while it is hidden', () => {
    expect(syncInterval()).toBe(SYNC_INTERVAL_MS);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(syncInterval()).toBe(HIDDEN_SYNC_INTERVAL_MS);
    hidden.mockRestore();
  });
});
