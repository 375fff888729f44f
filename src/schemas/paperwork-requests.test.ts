import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { addDays, formatUsDate, addYears } from '../lib/dates.ts';
import { fromCents } from '../lib/money.ts';
import { validFullPaperwork } from './fixtures/paperwork.test-support.ts';
import {
  ODD_VALUES,
  allPaths,
  issuePaths,
  withChanges,
} from './fixtures/with-changes.test-support.ts';
import {
  calendarDay,
  completionCertificateKind,
  paperworkAmountFinancedCents,
  paperworkRequestSchema,
  signatureOption,
  type PaperworkContext,
  type PaperworkPerson,
  type PaperworkRequest,
} from './paperwork-requests.ts';

const TODAY = '2026-11-21';
const us = (iso: string) => formatUsDate(iso);
const YESTERDAY = us(addDays(TODAY, -1));

const context: PaperworkContext = {
  today: TODAY,
  hasCoApplicant: false,
  applicationCreatedOn: '2026-11-01',
  lastSubmissionSignatureDate: null,
  allowedTerms: [],
};

/** Parse the fixture with `changes`, keeping AmountFinanced equal to the calculation. */
function check(changes: Record<string, unknown>, contextChanges: Partial<PaperworkContext> = {}) {
  const body = withChanges(validFullPaperwork({}, TODAY), changes);
  const loan = body.LoanParameters as PaperworkRequest['LoanParameters'] | undefined;
  if (loan && typeof loan === 'object' && !('LoanParameters.AmountFinanced' in changes)) {
    loan.AmountFinanced = fromCents(paperworkAmountFinancedCents(loan));
  }
  return safeParse(paperworkRequestSchema({ ...context, ...contextChanges }), body);
}

type Row = [name: string, changes: Record<string, unknown>, failsAt: string | null];
type ContextRow = [...Row, context: Partial<PaperworkContext>];

function expectOutcome(result: ReturnType<typeof check>, failsAt: string | null) {
  if (failsAt === null) {
    expect(issuePaths(result)).toEqual([]);
    return;
  }
  expect(issuePaths(result)).toContain(failsAt);
  // Every message starts with the field's label, never a library default.
  for (const issue of result.error!.issues) expect(issue.message).not.toMatch(/^Invalid/);
}

const A = 'Application.Applicant';
const L = 'LoanParameters';
const P = 'Payment';
const C = 'CompletionCertificate';
const S = 'Signature';
const D = 'DocumentSelection';

const coApplicant: PaperworkPerson = {
  FirstName: 'Luis',
  MiddleInitial: null,
  LastName: 'Garcia',
  Suffix: 'SR',
  Address: {
    Address1: '1200 Orchard Ave',
    Address2: null,
    City: 'Fresno',
    State: 'CA',
    PostalCode: '93721',
  },
  EmailAddress: null,
  PrimaryPhone: null,
  PrimaryPhoneType: null,
  SecondaryPhone: null,
  SecondaryPhoneType: null,
  IdentificationType: 'UnitedStatesPassport',
  IdentificationNumber: 'P9988776',
  IsIssueDatePresent: false,
  IdentificationIssueDate: null,
  IsIssueStatePresent: false,
  IdentificationState: null,
  ExpirationDateUnavailable: false,
  IdentificationExpirationDate: '03/15/2031',
};
const withCoApplicant = {
  'Application.CoApplicant': coApplicant,
  'Signature.ApplicationType': 'JointWithSpouse',
};
const revolving = {
  [`${L}.CreditType`]: 'Revolving',
  [`${L}.RepaymentTerms`]: null,
  [`${L}.PaymentFactor`]: 'Two',
  [`${L}.ClosedEndPaymentRateId`]: null,
};
const outsideCalifornia = { [`${L}.ContractState`]: 'NV', [`${L}.CompletionPayment`]: null };
const esign = {
  [`${S}.SignatureTypes`]: ['Written', 'Electronic'],
  [`${D}.DownloadHardCopies`]: false,
};
const emailSigning = {
  [`${S}.SignatureTypes`]: ['Written', 'Email'],
  [`${D}.DownloadHardCopies`]: false,
};
const signer = {
  EmailAddress: 'maria.garcia@example.com',
  IsUnitedStatesCitizen: true,
  IdentificationType: 'DriversLicense',
};
const fullCertificate = {
  CompletionDate: us('2026-11-01'),
  TentativeCompletionDate: null,
  ProductInstalledAtApplicantsAddress: true,
  ProductInstaller: 'NotRequired',
  Address: {
    Address1: '1200 Orchard Ave',
    Address2: null,
    City: 'Fresno',
    State: 'CA',
    PostalCode: '93721',
  },
};
const secondProduct = { Description: 'Battery', ItemNumber: null, Quantity: 1, Price: 2500 };
const product = { Description: 'Solar panel system', Quantity: 1, Price: 12000 };

