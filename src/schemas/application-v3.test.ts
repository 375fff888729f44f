import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  amountFinancedV3Cents,
  applicationV3BaseSchema,
  applicationV3RequestSchema,
  dealerContextOf,
  normaliseApplicationSpellings,
  type ApplicationV3Context,
  type DealerContext,
} from './application-v3.ts';
import {
  fixtureContext,
  validApplicationV3,
  validApplicantV3,
  type ApplicationV3Overrides,
} from './fixtures/application-v3.test-support.ts';

const TODAY = '2026-11-21';

/** The seeded appliance dealer: not home improvement, so neither CA rule applies. */
const retailDealer: DealerContext = {
  products: ['Appliances', 'Furniture', 'Mattresses'],
  majorProductIsHomeImprovement: false,
};

const context: ApplicationV3Context = {
  today: TODAY,
  dealer: (ref) =>
    ref.DealerId === 103 || ref.DealerNumber === '700103'
      ? retailDealer
      : fixtureContext(TODAY).dealer(ref),
};

const schema = applicationV3RequestSchema(context);

function paths(result: ReturnType<typeof z.safeParse>) {
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

function messages(result: ReturnType<typeof z.safeParse>) {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

const applicant = (overrides: ApplicationV3Overrides['Applicant']) =>
  validApplicationV3({ Applicant: overrides });
const coApplicant = (overrides: ApplicationV3Overrides['CoApplicant']) =>
  validApplicationV3({ CoApplicant: overrides });
const loan = (overrides: ApplicationV3Overrides['LoanParameters']) =>
  validApplicationV3({ LoanParameters: overrides });
const without = <T extends object>(value: T, key: string): T => {
  const copy = { ...value } as Record<string, unknown>;
  delete copy[key];
  return copy as T;
};

/** [what, body, the field path that fails (null: the body is valid)] */
type Row = [string, unknown, string | null];

function check(body: unknown, path: string | null) {
  const result = z.safeParse(schema, body);
  if (path === null) {
    expect(paths(result)).toEqual([]);
  } else {
    expect(paths(result)).toContain(path);
  }
}

const installation = {
  IsInstallationAddressDifferent: true,
  InstallationAddress1: '88 Orchard Lane',
  InstallationAddress2: null,
  InstallationCity: 'Davis',
  InstallationState: 'CA',
  InstallationPostalCode: '95616',
};

describe('v3 application: the complete fixture', () => {
  it('is valid without and with a co-applicant', () => {
    check(validApplicationV3(), null);
    check(coApplicant({}), null);
  });
});

describe('v3 applicant: names, address and contact', () => {
  it.each<Row>([
    ['first name with hyphen and space', applicant({ FirstName: 'Mary-Jo Ann' }), null],
    ['first name of 40 letters', applicant({ FirstName: 'A'.repeat(40) }), null],
    ['first name of 41 letters', applicant({ FirstName: 'A'.repeat(41) }), 'Applicant.FirstName'],
    ['first name with a digit', applicant({ FirstName: 'Mary2' }), 'Applicant.FirstName'],
    ['first name blank', applicant({ FirstName: '  ' }), 'Applicant.FirstName'],
    ['first name missing', applicant({ FirstName: undefined }), 'Applicant.FirstName'],
    ['last name with a space', applicant({ LastName: 'Smith Jones' }), null],
    ['last name with an apostrophe', applicant({ LastName: "O'Brien" }), 'Applicant.LastName'],
    ['last name of 41 letters', applicant({ LastName: 'B'.repeat(41) }), 'Applicant.LastName'],
    ['middle initial null', applicant({ MiddleInitial: null }), null],
    ['middle initial not sent', applicant({ MiddleInitial: undefined }), null],
    [
      'middle initial of two letters',
      applicant({ MiddleInitial: 'QR' }),
      'Applicant.MiddleInitial',
    ],
    ['middle initial a digit', applicant({ MiddleInitial: '1' }), 'Applicant.MiddleInitial'],
    ['suffix SR', applicant({ Suffix: 'SR' }), null],
    ['suffix not in the enumeration', applicant({ Suffix: 'JR' }), 'Applicant.Suffix'],
    ['address with punctuation', applicant({ Address1: '1234 Elm St., Apt #5' }), null],
    ['address of 41 characters', applicant({ Address1: '1'.repeat(41) }), 'Applicant.Address1'],
    ['address with a non-ASCII letter', applicant({ Address1: 'Straße 5' }), 'Applicant.Address1'],
    ['address missing', applicant({ Address1: '' }), 'Applicant.Address1'],
    ['address line 2', applicant({ Address2: 'Suite 200' }), null],
    ['address line 2 of 41', applicant({ Address2: 'x'.repeat(41) }), 'Applicant.Address2'],
    ['address line 2 with a tab', applicant({ Address2: 'Suite\t2' }), 'Applicant.Address2'],
    ['city with period and apostrophe', applicant({ City: "St. John's" }), null],
    ['city with a hyphen', applicant({ City: 'Winston-Salem' }), null],
    ['city with a digit', applicant({ City: 'District 9' }), 'Applicant.City'],
    ['city of 26 letters', applicant({ City: 'C'.repeat(26) }), 'Applicant.City'],
    ['state NY', applicant({ State: 'NY' }), null],
    ['state not a US state', applicant({ State: 'XX' }), 'Applicant.State'],
    ['ZIP of 9 digits', applicant({ PostalCode: '958251234' }), null],
    ['ZIP of 9 digits with hyphen', applicant({ PostalCode: '95825-1234' }), null],
    ['ZIP of 4 digits', applicant({ PostalCode: '9582' }), 'Applicant.PostalCode'],
    ['ZIP of 8 digits with hyphen', applicant({ PostalCode: '95825-123' }), 'Applicant.PostalCode'],
    ['ZIP of 5 digits with hyphen', applicant({ PostalCode: '95825-' }), 'Applicant.PostalCode'],
    ['ZIP with a space', applicant({ PostalCode: '95825 1234' }), 'Applicant.PostalCode'],
    ['e-mail null', applicant({ EmailAddress: null }), null],
    ['e-mail not sent', applicant({ EmailAddress: undefined }), null],
    ['e-mail invalid', applicant({ EmailAddress: 'maria@' }), 'Applicant.EmailAddress'],
    [
      'e-mail of 41 characters',
      applicant({ EmailAddress: `${'m'.repeat(29)}@example.com` }),
      'Applicant.EmailAddress',
    ],
    ['primary phone', applicant({ PrimaryPhone: '2125550123' }), null],
    [
      'primary phone of 9 digits',
      applicant({ PrimaryPhone: '212555012' }),
      'Applicant.PrimaryPhone',
    ],
    [
      'primary phone formatted',
      applicant({ PrimaryPhone: '212-555-0123' }),
      'Applicant.PrimaryPhone',
    ],
    ['primary phone not sent', applicant({ PrimaryPhone: undefined }), 'Applicant.PrimaryPhone'],
    [
      'primary phone null, type null (Nullable, Req)',
      applicant({ PrimaryPhone: null, PrimaryPhoneType: null }),
      null,
    ],
    ['primary phone type Work', applicant({ PrimaryPhoneType: 'Work' }), null],
    [
      'primary phone type unknown',
      applicant({ PrimaryPhoneType: 'Mobile' }),
      'Applicant.PrimaryPhoneType',
    ],
    [
      'primary phone type not sent',
      applicant({ PrimaryPhoneType: undefined }),
      'Applicant.PrimaryPhoneType',
    ],
    [
      'primary phone without a type',
      applicant({ PrimaryPhoneType: null }),
      'Applicant.PrimaryPhoneType',
    ],
    [
      'secondary phone with type',
      applicant({ SecondaryPhone: '2125550199', SecondaryPhoneType: 'Work' }),
      null,
    ],
    // Both are Opt in the spec; nothing ties the type to the number.
    ['secondary phone without a type', applicant({ SecondaryPhone: '2125550199' }), null],
    [
      'secondary phone of 5 digits',
      applicant({ SecondaryPhone: '12345' }),
      'Applicant.SecondaryPhone',
    ],
    [
      'secondary phone type unknown',
      applicant({ SecondaryPhoneType: 'Fax' }),
      'Applicant.SecondaryPhoneType',
    ],
    ['any 9-digit SSN (no checksum)', applicant({ SocialSecurityNumber: '000000000' }), null],
    [
      'SSN of 8 digits',
      applicant({ SocialSecurityNumber: '50000000' }),
      'Applicant.SocialSecurityNumber',
    ],
    [
      'SSN with dashes',
      applicant({ SocialSecurityNumber: '500-00-0001' }),
      'Applicant.SocialSecurityNumber',
    ],
    [
      'SSN not sent',
      applicant({ SocialSecurityNumber: undefined }),
      'Applicant.SocialSecurityNumber',
    ],
    ['18 today', applicant({ DateOfBirth: '2008-11-21', EmploymentYear: 2024 }), null],
    ['18 tomorrow', applicant({ DateOfBirth: '2008-11-22' }), 'Applicant.DateOfBirth'],
    ['born in the future', applicant({ DateOfBirth: '2027-01-01' }), 'Applicant.DateOfBirth'],
    [
      'date of birth not a real date',
      applicant({ DateOfBirth: '1984-02-30' }),
      'Applicant.DateOfBirth',
    ],
    [
      'date of birth as MM/DD/YYYY',
      applicant({ DateOfBirth: '03/15/1984' }),
      'Applicant.DateOfBirth',
    ],
    ['relationship on the applicant', applicant({ ApplicantRelationship: 'Spouse' }), null],
    ['unknown applicant field', applicant({ Nickname: 'Mia' } as never), 'Applicant'],
  ])('%s', (_what, body, path) => check(body, path));
});

describe('v3 applicant: identification', () => {
  it.each<Row>([
    ['type missing', applicant({ IdentificationType: undefined }), 'Applicant.IdentificationType'],
    ['type unknown', applicant({ IdentificationType: 'Visa' }), 'Applicant.IdentificationType'],
    [
      'unavailable, nothing else sent',
      applicant({
        IdentificationType: 'Unavailable',
        IdentificationNumber: null,
        IsIssueDatePresent: false,
        IdentificationIssueDate: null,
        IsIssueStatePresent: false,
        IdentificationState: null,
        ExpirationDateUnavailable: false,
        IdentificationExpirationDate: null,
      }),
      null,
    ],
    [
      'unavailable with a number',
      applicant({ IdentificationType: 'Unavailable' }),
      'Applicant.IdentificationNumber',
    ],
    [
      'number with a hyphen',
      applicant({ IdentificationNumber: 'D-123' }),
      'Applicant.IdentificationNumber',
    ],
    [
      'number of 21 characters',
      applicant({ IdentificationNumber: 'D'.repeat(21) }),
      'Applicant.IdentificationNumber',
    ],
    [
      'issue date in the future',
      applicant({ IdentificationIssueDate: '2026-11-22' }),
      'Applicant.IdentificationIssueDate',
    ],
    ['issue date today', applicant({ IdentificationIssueDate: TODAY }), null],
    [
      'issue date not ISO',
      applicant({ IdentificationIssueDate: '03/15/2021' }),
      'Applicant.IdentificationIssueDate',
    ],
    [
      'license without expiration',
      applicant({ IdentificationExpirationDate: null }),
      'Applicant.IdentificationExpirationDate',
    ],
    [
      'license state shown but missing',
      applicant({ IdentificationState: null }),
      'Applicant.IdentificationState',
    ],
    [
      'passport, no state fields',
      applicant({
        IdentificationType: 'UnitedStatesPassport',
        IsIssueStatePresent: null,
        IdentificationState: null,
      }),
      null,
    ],
    [
      'state ID without expiration',
      applicant({
        IdentificationType: 'StateId',
        ExpirationDateUnavailable: true,
        IdentificationExpirationDate: null,
      }),
      null,
    ],
  ])('%s', (_what, body, path) => check(body, path));

  it('accepts the sample spellings once normalised, on both parties', () => {
    const spelled = (party: Record<string, unknown>) => {
      const { IdentificationIssueDate, IdentificationState, ...rest } = party;
      return {
        ...rest,
        IdentificationIssuedDate: IdentificationIssueDate,
        IdentificationIssueState: IdentificationState,
      };
    };
    const body = coApplicant({ IsIssueDatePresent: true, IdentificationIssueDate: '2019-01-02' });
    const sample = {
      ...body,
      Applicant: spelled(body.Applicant),
      CoApplicant: spelled(body.CoApplicant!),
    };
    expect(paths(z.safeParse(schema, sample))).toEqual(
      expect.arrayContaining(['Applicant', 'CoApplicant']),
    );
    const normalised = normaliseApplicationSpellings(sample);
    expect(paths(z.safeParse(schema, normalised))).toEqual([]);
    expect(normalised).toEqual(body);
  });

  it('leaves a sample spelling in place when the spec spelling is also sent', () => {
    const body = validApplicationV3();
    const both = { ...body, Applicant: { ...body.Applicant, IdentificationIssueState: 'NV' } };
    expect(paths(z.safeParse(schema, normaliseApplicationSpellings(both)))).toEqual(['Applicant']);
    expect(normaliseApplicationSpellings('text')).toBe('text');
  });
});

describe('v3 applicant: employment and income', () => {
  it.each<Row>([
    [
      'employment type unknown',
      applicant({ EmploymentType: 'Unemployed' }),
      'Applicant.EmploymentType',
    ],
    ['employer of 40 characters', applicant({ CurrentEmployer: 'E'.repeat(40) }), null],
    [
      'employer of 41 characters',
      applicant({ CurrentEmployer: 'E'.repeat(41) }),
      'Applicant.CurrentEmployer',
    ],
    ['employer phone null', applicant({ CurrentEmployerPhoneNumber: null }), null],
    [
      'employer phone starting with 1',
      applicant({ CurrentEmployerPhoneNumber: '1165550142' }),
      'Applicant.CurrentEmployerPhoneNumber',
    ],
    [
      'employer phone of 9 digits',
      applicant({ CurrentEmployerPhoneNumber: '916555014' }),
      'Applicant.CurrentEmployerPhoneNumber',
    ],
    ['occupation of 20 characters', applicant({ Occupation: 'O'.repeat(20) }), null],
    [
      'occupation of 21 characters',
      applicant({ Occupation: 'O'.repeat(21) }),
      'Applicant.Occupation',
    ],
    ['occupation null (Nullable, Req)', applicant({ Occupation: null }), null],
    ['occupation not sent', applicant({ Occupation: undefined }), 'Applicant.Occupation'],
    ['start month 1', applicant({ EmploymentMonth: 1 }), null],
    ['start month 11', applicant({ EmploymentMonth: 11 }), null],
    ['start month 0', applicant({ EmploymentMonth: 0 }), 'Applicant.EmploymentMonth'],
    ['start month 12', applicant({ EmploymentMonth: 12 }), 'Applicant.EmploymentMonth'],
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
      'retired without start month or year',
      applicant({ EmploymentType: 'Retired', EmploymentMonth: null, EmploymentYear: null }),
      null,
    ],
    ['start year 16 years after birth', applicant({ EmploymentYear: 2000 }), null],
    [
      'start year 15 years after birth',
      applicant({ EmploymentYear: 1999 }),
      'Applicant.EmploymentYear',
    ],
    ['start year not whole', applicant({ EmploymentYear: 2015.5 }), 'Applicant.EmploymentYear'],
    [
      'no type, years of income instead',
      applicant({
        EmploymentType: undefined,
        EmploymentMonth: null,
        EmploymentYear: null,
        YearsOfIncomeFromCurrentSources: 5,
      }),
      null,
    ],
    ['no type, start month and year instead', applicant({ EmploymentType: undefined }), null],
    [
      'no type, neither',
      applicant({ EmploymentType: undefined, EmploymentMonth: null, EmploymentYear: null }),
      'Applicant.YearsOfIncomeFromCurrentSources',
    ],
    [
      'no type, start year only',
      applicant({ EmploymentType: undefined, EmploymentMonth: null }),
      'Applicant.YearsOfIncomeFromCurrentSources',
    ],
    ['years of income 0', applicant({ YearsOfIncomeFromCurrentSources: 0 }), null],
    ['years of income 99', applicant({ YearsOfIncomeFromCurrentSources: 99 }), null],
    [
      'years of income 100',
      applicant({ YearsOfIncomeFromCurrentSources: 100 }),
      'Applicant.YearsOfIncomeFromCurrentSources',
    ],
    ['income just below the limit', applicant({ GrossMonthlyIncome: 999999.99 }), null],
    [
      'income at the limit',
      applicant({ GrossMonthlyIncome: 1000000 }),
      'Applicant.GrossMonthlyIncome',
    ],
    [
      'income with three decimals',
      applicant({ GrossMonthlyIncome: 6250.125 }),
      'Applicant.GrossMonthlyIncome',
    ],
    ['income negative', applicant({ GrossMonthlyIncome: -1 }), 'Applicant.GrossMonthlyIncome'],
    ['income null (Nullable, Req)', applicant({ GrossMonthlyIncome: null }), null],
    [
      'income not sent',
      applicant({ GrossMonthlyIncome: undefined }),
      'Applicant.GrossMonthlyIncome',
    ],
    ['income as text', applicant({ GrossMonthlyIncome: '6250' }), 'Applicant.GrossMonthlyIncome'],
    [
      'income plus additional just below the limit (in cents)',
      applicant({ GrossMonthlyIncome: 999999.7, AdditionalIncomeSources: [income(0.29)] }),
      null,
    ],
    [
      'income plus additional at the limit (in cents)',
      applicant({
        GrossMonthlyIncome: 999999.7,
        AdditionalIncomeSources: [income(0.1), income(0.2)],
      }),
      'Applicant.GrossMonthlyIncome',
    ],
    ['additional income not sent', applicant({ AdditionalIncomeSources: undefined }), null],
    [
      'additional income null (v3 sends [])',
      applicant({ AdditionalIncomeSources: null }),
      'Applicant.AdditionalIncomeSources',
    ],
    [
      'additional income with only the required fields',
      applicant({
        AdditionalIncomeSources: [
          { AdditionalIncomeSource: 'Other', Source: 'Rental unit', Amount: 800 },
        ],
      }),
      null,
    ],
    [
      'additional income without a source',
      applicant({ AdditionalIncomeSources: [{ ...income(800), Source: undefined }] }),
      'Applicant.AdditionalIncomeSources.0.Source',
    ],
    [
      'additional income of an unknown type',
      applicant({
        AdditionalIncomeSources: [{ ...income(800), AdditionalIncomeSource: 'Salary' }],
      }),
      'Applicant.AdditionalIncomeSources.0.AdditionalIncomeSource',
    ],
    [
      'additional income without an amount',
      applicant({ AdditionalIncomeSources: [{ ...income(800), Amount: undefined }] }),
      'Applicant.AdditionalIncomeSources.0.Amount',
    ],
    [
      'additional income with three decimals',
      applicant({ AdditionalIncomeSources: [income(800.005)] }),
      'Applicant.AdditionalIncomeSources.0.Amount',
    ],
    [
      'additional income with non-taxable not a boolean',
      applicant({ AdditionalIncomeSources: [{ ...income(800), IsNonTaxableIncome: 'no' }] }),
      'Applicant.AdditionalIncomeSources.0.IsNonTaxableIncome',
    ],
    [
      'additional income with an unknown field',
      applicant({ AdditionalIncomeSources: [{ ...income(800), Frequency: 'Monthly' }] }),
      'Applicant.AdditionalIncomeSources.0',
    ],
  ])('%s', (_what, body, path) => check(body, path));
});

function income(Amount: number) {
  return {
    AdditionalIncomeSource: 'Other',
    Description: 'Rent from a tenant',
    Source: 'Rental unit',
    Amount,
    IsNonTaxableIncome: false,
  };
}

describe('v3 applicant: residence and installation address', () => {
  it.each<Row>([
    ['residence type unknown', applicant({ ResidenceType: 'Lease' }), 'Applicant.ResidenceType'],
    ['renting, home value null', applicant({ ResidenceType: 'Rent', HomeValue: null }), null],
    ['renting with a home value', applicant({ ResidenceType: 'Rent' }), 'Applicant.HomeValue'],
    [
      'renting with home value 0',
      applicant({ ResidenceType: 'Rent', HomeValue: 0 }),
      'Applicant.HomeValue',
    ],
    ['owning, home value null', applicant({ HomeValue: null }), null],
    ['home value not sent', applicant({ HomeValue: undefined }), 'Applicant.HomeValue'],
    ['home value with three decimals', applicant({ HomeValue: 425000.001 }), 'Applicant.HomeValue'],
    ['payment null (Nullable, Req)', applicant({ Payment: null }), null],
    ['payment just below the limit', applicant({ Payment: 999999.99 }), null],
    ['payment at the limit', applicant({ Payment: 1000000 }), 'Applicant.Payment'],
    ['payment with three decimals', applicant({ Payment: 0.001 }), 'Applicant.Payment'],
    ['payment not sent', applicant({ Payment: undefined }), 'Applicant.Payment'],
    ['0 months at residence', applicant({ MonthsAtResidence: 0 }), null],
    ['11 months at residence', applicant({ MonthsAtResidence: 11 }), null],
    ['12 months at residence', applicant({ MonthsAtResidence: 12 }), 'Applicant.MonthsAtResidence'],
    [
      'half a month at residence',
      applicant({ MonthsAtResidence: 1.5 }),
      'Applicant.MonthsAtResidence',
    ],
    [
      'months at residence null',
      applicant({ MonthsAtResidence: null }),
      'Applicant.MonthsAtResidence',
    ],
    ['99 years at residence', applicant({ YearsAtResidence: 99 }), null],
    ['100 years at residence', applicant({ YearsAtResidence: 100 }), 'Applicant.YearsAtResidence'],
    ['-1 years at residence', applicant({ YearsAtResidence: -1 }), 'Applicant.YearsAtResidence'],
    [
      'has co-applicant not sent',
      applicant({ HasCoApplicant: undefined }),
      'Applicant.HasCoApplicant',
    ],
    ['installation address given', applicant(installation), null],
    // Issue 18 item 1: Nullable No fields are left out when empty, and null is refused by name.
    [
      'no installation address, its fields left out',
      applicant({ IsInstallationAddressDifferent: false }),
      null,
    ],
    [
      'installation line 1 null (Nullable No)',
      applicant({ InstallationAddress1: null }),
      'Applicant.InstallationAddress1',
    ],
    [
      'installation city null (Nullable No)',
      applicant({ InstallationCity: null }),
      'Applicant.InstallationCity',
    ],
    [
      'installation state null (Nullable No)',
      applicant({ InstallationState: null }),
      'Applicant.InstallationState',
    ],
    [
      'installation ZIP null (Nullable No)',
      applicant({ InstallationPostalCode: null }),
      'Applicant.InstallationPostalCode',
    ],
    ['installation line 2 null (Nullable Yes)', applicant({ InstallationAddress2: null }), null],
    [
      'installation flag null (Nullable N/A)',
      applicant({ IsInstallationAddressDifferent: null }),
      'Applicant.IsInstallationAddressDifferent',
    ],
    [
      'employment type null (Nullable No)',
      applicant({ EmploymentType: null }),
      'Applicant.EmploymentType',
    ],
    [
      'relationship null on the applicant (Nullable No)',
      applicant({ ApplicantRelationship: null }),
      'Applicant.ApplicantRelationship',
    ],
    [
      'relationship left out on the applicant',
      applicant({ ApplicantRelationship: undefined }),
      null,
    ],
    ['installation flag not sent', applicant({ IsInstallationAddressDifferent: undefined }), null],
    [
      'installation address line 1 missing',
      applicant({ ...installation, InstallationAddress1: null }),
      'Applicant.InstallationAddress1',
    ],
    [
      'installation city missing',
      applicant({ ...installation, InstallationCity: '' }),
      'Applicant.InstallationCity',
    ],
    [
      'installation state missing',
      applicant({ ...installation, InstallationState: undefined }),
      'Applicant.InstallationState',
    ],
    [
      'installation ZIP missing',
      applicant({ ...installation, InstallationPostalCode: null }),
      'Applicant.InstallationPostalCode',
    ],
    [
      'installation line 2 of 41',
      applicant({ ...installation, InstallationAddress2: 'x'.repeat(41) }),
      'Applicant.InstallationAddress2',
    ],
    [
      'installation city with a digit',
      applicant({ ...installation, InstallationCity: 'Area 51' }),
      'Applicant.InstallationCity',
    ],
    [
      'installation state not a US state',
      applicant({ ...installation, InstallationState: 'ZZ' }),
      'Applicant.InstallationState',
    ],
    [
      'installation ZIP of 6 digits',
      applicant({ ...installation, InstallationPostalCode: '956160' }),
      'Applicant.InstallationPostalCode',
    ],
  ])('%s', (_what, body, path) => check(body, path));
});

describe('v3 co-applicant', () => {
  it.each<Row>([
    ['co-applicant sent', coApplicant({}), null],
    [
      'co-applicant not sent (Req, null when none)',
      without(validApplicationV3(), 'CoApplicant'),
      'CoApplicant',
    ],
    [
      'co-applicant without relationship',
      coApplicant({ ApplicantRelationship: null }),
      'CoApplicant.ApplicantRelationship',
    ],
    [
      'co-applicant relationship unknown',
      coApplicant({ ApplicantRelationship: 'Friend' }),
      'CoApplicant.ApplicantRelationship',
    ],
    [
      'co-applicant sent though HasCoApplicant is false',
      validApplicationV3({ Applicant: { HasCoApplicant: false }, CoApplicant: {} }),
      'Applicant.HasCoApplicant',
    ],
    [
      'HasCoApplicant true without a co-applicant',
      applicant({ HasCoApplicant: true }),
      'Applicant.HasCoApplicant',
    ],
    [
      'co-applicant under 18',
      coApplicant({ DateOfBirth: '2010-01-01' }),
      'CoApplicant.DateOfBirth',
    ],
    ['co-applicant name invalid', coApplicant({ FirstName: 'D4niel' }), 'CoApplicant.FirstName'],
    [
      'co-applicant state ID without the state',
      coApplicant({ IsIssueStatePresent: false, IdentificationState: null }),
      'CoApplicant.IsIssueStatePresent',
    ],
    [
      'co-applicant renting with a home value',
      coApplicant({ ResidenceType: 'Rent' }),
      'CoApplicant.HomeValue',
    ],
    [
      'co-applicant income over the limit',
      coApplicant({ GrossMonthlyIncome: 999000 }),
      'CoApplicant.GrossMonthlyIncome',
    ],
  ])('%s', (_what, body, path) => check(body, path));
});

describe('v3 loan parameters', () => {
  const ny = { ContractState: 'NY' };
  it.each<Row>([
    [
      'contract state not a US state',
      loan({ ContractState: 'ZZ' }),
      'LoanParameters.ContractState',
    ],
    [
      'contract language unknown',
      loan({ ContractLanguage: 'Spanish' }),
      'LoanParameters.ContractLanguage',
    ],
    ["another of the dealer's products", loan({ ProductOrService: 'Water Heaters' }), null],
    [
      "not one of the dealer's products",
      loan({ ProductOrService: 'Appliances' }),
      'LoanParameters.ProductOrService',
    ],
    ['product missing', loan({ ProductOrService: '' }), 'LoanParameters.ProductOrService'],
    [
      'selling price just below the limit',
      loan({
        ...ny,
        SellingPrice: 999999.99,
        DownPayment: 900000,
        SalesTaxIncluded: false,
        SalesTax: null,
      }),
      null,
    ],
    [
      'selling price at the limit',
      loan({ ...ny, SellingPrice: 1000000, DownPayment: 900000 }),
      'LoanParameters.SellingPrice',
    ],
    [
      'selling price with three decimals',
      loan({ SellingPrice: 12500.001 }),
      'LoanParameters.SellingPrice',
    ],
    ['selling price negative', loan({ SellingPrice: -1 }), 'LoanParameters.SellingPrice'],
    ['selling price not sent', loan({ SellingPrice: undefined }), 'LoanParameters.SellingPrice'],
    ['down payment null', loan({ DownPayment: null }), null],
    ['down payment not sent', loan({ DownPayment: undefined }), null],
    ['down payment 0 (send null)', loan({ DownPayment: 0 }), 'LoanParameters.DownPayment'],
    ['down payment negative', loan({ DownPayment: -5 }), 'LoanParameters.DownPayment'],
    [
      'down payment with three decimals',
      loan({ DownPayment: 10.005 }),
      'LoanParameters.DownPayment',
    ],
    [
      'down payment equal to the price',
      loan({ ...ny, SellingPrice: 2000, DownPayment: 2000, SalesTax: 1000 }),
      null,
    ],
    [
      'down payment above the price',
      loan({ ...ny, SellingPrice: 2000, DownPayment: 2000.01, SalesTax: 1000 }),
      'LoanParameters.DownPayment',
    ],
    ['CA home improvement, 10% of the price', loan({ SellingPrice: 8000, DownPayment: 800 }), null],
    [
      'CA home improvement, above 10%',
      loan({ SellingPrice: 8000, DownPayment: 800.01 }),
      'LoanParameters.DownPayment',
    ],
    [
      'CA home improvement, 10% of 8000.05 is 800.005',
      loan({ SellingPrice: 8000.05, DownPayment: 800 }),
      null,
    ],
    [
      'CA home improvement, 800.01 is above 800.005',
      loan({ SellingPrice: 8000.05, DownPayment: 800.01 }),
      'LoanParameters.DownPayment',
    ],
    ['CA home improvement, 1,000 cap', loan({ SellingPrice: 50000, DownPayment: 1000 }), null],
    [
      'CA home improvement, above 1,000',
      loan({ SellingPrice: 50000, DownPayment: 1000.01 }),
      'LoanParameters.DownPayment',
    ],
    [
      'home improvement outside CA, no cap',
      loan({ ...ny, SellingPrice: 50000, DownPayment: 5000 }),
      null,
    ],
    [
      'CA retail dealer, no cap',
      loan({
        DealerId: 103,
        ProductOrService: 'Appliances',
        SellingPrice: 50000,
        DownPayment: 5000,
      }),
      null,
    ],
    ['CA home improvement, completion payment', loan({ CompletionPayment: 500 }), null],
    [
      'completion payment outside CA',
      loan({ ...ny, CompletionPayment: 500 }),
      'LoanParameters.CompletionPayment',
    ],
    [
      'completion payment for a retail dealer',
      loan({ DealerId: 103, ProductOrService: 'Appliances', CompletionPayment: 500 }),
      'LoanParameters.CompletionPayment',
    ],
    [
      'completion payment null for a retail dealer',
      loan({ DealerId: 103, ProductOrService: 'Appliances', CompletionPayment: null }),
      null,
    ],
    [
      'completion payment with three decimals',
      loan({ CompletionPayment: 0.125 }),
      'LoanParameters.CompletionPayment',
    ],
    [
      'sales tax included not sent',
      loan({ SalesTaxIncluded: undefined }),
      'LoanParameters.SalesTaxIncluded',
    ],
    ['sales tax included without the tax', loan({ SalesTax: null }), 'LoanParameters.SalesTax'],
    ['sales tax included, 0', loan({ SalesTax: 0 }), null],
    ['no sales tax', loan({ SalesTaxIncluded: false, SalesTax: null }), null],
    [
      'sales tax sent though not included',
      loan({ SalesTaxIncluded: false }),
      'LoanParameters.SalesTax',
    ],
    ['sales tax negative', loan({ SalesTax: -1 }), 'LoanParameters.SalesTax'],
    ['sales tax with three decimals', loan({ SalesTax: 0.295 }), 'LoanParameters.SalesTax'],
    [
      'amount financed exact in cents (10000.10 − 0.29 + 0.29)',
      loan({
        ...ny,
        SellingPrice: 10000.1,
        DownPayment: 0.29,
        SalesTax: 0.29,
        AmountFinanced: 10000.1,
      }),
      null,
    ],
    [
      'amount financed off by a cent',
      loan({ AmountFinanced: 12531.24 }),
      'LoanParameters.AmountFinanced',
    ],
    [
      'amount financed with three decimals',
      loan({ AmountFinanced: 12531.255 }),
      'LoanParameters.AmountFinanced',
    ],
    [
      'amount financed not sent',
      loan({ AmountFinanced: undefined }),
      'LoanParameters.AmountFinanced',
    ],
    [
      'amount financed 1,000',
      loan({ ...ny, SellingPrice: 1500, DownPayment: 600, SalesTax: 100 }),
      null,
    ],
    [
      'amount financed below 1,000',
      loan({ ...ny, SellingPrice: 1500, DownPayment: 600.01, SalesTax: 100 }),
      'LoanParameters.AmountFinanced',
    ],
    [
      'amount financed 100,000',
      loan({ ...ny, SellingPrice: 100000, DownPayment: null, SalesTax: 0 }),
      null,
    ],
    [
      'amount financed above 100,000',
      loan({ ...ny, SellingPrice: 100000, DownPayment: null, SalesTax: 0.01 }),
      'LoanParameters.AmountFinanced',
    ],
    ['completion date', loan({ CompletionDate: '2027-01-15' }), null],
    [
      'completion date as MM/DD/YYYY',
      loan({ CompletionDate: '01/15/2027' }),
      'LoanParameters.CompletionDate',
    ],
    ['dealer by number', loan({ DealerId: null, DealerNumber: '700101' }), null],
    ['dealer by number, id not sent', loan({ DealerId: undefined, DealerNumber: '700101' }), null],
    [
      'dealer id and number both sent',
      loan({ DealerNumber: '700101' }),
      'LoanParameters.DealerNumber',
    ],
    ['neither dealer id nor number', loan({ DealerId: null }), 'LoanParameters.DealerId'],
    [
      'dealer number blank, no id',
      loan({ DealerId: null, DealerNumber: ' ' }),
      'LoanParameters.DealerId',
    ],
    ['dealer id not found', loan({ DealerId: 999 }), 'LoanParameters.DealerId'],
    [
      'dealer number not found',
      loan({ DealerId: null, DealerNumber: '999999' }),
      'LoanParameters.DealerNumber',
    ],
    ['dealer id 0', loan({ DealerId: 0 }), 'LoanParameters.DealerId'],
    ['dealer id as text', loan({ DealerId: '101' }), 'LoanParameters.DealerId'],
    ['v1/v2 field CreditType', loan({ CreditType: 'Revolving' } as never), 'LoanParameters'],
  ])('%s', (_what, body, path) => check(body, path));

  it('reports a missing dealer as "Dealer not found or not yours"', () => {
    expect(messages(z.safeParse(schema, loan({ DealerId: 999 })))).toEqual([
      'Dealer not found or not yours',
    ]);
  });

  it("lists the dealer's products, or says the lender lists none", () => {
    expect(messages(z.safeParse(schema, loan({ ProductOrService: 'Appliances' })))).toEqual([
      "Product or service must be one of the dealer's products (HVAC, Water Heaters, Windows and Doors)",
    ]);
    const none = applicationV3RequestSchema({
      today: TODAY,
      dealer: () => ({ products: [], majorProductIsHomeImprovement: true }),
    });
    expect(messages(z.safeParse(none, loan({})))).toEqual([
      'Product or service: the lender lists no products for this dealer',
    ]);
  });

  it('names the 10% cap in dollars', () => {
    expect(messages(z.safeParse(schema, loan({ SellingPrice: 8000, DownPayment: 900 })))).toEqual([
      'Down payment must be at most $800.00 (the lesser of 10% of the selling price and $1,000) for a California home-improvement contract',
    ]);
  });
});

describe('v3 request envelope', () => {
  it.each<Row>([
    [
      'assigned user e-mail',
      validApplicationV3({ AssignedUserEmailAddress: 'hannah.lee@example.com' }),
      null,
    ],
    [
      'assigned user e-mail null (the spec gives it no null)',
      validApplicationV3({ AssignedUserEmailAddress: null }),
      'AssignedUserEmailAddress',
    ],
    ['assigned user e-mail left out', validApplicationV3(), null],
    [
      'assigned user e-mail invalid',
      validApplicationV3({ AssignedUserEmailAddress: 'hannah' }),
      'AssignedUserEmailAddress',
    ],
    ['loan parameters not sent', without(validApplicationV3(), 'LoanParameters'), 'LoanParameters'],
    ['applicant not sent', without(validApplicationV3(), 'Applicant'), 'Applicant'],
    ['v1/v2 top-level field', { ...validApplicationV3(), CreditType: 'Revolving' }, ''],
  ])('%s', (_what, body, path) => check(body, path));

  it('starts every message with the field it is about', () => {
    const body = validApplicationV3({
      Applicant: { FirstName: '', PostalCode: '1', GrossMonthlyIncome: 1.001 },
      LoanParameters: { DownPayment: 0 },
    });
    expect(messages(z.safeParse(schema, body))).toEqual([
      'Gross monthly income: at most two decimals (cents)',
      'First name is required',
      'ZIP code: use 5 digits, or 9 digits as 12345-6789',
      'Down payment must be greater than $0 (leave it empty when there is none)',
    ]);
  });

  it('keeps the base object free of cross-field rules, so forms can derive from it', () => {
    const renting = applicant({ ResidenceType: 'Rent' });
    expect(z.safeParse(applicationV3BaseSchema, renting).success).toBe(true);
    expect(paths(z.safeParse(schema, renting))).toEqual(['Applicant.HomeValue']);
  });

  it('uses the fixture applicant SSN the sandbox approves', () => {
    expect(validApplicantV3().SocialSecurityNumber).toBe('500000001');
  });
});

describe('amountFinancedV3Cents', () => {
  it.each<[Parameters<typeof amountFinancedV3Cents>[0], number]>([
    [
      { SellingPrice: 12500, DownPayment: 1000, CompletionPayment: null, SalesTax: 1031.25 },
      1253125,
    ],
    [{ SellingPrice: 10000.1, DownPayment: 0.29, SalesTax: 0.29 }, 1000010],
    [{ SellingPrice: 0.3, DownPayment: 0.1, CompletionPayment: 0.2 }, 0],
    [{ SellingPrice: 5000, CompletionPayment: 250 }, 475000],
    [{ SellingPrice: Number.NaN, SalesTax: 12.5 }, 1250],
    [{}, 0],
  ])('%j → %i cents', (parts, cents) => {
    expect(amountFinancedV3Cents(parts)).toBe(cents);
  });
});

describe('dealerContextOf', () => {
  const sunriseRecord = {
    Products: [
      { Name: 'HVAC', IsHomeImprovement: true, IsMajorProduct: true },
      { Name: 'Water Heaters', IsHomeImprovement: true, IsMajorProduct: false },
    ],
  };
  it.each<[string, Parameters<typeof dealerContextOf>[0], string[], DealerContext]>([
    [
      "the products operation's answer, a product the record lacks included",
      sunriseRecord,
      ['HVAC', 'Water Heaters', 'Attic Insulation'],
      {
        products: ['HVAC', 'Water Heaters', 'Attic Insulation'],
        majorProductIsHomeImprovement: true,
      },
    ],
    [
      "never the record's products the operation does not list",
      sunriseRecord,
      ['HVAC'],
      { products: ['HVAC'], majorProductIsHomeImprovement: true },
    ],
    [
      'a major product that is not home improvement',
      {
        Products: [
          { Name: 'Appliances', IsHomeImprovement: false, IsMajorProduct: true },
          { Name: 'Windows', IsHomeImprovement: true, IsMajorProduct: false },
        ],
      },
      ['Appliances', 'Windows'],
      { products: ['Appliances', 'Windows'], majorProductIsHomeImprovement: false },
    ],
    [
      'no product marked major',
      { Products: [{ Name: 'Roofing', IsHomeImprovement: true, IsMajorProduct: null }] },
      ['Roofing'],
      { products: ['Roofing'], majorProductIsHomeImprovement: false },
    ],
    [
      'a record without Products (null)',
      { Products: null },
      ['Pools'],
      { products: ['Pools'], majorProductIsHomeImprovement: false },
    ],
    [
      'a record without Products (absent), no products listed',
      {},
      [],
      { products: [], majorProductIsHomeImprovement: false },
    ],
  ])('%s', (_, dealer, products, expected) => {
    expect(dealerContextOf(dealer, products)).toEqual(expected);
  });
});
