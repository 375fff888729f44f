/* eslint-disable @typescript-eslint/no-explicit-any -- the tests change the raw GET JSON freely */
import { describe, expect, it } from 'vitest';
import { parse, safeParse } from 'zod/mini';
import {
  achPaperworkRequestSchema,
  paperworkRequestSchema,
  type SigningOption,
} from './paperwork-requests.ts';
import {
  achPaperworkRequestFromForm,
  paperworkRequestFromForm,
  usDateOf,
} from './paperwork-form-mapping.ts';
import {
  comparePlanAmount,
  formAmountFinancedCents,
  paperworkFormDefaults,
  postalCodeOf,
  sectionOf,
  type PaperworkFormValues,
} from './paperwork-form.ts';
import {
  TODAY,
  dataOf,
  defaultsOf,
  filled,
  withAutopay,
  withFullLcc,
} from './paperwork-form.test-support.ts';
import { creditPaymentFactorOf } from './rates.ts';

const requestContext = (values: PaperworkFormValues) => ({
  today: TODAY,
  hasCoApplicant: values.Application.CoApplicant !== null,
});

describe('paperworkFormDefaults: the flat GET and the chosen plan become the form', () => {
  it('nests the addresses, inverts the identification booleans and reads the dates as days', () => {
    const values = defaultsOf(dataOf({ coApplicant: true }));
    expect(values.Application.Applicant).toMatchObject({
      FirstName: 'Maria',
      Address: { Address1: '1200 Orchard Ave', Address2: 'Unit 4', PostalCode: '93721-1234' },
      IsIssueDatePresent: true,
      IdentificationIssueDate: '2020-05-01',
      IsIssueStatePresent: true,
      ExpirationDateUnavailable: false,
      IdentificationExpirationDate: '2030-05-01',
    });
    expect(values.Application.CoApplicant).toMatchObject({
      FirstName: 'Jose',
      MiddleInitial: '',
      IdentificationType: 'UnitedStatesPassport',
      IsIssueStatePresent: false,
    });
    expect(values.Application.Dealer).toEqual({
      Name: 'Sunrise Home Comfort',
      Address: {
        Address1: '88 Industrial Way',
        Address2: '',
        City: 'Sacramento',
        State: 'CA',
        PostalCode: '95814',
      },
      PhoneNumber: '9165550100',
    });
    expect(values.Signature.ApplicationType).toBe('JointWithSpouse');
    expect(values.Signature.EsignRedirectUrl).toBe('https://portal.example/applications/1001');
    expect(values.Signature.Applicant.EmailAddress).toBe('maria.garcia@example.com');
    expect(values.Signature.Applicant.ApplicantSigningAch).toBe(true);
    expect(values.Signature.CoApplicant.CoApplicantSigningAch).toBe(false);
  });

  // Issue 31 item 5: the GET's "5 or 9 digits" becomes the request's 12345-6789.
  it('writes a 9-digit ZIP as 12345-6789 and keeps 5 digits; the request then passes', () => {
    const data = dataOf({ coApplicant: true }, (raw) => {
      raw.Applicant.PostalCode = '958141234';
      raw.CoApplicant.PostalCode = '93721';
      raw.Dealer.DealerZipCode = ' 958141234 ';
    });
    const values = defaultsOf(data);
    expect(values.Application.Applicant.Address.PostalCode).toBe('95814-1234');
    expect(values.Application.CoApplicant?.Address.PostalCode).toBe('93721');
    expect(values.Application.Dealer.Address.PostalCode).toBe('95814-1234');
    const body = paperworkRequestFromForm(filled(values));
    expect(
      safeParse(paperworkRequestSchema({ today: TODAY, hasCoApplicant: true }), body).success,
    ).toBe(true);
  });

  it.each([
    ['958141234', '95814-1234'],
    ['95814-1234', '95814-1234'],
    ['95814', '95814'],
    ['9581412', '9581412'],
    ['95814 1234', '95814 1234'],
    [null, ''],
  ])('postalCodeOf(%j) is %j', (given, expected) => {
    expect(postalCodeOf(given)).toBe(expected);
  });

  it('without a co-applicant: CoApplicant null, application type Individual', () => {
    const values = defaultsOf(dataOf());
    expect(values.Application.CoApplicant).toBeNull();
    expect(values.Signature.ApplicationType).toBe('Individual');
  });

  it('closed-end: one product, fees renamed, terms from the plan (APR exact, 84 months)', () => {
    const values = defaultsOf(dataOf());
    expect(values.LoanParameters).toMatchObject({
      CreditType: 'ClosedEnd',
      ProductLineItems: [
        {
          Id: null,
          Description: 'Heat pump system',
          ItemNumber: 'HP-400',
          Quantity: 1,
          Price: 12000,
        },
      ],
      Fees: [{ FeeType: 'Document', FeeAmount: 75.5 }],
      DownPayment: 0,
      CompletionPayment: 500,
      SalesTax: null,
      TradeInAmount: null,
      RepaymentTerms: 'EightyFourMonths',
      PaymentFactor: '',
      AnnualPercentageRate: 9.99,
      PrimaryPromotionId: 302,
      SecondaryPromotionId: null,
      ClosedEndPaymentRateId: 5302,
    });
    expect(values.Plan).toEqual({
      Name: '84 months at 9.99% APR',
      EstimatedMonthlyPayment: 190.44,
      AmountFinanced: 11575.5,
    });
    expect(values.Payment.PaymentAmount).toBe(190.44);
  });

  it('revolving: the additional product, payment factor Two and the add-on id', () => {
    const values = defaultsOf(dataOf({ creditType: 'Revolving', contractState: 'NY' }));
    expect(values.LoanParameters.ProductLineItems).toHaveLength(2);
    expect(values.LoanParameters.ProductLineItems[1]).toMatchObject({
      Description: 'Thermostat',
      Quantity: 2,
      Price: 1500,
    });
    expect(values.LoanParameters).toMatchObject({
      RepaymentTerms: '',
      PaymentFactor: 'Two',
      AnnualPercentageRate: 0,
      PrimaryPromotionId: 202,
      SecondaryPromotionId: 9202,
      ClosedEndPaymentRateId: null,
      CompletionPayment: null,
    });
  });

  it('a California contract gets a completion payment of 0 when the GET has none', () => {
    const values = defaultsOf(
      dataOf({}, (raw: any) => (raw.LoanParameters.CompletionPayment = null)),
    );
    expect(values.LoanParameters.CompletionPayment).toBe(0);
  });

  it('without a chosen plan the terms stay empty', () => {
    const data = dataOf({ promotionId: 999 });
    const values = defaultsOf(data);
    expect(values.LoanParameters).toMatchObject({
      PrimaryPromotionId: null,
      AnnualPercentageRate: null,
      RepaymentTerms: '',
    });
    expect(values.Plan.Name).toBe('');
  });

  it('tolerates odd values: unknown enums kept as text, bad numbers and dates empty, 0 ids none', () => {
    const values = defaultsOf(
      dataOf({}, (raw: any) => {
        raw.LoanParameters.CreditType = 'Lease';
        raw.LoanParameters.ProductQuantity = 'two';
        raw.LoanParameters.ProductPrice = '';
        raw.LoanParameters.AdditionalFees = [{ AdjustmentType: 'Freight', Amount: null }];
        raw.LoanParameters.SalesTax = 0;
        raw.LoanParameters.TradeInAmount = -5;
        raw.LoanParameters.TentativeCompletionDate = '2020-01-01T00:00:00';
        raw.Applicant.IdentificationIssueDate = '';
        raw.Applicant.PrimaryPhoneType = 'Pager';
      }),
    );
    expect(values.LoanParameters).toMatchObject({
      CreditType: 'Lease',
      ProductLineItems: [{ Quantity: null, Price: null }],
      Fees: [{ FeeType: 'Freight', FeeAmount: null }],
      SalesTax: null,
      TradeInAmount: null,
      RepaymentTerms: '',
    });
    expect(values.CompletionCertificate.TentativeCompletionDate).toBe('');
    expect(values.Application.Applicant.IdentificationIssueDate).toBe('');
    expect(values.Application.Applicant.PrimaryPhoneType).toBe('Pager');
  });

  it('LCC: offered only when the dealer includes it; a full certificate on the GET reads as full', () => {
    const fullCertificate = (raw: any) => {
      raw.CompletionCertificate = {
        CompletionDate: '2025-06-10T00:00:00',
        TentativeCompletionDate: null,
        ProjectCompletedAtApplicantsAddress: true,
        ProductInstaller: 'NotRequired',
        Address: {
          Address1: '1200 Orchard Ave',
          Address2: null,
          City: 'Fresno',
          State: 'CA',
          ZipCode: '93721',
        },
      };
    };
    const offered = defaultsOf(dataOf({}, fullCertificate), true);
    expect(offered.OffersCompletionCertificate).toBe(true);
    expect(offered.CompletionCertificateChoice).toBe('full');
    expect(offered.CompletionCertificate).toMatchObject({
      CompletionDate: '2025-06-10',
      ProductInstalledAtApplicantsAddress: true,
      Address: { PostalCode: '93721' },
    });
    const notOffered = defaultsOf(dataOf({}, fullCertificate), false);
    expect(notOffered.OffersCompletionCertificate).toBe(false);
    expect(notOffered.CompletionCertificateChoice).toBe('none');
  });

  it('a future projected completion date is kept for "no LCC"', () => {
    const values = defaultsOf(
      dataOf(
        {},
        (raw: any) => (raw.LoanParameters.TentativeCompletionDate = '2025-08-01T00:00:00'),
      ),
    );
    expect(values.CompletionCertificate.TentativeCompletionDate).toBe('2025-08-01');
  });

  it('an earlier e-sign submission: option, dealer signer and citizenship read back', () => {
    const values = defaultsOf(
      dataOf({}, (raw: any) => {
        raw.Signatures = [
          {
            SignatureDate: '2025-06-14T00:00:00',
            ExcludeDatesOnPaperwork: true,
            ApplicationType: 'Individual',
            Dealer: { Name: 'Pat Dealer', EmailAddress: 'pat@sunrise.example.com' },
            Applicant: { EmailAddress: 'maria.garcia@example.com', IsUnitedStatesCitizen: false },
            SignatureType: 'Electronic',
            PaperworkSignatureType: 'FULL',
          },
        ];
      }),
    );
    expect(values.SigningOption).toBe('esign');
    expect(values.Signature).toMatchObject({
      ExcludeDatesOnPaperwork: true,
      Dealer: { Name: 'Pat Dealer', EmailAddress: 'pat@sunrise.example.com' },
      Applicant: { IsUnitedStatesCitizen: false },
    });
  });

  it('the page sections cover the form paths', () => {
    expect(sectionOf('Application.Applicant.FirstName')).toBe('parties');
    expect(sectionOf('LoanParameters.ProductLineItems.1.Price')).toBe('products');
    expect(sectionOf('LoanParameters.Fees.0.FeeAmount')).toBe('money');
    expect(sectionOf('LoanParameters.AnnualPercentageRate')).toBe('terms');
    expect(sectionOf('Payment.BankInformation.RoutingNumber')).toBe('autopay');
    expect(sectionOf('CompletionCertificate.CompletionDate')).toBe('completionCertificate');
    expect(sectionOf('EsignConsent')).toBe('signing');
    expect(sectionOf('SigningOption')).toBe('signing');
  });
});

