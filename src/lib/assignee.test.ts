import { describe, expect, it } from 'vitest';
import { assigneeNamer } from './assignee.ts';

describe('assigneeNamer (names, not ids: issue 24 item 4; truthful: issue 32 item 12)', () => {
  const name = assigneeNamer(new Map([[6, 'Jorge Castillo']]), true);

  it('names a known assignee', () => {
    expect(name(6)).toBe('Jorge Castillo');
  });

  it('says one the users list lacks is outside the dealer’s users, never "User 2"', () => {
    expect(name(2)).toBe('Someone outside your dealer’s users (such as the lender’s staff)');
    expect(name(2)).not.toMatch(/User 2|a user of/i);
  });

  it('says the account cannot name them without the users list', () => {
    expect(assigneeNamer(new Map(), false)(2)).toBe('Someone this account cannot name');
  });

  it('says Unassigned when there is no assignee', () => {
    expect(name(null)).toBe('Unassigned');
  });
});
