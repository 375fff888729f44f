import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  email,
  isPlainText,
  omittableText,
  optionalText,
  requiredLines,
  requiredText,
} from './request-fields.ts';
import { promotionsPreviewQuerySchema } from './promotion-requests.ts';

const messages = (result: ReturnType<typeof z.safeParse>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe('e-mail addresses (issue 31 item 9: the pattern reads each character once)', () => {
  const rule = email('E-mail', 254);
  it.each([
    'ana@example.com',
    'ana.diaz+loans@mail.example.co',
    // What the rule has always let through: a domain with a dot inside it somewhere.
    'a@.b.c',
    'a@b..c',
  ])('accepts %s', (value) => {
    expect(messages(z.safeParse(rule, value))).toEqual([]);
  });

  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana@example.',
    'ana@.com',
    'ana@@example.com',
    'ana diaz@example.com',
    `a@${'.'.repeat(200)} x`,
  ])('refuses %j', (value) => {
    expect(messages(z.safeParse(rule, value))).toEqual(['E-mail: enter a valid e-mail address']);
  });
});

describe('text refuses control characters and text-direction marks (issue 31 item 16)', () => {
  it.each(['Ana María', "O'Brien-Smith", 'Straße 5, Apt #2', '東京', 'Zoë 🙂'])(
    'accepts %j',
    (value) => {
      expect(isPlainText(value)).toBe(true);
      expect(messages(z.safeParse(requiredText('Name', 100), value))).toEqual([]);
    },
  );

  it.each([
    ['a tab', 'Ana\tMaria'],
    ['a line feed', 'Ana\nMaria'],
    ['a carriage return', 'Ana\rMaria'],
    ['a NUL', 'Ana\u0000'],
    ['an escape', '\u001B[31mAna'],
    ['a delete', 'Ana\u007F'],
    ['a C1 control', 'Ana\u0085Maria'],
    ['a right-to-left override', 'invoice\u202Efdp.exe'],
    ['a left-to-right embedding', '\u202AAna'],
    ['a pop directional formatting', 'Ana\u202C'],
    ['a right-to-left isolate', '\u2067Ana\u2069'],
    ['a first strong isolate', '\u2068Ana'],
    ['a right-to-left mark', 'Ana\u200F'],
    ['a left-to-right mark', '\u200EAna'],
    ['an Arabic letter mark', 'Ana\u061C'],
  ])('refuses %s', (_name, value) => {
    expect(isPlainText(value)).toBe(false);
    const says = ['Name: no control characters or text-direction marks'];
    expect(messages(z.safeParse(requiredText('Name', 100), value))).toEqual(says);
    expect(messages(z.safeParse(optionalText('Name', 100), value))).toEqual(says);
    expect(messages(z.safeParse(omittableText('Name', 100), value))).toEqual(says);
  });

  it('a description of several lines keeps its line breaks, and refuses the rest', () => {
    const description = requiredLines('Description', 100);
    expect(messages(z.safeParse(description, 'Two pay stubs:\nMay\r\nJune'))).toEqual([]);
    for (const value of ['Pay\tstubs', 'Pay stubs\u202E', 'Pay\u0000stubs']) {
      expect(messages(z.safeParse(description, value))).toEqual([
        'Description: no control characters or text-direction marks',
      ]);
    }
  });

  it('a value too long is refused on length alone', () => {
    expect(messages(z.safeParse(requiredText('Name', 5), 'Ana\u202E María'))).toEqual([
      'Name: at most 5 characters',
    ]);
  });
});

describe('the promotions preview amount (issue 31 item 9)', () => {
  const amount = promotionsPreviewQuerySchema.shape.amountFinanced;
  it.each([
    ['12000', 12000],
    ['12000.50', 12000.5],
    ['.5', 0.5],
    [' 250 ', 250],
  ])('reads %j', (text, value) => {
    expect(z.safeParse(amount, text)).toMatchObject({ success: true, data: value });
  });

  it.each(['12000.', '1.2.3', '12,000', 'abc', '', '-', '1e5'])('refuses %j', (text) => {
    expect(z.safeParse(amount, text).success).toBe(false);
  });

  it('refuses 15 KB of digits on length, before the pattern', () => {
    expect(messages(z.safeParse(amount, `${'1'.repeat(15_000)}x`))).toEqual([
      'Amount financed: at most 20 characters',
    ]);
  });
});