describe('the dealer signer is a person (issue 32 item 9)', () => {
  const marcus = { name: 'Marcus Reyes', email: 'marcus.reyes@sunrise.example.com' };
  const signerOf = (data: ReturnType<typeof dataOf>, signedIn?: { name: string; email: string }) =>
    paperworkFormDefaults(data, {
      applicationId: 1001,
      promotion: null,
      includeLcc: true,
      today: TODAY,
      applicationUrl: 'https://portal.example/applications/1001',
      ...(signedIn ? { signedIn } : {}),
    }).Signature.Dealer;
  const signedBefore = (name: string) =>
    dataOf({}, (raw: any) => {
      raw.Signatures = [
        {
          PaperworkSignatureType: 'FULL',
          SignatureType: 'Written',
          Dealer: { Name: name, EmailAddress: 'before@sunrise.example.com' },
        },
      ];
    });

  it('defaults to the signed-in user’s name and e-mail, never the company’s name', () => {
    expect(signerOf(dataOf(), marcus)).toEqual({
      Name: 'Marcus Reyes',
      EmailAddress: 'marcus.reyes@sunrise.example.com',
    });
  });

  it('leaves the name for the dealer to type when nobody is signed in by name (a token)', () => {
    expect(signerOf(dataOf(), { name: '', email: '' })).toEqual({ Name: '', EmailAddress: '' });
    expect(signerOf(dataOf()).Name).not.toBe('Sunrise Home Comfort');
  });

  it('keeps the person who signed for the dealer before', () => {
    expect(signerOf(signedBefore('Jorge Castillo'), marcus)).toEqual({
      Name: 'Jorge Castillo',
      EmailAddress: 'before@sunrise.example.com',
    });
  });

  it('gives way to the signed-in user when the last signer was only the company’s name', () => {
    expect(signerOf(signedBefore('Sunrise Home Comfort'), marcus)).toEqual({
      Name: 'Marcus Reyes',
      EmailAddress: 'marcus.reyes@sunrise.example.com',
    });
  });
});

