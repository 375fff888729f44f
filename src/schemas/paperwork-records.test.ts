import { describe, expect, it } from 'vitest';
import { parse, safeParse } from 'zod/mini';
import {
  paperworkDataSchema,
  paperworkSubmitResponseSchema,
  parseDownloadUrl,
  downloadDocumentTypes,
} from './paperwork-records.ts';

const applicant = {
  ApplicantId: 9001,
  FirstName: 'Ana',
  MiddleInitial: 'M',
  LastName: 'Garcia',
  Suffix: null,
  Address1: '12 Oak Ave',
  Address2: null,
  City: 'Sacramento',
  State: 'CA',
  PostalCode: '95814',
  EmailAddress: 'ana@example.com',
  PrimaryPhone: '9165550142',
  PrimaryPhoneType: 'Cell',
  SecondaryPhone: null,
  SecondaryPhoneType: null,
  RelationType: null,
  IdentificationType: 'DriversLicense',
  IdentificationNumber: 'D1234567',
  IdentificationIssueDateNotPresent: false,
  ExpirationDateUnavailable: false,
  IdentificationIssueDate: '2021-05-01T00:00:00',
  IdentificationExpirationDate: '2029-05-01T00:00:00',
  IdentificationIssueStateNotPresent: false,
  IdentificationState: 'CA',
  SocialSecurityNumber: '500000001',
  DateOfBirth: '1980-01-01T00:00:00',
  EmploymentType: 'Employed',
  EmployerName: 'Acme',
  EmployerPhoneNumber: null,
  OccupationTitle: 'Engineer',
  EmploymentStartDate: '2015-06-01T00:00:00',
  EmploymentGrossMonthlyIncome: '6500.00',
  OtherIncome: [
    {
      SerializationVersion: 1,
      Description: 'Rental',
      Amount: 800,
      IncomeType: 'Other',
      IsNonTaxableIncome: null,
      OriginalAmount: null,
    },
  ],
  ResidenceType: 'Own',
  ResidencePayment: '1800.00',
  HomeValue: '450000.00',
  MonthsAtResidence: 4,
  YearsAtResidence: 6,
};

const paperwork = {
  Dealer: {
    DealerId: 101,
    DealerNumber: '700101',
    DealerName: 'Sunrise Home Solar',
    DealerAddress1: '100 Main St',
    DealerAddress2: '',
    DealerCity: 'Sacramento',
    DealerState: 'CA',
    DealerZipCode: '95814',
    DealerPhoneNumber: '9165550101',
    DealerSignatureEmail: null,
    DealerIncludeLcc: true,
  },
  Applicant: applicant,
  CoApplicant: null,
  LoanParameters: {
    CreditType: 'ClosedEnd',
    ContractState: 'CA',
    ContractLanguage: 'English',
    CompletionPayment: 500,
    ProductDescription: 'Solar panels',
    ItemNumber: null,
    ProductQuantity: '1',
    ProductPrice: '25000.00',
    AdditionalProduct: { Description: 'Battery', ItemNumber: null, Price: 8000, Quantity: 1 },
    IsProductHomeImprovement: true,
    DownPayment: 1000,
    AdditionalFees: [{ AdjustmentType: 'Document', Amount: 75 }],
    SalesTax: null,
    EnterTradeIn: false,
    TentativeCompletionDate: '2026-12-15T00:00:00',
    TradeInDescription: null,
    TradeInAmount: null,
    RepaymentTermsId: 84,
    PaymentFactorId: null,
    AnnualPercentageRate: 17.99,
    PaymentFactor: null,
    PaymentFactorRaw: null,
    PrimaryPromotionId: 31,
    SecondaryPromotionId: null,
    ClosedEndPaymentRateId: 7,
    RTCDate: '2026-11-26T00:00:00',
    OriginalCreditType: null,
  },
  Signatures: [
    {
      SignatureDate: '2026-11-23T00:00:00',
      ExcludeDatesOnPaperwork: false,
      ApplicationType: 'Individual',
      Dealer: {
        Name: 'Sunrise',
        EmailAddress: 'office@sunrise.example',
        DateSent: '2026-11-23T00:00:00',
        DateSigned: null,
        Reviewed: null,
      },
      Applicant: {
        EmailAddress: 'ana@example.com',
        IdentificationType: 'DriversLicense',
        IsUnitedStatesCitizen: true,
        IsPrimaryApplicant: true,
        DateSent: '2026-11-23T00:00:00',
        DateSigned: '2026-11-24T00:00:00',
      },
      CoApplicant: null,
      Provider: null,
      SignatureType: 'Electronic',
      PaperworkSignatureType: 'FULL',
    },
  ],
  CompletionCertificate: {
    CompletionDate: null,
    TentativeCompletionDate: '2026-12-15T00:00:00',
    ProjectCompletedAtApplicantsAddress: false,
    ProductInstaller: null,
    Address: null,
  },
};

