import { afterEach, describe, expect, it } from 'vitest';
import {
  claimNotifications,
  hashKey,
  lastVisitKey,
  loadVisit,
  NOTIFIED_KEPT,
  saveVisit,
  visitOf,
  type FeedLocks,
} from './since-last-visit-store.ts';

const NOW = '2026-11-29T10:00:00.000Z';

/** One lock at a time, as the browser's Web Locks grant an exclusive lock. */
function queueLocks(): FeedLocks {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: (_name, callback) => {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
}

afterEach(() => localStorage.clear());

describe('the last visit on this device', () => {
  it('starts the feed from the first visit and keeps it per user', () => {
    expect(visitOf(7, NOW)).toEqual({ seenAt: NOW, notify: false, notified: [] });
    expect(visitOf(7, '2026-12-01T00:00:00.000Z').seenAt).toBe(NOW);
    expect(loadVisit(8)).toBeNull();
  });

  it('holds times and numbers only', () => {
    visitOf(7, NOW);
    saveVisit(7, { seenAt: NOW, notify: true, notified: [hashKey('1:decision:Approved')] });
    expect(localStorage.getItem(lastVisitKey(7))).not.toMatch(/Approved|decision/);
  });
});

describe('claimNotifications', () => {
  it('lets only one of two tabs claim a change', async () => {
    visitOf(7, NOW);
    const locks = queueLocks();
    const [a, b] = await Promise.all([
      claimNotifications(7, ['1:decision:Approved', '2:funding:FundingRequested'], locks),
      claimNotifications(7, ['1:decision:Approved'], locks),
    ]);
    expect(a).toEqual(['1:decision:Approved', '2:funding:FundingRequested']);
    expect(b).toEqual([]);
    expect(await claimNotifications(7, ['3:decision:Approved'], null)).toEqual([
      '3:decision:Approved',
    ]);
  });

  it('keeps the newest hashes only', async () => {
    visitOf(7, NOW);
    const keys = Array.from({ length: NOTIFIED_KEPT + 10 }, (_, i) => `${i}:signature:0.0`);
    await claimNotifications(7, keys, null);
    const notified = loadVisit(7)!.notified;
    expect(notified).toHaveLength(NOTIFIED_KEPT);
    expect(notified.at(-1)).toBe(hashKey(keys.at(-1)!));
  });

  it('claims nothing for a user with no visit recorded', async () => {
    expect(await claimNotifications(9, ['1:decision:Approved'], null)).toEqual([]);
  });
});
