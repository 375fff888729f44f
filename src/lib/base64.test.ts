import { afterEach, describe, expect, it } from 'vitest';
import { bytesToBase64, bytesToBase64Chunked } from './base64.ts';

// Built in this realm (jsdom's TextEncoder answers another realm's Uint8Array).
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const allBytes = Uint8Array.from({ length: 256 }, (_, i) => i);
const allBytesBase64 = btoa(String.fromCharCode(...allBytes));

// RFC 4648, section 10.
const vectors: [string, string][] = [
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['foob', 'Zm9vYg=='],
  ['fooba', 'Zm9vYmE='],
  ['foobar', 'Zm9vYmFy'],
];

describe('base64 of a document', () => {
  const proto = Uint8Array.prototype as Uint8Array & { toBase64?: () => string };
  const original = proto.toBase64;
  afterEach(() => {
    if (original) proto.toBase64 = original;
    else delete proto.toBase64;
  });

  it.each(vectors)('chunked fallback: RFC 4648 "%s"', (text, expected) => {
    expect(bytesToBase64Chunked(ascii(text))).toBe(expected);
  });

  it('chunked fallback: bytes 0..255 and a text longer than one chunk', () => {
    expect(bytesToBase64Chunked(allBytes)).toBe(allBytesBase64);
    const long = new Uint8Array(3 * 8192 * 2 + 5).map((_, i) => i % 256);
    const expected = Buffer.from(long).toString('base64');
    expect(bytesToBase64Chunked(long)).toBe(expected);
  });

  it('uses the native toBase64 where present (same answers)', () => {
    let called = 0;
    proto.toBase64 = function (this: Uint8Array) {
      called += 1;
      return Buffer.from(this).toString('base64');
    };
    expect(bytesToBase64(ascii('foobar'))).toBe('Zm9vYmFy');
    expect(bytesToBase64(allBytes)).toBe(allBytesBase64);
    expect(called).toBe(2);
  });

  it('falls back when toBase64 is missing', () => {
    delete proto.toBase64;
    expect(bytesToBase64(ascii('foobar'))).toBe('Zm9vYmFy');
    expect(bytesToBase64(allBytes)).toBe(allBytesBase64);
  });
});
