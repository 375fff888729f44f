import { describe, expect, it } from 'vitest';
import { appI18n as i18n } from './i18n/catalogs.ts';
import { tooManySignIns } from './try-again-words.ts';

describe('tooManySignIns: the sign-in form’s words for a 429', () => {
  it.each([
    [0, 'in 1 second'],
    [1_000, 'in 1 second'],
    [1_200, 'in 2 seconds'],
    [59_000, 'in 59 seconds'],
    [60_000, 'in 1 minute'],
    [61_000, 'in 2 minutes'],
    [200_000, 'in 4 minutes'],
    [300_000, 'in 5 minutes'],
    [59 * 60_000, 'in 59 minutes'],
  ])('%i ms: Try again %s, naming no limit', (ms, words) => {
    expect(tooManySignIns(i18n, ms)).toBe(`Too many failed sign-ins. Try again ${words}.`);
  });

  it('names the time beyond an hour', () => {
    const now = new Date(2026, 10, 27, 14, 5, 0);
    expect(tooManySignIns(i18n, 90 * 60_000, now)).toBe(
      'Too many failed sign-ins. Try again at 3:35 PM.',
    );
  });

  it('says "in a few minutes" without a wait', () => {
    expect(tooManySignIns(i18n)).toBe('Too many failed sign-ins. Try again in a few minutes.');
  });
});