describe('paperworkRequestFromForm: the form becomes the nested request', () => {
  it('nests, renames and formats: Address{}, IsIssueDatePresent, MM/DD/YYYY, FeeType', () => {
    const body = paperworkRequestFromForm(filled(defaultsOf(dataOf())));
    expect(body.LoanApplicationId).toBe(1001);
    expect(body.Application.Applicant).toMatchObject({
      Address: { Address1: '1200 Orchard Ave', City: 'Fresno', State: 'CA' },
      IsIssueDatePresent: true,
      IdentificationIssueDate: '05/01/2020',
      IdentificationExpirationDate: '05/01/2030',
    });
    expect(body.LoanParameters.Fees).toEqual([{ FeeType: 'Document', FeeAmount: 75.5 }]);
    expect(body.LoanParameters.AmountFinanced).toBe(11575.5);
    expect(body.Signature.SignatureDate).toBe('06/15/2025');
    expect(parse(paperworkRequestSchema({ today: TODAY, hasCoApplicant: false }), body)).toEqual(
      body,
    );
  });

  it('leaves out empty optional fields the spec gives no null; sends required-nullable as null', () => {
    const values = filled(defaultsOf(dataOf({ contractState: 'NV' })));
    values.Application.Applicant.IdentificationNumber = '';
    values.Application.Dealer.PhoneNumber = '';
    values.LoanParameters.ProductLineItems[0]!.ItemNumber = '';
    const body = paperworkRequestFromForm(values);
    const json = JSON.parse(JSON.stringify(body));
    expect(json.Application.Applicant.IdentificationNumber).toBeNull();
    for (const field of ['Suffix', 'SecondaryPhone', 'SecondaryPhoneType']) {
      expect(json.Application.Applicant).not.toHaveProperty(field);
    }
    expect(json.Application).not.toHaveProperty('CoApplicant');
    expect(json.Application.Dealer).not.toHaveProperty('PhoneNumber');
    expect(json.Application.Dealer.Address).not.toHaveProperty('Address2');
    expect(json.LoanParameters.ProductLineItems[0]).toEqual({
      Description: 'Heat pump system',
      Quantity: 1,
      Price: 12000,
    });
    for (const field of [
      'CompletionPayment',
      'SalesTax',
      'TradeInAmount',
      'TradeInDescription',
      'PaymentFactor',
      'SecondaryPromotionId',
    ]) {
      expect(json.LoanParameters).not.toHaveProperty(field);
    }
    expect(json.Payment).toBeNull();
  });

  it('SalesTax and trade-in: a positive amount is sent; empty or 0 is left out, never 0', () => {
    const values = filled(defaultsOf(dataOf()));
    values.LoanParameters.SalesTax = 0;
    values.LoanParameters.TradeInAmount = null;
    expect(
      JSON.parse(JSON.stringify(paperworkRequestFromForm(values))).LoanParameters,
    ).not.toHaveProperty('SalesTax');
    values.LoanParameters.SalesTax = 850.25;
    values.LoanParameters.TradeInAmount = 300;
    values.LoanParameters.TradeInDescription = 'Old unit';
    const loan = paperworkRequestFromForm(values).LoanParameters;
    expect(loan).toMatchObject({
      SalesTax: 850.25,
      TradeInAmount: 300,
      TradeInDescription: 'Old unit',
    });
    expect(loan.AmountFinanced).toBe(12125.75);
  });

  it.each<[SigningOption, Record<string, unknown>]>([
    [
      'download',
      {
        SignatureTypes: ['Written'],
        Dealer: null,
        Applicant: null,
        CoApplicant: null,
        EsignRedirectUrl: null,
      },
    ],
    [
      'esign',
      {
        SignatureTypes: ['Written', 'Electronic'],
        Dealer: { Name: 'Marcus Reyes', EmailAddress: 'paperwork@sunrise.example.com' },
        Applicant: {
          EmailAddress: 'maria.garcia@example.com',
          IsUnitedStatesCitizen: true,
          IdentificationType: 'DriversLicense',
        },
        CoApplicant: {
          EmailAddress: 'jose.garcia@example.com',
          IsUnitedStatesCitizen: true,
          IdentificationType: 'UnitedStatesPassport',
        },
        EsignRedirectUrl: 'https://portal.example/applications/1001',
      },
    ],
    [
      'email',
      {
        SignatureTypes: ['Written', 'Email'],
        Applicant: expect.objectContaining({ EmailAddress: 'maria.garcia@example.com' }),
        CoApplicant: expect.objectContaining({ EmailAddress: 'jose.garcia@example.com' }),
        EsignRedirectUrl: null,
      },
    ],
  ])('%s sends exactly the fields the option allows', (option, expected) => {
    const values = filled(defaultsOf(dataOf({ coApplicant: true })), option);
    const body = paperworkRequestFromForm(values);
    expect(body.Signature).toMatchObject(expected);
    expect(body.DocumentSelection.DownloadHardCopies).toBe(option === 'download');
    expect(safeParse(paperworkRequestSchema(requestContext(values)), body).success).toBe(true);
  });

  it('autopay: the payment, the second day only for twice monthly', () => {
    const values = withAutopay(filled(defaultsOf(dataOf())));
    values.Payment.DayOfMonthForSecondWithdrawal = 28;
    expect(paperworkRequestFromForm(values).Payment).toMatchObject({
      PaymentFrequency: 'OnceMonthly',
      PaymentAmount: 190.44,
      DayOfMonthForFirstWithdrawal: 15,
      DayOfMonthForSecondWithdrawal: null,
      MonthToWithdrawFirstPayment: 7,
      BankInformation: {
        Name: 'Valley Community Bank',
        RoutingNumber: '121000358',
        AccountType: 'Checking',
        AccountNumber: '004512339871',
      },
    });
    values.Payment.PaymentFrequency = 'TwiceMonthly';
    expect(paperworkRequestFromForm(values).Payment!.DayOfMonthForSecondWithdrawal).toBe(28);
  });

  it('LCC none sends only the projected date; full sends every field and no projected date', () => {
    const values = filled(defaultsOf(dataOf()));
    values.CompletionCertificate.TentativeCompletionDate = '2025-07-15';
    expect(paperworkRequestFromForm(values).CompletionCertificate).toEqual({
      CompletionDate: null,
      TentativeCompletionDate: '07/15/2025',
      ProductInstalledAtApplicantsAddress: null,
      ProductInstaller: null,
      Address: null,
    });
    expect(paperworkRequestFromForm(withFullLcc(values)).CompletionCertificate).toEqual({
      CompletionDate: '06/15/2025',
      TentativeCompletionDate: null,
      ProductInstalledAtApplicantsAddress: true,
      ProductInstaller: 'NotRequired',
      Address: {
        Address1: '1200 Orchard Ave',
        Address2: 'Unit 4',
        City: 'Fresno',
        State: 'CA',
        PostalCode: '93721-1234',
      },
    });
    const notOffered = withFullLcc(values);
    notOffered.OffersCompletionCertificate = false;
    expect(paperworkRequestFromForm(notOffered).CompletionCertificate.CompletionDate).toBeNull();
  });

  it('dates: a date field’s YYYY-MM-DD as MM/DD/YYYY; blank null; anything else as typed', () => {
    expect(usDateOf('2025-06-15')).toBe('06/15/2025');
    expect(usDateOf('')).toBeNull();
    expect(usDateOf('15.06.2025')).toBe('15.06.2025');
  });
});

