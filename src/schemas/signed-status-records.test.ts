import { describe, expect, it } from 'vitest';
import { parse } from 'zod/mini';
import { signedStatusSchema } from './signed-status-records.ts';

describe('signed status', () => {
  it('reads signers and keeps dates as calendar days', () => {
    expect(
      parse(signedStatusSchema, [
        {
          SignatureType: 'ACH',
          SignatureInformation: [
            {
              SigneeType: 'Dealer',
              DateSent: '2026-11-23T00:00:00',
              DateSigned: '2026-11-24T23:30:00-08:00',
              EmailAddress: 'office@sunrise.example',
              AccessCode: null,
              Reviewed: true,
              SerializationVersion: 1,
            },
          ],
        },
      ]),
    ).toEqual([
      {
        SignatureType: 'ACH',
        SignatureInformation: [
          {
            SigneeType: 'Dealer',
            DateSent: '2026-11-23',
            DateSigned: '2026-11-24',
            EmailAddress: 'office@sunrise.example',
            AccessCode: null,
            Reviewed: true,
          },
        ],
      },
    ]);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['an unknown document type', { SignatureType: 'HardCopies' }, { SignatureType: 'HardCopies' }],
    [
      'an unknown signee',
      { SignatureInformation: [{ SigneeType: 'Guarantor' }] },
      { SignatureInformation: [{ SigneeType: 'Guarantor' }] },
    ],
    ['no signers', { SignatureInformation: null }, { SignatureInformation: [] }],
  ])('reads %s', (_name, fields, expected) => {
    const [document] = parse(signedStatusSchema, [{ SignatureType: 'FULL', ...fields }]);
    expect(document).toMatchObject(expected);
  });
});