describe('full paperwork request', () => {
  it('accepts the fixture as it is', () => {
    expect(issuePaths(check({}))).toEqual([]);
  });

  it.each<Row>([
    ['unknown top-level field', { Extra: 1 }, ''],
    ['LoanApplicationId 0', { LoanApplicationId: 0 }, 'LoanApplicationId'],
    ['LoanApplicationId missing', { LoanApplicationId: undefined }, 'LoanApplicationId'],
    ['Application missing', { Application: undefined }, 'Application'],
    ['LoanParameters missing', { LoanParameters: undefined }, 'LoanParameters'],
    ['CompletionCertificate missing', { CompletionCertificate: undefined }, C],
    ['Signature missing', { Signature: undefined }, S],
    ['DocumentSelection missing', { DocumentSelection: undefined }, D],
  ])('body: %s', (_name, changes, failsAt) => expectOutcome(check(changes), failsAt));

  it.each<Row>([
    ['FirstName with space and hyphen', { [`${A}.FirstName`]: 'Mary-Ann Jo' }, null],
    ['FirstName with a digit', { [`${A}.FirstName`]: 'Maria2' }, `${A}.FirstName`],
    ['FirstName 40 letters', { [`${A}.FirstName`]: 'M'.repeat(40) }, null],
    ['FirstName 41 letters', { [`${A}.FirstName`]: 'M'.repeat(41) }, `${A}.FirstName`],
    ['FirstName empty', { [`${A}.FirstName`]: ' ' }, `${A}.FirstName`],
    ['FirstName missing', { [`${A}.FirstName`]: undefined }, `${A}.FirstName`],
    ['MiddleInitial empty', { [`${A}.MiddleInitial`]: '' }, null],
    ['MiddleInitial null', { [`${A}.MiddleInitial`]: null }, null],
    ['MiddleInitial two letters', { [`${A}.MiddleInitial`]: 'LM' }, `${A}.MiddleInitial`],
    ['MiddleInitial digit', { [`${A}.MiddleInitial`]: '1' }, `${A}.MiddleInitial`],
    ['LastName with apostrophe', { [`${A}.LastName`]: "O'Brien" }, `${A}.LastName`],
    ['LastName 41 letters', { [`${A}.LastName`]: 'G'.repeat(41) }, `${A}.LastName`],
    ['LastName missing', { [`${A}.LastName`]: undefined }, `${A}.LastName`],
    ['Suffix SR', { [`${A}.Suffix`]: 'SR' }, null],
    ['Suffix JR', { [`${A}.Suffix`]: 'JR' }, `${A}.Suffix`],
    ['Address missing', { [`${A}.Address`]: undefined }, `${A}.Address`],
    ['Address1 empty', { [`${A}.Address.Address1`]: '' }, `${A}.Address.Address1`],
    ['Address2 null', { [`${A}.Address.Address2`]: null }, null],
    ['City empty', { [`${A}.Address.City`]: '  ' }, `${A}.Address.City`],
    ['State DC', { [`${A}.Address.State`]: 'DC' }, null],
    ['State not a US state', { [`${A}.Address.State`]: 'ZZ' }, `${A}.Address.State`],
    ['PostalCode 5 digits', { [`${A}.Address.PostalCode`]: '93721' }, null],
    [
      'PostalCode 9 digits no hyphen',
      { [`${A}.Address.PostalCode`]: '937211234' },
      `${A}.Address.PostalCode`,
    ],
    ['PostalCode 4 digits', { [`${A}.Address.PostalCode`]: '9372' }, `${A}.Address.PostalCode`],
    ['Address with v3 field name', { [`${A}.Address.ZipCode`]: '93721' }, `${A}.Address`],
    ['EmailAddress null', { [`${A}.EmailAddress`]: null }, null],
    ['EmailAddress invalid', { [`${A}.EmailAddress`]: 'maria@' }, `${A}.EmailAddress`],
    ['PrimaryPhone starting with 1', { [`${A}.PrimaryPhone`]: '1595550134' }, `${A}.PrimaryPhone`],
    ['PrimaryPhone with dashes', { [`${A}.PrimaryPhone`]: '559-555-0134' }, `${A}.PrimaryPhone`],
    ['no phone at all', { [`${A}.PrimaryPhone`]: null, [`${A}.PrimaryPhoneType`]: null }, null],
    ['PrimaryPhone without type', { [`${A}.PrimaryPhoneType`]: null }, `${A}.PrimaryPhoneType`],
    ['PrimaryPhoneType unknown', { [`${A}.PrimaryPhoneType`]: 'Pager' }, `${A}.PrimaryPhoneType`],
    [
      'SecondaryPhone with type',
      { [`${A}.SecondaryPhone`]: '3105550199', [`${A}.SecondaryPhoneType`]: 'Home' },
      null,
    ],
    [
      'SecondaryPhone without type',
      { [`${A}.SecondaryPhone`]: '3105550199' },
      `${A}.SecondaryPhoneType`,
    ],
    [
      'SecondaryPhone same as primary',
      { [`${A}.SecondaryPhone`]: '5595550134', [`${A}.SecondaryPhoneType`]: 'Home' },
      `${A}.SecondaryPhone`,
    ],
    [
      'SecondaryPhone starting with 0',
      { [`${A}.SecondaryPhone`]: '0105550199', [`${A}.SecondaryPhoneType`]: 'Home' },
      `${A}.SecondaryPhone`,
    ],
  ])('applicant: %s', (_name, changes, failsAt) => expectOutcome(check(changes), failsAt));

  it.each<Row>([
    [
      'IdentificationType unknown',
      { [`${A}.IdentificationType`]: 'Passport' },
      `${A}.IdentificationType`,
    ],
    [
      'license without a number',
      { [`${A}.IdentificationNumber`]: null },
      `${A}.IdentificationNumber`,
    ],
    ['number with a dash', { [`${A}.IdentificationNumber`]: 'D-123' }, `${A}.IdentificationNumber`],
    [
      'issue date as ISO',
      { [`${A}.IdentificationIssueDate`]: '2020-05-01' },
      `${A}.IdentificationIssueDate`,
    ],
    [
      'issue date not a real day',
      { [`${A}.IdentificationIssueDate`]: '02/30/2020' },
      `${A}.IdentificationIssueDate`,
    ],
    ['issue date today', { [`${A}.IdentificationIssueDate`]: us(TODAY) }, null],
    [
      'issue date tomorrow',
      { [`${A}.IdentificationIssueDate`]: us(addDays(TODAY, 1)) },
      `${A}.IdentificationIssueDate`,
    ],
    // The three booleans are required in paperwork …
    [
      'license, IsIssueDatePresent null',
      { [`${A}.IsIssueDatePresent`]: null },
      `${A}.IsIssueDatePresent`,
    ],
    [
      'license, IsIssueStatePresent missing',
      { [`${A}.IsIssueStatePresent`]: undefined, [`${A}.IdentificationState`]: null },
      `${A}.IsIssueStatePresent`,
    ],
    [
      'state ID, ExpirationDateUnavailable null',
      { [`${A}.IdentificationType`]: 'StateId', [`${A}.ExpirationDateUnavailable`]: null },
      `${A}.ExpirationDateUnavailable`,
    ],
    [
      'state ID without expiration date',
      {
        [`${A}.IdentificationType`]: 'StateId',
        [`${A}.ExpirationDateUnavailable`]: true,
        [`${A}.IdentificationExpirationDate`]: null,
      },
      null,
    ],
    [
      'passport, ExpirationDateUnavailable null',
      {
        [`${A}.IdentificationType`]: 'UnitedStatesPassport',
        [`${A}.IsIssueStatePresent`]: false,
        [`${A}.IdentificationState`]: null,
        [`${A}.ExpirationDateUnavailable`]: null,
      },
      `${A}.ExpirationDateUnavailable`,
    ],
    [
      'passport, ExpirationDateUnavailable true',
      {
        [`${A}.IdentificationType`]: 'UnitedStatesPassport',
        [`${A}.IsIssueStatePresent`]: false,
        [`${A}.IdentificationState`]: null,
        [`${A}.ExpirationDateUnavailable`]: true,
      },
      `${A}.ExpirationDateUnavailable`,
    ],
    // … except where the matrix says "null or not sent": false, null and absent all pass.
    ['license, ExpirationDateUnavailable null', { [`${A}.ExpirationDateUnavailable`]: null }, null],
    [
      'license, ExpirationDateUnavailable missing',
      { [`${A}.ExpirationDateUnavailable`]: undefined },
      null,
    ],
    [
      'passport, IsIssueStatePresent null',
      {
        [`${A}.IdentificationType`]: 'UnitedStatesPassport',
        [`${A}.IsIssueStatePresent`]: null,
        [`${A}.IdentificationState`]: null,
      },
      null,
    ],
    [
      'Unavailable, flags false',
      {
        [`${A}.IdentificationType`]: 'Unavailable',
        [`${A}.IdentificationNumber`]: null,
        [`${A}.IsIssueDatePresent`]: false,
        [`${A}.IdentificationIssueDate`]: null,
        [`${A}.IsIssueStatePresent`]: false,
        [`${A}.IdentificationState`]: null,
        [`${A}.ExpirationDateUnavailable`]: false,
        [`${A}.IdentificationExpirationDate`]: null,
      },
      null,
    ],
    [
      'Unavailable, nothing sent',
      {
        [`${A}.IdentificationType`]: 'Unavailable',
        [`${A}.IdentificationNumber`]: undefined,
        [`${A}.IsIssueDatePresent`]: undefined,
        [`${A}.IdentificationIssueDate`]: undefined,
        [`${A}.IsIssueStatePresent`]: undefined,
        [`${A}.IdentificationState`]: undefined,
        [`${A}.ExpirationDateUnavailable`]: undefined,
        [`${A}.IdentificationExpirationDate`]: undefined,
      },
      null,
    ],
    [
      'Unavailable with an expiration date',
      {
        [`${A}.IdentificationType`]: 'Unavailable',
        [`${A}.IdentificationNumber`]: null,
        [`${A}.IsIssueDatePresent`]: false,
        [`${A}.IdentificationIssueDate`]: null,
        [`${A}.IsIssueStatePresent`]: false,
        [`${A}.IdentificationState`]: null,
      },
      `${A}.IdentificationExpirationDate`,
    ],
  ])('applicant identification: %s', (_name, changes, failsAt) =>
    expectOutcome(check(changes), failsAt),
  );

  it.each<ContextRow>([
    ['co-applicant on an application with one', withCoApplicant, null, { hasCoApplicant: true }],
    [
      'co-applicant missing on an application with one',
      { 'Signature.ApplicationType': 'JointWithSpouse' },
      'Application.CoApplicant',
      { hasCoApplicant: true },
    ],
    [
      'co-applicant on an application without one',
      { 'Application.CoApplicant': coApplicant },
      'Application.CoApplicant',
      {},
    ],
    [
      'co-applicant first name empty',
      { ...withCoApplicant, 'Application.CoApplicant.FirstName': '' },
      'Application.CoApplicant.FirstName',
      { hasCoApplicant: true },
    ],
    [
      'co-applicant passport without number',
      { ...withCoApplicant, 'Application.CoApplicant.IdentificationNumber': null },
      'Application.CoApplicant.IdentificationNumber',
      { hasCoApplicant: true },
    ],
    [
      'co-applicant IsIssueDatePresent missing',
      { ...withCoApplicant, 'Application.CoApplicant.IsIssueDatePresent': undefined },
      'Application.CoApplicant.IsIssueDatePresent',
      { hasCoApplicant: true },
    ],
    [
      'co-applicant phone without type',
      { ...withCoApplicant, 'Application.CoApplicant.PrimaryPhone': '2135550100' },
      'Application.CoApplicant.PrimaryPhoneType',
      { hasCoApplicant: true },
    ],
  ])('co-applicant: %s', (_name, changes, failsAt, contextChanges) =>
    expectOutcome(check(changes, contextChanges), failsAt),
  );

  it.each<Row>([
    ['Name 150 characters', { 'Application.Dealer.Name': 'D'.repeat(150) }, null],
    [
      'Name 151 characters',
      { 'Application.Dealer.Name': 'D'.repeat(151) },
      'Application.Dealer.Name',
    ],
    ['Name empty', { 'Application.Dealer.Name': '' }, 'Application.Dealer.Name'],
    ['Address missing', { 'Application.Dealer.Address': undefined }, 'Application.Dealer.Address'],
    [
      'Address state unknown',
      { 'Application.Dealer.Address.State': 'XX' },
      'Application.Dealer.Address.State',
    ],
    ['PhoneNumber null', { 'Application.Dealer.PhoneNumber': null }, null],
    [
      'PhoneNumber starting with 1',
      { 'Application.Dealer.PhoneNumber': '1165550100' },
      'Application.Dealer.PhoneNumber',
    ],
  ])('dealer: %s', (_name, changes, failsAt) => expectOutcome(check(changes), failsAt));

  it.each<ContextRow>([
    ['CreditType unknown', { [`${L}.CreditType`]: 'Lease' }, `${L}.CreditType`, {}],
    ['revolving', revolving, null, {}],
    ['ContractState unknown', { [`${L}.ContractState`]: 'ZZ' }, `${L}.ContractState`, {}],
    [
      'ContractLanguage unknown',
      { [`${L}.ContractLanguage`]: 'Spanish' },
      `${L}.ContractLanguage`,
      {},
    ],
    ['no products', { [`${L}.ProductLineItems`]: [] }, `${L}.ProductLineItems`, {}],
    [
      'closed-end with two products',
      { [`${L}.ProductLineItems`]: [product, secondProduct] },
      `${L}.ProductLineItems`,
      {},
    ],
    [
      'revolving with two products',
      { ...revolving, [`${L}.ProductLineItems`]: [product, secondProduct] },
      null,
      {},
    ],
    [
      'revolving with three products',
      { ...revolving, [`${L}.ProductLineItems`]: [product, secondProduct, secondProduct] },
      `${L}.ProductLineItems`,
      {},
    ],
    [
      'Description 52 characters',
      { [`${L}.ProductLineItems.0.Description`]: 'd'.repeat(52) },
      null,
      {},
    ],
    [
      'Description 53 characters',
      { [`${L}.ProductLineItems.0.Description`]: 'd'.repeat(53) },
      `${L}.ProductLineItems.0.Description`,
      {},
    ],
    [
      'Description empty',
      { [`${L}.ProductLineItems.0.Description`]: '' },
      `${L}.ProductLineItems.0.Description`,
      {},
    ],
    ['ItemNumber null', { [`${L}.ProductLineItems.0.ItemNumber`]: null }, null, {}],
    [
      'ItemNumber 151 characters',
      { [`${L}.ProductLineItems.0.ItemNumber`]: 'i'.repeat(151) },
      `${L}.ProductLineItems.0.ItemNumber`,
      {},
    ],
    ['item Id given', { [`${L}.ProductLineItems.0.Id`]: 5 }, null, {}],
    [
      'Quantity 0',
      { [`${L}.ProductLineItems.0.Quantity`]: 0 },
      `${L}.ProductLineItems.0.Quantity`,
      {},
    ],
    [
      'Quantity 1000',
      { [`${L}.ProductLineItems.0.Quantity`]: 1000, [`${L}.ProductLineItems.0.Price`]: 10.1 },
      null,
      {},
    ],
    [
      'Quantity 1001',
      { [`${L}.ProductLineItems.0.Quantity`]: 1001, [`${L}.ProductLineItems.0.Price`]: 10.1 },
      `${L}.ProductLineItems.0.Quantity`,
      {},
    ],
    [
      'Quantity 1.5',
      { [`${L}.ProductLineItems.0.Quantity`]: 1.5 },
      `${L}.ProductLineItems.0.Quantity`,
      {},
    ],
    ['Price with cents', { [`${L}.ProductLineItems.0.Price`]: 12000.29 }, null, {}],
    ['Price 0', { [`${L}.ProductLineItems.0.Price`]: 0 }, `${L}.ProductLineItems.0.Price`, {}],
    [
      'Price three decimals',
      { [`${L}.ProductLineItems.0.Price`]: 12000.123 },
      `${L}.ProductLineItems.0.Price`,
      {},
    ],
    [
      'Price 100M',
      { [`${L}.ProductLineItems.0.Price`]: 100_000_000 },
      `${L}.ProductLineItems.0.Price`,
      {},
    ],
    ['DownPayment 0', { [`${L}.DownPayment`]: 0 }, null, {}],
    ['DownPayment 100.10', { [`${L}.DownPayment`]: 100.1 }, null, {}],
    ['DownPayment negative', { [`${L}.DownPayment`]: -1 }, `${L}.DownPayment`, {}],
    ['DownPayment null', { [`${L}.DownPayment`]: null }, `${L}.DownPayment`, {}],
    ['DownPayment three decimals', { [`${L}.DownPayment`]: 1.005 }, `${L}.DownPayment`, {}],
    ['CompletionPayment 0 in CA', { [`${L}.CompletionPayment`]: 0 }, null, {}],
    [
      'CompletionPayment missing in CA',
      { [`${L}.CompletionPayment`]: null },
      `${L}.CompletionPayment`,
      {},
    ],
    [
      'CompletionPayment negative',
      { [`${L}.CompletionPayment`]: -5 },
      `${L}.CompletionPayment`,
      {},
    ],
    ['no CompletionPayment outside CA', outsideCalifornia, null, {}],
    [
      'CompletionPayment outside CA',
      { ...outsideCalifornia, [`${L}.CompletionPayment`]: 500 },
      `${L}.CompletionPayment`,
      {},
    ],
    ['Fees empty', { [`${L}.Fees`]: [] }, null, {}],
    ['Fees missing', { [`${L}.Fees`]: undefined }, `${L}.Fees`, {}],
    ['FeeType not a fee', { [`${L}.Fees.0.FeeType`]: 'SalesTax' }, `${L}.Fees.0.FeeType`, {}],
    ['FeeAmount 0', { [`${L}.Fees.0.FeeAmount`]: 0 }, null, {}],
    ['FeeAmount negative', { [`${L}.Fees.0.FeeAmount`]: -0.01 }, `${L}.Fees.0.FeeAmount`, {}],
    ['SalesTax null', { [`${L}.SalesTax`]: null }, null, {}],
    ['SalesTax 120.35', { [`${L}.SalesTax`]: 120.35 }, null, {}],
    ['SalesTax 0', { [`${L}.SalesTax`]: 0 }, `${L}.SalesTax`, {}],
    ['TradeInAmount 250', { [`${L}.TradeInAmount`]: 250 }, null, {}],
    ['TradeInAmount 0', { [`${L}.TradeInAmount`]: 0 }, `${L}.TradeInAmount`, {}],
    [
      'TradeInDescription 11 characters',
      { [`${L}.TradeInDescription`]: '2015 Civic'.padEnd(11, 'X') },
      null,
      {},
    ],
    [
      'TradeInDescription 12 characters',
      { [`${L}.TradeInDescription`]: '2015 Civic'.padEnd(12, 'X') },
      `${L}.TradeInDescription`,
      {},
    ],
    [
      'closed-end without RepaymentTerms',
      { [`${L}.RepaymentTerms`]: null },
      `${L}.RepaymentTerms`,
      {},
    ],
    [
      'RepaymentTerms unknown',
      { [`${L}.RepaymentTerms`]: 'TwelveMonths' },
      `${L}.RepaymentTerms`,
      {},
    ],
    [
      'RepaymentTerms the service returned',
      { [`${L}.RepaymentTerms`]: 'TwelveMonths' },
      null,
      { allowedTerms: ['TwelveMonths'] },
    ],
    [
      'revolving with RepaymentTerms',
      { ...revolving, [`${L}.RepaymentTerms`]: 'TwentyFourMonths' },
      `${L}.RepaymentTerms`,
      {},
    ],
    ['revolving without PaymentFactor', { ...revolving, [`${L}.PaymentFactor`]: null }, null, {}],
    [
      'PaymentFactor unknown',
      { ...revolving, [`${L}.PaymentFactor`]: 'Three' },
      `${L}.PaymentFactor`,
      {},
    ],
    ['closed-end with PaymentFactor', { [`${L}.PaymentFactor`]: 'Two' }, `${L}.PaymentFactor`, {}],
    ['AnnualPercentageRate 0', { [`${L}.AnnualPercentageRate`]: 0 }, null, {}],
    [
      'AnnualPercentageRate negative',
      { [`${L}.AnnualPercentageRate`]: -0.01 },
      `${L}.AnnualPercentageRate`,
      {},
    ],
    [
      'AnnualPercentageRate missing',
      { [`${L}.AnnualPercentageRate`]: undefined },
      `${L}.AnnualPercentageRate`,
      {},
    ],
    ['PrimaryPromotionId 0', { [`${L}.PrimaryPromotionId`]: 0 }, `${L}.PrimaryPromotionId`, {}],
    ['SecondaryPromotionId 12', { [`${L}.SecondaryPromotionId`]: 12 }, null, {}],
    [
      'SecondaryPromotionId 0',
      { [`${L}.SecondaryPromotionId`]: 0 },
      `${L}.SecondaryPromotionId`,
      {},
    ],
    [
      'closed-end without ClosedEndPaymentRateId',
      { [`${L}.ClosedEndPaymentRateId`]: null },
      null,
      {},
    ],
    [
      'ClosedEndPaymentRateId 0',
      { [`${L}.ClosedEndPaymentRateId`]: 0 },
      `${L}.ClosedEndPaymentRateId`,
      {},
    ],
    [
      'revolving with ClosedEndPaymentRateId',
      { ...revolving, [`${L}.ClosedEndPaymentRateId`]: 21 },
      `${L}.ClosedEndPaymentRateId`,
      {},
    ],
  ])('loan parameters: %s', (_name, changes, failsAt, contextChanges) =>
    expectOutcome(check(changes, contextChanges), failsAt),
  );

  it.each<Row>([
    ['AmountFinanced a cent off', { [`${L}.AmountFinanced`]: 11575.49 }, `${L}.AmountFinanced`],
    [
      'AmountFinanced three decimals',
      { [`${L}.AmountFinanced`]: 11575.501 },
      `${L}.AmountFinanced`,
    ],
    ['AmountFinanced exactly 1,000', { [`${L}.ProductLineItems.0.Price`]: 1424.5 }, null],
    [
      'AmountFinanced 999.99',
      { [`${L}.ProductLineItems.0.Price`]: 1424.49 },
      `${L}.AmountFinanced`,
    ],
    ['AmountFinanced exactly 100,000', { [`${L}.ProductLineItems.0.Price`]: 100424.5 }, null],
    [
      'AmountFinanced 100,000.01',
      { [`${L}.ProductLineItems.0.Price`]: 100424.51 },
      `${L}.AmountFinanced`,
    ],
    [
      // 10,100 + 0.29 + 120.07 − 19.99 − 500 − 100.37 = 9,600, counted in cents.
      'every term, amounts floats cannot hold',
      {
        [`${L}.ProductLineItems.0.Price`]: 10.1,
        [`${L}.ProductLineItems.0.Quantity`]: 1000,
        [`${L}.Fees.0.FeeAmount`]: 0.29,
        [`${L}.SalesTax`]: 120.07,
        [`${L}.DownPayment`]: 19.99,
        [`${L}.TradeInAmount`]: 100.37,
        [`${L}.AmountFinanced`]: 9600,
      },
      null,
    ],
    [
      'every term, total that ignores the trade-in',
      {
        [`${L}.ProductLineItems.0.Price`]: 10.1,
        [`${L}.ProductLineItems.0.Quantity`]: 1000,
        [`${L}.Fees.0.FeeAmount`]: 0.29,
        [`${L}.SalesTax`]: 120.07,
        [`${L}.DownPayment`]: 19.99,
        [`${L}.TradeInAmount`]: 100.37,
        [`${L}.AmountFinanced`]: 9700.37,
      },
      `${L}.AmountFinanced`,
    ],
  ])('amount financed: %s', (_name, changes, failsAt) => expectOutcome(check(changes), failsAt));

  it.each<Row>([
    ['no ACH (null)', { Payment: null }, null],
    ['no ACH (not sent)', { Payment: undefined }, null],
    ['PaymentFrequency unknown', { [`${P}.PaymentFrequency`]: 'Weekly' }, `${P}.PaymentFrequency`],
    ['PaymentFrequency missing', { [`${P}.PaymentFrequency`]: undefined }, `${P}.PaymentFrequency`],
    ['PaymentAmount 0', { [`${P}.PaymentAmount`]: 0 }, null],
    ['PaymentAmount negative', { [`${P}.PaymentAmount`]: -1 }, `${P}.PaymentAmount`],
    ['PaymentAmount three decimals', { [`${P}.PaymentAmount`]: 1.234 }, `${P}.PaymentAmount`],
    ['PaymentAmount empty (full ACH)', { [`${P}.PaymentAmount`]: null }, `${P}.PaymentAmount`],
    ['first day 31', { [`${P}.DayOfMonthForFirstWithdrawal`]: 31 }, null],
    [
      'first day 32',
      { [`${P}.DayOfMonthForFirstWithdrawal`]: 32 },
      `${P}.DayOfMonthForFirstWithdrawal`,
    ],
    [
      'first day negative',
      { [`${P}.DayOfMonthForFirstWithdrawal`]: -1 },
      `${P}.DayOfMonthForFirstWithdrawal`,
    ],
    [
      'first day 1.5',
      { [`${P}.DayOfMonthForFirstWithdrawal`]: 1.5 },
      `${P}.DayOfMonthForFirstWithdrawal`,
    ],
    [
      'first day 0 counts as empty (full ACH)',
      { [`${P}.DayOfMonthForFirstWithdrawal`]: 0 },
      `${P}.DayOfMonthForFirstWithdrawal`,
    ],
    ['once monthly, second day 0', { [`${P}.DayOfMonthForSecondWithdrawal`]: 0 }, null],
    [
      'once monthly, second day given',
      { [`${P}.DayOfMonthForSecondWithdrawal`]: 28 },
      `${P}.DayOfMonthForSecondWithdrawal`,
    ],
    [
      'twice monthly with a second day',
      { [`${P}.PaymentFrequency`]: 'TwiceMonthly', [`${P}.DayOfMonthForSecondWithdrawal`]: 30 },
      null,
    ],
    [
      'twice monthly without a second day',
      { [`${P}.PaymentFrequency`]: 'TwiceMonthly' },
      `${P}.DayOfMonthForSecondWithdrawal`,
    ],
    [
      'twice monthly, second day 32',
      { [`${P}.PaymentFrequency`]: 'TwiceMonthly', [`${P}.DayOfMonthForSecondWithdrawal`]: 32 },
      `${P}.DayOfMonthForSecondWithdrawal`,
    ],
    ['first month 12', { [`${P}.MonthToWithdrawFirstPayment`]: 12 }, null],
    [
      'first month 13',
      { [`${P}.MonthToWithdrawFirstPayment`]: 13 },
      `${P}.MonthToWithdrawFirstPayment`,
    ],
    [
      'first month 0 counts as empty (full ACH)',
      { [`${P}.MonthToWithdrawFirstPayment`]: 0 },
      `${P}.MonthToWithdrawFirstPayment`,
    ],
    ['BankInformation missing', { [`${P}.BankInformation`]: undefined }, `${P}.BankInformation`],
    ['bank Name null', { [`${P}.BankInformation.Name`]: null }, null],
    [
      'bank Name 151 characters',
      { [`${P}.BankInformation.Name`]: 'B'.repeat(151) },
      `${P}.BankInformation.Name`,
    ],
    ['bank Address null', { [`${P}.BankInformation.Address`]: null }, null],
    [
      'bank Address all null',
      {
        [`${P}.BankInformation.Address`]: {
          Address1: null,
          Address2: null,
          City: null,
          State: null,
          PostalCode: null,
        },
      },
      null,
    ],
    [
      'bank State unknown',
      { [`${P}.BankInformation.Address.State`]: 'ZZ' },
      `${P}.BankInformation.Address.State`,
    ],
    [
      'bank PostalCode malformed',
      { [`${P}.BankInformation.Address.PostalCode`]: '123' },
      `${P}.BankInformation.Address.PostalCode`,
    ],
    [
      'RoutingNumber without checksum',
      { [`${P}.BankInformation.RoutingNumber`]: '123456789' },
      null,
    ],
    [
      'RoutingNumber 8 digits',
      { [`${P}.BankInformation.RoutingNumber`]: '12100035' },
      `${P}.BankInformation.RoutingNumber`,
    ],
    [
      'RoutingNumber 10 digits',
      { [`${P}.BankInformation.RoutingNumber`]: '1210003580' },
      `${P}.BankInformation.RoutingNumber`,
    ],
    [
      'RoutingNumber letters',
      { [`${P}.BankInformation.RoutingNumber`]: '12100035X' },
      `${P}.BankInformation.RoutingNumber`,
    ],
    [
      'RoutingNumber missing',
      { [`${P}.BankInformation.RoutingNumber`]: undefined },
      `${P}.BankInformation.RoutingNumber`,
    ],
    ['AccountType null', { [`${P}.BankInformation.AccountType`]: null }, null],
    [
      'AccountType unknown',
      { [`${P}.BankInformation.AccountType`]: 'Savings' },
      `${P}.BankInformation.AccountType`,
    ],
    ['AccountNumber 17 digits', { [`${P}.BankInformation.AccountNumber`]: '1'.repeat(17) }, null],
    [
      'AccountNumber 18 digits',
      { [`${P}.BankInformation.AccountNumber`]: '1'.repeat(18) },
      `${P}.BankInformation.AccountNumber`,
    ],
    [
      'AccountNumber with a dash',
      { [`${P}.BankInformation.AccountNumber`]: '0045-1233' },
      `${P}.BankInformation.AccountNumber`,
    ],
    [
      'AccountNumber empty',
      { [`${P}.BankInformation.AccountNumber`]: '' },
      `${P}.BankInformation.AccountNumber`,
    ],
  ])('payment: %s', (_name, changes, failsAt) => expectOutcome(check(changes), failsAt));

  it.each<ContextRow>([
    ['empty object (no LCC)', { [C]: {} }, null, {}],
    [
      'all null (no LCC)',
      {
        [C]: {
          ...fullCertificate,
          CompletionDate: null,
          ProductInstalledAtApplicantsAddress: null,
          ProductInstaller: null,
          Address: null,
        },
      },
      null,
      {},
    ],
    ['full LCC', { [C]: fullCertificate }, null, {}],
    [
      'full LCC, installed elsewhere',
      { [C]: { ...fullCertificate, ProductInstalledAtApplicantsAddress: false } },
      null,
      {},
    ],
    [
      'full LCC with a projected date',
      { [C]: { ...fullCertificate, TentativeCompletionDate: us(addDays(TODAY, 30)) } },
      `${C}.TentativeCompletionDate`,
      {},
    ],
    ['completion date only', { [`${C}.CompletionDate`]: us('2026-11-01') }, `${C}.Address`, {}],
    [
      'full LCC without installer',
      { [C]: { ...fullCertificate, ProductInstaller: null } },
      `${C}.ProductInstaller`,
      {},
    ],
    [
      'full LCC without address',
      { [C]: { ...fullCertificate, Address: null } },
      `${C}.Address`,
      {},
    ],
    [
      'installer unknown',
      { [C]: { ...fullCertificate, ProductInstaller: 'Dealer' } },
      `${C}.ProductInstaller`,
      {},
    ],
    [
      'installed flag not a boolean',
      { [C]: { ...fullCertificate, ProductInstalledAtApplicantsAddress: 'yes' } },
      `${C}.ProductInstalledAtApplicantsAddress`,
      {},
    ],
    [
      'installation address ZIP malformed',
      {
        [C]: {
          ...fullCertificate,
          Address: { ...fullCertificate.Address, PostalCode: '93721-12' },
        },
      },
      `${C}.Address.PostalCode`,
      {},
    ],
    [
      'CompletionDate 50 years ago',
      { [C]: { ...fullCertificate, CompletionDate: us(addYears(TODAY, -50)) } },
      null,
      {},
    ],
    [
      'CompletionDate over 50 years ago',
      { [C]: { ...fullCertificate, CompletionDate: us(addDays(addYears(TODAY, -50), -1)) } },
      `${C}.CompletionDate`,
      {},
    ],
    [
      'CompletionDate 3 years ahead',
      { [C]: { ...fullCertificate, CompletionDate: us(addYears(TODAY, 3)) } },
      null,
      {},
    ],
    [
      'CompletionDate over 3 years ahead',
      { [C]: { ...fullCertificate, CompletionDate: us(addDays(addYears(TODAY, 3), 1)) } },
      `${C}.CompletionDate`,
      {},
    ],
    [
      'CompletionDate as ISO',
      { [C]: { ...fullCertificate, CompletionDate: '2026-11-01' } },
      `${C}.CompletionDate`,
      {},
    ],
    ['projected date today', { [`${C}.TentativeCompletionDate`]: us(TODAY) }, null, {}],
    [
      'projected date yesterday',
      { [`${C}.TentativeCompletionDate`]: YESTERDAY },
      `${C}.TentativeCompletionDate`,
      { applicationCreatedOn: TODAY },
    ],
    [
      'projected date on the application date',
      { [`${C}.TentativeCompletionDate`]: us('2026-11-01') },
      null,
      {},
    ],
    [
      'projected date on the application date (timestamp)',
      { [`${C}.TentativeCompletionDate`]: us('2026-11-01') },
      null,
      { applicationCreatedOn: '2026-11-01T17:45:00Z' },
    ],
    [
      'projected date before the application date',
      { [`${C}.TentativeCompletionDate`]: us('2026-10-31') },
      `${C}.TentativeCompletionDate`,
      {},
    ],
    [
      'projected date 50 years ahead',
      { [`${C}.TentativeCompletionDate`]: us(addYears(TODAY, 50)) },
      null,
      {},
    ],
    [
      'projected date over 50 years ahead',
      { [`${C}.TentativeCompletionDate`]: us(addDays(addYears(TODAY, 50), 1)) },
      `${C}.TentativeCompletionDate`,
      {},
    ],
    [
      'projected date not a real day',
      { [`${C}.TentativeCompletionDate`]: '13/01/2027' },
      `${C}.TentativeCompletionDate`,
      {},
    ],
  ])('completion certificate: %s', (_name, changes, failsAt, contextChanges) =>
    expectOutcome(check(changes, contextChanges), failsAt),
  );

  it.each<ContextRow>([
    ['download', {}, null, {}],
    [
      'e-sign, types in any order',
      { ...esign, [`${S}.SignatureTypes`]: ['Electronic', 'Written'] },
      null,
      {},
    ],
    ['e-mail', emailSigning, null, {}],
    [
      'Electronic alone',
      { ...esign, [`${S}.SignatureTypes`]: ['Electronic'] },
      `${S}.SignatureTypes`,
      {},
    ],
    ['no types', { [`${S}.SignatureTypes`]: [] }, `${S}.SignatureTypes`, {}],
    [
      'Written twice',
      { [`${S}.SignatureTypes`]: ['Written', 'Written'] },
      `${S}.SignatureTypes`,
      {},
    ],
    [
      'all three types',
      { [`${S}.SignatureTypes`]: ['Written', 'Electronic', 'Email'] },
      `${S}.SignatureTypes`,
      {},
    ],
    ['unknown type', { [`${S}.SignatureTypes`]: ['Written', 'Fax'] }, `${S}.SignatureTypes.1`, {}],
    ['SignatureDate null', { [`${S}.SignatureDate`]: null }, null, {}],
    ['SignatureDate yesterday', { [`${S}.SignatureDate`]: YESTERDAY }, `${S}.SignatureDate`, {}],
    [
      'SignatureDate of the last paperwork submission',
      { [`${S}.SignatureDate`]: YESTERDAY },
      null,
      { lastSubmissionSignatureDate: addDays(TODAY, -1) },
    ],
    ['SignatureDate 50 years ahead', { [`${S}.SignatureDate`]: us(addYears(TODAY, 50)) }, null, {}],
    [
      'SignatureDate over 50 years ahead',
      { [`${S}.SignatureDate`]: us(addDays(addYears(TODAY, 50), 1)) },
      `${S}.SignatureDate`,
      {},
    ],
    ['SignatureDate as ISO', { [`${S}.SignatureDate`]: TODAY }, `${S}.SignatureDate`, {}],
    ['ExcludeDatesOnPaperwork true', { [`${S}.ExcludeDatesOnPaperwork`]: true }, null, {}],
    [
      'ExcludeDatesOnPaperwork missing',
      { [`${S}.ExcludeDatesOnPaperwork`]: undefined },
      `${S}.ExcludeDatesOnPaperwork`,
      {},
    ],
    ['ApplicationType unknown', { [`${S}.ApplicationType`]: 'Solo' }, `${S}.ApplicationType`, {}],
    [
      'joint without a co-applicant',
      { [`${S}.ApplicationType`]: 'JointWithSpouse' },
      `${S}.ApplicationType`,
      {},
    ],
    [
      'joint with non-spouse co-applicant',
      { ...withCoApplicant, [`${S}.ApplicationType`]: 'JointWithNonSpouse' },
      null,
      { hasCoApplicant: true },
    ],
    [
      'individual with a co-applicant',
      { ...withCoApplicant, [`${S}.ApplicationType`]: 'Individual' },
      `${S}.ApplicationType`,
      { hasCoApplicant: true },
    ],
    [
      'e-sign with signers and return address',
      {
        ...esign,
        [`${S}.Dealer`]: { Name: 'Sunrise Home Solar', EmailAddress: 'paperwork@sunrise.example' },
        [`${S}.Applicant`]: signer,
        [`${S}.EsignRedirectUrl`]: 'https://portal.example/applications/1001',
      },
      null,
      {},
    ],
    [
      'e-sign with a co-applicant signer',
      { ...withCoApplicant, ...esign, [`${S}.Applicant`]: signer, [`${S}.CoApplicant`]: signer },
      null,
      { hasCoApplicant: true },
    ],
    [
      'co-applicant signer without a co-applicant',
      { ...esign, [`${S}.CoApplicant`]: signer },
      `${S}.CoApplicant`,
      {},
    ],
    [
      'download with a dealer signer',
      { [`${S}.Dealer`]: { Name: 'D', EmailAddress: 'd@d.example' } },
      `${S}.Dealer`,
      {},
    ],
    ['download with an applicant signer', { [`${S}.Applicant`]: signer }, `${S}.Applicant`, {}],
    [
      'download with a return address',
      { [`${S}.EsignRedirectUrl`]: 'https://portal.example/' },
      `${S}.EsignRedirectUrl`,
      {},
    ],
    [
      'e-mail with a return address',
      { ...emailSigning, [`${S}.EsignRedirectUrl`]: 'https://portal.example/' },
      `${S}.EsignRedirectUrl`,
      {},
    ],
    [
      'e-sign return address not a URL',
      { ...esign, [`${S}.EsignRedirectUrl`]: 'portal.example' },
      `${S}.EsignRedirectUrl`,
      {},
    ],
    [
      'e-sign return address javascript:',
      { ...esign, [`${S}.EsignRedirectUrl`]: 'javascript:alert(1)' },
      `${S}.EsignRedirectUrl`,
      {},
    ],
    [
      'dealer signer Name 100',
      { ...esign, [`${S}.Dealer`]: { Name: 'D'.repeat(100), EmailAddress: 'd@d.example' } },
      null,
      {},
    ],
    [
      'dealer signer Name 101',
      { ...esign, [`${S}.Dealer`]: { Name: 'D'.repeat(101), EmailAddress: 'd@d.example' } },
      `${S}.Dealer.Name`,
      {},
    ],
    [
      'dealer signer Name empty',
      { ...esign, [`${S}.Dealer`]: { Name: '', EmailAddress: 'd@d.example' } },
      `${S}.Dealer.Name`,
      {},
    ],
    [
      'dealer signer e-mail empty',
      { ...esign, [`${S}.Dealer`]: { Name: 'D', EmailAddress: '' } },
      `${S}.Dealer.EmailAddress`,
      {},
    ],
    [
      'dealer signer e-mail 100 characters',
      { ...esign, [`${S}.Dealer`]: { Name: 'D', EmailAddress: `${'d'.repeat(90)}@d.example` } },
      null,
      {},
    ],
    [
      'dealer signer e-mail 101 characters',
      { ...esign, [`${S}.Dealer`]: { Name: 'D', EmailAddress: `${'d'.repeat(91)}@d.example` } },
      `${S}.Dealer.EmailAddress`,
      {},
    ],
    [
      'applicant signer e-mail invalid',
      { ...esign, [`${S}.Applicant`]: { ...signer, EmailAddress: 'maria' } },
      `${S}.Applicant.EmailAddress`,
      {},
    ],
    [
      'applicant signer without citizenship',
      { ...esign, [`${S}.Applicant`]: { ...signer, IsUnitedStatesCitizen: undefined } },
      `${S}.Applicant.IsUnitedStatesCitizen`,
      {},
    ],
    [
      'applicant signer identification unknown',
      { ...esign, [`${S}.Applicant`]: { ...signer, IdentificationType: 'Visa' } },
      `${S}.Applicant.IdentificationType`,
      {},
    ],
    [
      'applicant signer with the ACH-only flag',
      { ...esign, [`${S}.Applicant`]: { ...signer, ApplicantSigningAch: true } },
      `${S}.Applicant`,
      {},
    ],
  ])('signature: %s', (_name, changes, failsAt, contextChanges) =>
    expectOutcome(check(changes, contextChanges), failsAt),
  );

  it.each<Row>([
    ['download without hard copies', { [`${D}.DownloadHardCopies`]: false }, null],
    [
      'hard copies for e-sign',
      { ...esign, [`${D}.DownloadHardCopies`]: true },
      `${D}.DownloadHardCopies`,
    ],
    [
      'hard copies for e-mail',
      { ...emailSigning, [`${D}.DownloadHardCopies`]: true },
      `${D}.DownloadHardCopies`,
    ],
    [
      'DownloadHardCopies missing',
      { [`${D}.DownloadHardCopies`]: undefined },
      `${D}.DownloadHardCopies`,
    ],
    ['ContractState unknown', { [`${D}.ContractState`]: 'ZZ' }, `${D}.ContractState`],
    ['ContractLanguage unknown', { [`${D}.ContractLanguage`]: 'French' }, `${D}.ContractLanguage`],
  ])('document selection: %s', (_name, changes, failsAt) => expectOutcome(check(changes), failsAt));
});

