import { describe, expect, it } from 'vitest';
import type { StatusBoard } from '../../api/status-sync.ts';
import { awaitingSignature } from './since-last-visit-signing.ts';
import type { DetailSummary } from './view.ts';

const summary = (unsignedSince: string | null): DetailSummary => ({
  name: '',
  modifiedAt: null,
  paperwork: null,
  unsignedSince,
  timeZone: undefined,
});

describe('awaitingSignature', () => {
  it('reads again what a poll brought unchanged while a signature is awaited', () => {
    const board = {
      windowDays: 90,
      entries: new Map(),
      syncedAt: '2026-06-10T12:00:00.000Z',
      changed: [3],
      returned: [1, 2, 3, 4],
    } satisfies StatusBoard;
    const details = new Map([
      [1, summary('2026-06-08')],
      [2, summary(null)],
      [3, summary('2026-06-08')],
    ]);
    // 2 awaits nothing, 3 is read again as changed anyway, 4's detail is not read yet.
    expect(awaitingSignature(board, details)).toEqual([1]);
  });
});