describe('the live amount financed and the plan’s amount', () => {
  it('Σ price × quantity + fees + tax − down − completion − trade-in, in whole cents', () => {
    const values = defaultsOf(dataOf({ creditType: 'Revolving', contractState: 'CA' }));
    Object.assign(values.LoanParameters, {
      Fees: [
        { FeeType: 'Document', FeeAmount: 0.1 },
        { FeeType: 'ToOthers', FeeAmount: 0.2 },
      ],
      SalesTax: 10.1,
      DownPayment: 0.29,
      CompletionPayment: 100,
      TradeInAmount: 50,
    });
    // 9000 + 2 × 1500 + 0.30 + 10.10 − 0.29 − 100 − 50 = 11,860.11
    expect(formAmountFinancedCents(values)).toBe(1_186_011);
    values.LoanParameters.ProductLineItems[1]!.Price = null;
    expect(formAmountFinancedCents(values)).toBe(886_011);
  });

  it('says when the plan’s payment was for another amount', () => {
    const values = defaultsOf(dataOf());
    expect(comparePlanAmount(values)).toEqual({
      liveCents: 1_157_550,
      planCents: 1_157_550,
      differs: false,
    });
    values.LoanParameters.DownPayment = 1000;
    expect(comparePlanAmount(values)).toMatchObject({ liveCents: 1_057_550, differs: true });
    values.Plan.AmountFinanced = null;
    expect(comparePlanAmount(values).differs).toBe(false);
  });
});