describe('paperworkAmountFinancedCents', () => {
  it.each<[string, Parameters<typeof paperworkAmountFinancedCents>[0], number]>([
    ['the fixture', validFullPaperwork({}, TODAY).LoanParameters, 1_157_550],
    ['nothing yet', {}, 0],
    [
      '0.29 three times and 10.10',
      { ProductLineItems: [{ Price: 0.29, Quantity: 3 }], Fees: [{ FeeAmount: 10.1 }] },
      1097,
    ],
    [
      'two products, tax, trade-in, down and completion payments',
      {
        ProductLineItems: [
          { Price: 5000.1, Quantity: 2 },
          { Price: 2500, Quantity: 1 },
        ],
        Fees: [],
        SalesTax: 99.99,
        DownPayment: 100,
        CompletionPayment: 0.01,
        TradeInAmount: 250.5,
      },
      1_224_968,
    ],
    [
      'half-typed values count as 0',
      { ProductLineItems: [{ Price: 100, Quantity: null }], SalesTax: Number.NaN },
      0,
    ],
  ])('%s', (_name, loan, cents) => {
    expect(paperworkAmountFinancedCents(loan)).toBe(cents);
  });
});

describe('signatureOption', () => {
  it.each<[readonly string[] | null, ReturnType<typeof signatureOption>]>([
    [['Written'], 'download'],
    [['Written', 'Electronic'], 'esign'],
    [['Electronic', 'Written'], 'esign'],
    [['Email', 'Written'], 'email'],
    [['Electronic'], undefined],
    [['Written', 'Written'], undefined],
    [[], undefined],
    [null, undefined],
  ])('%j → %s', (types, option) => {
    expect(signatureOption({ SignatureTypes: types })).toBe(option);
  });
});

