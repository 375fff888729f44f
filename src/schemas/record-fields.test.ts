import { describe, expect, it } from 'vitest';
import { parse, safeParse } from 'zod/mini';
import {
  historyItemSchema,
  messageSchema,
  numericText,
  addressSchema,
  dateField,
  dateTimeField,
  listOf,
  phoneNumberSchema,
  text,
} from './record-fields.ts';

describe('response field kinds', () => {
  it.each<[unknown, string | null | undefined]>([
    ['1980-01-01', '1980-01-01'],
    ['1980-01-01T00:00:00', '1980-01-01'],
    ['1980-01-01T00:00:00Z', '1980-01-01'],
    ['1980-01-01T23:59:59-08:00', '1980-01-01'],
    ['1980-01-01T00:00:00+14:00', '1980-01-01'],
    ['', null],
    [null, null],
    [undefined, undefined],
  ])('a Date %j reads as the calendar day %j, never shifted', (value, day) => {
    expect(parse(dateField, value)).toBe(day);
  });

  it.each<[unknown, string | null | undefined]>([
    ['2026-11-21T15:04:05', '2026-11-21T15:04:05.000Z'],
    ['2026-11-21T15:04:05.1234567', '2026-11-21T15:04:05.123Z'],
    ['2026-11-21T15:04:05Z', '2026-11-21T15:04:05.000Z'],
    ['2026-11-21T10:04:05-05:00', '2026-11-21T15:04:05.000Z'],
    ['', null],
    [null, null],
  ])('a DateTime %j without a zone is UTC: %j', (value, instant) => {
    expect(parse(dateTimeField, value)).toBe(instant);
  });

  it.each([['21/11/2026'], ['yesterday'], [20261121]])('refuses %j as a date', (value) => {
    expect(safeParse(dateField, value).success).toBe(false);
    expect(safeParse(dateTimeField, value).success).toBe(false);
  });

  it.each<[unknown, string | null | undefined]>([
    ['0.1799', '0.1799'],
    [0.1799, '0.1799'],
    [17.99, '17.99'],
    ['17.99%', '17.99%'],
    [null, null],
  ])('numeric text %j stays text: %j', (value, expected) => {
    expect(parse(numericText, value)).toBe(expected);
  });

  it('reads a missing or null list as empty', () => {
    const list = listOf(text);
    expect(parse(list, undefined)).toEqual([]);
    expect(parse(list, null)).toEqual([]);
    expect(parse(list, ['a', null])).toEqual(['a', null]);
  });
});

describe('common response objects', () => {
  it.each<[string, Record<string, unknown>, string | null | undefined]>([
    ['PostalCode', { PostalCode: '95814' }, '95814'],
    ['the variant ZipCode', { ZipCode: '95814-1234' }, '95814-1234'],
    ['PostalCode over ZipCode', { PostalCode: '95814', ZipCode: '00000' }, '95814'],
    ['neither', {}, undefined],
  ])('Address reads %s', (_name, fields, postalCode) => {
    const address = parse(addressSchema, {
      SerializationVersion: 1,
      Address1: '100 Main St',
      Address2: '',
      City: 'Sacramento',
      State: 'CA',
      ...fields,
    });
    expect(address.PostalCode).toBe(postalCode);
    expect(address).not.toHaveProperty('ZipCode');
    expect(address).not.toHaveProperty('SerializationVersion');
    expect(address.Address2).toBe('');
  });

  it('PhoneNumber keeps an unknown type and drops extra fields', () => {
    expect(
      parse(phoneNumberSchema, {
        SerializationVersion: 2,
        PhoneNumberType: 'Fax',
        AreaCode: '916',
        CentralOfficeCode: '555',
        StationNumber: '0101',
        IsPrimary: true,
        Extension: '12',
      }),
    ).toEqual({
      PhoneNumberType: 'Fax',
      AreaCode: '916',
      CentralOfficeCode: '555',
      StationNumber: '0101',
      IsPrimary: true,
    });
  });

  it('Message keeps an unknown type', () => {
    expect(
      parse(messageSchema, {
        MessageType: 'Stipulation',
        IsMet: false,
        Label: 'POI',
        Text: 'Send',
      }),
    ).toEqual({ MessageType: 'Stipulation', IsMet: false, Label: 'POI', Text: 'Send' });
  });

  it('HistoryItem dates without a zone are UTC', () => {
    expect(parse(historyItemSchema, { Message: 'Submitted', Date: '2026-11-21T23:30:00' })).toEqual(
      { Message: 'Submitted', Date: '2026-11-21T23:30:00.000Z' },
    );
  });
});
