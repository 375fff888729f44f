import { describe, expect, it } from 'vitest';
import { parse, safeParse } from 'zod/mini';
import { applicationRecordSchema, applicantRecordSchema } from './application-records.ts';

const phone = {
  SerializationVersion: 1,
  PhoneNumberType: 'Cell',
  AreaCode: '916',
  CentralOfficeCode: '555',
  StationNumber: '0142',
  IsPrimary: true,
};

const applicant = {
  Id: 9001,
  FirstName: 'Ana',
  MiddleInitial: null,
  LastName: 'Garcia',
  EmailAddress: 'ana@example.com',
  DateOfBirth: '1980-01-01T00:00:00',
  SocialSecurityNumber: '*****0001',
  MonthlyIncome: 6500,
  CoApplicantType: null,
  LoanApplicationId: 5001,
  IsPrimary: true,
  FicoScore: 720,
  Suffix: null,
  Identification: {
    SerializationVersion: 1,
    LegalIdentificationType: 'DriversLicense',
    Number: 'D1234567',
    ExpirationDate: '2029-05-01T00:00:00',
    IssueDate: '2021-05-01T00:00:00',
    IssueDateIsPresentOnId: true,
    StateOfIssuance: 'CA',
    IssuanceStateIsPresentOnId: true,
    ExpirationDateUnavailable: false,
  },
  EmploymentHistory: [
    {
      Name: 'Acme',
      PhoneNumber: { ...phone, PhoneNumberType: 'Work' },
      Title: 'Engineer',
      EmploymentType: 'Employed',
      StartDate: '2015-06-01T00:00:00',
    },
  ],
  Incomes: [{ Description: 'Rental', Amount: 800, IncomeType: 'Other', IsNonTaxableIncome: false }],
  PhoneNumbers: [phone],
  Residences: [
    {
      ResidenceType: 'Own',
      MonthlyPaymentAmount: 1800,
      PropertyValue: 450000,
      MonthsAt: 4,
      YearsAt: 6,
    },
  ],
  Address: {
    Address1: '12 Oak Ave',
    Address2: '',
    City: 'Sacramento',
    State: 'CA',
    PostalCode: '95814',
  },
  Is65OrOlder: false,
};

const detail = {
  Id: 5001,
  ApplicationNumber: 880001,
  LoanType: 'Revolving',
  Dealer: {
    Id: 101,
    Name: 'Sunrise Home Solar',
    DealerId: 'D-SUN-01',
    DealerNumber: '700101',
    IsOpenOnSaturday: true,
    IncludeLcc: true,
    Status: 'Active',
  },
  Applicant: applicant,
  CoApplicant: null,
  Context: { State: 'CA', Language: { LanguageType: 'English', Name: 'English', Id: 1 } },
  FinancialInformation: {
    ProductCode: 'SOL',
    SellingPrice: 25000,
    DownPayment: 1000,
    DocumentFee: null,
    CompletionPayment: null,
    SalesTax: { IsIncluded: false, TaxAmount: null },
    TotalAmountFinanced: 24000,
  },
  TradeIns: [],
  Terms: {
    CreditType: 'Revolving',
    PaymentTerm: null,
    PaymentFactor: 'Two',
    PaymentFactorReal: 0.0175,
    CompletionDate: null,
    TentativeCompletionDate: '2026-12-15T00:00:00',
  },
  CustomDealerInformation: {
    SourceDealerId: 101,
    Name: 'Sunrise Home Solar',
    Address: null,
    Phone: phone,
    IsOpenSaturday: false,
  },
  SubmitNumber: 'A123456789',
  AssignedUserId: 6,
  AssignedSalesRepresentativeName: 'Kim Reyes',
  Status: 'Approved',
  LongApplicationStatus: 'Approved - awaiting paperwork',
  CreateDateUtc: '2026-11-21T23:30:00',
  ModifyDateUtc: '2026-11-22T01:00:00.123',
  DeleteDateUtc: null,
  IsActive: true,
  PromotionId: null,
  HistoryItems: [{ Message: 'Application submitted', Date: '2026-11-21T23:30:00' }],
  Events: [],
  Content: null,
  Messages: [{ MessageType: 'Condition', IsMet: false, Label: 'POI', Text: 'Proof of income' }],
  DispositionCode: null,
  BuyRate: '9.99',
  Signatures: [
    {
      SignatureType: 'FULL',
      SignatureInformation: [
        {
          SigneeType: 'Applicant',
          DateSent: '2026-11-23T00:00:00',
          DateSigned: null,
          EmailAddress: 'ana@example.com',
          AccessCode: '4821',
          Reviewed: null,
        },
      ],
    },
  ],
  RtcDate: '2026-11-26T00:00:00',
  RiskTier: 2,
  OriginalCreditType: null,
  ProjectNumber: 'PRJ-42',
};

