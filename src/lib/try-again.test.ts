import { describe, expect, it } from 'vitest';
import { tooManySignIns, tryAgainIn } from './try-again.ts';

describe('tryAgainIn', () => {
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
  ])('%i ms: %s', (ms, words) => {
    expect(tryAgainIn(ms)).toBe(words);
  });

  it('names the time beyond an hour', () => {
    const now = new Date(2026, 10, 27, 14, 5, 0);
    expect(tryAgainIn(90 * 60_000, now)).toBe('at 3:35 PM');
  });
});

describe('tooManySignIns', () => {
  it('says when to try again, naming no limit where the limit is not known (the sign-in form)', () => {
    expect(tooManySignIns(200_000)).toBe('Too many failed sign-ins. Try again in 4 minutes.');
  });

  it('names the limit the sandbox applied: the username or the client address', () => {
    expect(tooManySignIns(200_000, undefined, 'username')).toBe(
      'Too many failed sign-ins for this username. Try again in 4 minutes.',
    );
    expect(tooManySignIns(200_000, undefined, 'address')).toBe(
      'Too many failed sign-ins from this address. Try again in 4 minutes.',
    );
  });

  it('says "in a few minutes" without a wait', () => {
    expect(tooManySignIns()).toBe('Too many failed sign-ins. Try again in a few minutes.');
  });
});
