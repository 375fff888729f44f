import { describe, expect, it } from 'vitest';
import { assigneeNamer, unnamedAssignee } from './assignee.ts';

describe('assigneeNamer (names, not ids: issue 24 item 4; truthful: issue 32 item 12)', () => {
  const name = assigneeNamer(new Map([[6, 'Jorge Castillo']]), true);

  it('names a known assignee', () => {
    expect(name(6)).toEqual({ kind: 'named', name: 'Jorge Castillo' });
  });

  it('says one the users list lacks is outside the dealer’s users, never "User 2"', () => {
    expect(name(2)).toEqual({ kind: 'outside-dealer-users' });
    expect(JSON.stringify(name(2))).not.toMatch(/2/);
  });

  it('says the account cannot name them without the users list', () => {
    expect(assigneeNamer(new Map(), false)(2)).toEqual({ kind: 'not-nameable' });
    expect(assigneeNamer(new Map([[2, 'Known']]), false)(2)).toEqual({
      kind: 'named',
      name: 'Known',
    });
  });

  it('says Unassigned when there is no assignee', () => {
    expect(name(null)).toEqual({ kind: 'unassigned' });
  });
});

describe('unnamedAssignee', () => {
  it('is outside the dealer’s users with the list read, else not nameable', () => {
    expect(unnamedAssignee(true)).toBe('outside-dealer-users');
    expect(unnamedAssignee(false)).toBe('not-nameable');
  });
});
