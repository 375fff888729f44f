import { describe, expect, it } from 'vitest';
import { appI18n } from '../../components/i18n/catalogs.ts';
import { DUE_SOON_KINDS } from '../../schemas/due-soon-settings.ts';
import { daysLeftWords, DUE_SOON_KIND_WORDS } from './due-soon-words.ts';

describe('due soon in words', () => {
  it('says the days left, with one day and many', () => {
    expect([3, 1, 0, -1, -4].map((days) => daysLeftWords(appI18n, days))).toEqual([
      '3 days left',
      '1 day left',
      'today',
      '1 day overdue',
      '4 days overdue',
    ]);
  });

  it('names every kind, each differently', () => {
    const names = DUE_SOON_KINDS.map((kind) => appI18n._(DUE_SOON_KIND_WORDS[kind]));
    expect(new Set(names).size).toBe(DUE_SOON_KINDS.length);
    expect(names).toContain('Approval about to lapse');
  });
});
