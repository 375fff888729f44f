import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPath } from './safe-redirect.ts';

describe('safeNextPath', () => {
  it.each([
    ['/dealers?q=sun', '/dealers?q=sun'],
    ['/applications/12', '/applications/12'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['/sign-in?next=/x', '/'],
  ])('%s → %s', (raw, expected) => expect(safeNextPath(raw)).toBe(expected));
});

describe('signInPath', () => {
  it('carries where to return and why', () => {
    expect(signInPath('/dealers?q=a', 'idle')).toBe('/sign-in?reason=idle&next=%2Fdealers%3Fq%3Da');
    expect(signInPath('/')).toBe('/sign-in');
  });
});
