import { describe, expect, it } from 'vitest';
import { positiveInt, readWindow, windowChoices } from './status-window.ts';

describe('status windows', () => {
  it('offers the configured window besides 7, 30, 90 and 365 days', () => {
    expect(windowChoices(90)).toEqual([7, 30, 90, 365]);
    expect(windowChoices(60)).toEqual([7, 30, 60, 90, 365]);
  });

  it('reads a window offered, and the default for any other', () => {
    expect(readWindow(new URLSearchParams('days=365'), 90)).toBe(365);
    expect(readWindow(new URLSearchParams('days=60'), 60)).toBe(60);
    expect(readWindow(new URLSearchParams('days=45'), 90)).toBe(90);
    expect(readWindow(new URLSearchParams('days=-7'), 90)).toBe(90);
  });

  it('reads only whole numbers above 0', () => {
    expect(positiveInt('12')).toBe(12);
    expect(positiveInt('0')).toBeNull();
    expect(positiveInt('1.5')).toBeNull();
    expect(positiveInt(null)).toBeNull();
  });
});
