import { describe, expect, it } from 'vitest';
import { cacheControlOf, chooseEncoding, contentTypeOf, matchesEtag } from './static-files.ts';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('picks for %j: %s', (header, expected) => {
    expect(chooseEncoding(header, ['br', 'gzip'])).toBe(expected);
  });

  it('only picks what is available', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', [])).toBeNull();
  });
});

describe('file metadata', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['assets/app-1a2b3c4d.js', 'text/javascript; charset=utf-8'],
    ['assets/app-1a2b3c4d.css', 'text/css; charset=utf-8'],
    ['logo.SVG', 'image/svg+xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
    ['assets/font-1a2b.woff2', 'font/woff2'],
    ['unknown.bin', 'application/octet-stream'],
  ])('serves %s as %s', (path, type) => {
    expect(contentTypeOf(path)).toBe(type);
  });

  it('caches only hashed assets for good', () => {
    expect(cacheControlOf('/assets/app-1a2b3c4d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlOf('/index.html')).toBe('no-cache');
    expect(cacheControlOf('/favicon.svg')).toBe('no-cache');
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(matchesEtag('"a", W/"b-br"', '"b-br"')).toBe(true);
    expect(matchesEtag('*', '"x"')).toBe(true);
    expect(matchesEtag('"a"', '"a-br"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});
