import { describe, expect, it } from 'vitest';
import { assigneeNamer } from '../lib/assignee.ts';
import { assigneeWords, unnamedAssigneeWords } from './assignee-words.ts';
import { appI18n as i18n } from './i18n/catalogs.ts';

describe('an assignee in words (names, not ids: issue 24 item 4; truthful: issue 32 item 12)', () => {
  const words = assigneeWords(i18n);
  const name = (id: number | null, listed = true) =>
    words(assigneeNamer(new Map([[6, 'Jorge Castillo']]), listed)(id));

  it('names a known assignee', () => {
    expect(name(6)).toBe('Jorge Castillo');
  });

  it('says one the users list lacks is outside the dealer’s users, never "User 2"', () => {
    expect(name(2)).toBe('Someone outside your dealer’s users (such as the lender’s staff)');
    expect(name(2)).not.toMatch(/User 2|a user of/i);
  });

  it('says the account cannot name them without the users list', () => {
    expect(name(2, false)).toBe('Someone this account cannot name');
  });

  it('says Unassigned when there is no assignee', () => {
    expect(name(null)).toBe('Unassigned');
  });

  it('words an unnamed assignee for a sentence’s middle', () => {
    expect(unnamedAssigneeWords(i18n, 'outside-dealer-users')).toBe(
      'someone outside your dealer’s users (such as the lender’s staff)',
    );
    expect(unnamedAssigneeWords(i18n, 'not-nameable')).toBe('someone this account cannot name');
  });
});
