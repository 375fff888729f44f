import { describe, expect, it } from 'vitest';
import { parse } from 'zod/mini';
import { supportingDocumentRecordsSchema } from './supporting-document-records.ts';

const record = {
  Name: 'paystub.pdf',
  UploadTimeUTC: '2026-11-21T23:30:00',
  UploadUserName: 'dealer.user',
  Category: 'general',
};

describe('supporting document records', () => {
  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['a time without a zone as UTC', {}, { UploadTimeUTC: '2026-11-21T23:30:00.000Z' }],
    [
      'a time with an offset',
      { UploadTimeUTC: '2026-11-21T15:30:00-08:00' },
      { UploadTimeUTC: '2026-11-21T23:30:00.000Z' },
    ],
    ['an unknown category', { Category: 'identity' }, { Category: 'identity' }],
    [
      'extra fields dropped',
      { Url: '/x', Id: 4 },
      { ...record, UploadTimeUTC: '2026-11-21T23:30:00.000Z' },
    ],
  ])('reads %s', (_name, fields, expected) => {
    const [document] = parse(supportingDocumentRecordsSchema, [{ ...record, ...fields }]);
    expect(document).toMatchObject(expected);
    expect(document).not.toHaveProperty('Url');
    expect(document).not.toHaveProperty('Id');
  });
});
