import { describe, expect, it } from 'vitest';
import { parse, safeParse } from 'zod/mini';
import { applicationDealerSchema } from './application-records.ts';
import {
  attestationStatusesSchema,
  dealerProductsSchema,
  validateEmailResponseSchema,
  dealersSchema,
  dealerSchema,
} from './dealer-records.ts';

/** A v1 dealer: no AttestWindowDays, IncludeLcc, Verticals or SalesRepresentatives. */
const v1Dealer = {
  Id: 101,
  Name: 'Sunrise Home Solar',
  DealerId: 'D-SUN-01',
  DealerNumber: '700101',
  EntityId: 'E-1',
  IsOpenOnSaturday: true,
  IsRetailDealer: false,
  Address: {
    SerializationVersion: 1,
    Address1: '100 Main St',
    Address2: '',
    City: 'Sacramento',
    State: 'CA',
    PostalCode: '95814',
  },
  PhoneNumber: {
    PhoneNumberType: 'Work',
    AreaCode: '916',
    CentralOfficeCode: '555',
    StationNumber: '0101',
    IsPrimary: true,
  },
  MajorProductLine: 'Solar',
  Nickname: null,
  AffiliateName: null,
  NextAttestationDate: '2027-03-01T00:00:00',
  Products: [{ Name: 'Solar panels', Code: 'SOL', IsHomeImprovement: true, IsMajorProduct: true }],
  Options: [{ Code: 'ACH', Description: 'ACH payments' }],
};

const v3Dealer = {
  ...v1Dealer,
  AttestWindowDays: 30,
  IncludeLcc: true,
  Verticals: [{ Value: 'Energy' }],
  SalesRepresentatives: [
    {
      Initials: 'KR',
      FirstName: 'Kim',
      LastName: 'Reyes',
      Title: null,
      PhoneNumber: null,
      Email: 'kim.reyes@lender.example',
      PhotoUrl: null,
      SalesRepresentativeType: 'RSM',
      IsInternalTeam: true,
    },
  ],
};

describe('dealer records', () => {
  it('reads a v3 dealer, keeping an unknown representative type and dropping internal fields', () => {
    const dealer = parse(dealerSchema, v3Dealer);
    expect(dealer.SalesRepresentatives).toEqual([
      {
        Initials: 'KR',
        FirstName: 'Kim',
        LastName: 'Reyes',
        Title: null,
        PhoneNumber: null,
        Email: 'kim.reyes@lender.example',
        SalesRepresentativeType: 'RSM',
      },
    ]);
    expect(dealer.NextAttestationDate).toBe('2027-03-01');
    expect(dealer.IsOpenOnSaturday).toBe(true);
    expect(dealer.Address).toEqual({
      Address1: '100 Main St',
      Address2: '',
      City: 'Sacramento',
      State: 'CA',
      PostalCode: '95814',
    });
  });

  it('reads a v1 dealer with the same schema: missing groups read as null or empty', () => {
    const dealer = parse(dealerSchema, v1Dealer);
    expect(dealer).toMatchObject({ Id: 101, DealerNumber: '700101', Verticals: [] });
    expect(dealer.SalesRepresentatives).toEqual([]);
    expect(dealer.IncludeLcc).toBeUndefined();
    expect(dealer.AttestWindowDays).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['DealerNumber', { DealerNumber: '700101' }, '700101'],
    [
      'DealerNumber(Legacy)',
      { DealerNumber: undefined, 'DealerNumber(Legacy)': '700102' },
      '700102',
    ],
  ])('reads the dealer number spelled %s', (_name, fields, dealerNumber) => {
    const [dealer] = parse(dealersSchema, [{ ...v3Dealer, ...fields }]);
    expect(dealer?.DealerNumber).toBe(dealerNumber);
    expect(dealer).not.toHaveProperty('DealerNumber(Legacy)');
  });

  it('reads a ZipCode-spelled address, an unknown phone type and extra fields', () => {
    const dealer = parse(dealerSchema, {
      ...v3Dealer,
      Address: { Address1: '1 Elm', City: 'Reno', State: 'NV', ZipCode: '89501' },
      PhoneNumber: { ...v3Dealer.PhoneNumber, PhoneNumberType: 'TollFree' },
      Region: 'West',
    });
    expect(dealer.Address?.PostalCode).toBe('89501');
    expect(dealer.PhoneNumber?.PhoneNumberType).toBe('TollFree');
    expect(dealer).not.toHaveProperty('Region');
  });

  it.each<[string, unknown]>([
    ['without Id', { ...v3Dealer, Id: undefined }],
    ['with a text Id', { ...v3Dealer, Id: 'D-SUN-01' }],
  ])('refuses a dealer %s: the Id identifies it', (_name, dealer) => {
    expect(safeParse(dealerSchema, dealer).success).toBe(false);
  });

  it('reads the dealer of an application record with its Status', () => {
    const dealer = parse(applicationDealerSchema, {
      ...v3Dealer,
      DealerNumber: undefined,
      'DealerNumber(Legacy)': '700101',
      Status: 'Active',
    });
    expect(dealer).toMatchObject({ Status: 'Active', DealerNumber: '700101' });
    expect(parse(dealerSchema, { ...v3Dealer, Status: 'Active' })).not.toHaveProperty('Status');
  });
});

describe('other dealer responses', () => {
  it('reads products as ProductOrService items', () => {
    expect(
      parse(dealerProductsSchema, [{ ProductOrService: 'Solar panels', Code: 'SOL' }]),
    ).toEqual([{ ProductOrService: 'Solar panels' }]);
    expect(safeParse(dealerProductsSchema, [{ Name: 'Solar panels' }]).success).toBe(false);
  });

  it('reads the validateEmail echo', () => {
    expect(
      parse(validateEmailResponseSchema, {
        EmailAddress: 'ana@sunrise.example',
        DealerId: 101,
        X: 1,
      }),
    ).toEqual({ EmailAddress: 'ana@sunrise.example', DealerId: 101 });
  });

  it.each<[string, unknown, string | null | undefined]>([
    ['a timestamp', '2027-03-01T00:00:00', '2027-03-01'],
    ['a late-evening offset', '2027-03-01T23:00:00-08:00', '2027-03-01'],
    ['null when attestation does not apply', null, null],
  ])('reads NextAttestationDate as %s', (_name, date, expected) => {
    const [status] = parse(attestationStatusesSchema, [
      {
        DealerId: 101,
        AttestationCompliant: true,
        NextAttestationDate: date,
        AttestWindowDays: 30,
      },
    ]);
    expect(status?.NextAttestationDate).toBe(expected);
  });
});