describe('completionCertificateKind', () => {
  it.each<[string, Parameters<typeof completionCertificateKind>[0], string]>([
    ['empty object', {}, 'none'],
    ['null', null, 'none'],
    ['projected date only', { TentativeCompletionDate: '12/01/2026' }, 'none'],
    ['every property', fullCertificate, 'full'],
    [
      'every property and a projected date',
      { ...fullCertificate, TentativeCompletionDate: '12/01/2026' },
      'partial',
    ],
    ['completion date only', { CompletionDate: '11/01/2026' }, 'partial'],
    ['installed false counts as filled', { ProductInstalledAtApplicantsAddress: false }, 'partial'],
  ])('%s', (_name, certificate, kind) => {
    expect(completionCertificateKind(certificate)).toBe(kind);
  });
});

describe('calendarDay', () => {
  it.each<[string | null | undefined, string | null]>([
    ['11/21/2026', '2026-11-21'],
    ['2026-11-21', '2026-11-21'],
    // A Date in a response is a calendar date: never shifted by time zone.
    ['2026-11-21T00:00:00Z', '2026-11-21'],
    ['2026-11-21T23:30:00-08:00', '2026-11-21'],
    ['02/30/2026', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, day) => {
    expect(calendarDay(value)).toBe(day);
  });
});

describe('any body', () => {
  it.each([false, true])(
    'is answered with issues, never an exception (co-applicant: %s)',
    (hasCoApplicant) => {
      const schema = paperworkRequestSchema({ ...context, hasCoApplicant });
      const body = withChanges(validFullPaperwork({}, TODAY), {
        ...withCoApplicant,
        ...esign,
        [C]: fullCertificate,
        [`${S}.Dealer`]: { Name: 'Sunrise Home Solar', EmailAddress: 'paperwork@sunrise.example' },
        [`${S}.Applicant`]: signer,
        [`${S}.CoApplicant`]: signer,
      });
      for (const value of ODD_VALUES) expect(() => safeParse(schema, value)).not.toThrow();
      for (const path of allPaths(body)) {
        for (const value of ODD_VALUES) {
          expect(() => safeParse(schema, withChanges(body, { [path]: value }))).not.toThrow();
        }
      }
    },
  );
});