describe('paperwork data (GET /v3/api/applications/paperwork/{id})', () => {
  it('reads the flat GET: dates as calendar days, figures as text where the spec says String', () => {
    const data = parse(paperworkDataSchema, paperwork);
    expect(data.Applicant).toMatchObject({
      ApplicantId: 9001,
      DateOfBirth: '1980-01-01',
      IdentificationIssueDate: '2021-05-01',
      IdentificationExpirationDate: '2029-05-01',
      IdentificationIssueDateNotPresent: false,
      EmploymentStartDate: '2015-06-01',
      EmploymentGrossMonthlyIncome: '6500.00',
      ResidencePayment: '1800.00',
      OtherIncome: [
        {
          Description: 'Rental',
          Amount: 800,
          IncomeType: 'Other',
          IsNonTaxableIncome: null,
          OriginalAmount: null,
        },
      ],
    });
    expect(data.LoanParameters).toMatchObject({
      ProductPrice: '25000.00',
      AdditionalProduct: { Description: 'Battery', Price: 8000, Quantity: 1 },
      AdditionalFees: [{ AdjustmentType: 'Document', Amount: 75 }],
      TentativeCompletionDate: '2026-12-15',
      RTCDate: '2026-11-26',
      RepaymentTermsId: 84,
    });
    expect(data.Signatures[0]).toMatchObject({
      SignatureDate: '2026-11-23',
      SignatureType: 'Electronic',
      PaperworkSignatureType: 'FULL',
      Applicant: { DateSigned: '2026-11-24' },
    });
    expect(data.CompletionCertificate?.TentativeCompletionDate).toBe('2026-12-15');
    expect(data.Dealer.DealerIncludeLcc).toBe(true);
  });

  it('reads the sample spellings Id, ZipCode, PrimaryPhoneNumber, SecondaryPhoneNumber', () => {
    const { ApplicantId, PostalCode, PrimaryPhone, SecondaryPhone, ...rest } = applicant;
    const sample = {
      ...rest,
      Id: ApplicantId,
      ZipCode: PostalCode,
      PrimaryPhoneNumber: PrimaryPhone,
      SecondaryPhoneNumber: '9165550199',
      SecondaryPhoneType: 'Home',
    };
    expect(SecondaryPhone).toBeNull();
    const data = parse(paperworkDataSchema, {
      ...paperwork,
      Applicant: sample,
      CoApplicant: { ...sample, Id: 9002, RelationType: 'Spouse' },
    });
    for (const person of [data.Applicant, data.CoApplicant]) {
      expect(person).toMatchObject({
        PostalCode: '95814',
        PrimaryPhone: '9165550142',
        SecondaryPhone: '9165550199',
      });
      expect(person).not.toHaveProperty('Id');
      expect(person).not.toHaveProperty('ZipCode');
      expect(person).not.toHaveProperty('PrimaryPhoneNumber');
      expect(person).not.toHaveProperty('SecondaryPhoneNumber');
    }
    expect(data.Applicant.ApplicantId).toBe(9001);
    expect(data.CoApplicant).toMatchObject({ ApplicantId: 9002, RelationType: 'Spouse' });
  });

  it('reads the dealer number spelled DealerNumber(Legacy)', () => {
    const { DealerNumber, ...dealer } = paperwork.Dealer;
    const data = parse(paperworkDataSchema, {
      ...paperwork,
      Dealer: { ...dealer, 'DealerNumber(Legacy)': DealerNumber },
    });
    expect(data.Dealer.DealerNumber).toBe('700101');
  });

  it('keeps unknown enum values and drops extra fields', () => {
    const data = parse(paperworkDataSchema, {
      ...paperwork,
      Applicant: { ...applicant, IdentificationType: 'TribalId', Suffix: 'III', Nickname: 'Annie' },
      LoanParameters: {
        ...paperwork.LoanParameters,
        CreditType: 'Lease',
        AdditionalFees: [{ AdjustmentType: 'Recording', Amount: 20 }],
      },
      Signatures: [
        { ...paperwork.Signatures[0], SignatureType: 'Wet', PaperworkSignatureType: 'HardCopies' },
      ],
      CompletionCertificate: { ...paperwork.CompletionCertificate, ProductInstaller: 'Dealer' },
      Version: 3,
    });
    expect(data.Applicant).toMatchObject({ IdentificationType: 'TribalId', Suffix: 'III' });
    expect(data.Applicant).not.toHaveProperty('Nickname');
    expect(data.LoanParameters).toMatchObject({
      CreditType: 'Lease',
      AdditionalFees: [{ AdjustmentType: 'Recording', Amount: 20 }],
    });
    expect(data.Signatures[0]).toMatchObject({
      SignatureType: 'Wet',
      PaperworkSignatureType: 'HardCopies',
    });
    expect(data.CompletionCertificate?.ProductInstaller).toBe('Dealer');
    expect(data).not.toHaveProperty('Version');
  });

  it('reads missing lists as empty and a missing certificate as null', () => {
    const data = parse(paperworkDataSchema, {
      ...paperwork,
      Applicant: { ...applicant, OtherIncome: null },
      LoanParameters: { ...paperwork.LoanParameters, AdditionalFees: undefined },
      Signatures: null,
      CompletionCertificate: null,
    });
    expect(data.Applicant.OtherIncome).toEqual([]);
    expect(data.LoanParameters.AdditionalFees).toEqual([]);
    expect(data.Signatures).toEqual([]);
    expect(data.CompletionCertificate).toBeNull();
  });

  it('keeps RTCDate apart from the detail spelling RtcDate', () => {
    const data = parse(paperworkDataSchema, {
      ...paperwork,
      LoanParameters: { ...paperwork.LoanParameters, RTCDate: undefined, RtcDate: '2026-11-26' },
    });
    expect(data.LoanParameters.RTCDate).toBeUndefined();
  });

  it.each(['Dealer', 'Applicant', 'LoanParameters'] as const)(
    'refuses a response without %s',
    (part) => {
      expect(safeParse(paperworkDataSchema, { ...paperwork, [part]: null }).success).toBe(false);
    },
  );
});

