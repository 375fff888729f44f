import { beforeEach, describe, expect, it } from 'vitest';
import { BUILT_IN_THRESHOLDS } from '../schemas/due-soon-thresholds.ts';
import {
  hasOwnThresholds,
  readMuted,
  readThresholds,
  saveMuted,
  saveThresholds,
} from './due-soon-settings.ts';

beforeEach(() => localStorage.clear());

describe('the Due soon settings on the device', () => {
  it('keeps a dealer’s thresholds apart from another’s, and forgets them back to the defaults', () => {
    const own = { ...BUILT_IN_THRESHOLDS, unsignedDays: 5 };
    expect(saveThresholds(101, own)).toBe(true);
    expect(readThresholds(101, BUILT_IN_THRESHOLDS)).toEqual(own);
    expect(readThresholds(102, BUILT_IN_THRESHOLDS)).toEqual(BUILT_IN_THRESHOLDS);
    expect(hasOwnThresholds(101)).toBe(true);
    saveThresholds(101, undefined);
    expect(hasOwnThresholds(101)).toBe(false);
    expect(readThresholds(101, BUILT_IN_THRESHOLDS)).toEqual(BUILT_IN_THRESHOLDS);
  });

  it('reads thresholds kept broken (edited by hand, an older portal) as the defaults', () => {
    localStorage.setItem('portal.due-soon.thresholds.101', '{"unsignedDays":0}');
    expect(readThresholds(101, BUILT_IN_THRESHOLDS)).toEqual(BUILT_IN_THRESHOLDS);
    localStorage.setItem('portal.due-soon.thresholds.101', 'not json');
    expect(readThresholds(101, BUILT_IN_THRESHOLDS)).toEqual(BUILT_IN_THRESHOLDS);
  });

  it('keeps each user’s muted kinds, by id, and nothing when none is muted', () => {
    saveMuted('7', ['approval', 'unsigned']);
    expect(readMuted('7')).toEqual(['unsigned', 'approval']);
    expect(readMuted('8')).toEqual([]);
    saveMuted('7', []);
    expect(localStorage.getItem('portal.due-soon.muted.7')).toBeNull();
  });
});