describe('achPaperworkRequestFromForm: autopay alone', () => {
  it('no full paperwork: SignatureDate null; the signing-ACH flags have their defaults', () => {
    const values = withAutopay(filled(defaultsOf(dataOf({ coApplicant: true })), 'esign'));
    const body = achPaperworkRequestFromForm(values, { fullPaperworkSignatureDate: null });
    expect(body.Signature.SignatureDate).toBeNull();
    expect(body.Signature.Applicant).toMatchObject({ ApplicantSigningAch: true });
    expect(body.Signature.CoApplicant).toMatchObject({ CoApplicantSigningAch: false });
    expect(body).not.toHaveProperty('LoanParameters');
    expect(
      safeParse(
        achPaperworkRequestSchema({ hasCoApplicant: true, fullPaperworkSignatureDate: null }),
        body,
      ).success,
    ).toBe(true);
  });

  it('after full paperwork: the full paperwork’s SignatureDate, whatever the form says', () => {
    const values = withAutopay(filled(defaultsOf(dataOf()), 'download'));
    values.Signature.SignatureDate = '2025-06-20';
    const context = { fullPaperworkSignatureDate: '2025-06-14T00:00:00' };
    const body = achPaperworkRequestFromForm(values, context);
    expect(body.Signature.SignatureDate).toBe('06/14/2025');
    expect(body.Signature.Applicant).toBeNull();
    expect(
      safeParse(achPaperworkRequestSchema({ hasCoApplicant: false, ...context }), body).success,
    ).toBe(true);
  });
});

describe('creditPaymentFactorOf', () => {
  it.each([
    [0.02, 'Two'],
    ['0.020', 'Two'],
    [0.0175, null],
    [null, null],
    ['abc', null],
  ])('%s → %s', (factor, name) => {
    expect(creditPaymentFactorOf(factor)).toBe(name);
  });
});
