import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  applicationV1PathRequestSchema,
  applicationV1RequestSchema,
  applicationV2RequestSchema,
  withPathDealer,
  type ApplicationLegacyContext,
} from './application-legacy.ts';
import { normaliseApplicationSpellings } from './application-v3.ts';
import {
  validApplicationV1,
  validApplicationV1Path,
  validApplicationV2,
  type ApplicationLegacyOverrides,
} from './fixtures/application-legacy.test-support.ts';
import { fixtureContext } from './fixtures/application-v3.test-support.ts';

const TODAY = '2026-11-21';
const context: ApplicationLegacyContext = { today: TODAY, dealer: fixtureContext(TODAY).dealer };
const v1 = applicationV1RequestSchema(context);
const v2 = applicationV2RequestSchema(context);
const v1Path = applicationV1PathRequestSchema({ today: TODAY });

function paths(result: ReturnType<typeof z.safeParse>) {
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

/** [what, body, the field path that fails (null: the body is valid)] */
type Row = [string, unknown, string | null];

function check(schema: z.ZodMiniType, body: unknown, path: string | null) {
  const result = z.safeParse(schema, body);
  if (path === null) expect(paths(result)).toEqual([]);
  else expect(paths(result)).toContain(path);
}

const applicant = (overrides: ApplicationLegacyOverrides['Applicant']) =>
  validApplicationV2({ Applicant: overrides });
const loan = (overrides: ApplicationLegacyOverrides['LoanParameters']) =>
  validApplicationV2({ LoanParameters: overrides });
const noIdentification = {
  IdentificationType: undefined,
  IdentificationNumber: undefined,
  IsIssueDatePresent: undefined,
  IdentificationIssueDate: undefined,
  IsIssueStatePresent: undefined,
  IdentificationState: undefined,
  ExpirationDateUnavailable: undefined,
  IdentificationExpirationDate: undefined,
};

describe('v2 application: applicant', () => {
  it.each<Row>([
    ['the complete fixture', validApplicationV2(), null],
    ['with a co-applicant', validApplicationV2({ CoApplicant: {} }), null],
    // Identification: every field Opt, and the v3 matrix does not apply.
    ['no identification at all', applicant(noIdentification), null],
    [
      'a number v3 would refuse',
      applicant({ IdentificationNumber: 'D-1234-5678-9012-3456-78' }),
      null,
    ],
    [
      'identification type unknown',
      applicant({ IdentificationType: 'Visa' }),
      'Applicant.IdentificationType',
    ],
    [
      'no expiration date on a state ID',
      applicant({
        IdentificationType: 'StateId',
        ExpirationDateUnavailable: true,
        IdentificationExpirationDate: null,
      }),
      null,
    ],
    [
      'no expiration date on a license',
      applicant({ ExpirationDateUnavailable: true, IdentificationExpirationDate: null }),
      'Applicant.ExpirationDateUnavailable',
    ],
    [
      'issue date shown but missing',
      applicant({ IdentificationIssueDate: null }),
      'Applicant.IdentificationIssueDate',
    ],
    [
      'issue date without the flag',
      applicant({ IsIssueDatePresent: undefined }),
      'Applicant.IdentificationIssueDate',
    ],
    [
      'issue date not shown, none sent',
      applicant({ IsIssueDatePresent: false, IdentificationIssueDate: null }),
      null,
    ],
    [
      'issue date not ISO',
      applicant({ IdentificationIssueDate: '03/15/2021' }),
      'Applicant.IdentificationIssueDate',
    ],
    // v3-only field rules do not apply
    ['a name v3 would refuse', applicant({ LastName: "O'Brien" }), null],
    ['an occupation of 30 characters', applicant({ Occupation: 'O'.repeat(30) }), null],
    ['occupation not sent', applicant({ Occupation: undefined }), 'Applicant.Occupation'],
    ['middle initial null', applicant({ MiddleInitial: null }), null],
    [
      'middle initial not sent (Req)',
      applicant({ MiddleInitial: undefined }),
      'Applicant.MiddleInitial',
    ],
    ['v3-only field', applicant({ YearsOfIncomeFromCurrentSources: 3 } as never), 'Applicant'],
    // employment
    ['start month 12 (v3 allows 1 to 11)', applicant({ EmploymentMonth: 12 }), null],
    [
      'employed without start month',
      applicant({ EmploymentMonth: null }),
      'Applicant.EmploymentMonth',
    ],
    [
      'self-employed without start year',
      applicant({ EmploymentType: 'SelfEmployed', EmploymentYear: null }),
      'Applicant.EmploymentYear',
    ],
    [
      'no employment type and no dates',
      applicant({ EmploymentType: undefined, EmploymentMonth: null, EmploymentYear: null }),
      null,
    ],
    // income: GrossMonthlyIncome is a String in v1/v2
    ['income as text with cents', applicant({ GrossMonthlyIncome: '6250.50' }), null],
    ['income as typed text', applicant({ GrossMonthlyIncome: '$6,250.50' }), null],
    ['income as a number', applicant({ GrossMonthlyIncome: 6250 }), 'Applicant.GrossMonthlyIncome'],
    [
      'income not an amount',
      applicant({ GrossMonthlyIncome: 'plenty' }),
      'Applicant.GrossMonthlyIncome',
    ],
    ['income negative', applicant({ GrossMonthlyIncome: '-5' }), 'Applicant.GrossMonthlyIncome'],
    [
      'income at the limit',
      applicant({ GrossMonthlyIncome: '1000000.00' }),
      'Applicant.GrossMonthlyIncome',
    ],
    [
      'income plus additional at the limit',
      applicant({
        GrossMonthlyIncome: '999999.70',
        AdditionalIncomeSources: [{ AdditionalIncomeSource: 'Other', Source: 'Rent', Amount: 0.3 }],
      }),
      'Applicant.GrossMonthlyIncome',
    ],
    ['additional income null', applicant({ AdditionalIncomeSources: null }), null],
    [
      'additional income not sent (Req)',
      applicant({ AdditionalIncomeSources: undefined }),
      'Applicant.AdditionalIncomeSources',
    ],
    [
      'additional income without a source',
      applicant({ AdditionalIncomeSources: [{ AdditionalIncomeSource: 'Other', Amount: 10 }] }),
      'Applicant.AdditionalIncomeSources.0.Source',
    ],
    // residence: HomeValue Req, and the v3 "not allowed when renting" rule does not apply
    ['renting with a home value', applicant({ ResidenceType: 'Rent' }), null],
    ['home value not sent', applicant({ HomeValue: undefined }), 'Applicant.HomeValue'],
    ['payment at the limit', applicant({ Payment: 1000000 }), 'Applicant.Payment'],
    ['12 months at residence', applicant({ MonthsAtResidence: 12 }), 'Applicant.MonthsAtResidence'],
    // shared data formats and limits
    [
      'primary phone formatted',
      applicant({ PrimaryPhone: '212-555-0123' }),
      'Applicant.PrimaryPhone',
    ],
    ['under 18', applicant({ DateOfBirth: '2008-11-22' }), 'Applicant.DateOfBirth'],
    ['date of birth not ISO', applicant({ DateOfBirth: '03/15/1984' }), 'Applicant.DateOfBirth'],
    [
      'SSN not sent',
      applicant({ SocialSecurityNumber: undefined }),
      'Applicant.SocialSecurityNumber',
    ],
    // what a value is, checked as v3 does (issue 31 item 16)
    ['SSN of 9 digits', applicant({ SocialSecurityNumber: '500000001' }), null],
    [
      'SSN of letters',
      applicant({ SocialSecurityNumber: 'abc' }),
      'Applicant.SocialSecurityNumber',
    ],
    [
      'SSN with hyphens',
      applicant({ SocialSecurityNumber: '500-00-0001' }),
      'Applicant.SocialSecurityNumber',
    ],
    ['ZIP code of 9 digits', applicant({ PostalCode: '95814-1234' }), null],
    ['ZIP code of letters', applicant({ PostalCode: 'abcde' }), 'Applicant.PostalCode'],
    [
      'installation ZIP code of letters',
      applicant({
        IsInstallationAddressDifferent: true,
        InstallationAddress1: '88 Orchard Lane',
        InstallationCity: 'Davis',
        InstallationState: 'CA',
        InstallationPostalCode: 'ZIP',
      }),
      'Applicant.InstallationPostalCode',
    ],
    ['an e-mail address', applicant({ EmailAddress: 'ana.diaz@example.com' }), null],
    ['an e-mail address without @', applicant({ EmailAddress: 'ana' }), 'Applicant.EmailAddress'],
    ['a name with a line break', applicant({ FirstName: 'Ana\nMaria' }), 'Applicant.FirstName'],
    [
      'a name with a right-to-left override',
      applicant({ LastName: 'Diaz\u202Efdp.exe' }),
      'Applicant.LastName',
    ],
    [
      'a middle initial of a control character',
      applicant({ MiddleInitial: '\u0007' }),
      'Applicant.MiddleInitial',
    ],
    [
      'installation address differs without a city',
      applicant({
        IsInstallationAddressDifferent: true,
        InstallationAddress1: '88 Orchard Lane',
        InstallationState: 'CA',
        InstallationPostalCode: '95616',
      }),
      'Applicant.InstallationCity',
    ],
    // co-applicant
    [
      'co-applicant without relationship',
      validApplicationV2({ CoApplicant: { ApplicantRelationship: null } }),
      'CoApplicant.ApplicantRelationship',
    ],
    [
      'co-applicant sent though HasCoApplicant is false',
      validApplicationV2({ Applicant: { HasCoApplicant: false }, CoApplicant: {} }),
      'Applicant.HasCoApplicant',
    ],
    ['co-applicant not sent', { ...validApplicationV2(), CoApplicant: undefined }, 'CoApplicant'],
    // AssignedUserEmailAddress exists from v2
    [
      'assigned user e-mail',
      validApplicationV2({ AssignedUserEmailAddress: 'hannah.lee@example.com' }),
      null,
    ],
    [
      'assigned user e-mail invalid',
      validApplicationV2({ AssignedUserEmailAddress: 'hannah' }),
      'AssignedUserEmailAddress',
    ],
  ])('%s', (_what, body, path) => check(v2, body, path));

  it('accepts the sample spellings once normalised', () => {
    const body = validApplicationV2();
    const { IdentificationIssueDate, IdentificationState, ...rest } = body.Applicant;
    const sample = {
      ...body,
      Applicant: {
        ...rest,
        IdentificationIssuedDate: IdentificationIssueDate,
        IdentificationIssueState: IdentificationState,
      },
    };
    expect(paths(z.safeParse(v2, normaliseApplicationSpellings(sample)))).toEqual([]);
  });
});

describe('v2 application: loan parameters', () => {
  it.each<Row>([
    ['closed-end', loan({ CreditType: 'ClosedEnd', RepaymentTerms: 'EightyFourMonths' }), null],
    ['credit type not sent', loan({ CreditType: undefined }), 'LoanParameters.CreditType'],
    ['credit type unknown', loan({ CreditType: 'Lease' }), 'LoanParameters.CreditType'],
    [
      'repayment terms unknown',
      loan({ RepaymentTerms: 'TwelveMonths' }),
      'LoanParameters.RepaymentTerms',
    ],
    [
      'repayment terms not sent',
      loan({ RepaymentTerms: undefined }),
      'LoanParameters.RepaymentTerms',
    ],
    ['payment factor not sent', loan({ PaymentFactor: undefined }), 'LoanParameters.PaymentFactor'],
    ['has trade-in not sent', loan({ HasTradeIn: undefined }), 'LoanParameters.HasTradeIn'],
    [
      'with a trade-in',
      loan({ HasTradeIn: true, TradeInDescription: '2012 spa', TradeInAmount: 400 }),
      null,
    ],
    [
      'trade-in amount with three decimals',
      loan({ TradeInAmount: 400.001 }),
      'LoanParameters.TradeInAmount',
    ],
    ['document fee', loan({ DocumentFee: 99 }), null],
    [
      'document fee with three decimals',
      loan({ DocumentFee: 99.999 }),
      'LoanParameters.DocumentFee',
    ],
    // the v3-only rules do not apply
    ['down payment 0', loan({ DownPayment: 0 }), null],
    ['completion payment outside CA', loan({ ContractState: 'NY', CompletionPayment: 500 }), null],
    ['dealer id and dealer number', loan({ DealerNumber: '700101' }), null],
    // shared limits
    ['selling price at the limit', loan({ SellingPrice: 1000000 }), 'LoanParameters.SellingPrice'],
    [
      'amount financed below 1,000',
      loan({ AmountFinanced: 999.99 }),
      'LoanParameters.AmountFinanced',
    ],
    [
      'amount financed not sent',
      loan({ AmountFinanced: undefined }),
      'LoanParameters.AmountFinanced',
    ],
    [
      'completion date as MM/DD/YYYY',
      loan({ CompletionDate: '01/15/2027' }),
      'LoanParameters.CompletionDate',
    ],
    // DealerId Req Long
    ['dealer id not sent', loan({ DealerId: undefined }), 'LoanParameters.DealerId'],
    ['dealer id not found', loan({ DealerId: 999 }), 'LoanParameters.DealerId'],
  ])('%s', (_what, body, path) => check(v2, body, path));
});

describe('v1 application', () => {
  it.each<Row>([
    ['the complete fixture', validApplicationV1(), null],
    ['with a co-applicant', validApplicationV1({ CoApplicant: {} }), null],
    [
      'AssignedUserEmailAddress (v2 onwards)',
      { ...validApplicationV1(), AssignedUserEmailAddress: 'hannah.lee@example.com' },
      '',
    ],
    [
      'employed without start year',
      validApplicationV1({ Applicant: { EmploymentYear: null } }),
      'Applicant.EmploymentYear',
    ],
    [
      'dealer id not found',
      validApplicationV1({ LoanParameters: { DealerId: 999 } }),
      'LoanParameters.DealerId',
    ],
  ])('%s', (_what, body, path) => check(v1, body, path));
});

describe('v1 path forms', () => {
  const pathBody = validApplicationV1Path();
  it.each<Row>([
    ['body without DealerId', pathBody, null],
    [
      'body with a DealerId the path replaces',
      validApplicationV1Path({ LoanParameters: { DealerId: 555 } }),
      null,
    ],
    ['with a co-applicant', validApplicationV1Path({ CoApplicant: {} }), null],
    [
      'installation flag (the by-dealer variant omits it)',
      { ...pathBody, Applicant: { ...pathBody.Applicant, IsInstallationAddressDifferent: false } },
      'Applicant',
    ],
    [
      'installation address without the flag',
      validApplicationV1Path({
        Applicant: { InstallationAddress1: '88 Orchard Lane', InstallationCity: 'Davis' },
      }),
      null,
    ],
    [
      'under 18',
      validApplicationV1Path({ Applicant: { DateOfBirth: '2010-01-01' } }),
      'Applicant.DateOfBirth',
    ],
    [
      'credit type not sent',
      validApplicationV1Path({ LoanParameters: { CreditType: undefined } }),
      'LoanParameters.CreditType',
    ],
  ])('%s', (_what, body, path) => check(v1Path, body, path));

  it('puts the path dealer into the body, which is then a valid v1 body', () => {
    const parsed = z.parse(v1Path, pathBody);
    const body = withPathDealer(parsed, 101);
    expect(body.LoanParameters.DealerId).toBe(101);
    expect(paths(z.safeParse(v1, body))).toEqual([]);
  });
});