/** The submit response: detail-only fields absent, the SSN echoed in full. */
const submitted = {
  ...detail,
  ApplicationNumber: null,
  Status: 'Processing',
  IsActive: false,
  HistoryItems: [],
  Applicant: { ...applicant, SocialSecurityNumber: '500000001', FicoScore: undefined },
  Messages: undefined,
  DispositionCode: undefined,
  BuyRate: undefined,
  Signatures: undefined,
  RtcDate: undefined,
  RiskTier: undefined,
  OriginalCreditType: undefined,
  ProjectNumber: undefined,
  LongApplicationStatus: undefined,
};

describe('application record', () => {
  it('reads a record without the always-null Content', () => {
    const withoutContent = Object.fromEntries(
      Object.entries(detail).filter(([key]) => key !== 'Content'),
    );
    expect(safeParse(applicationRecordSchema, withoutContent).success).toBe(true);
  });

  it('reads a detail record', () => {
    const record = parse(applicationRecordSchema, detail);
    expect(record).toMatchObject({
      Id: 5001,
      ApplicationNumber: 880001,
      Status: 'Approved',
      AssignedUserId: 6,
      FinancialInformation: { TotalAmountFinanced: 24000, SalesTax: { IsIncluded: false } },
      Dealer: { Id: 101, Status: 'Active', IsOpenOnSaturday: true },
      CustomDealerInformation: { IsOpenSaturday: false },
      Terms: { PaymentFactor: 'Two', TentativeCompletionDate: '2026-12-15' },
      BuyRate: '9.99',
      RtcDate: '2026-11-26',
      Signatures: [{ SignatureType: 'FULL', SignatureInformation: [{ DateSent: '2026-11-23' }] }],
    });
    expect(record.Applicant.Identification).toMatchObject({
      IssueDate: '2021-05-01',
      ExpirationDate: '2029-05-01',
    });
    expect(record.Applicant.EmploymentHistory[0]?.StartDate).toBe('2015-06-01');
    expect(record.Applicant.Residences[0]).toEqual({
      ResidenceType: 'Own',
      MonthlyPaymentAmount: 1800,
      PropertyValue: 450000,
      MonthsAt: 4,
      YearsAt: 6,
    });
  });

  it('reads DateTime fields without a zone as UTC', () => {
    const record = parse(applicationRecordSchema, detail);
    expect(record.CreateDateUtc).toBe('2026-11-21T23:30:00.000Z');
    expect(record.ModifyDateUtc).toBe('2026-11-22T01:00:00.123Z');
    expect(record.DeleteDateUtc).toBeNull();
    expect(record.HistoryItems).toEqual([
      { Message: 'Application submitted', Date: '2026-11-21T23:30:00.000Z' },
    ]);
  });

  it.each([
    '1980-01-01T00:00:00',
    '1980-01-01T00:00:00Z',
    '1980-01-01T00:00:00-08:00',
    '1980-01-01T23:59:59+14:00',
  ])('reads the date of birth %s as 1980-01-01 in every time zone', (DateOfBirth) => {
    const record = parse(applicationRecordSchema, {
      ...detail,
      Applicant: { ...applicant, DateOfBirth },
    });
    expect(record.Applicant.DateOfBirth).toBe('1980-01-01');
  });

  it.each(['*****0001', 'XXX-XX-0001', '***-**-0001', '500000001'])(
    'accepts the social security number %s as sent (masked in detail, full in submit)',
    (SocialSecurityNumber) => {
      const record = parse(applicationRecordSchema, {
        ...detail,
        Applicant: { ...applicant, SocialSecurityNumber },
      });
      expect(record.Applicant.SocialSecurityNumber).toBe(SocialSecurityNumber);
    },
  );

  it('reads a submit response: detail-only fields read as null or empty', () => {
    const record = parse(applicationRecordSchema, submitted);
    expect(record).toMatchObject({
      ApplicationNumber: null,
      Status: 'Processing',
      IsActive: false,
      HistoryItems: [],
      Messages: [],
      Signatures: [],
    });
    expect(record.RtcDate).toBeUndefined();
    expect(record.Applicant.SocialSecurityNumber).toBe('500000001');
  });

  it('keeps unknown enum values and drops extra fields', () => {
    const record = parse(applicationRecordSchema, {
      ...detail,
      Status: 'ConditionallyApproved',
      LoanType: 'Lease',
      Terms: { ...detail.Terms, PaymentTerm: 'ThirtySixMonths', PaymentFactor: 'Three' },
      Applicant: {
        ...applicant,
        Suffix: 'JR',
        CoApplicantType: 'Partner',
        Identification: { ...applicant.Identification, LegalIdentificationType: 'TribalId' },
        Residences: [{ ResidenceType: 'LivingWithFamily', Unexpected: 1 }],
      },
      Signatures: [
        { SignatureType: 'HardCopies', SignatureInformation: [{ SigneeType: 'Witness' }] },
      ],
      Messages: [{ MessageType: 'Notice', Text: 'x' }],
      Channel: 'Web',
    });
    expect(record).toMatchObject({
      Status: 'ConditionallyApproved',
      LoanType: 'Lease',
      Terms: { PaymentTerm: 'ThirtySixMonths', PaymentFactor: 'Three' },
      Applicant: {
        Suffix: 'JR',
        CoApplicantType: 'Partner',
        Identification: { LegalIdentificationType: 'TribalId' },
      },
      Signatures: [
        { SignatureType: 'HardCopies', SignatureInformation: [{ SigneeType: 'Witness' }] },
      ],
      Messages: [{ MessageType: 'Notice' }],
    });
    expect(record).not.toHaveProperty('Channel');
    expect(record.Applicant.Residences[0]).not.toHaveProperty('Unexpected');
  });

  it.each<[string, Record<string, unknown>, number]>([
    ['Id', {}, 9001],
    ['the variant ApplicantId', { Id: undefined, ApplicantId: 9002 }, 9002],
  ])('reads the applicant identifier spelled %s', (_name, fields, id) => {
    expect(parse(applicantRecordSchema, { ...applicant, ...fields }).Id).toBe(id);
  });

  it('reads a co-applicant and a ZipCode-spelled address', () => {
    const record = parse(applicationRecordSchema, {
      ...detail,
      CoApplicant: {
        ...applicant,
        Id: 9002,
        CoApplicantType: 'Spouse',
        IsPrimary: false,
        Address: { Address1: '12 Oak Ave', City: 'Sacramento', State: 'CA', ZipCode: '95814' },
      },
    });
    expect(record.CoApplicant).toMatchObject({
      Id: 9002,
      CoApplicantType: 'Spouse',
      Address: { PostalCode: '95814' },
    });
  });

  it('keeps the per-operation spellings apart', () => {
    const record = parse(applicationRecordSchema, {
      ...detail,
      RtcDate: undefined,
      RTCDate: '2026-11-26T00:00:00',
      AssignedUserId: undefined,
      AssignedToUserId: 6,
      CustomDealerInformation: {
        ...detail.CustomDealerInformation,
        IsOpenSaturday: undefined,
        IsOpenOnSaturday: true,
      },
    });
    expect(record.RtcDate).toBeUndefined();
    expect(record.AssignedUserId).toBeUndefined();
    expect(record.CustomDealerInformation?.IsOpenSaturday).toBeUndefined();
    expect(record).not.toHaveProperty('RTCDate');
  });

  it.each<[string, unknown]>([
    ['without Id', { ...detail, Id: undefined }],
    ['without an applicant', { ...detail, Applicant: null }],
    ['with an applicant without Id', { ...detail, Applicant: { ...applicant, Id: undefined } }],
  ])('refuses a record %s', (_name, body) => {
    expect(safeParse(applicationRecordSchema, body).success).toBe(false);
  });
});
