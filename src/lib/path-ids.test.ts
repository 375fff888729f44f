import { describe, expect, it } from 'vitest';
import { parseApplicationId } from './path-ids.ts';

describe('parseApplicationId', () => {
  it.each([
    ['20151', 20151],
    ['1', 1],
    ['0', null],
    ['-5', null],
    ['20151abc', null],
    ['7.5', null],
    ['B910378568', null],
    ['1234567890123456', null],
    [undefined, null],
  ])('%j → %j', (segment, id) => expect(parseApplicationId(segment)).toBe(id));
});
