import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['with, comma', '"with, comma"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [12500.5, '12500.5'],
    [-3, '-3'],
    ['Nguyễn', 'Nguyễn'],
  ] as const)('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('keeps %j from running as a formula', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('joins fields with commas and ends every record with CRLF', () => {
    expect(
      toCsv([
        ['Number', 'Name'],
        [3000001, 'Smith, Jane'],
      ]),
    ).toBe('Number,Name\r\n3000001,"Smith, Jane"\r\n');
  });

  it('writes an empty field for a missing value, keeping the columns aligned', () => {
    expect(toCsv([['a', null, 'c']])).toBe('a,,c\r\n');
  });
});