describe('paperwork submission answer', () => {
  it.each<[string, unknown]>([
    [
      'download',
      {
        DownloadUrl: '/api/applications/paperwork/5001/download?documentType=FULL',
        ESignUrl: null,
      },
    ],
    ['e-sign', { DownloadUrl: null, ESignUrl: 'https://sign.example/s/abc' }],
    ['e-mail', { DownloadUrl: null, ESignUrl: '' }],
  ])('reads the %s answer', (_name, body) => {
    expect(parse(paperworkSubmitResponseSchema, body)).toEqual(body);
  });

  it.each<[string, ReturnType<typeof parseDownloadUrl>]>([
    [
      '/api/applications/paperwork/5001/download?documentType=FULL',
      { applicationId: 5001, documentType: 'FULL' },
    ],
    [
      '/api/applications/paperwork/5001/download?documentType=HardCopies',
      { applicationId: 5001, documentType: 'HardCopies' },
    ],
    [
      '/v3/api/applications/paperwork/77/download?documentType=ACH',
      { applicationId: 77, documentType: 'ACH' },
    ],
    [
      'https://lender.example/api/applications/paperwork/5001/download?documentType=LCC',
      { applicationId: 5001, documentType: 'LCC' },
    ],
    ['/api/applications/paperwork/5001/download', null],
    ['/api/applications/paperwork/5001/download?documentType=', null],
    ['/api/applications/paperwork/abc/download?documentType=FULL', null],
    ['/api/applications/paperwork/0/download?documentType=FULL', null],
    ['/api/applications/detail/5001?documentType=FULL', null],
    ['', null],
    ['http://[broken', null],
  ])('parseDownloadUrl(%j)', (url, expected) => {
    expect(parseDownloadUrl(url)).toEqual(expected);
  });

  // Issue 31 item 3: the page offers exactly what the answer named.
  it.each<[string | null, string[]]>([
    ['/api/applications/paperwork/5001/download?documentType=FULL', ['FULL']],
    ['/api/applications/paperwork/5001/download?documentType=HardCopies', ['HardCopies']],
    [
      '/api/applications/paperwork/5001/download?documentType=FULL&documentType=ACH',
      ['FULL', 'ACH'],
    ],
    ['/api/applications/paperwork/5001/download?documentType=FULL,LCC,FULL', ['FULL', 'LCC']],
    ['/api/applications/paperwork/5001/download', []],
    ['/api/applications/detail/5001?documentType=FULL', []],
    [null, []],
    ['', []],
  ])('downloadDocumentTypes(%j)', (url, expected) => {
    expect(downloadDocumentTypes(url)).toEqual(expected);
  });
});
