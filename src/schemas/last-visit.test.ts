import { describe, expect, it } from 'vitest';
import { readLastVisit } from './last-visit.ts';

describe('readLastVisit', () => {
  it('reads a record of times and ids', () => {
    const record = { seenAt: '2026-11-29T10:00:00.000Z', notify: true, notified: [12, 34] };
    expect(readLastVisit(JSON.stringify(record))).toEqual(record);
  });

  it('reads nothing, damaged text or another shape as no record', () => {
    expect(readLastVisit(null)).toBeNull();
    expect(readLastVisit('{not json')).toBeNull();
    expect(
      readLastVisit(JSON.stringify({ seenAt: 'yesterday', notify: true, notified: [] })),
    ).toBeNull();
    expect(readLastVisit(JSON.stringify({ seenAt: '2026-11-29T10:00:00.000Z' }))).toBeNull();
  });
});
