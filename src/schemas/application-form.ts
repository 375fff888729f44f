import * as z from 'zod/mini';
import { fromCents } from '../lib/money.ts';
import {
  amountFinancedV3Cents,
  applicantV3BaseSchema,
  applicantV3Checks,
  applicantV3Issues,
  applicantV3Shape,
  applicationV3RequestSchema,
  loanParametersV3BaseSchema,
  loanParametersV3Issues,
  loanParametersV3Shape,
  refineLoanParametersV3,
  type AdditionalIncomeSource,
  type ApplicantV3,
  type ApplicationV3,
  type ApplicationV3Context,
  type DealerLookup,
  type LoanParametersV3,
} from './application-v3.ts';
import type { FormRules } from './form-rules.ts';
import { emptyIdentification, type IdentificationFormValues } from './identification.ts';
import type { PathIssue } from './refine-at.ts';

/**
 * The new-application wizard's form: the v3 submit body's own shape (so a form path is the wire
 * path, `Applicant.FirstName`, and a service 400 lands on its field unchanged), holding what
 * inputs hold: text as strings ('' when blank), amounts and whole numbers as numbers or null
 * (NaN for text that is not a number, which the rules then refuse by name). Only the values the
 * portal decides are missing: AmountFinanced (computed), DealerNumber (the portal names the
 * dealer by Id), CompletionDate (the wizard does not ask), and each HasCoApplicant but the
 * applicant's. `Authorised` is the form's own: the dealer's confirmation that the applicant is
 * present or has authorised the application.
 */
export interface IncomeSourceForm {
  AdditionalIncomeSource: string;
  Description: string;
  Source: string;
  Amount: number | null;
  IsNonTaxableIncome: boolean;
}

export interface PartyForm extends IdentificationFormValues {
  FirstName: string;
  MiddleInitial: string;
  LastName: string;
  Suffix: string;
  Address1: string;
  Address2: string;
  City: string;
  State: string;
  PostalCode: string;
  IsInstallationAddressDifferent: boolean;
  InstallationAddress1: string;
  InstallationAddress2: string;
  InstallationCity: string;
  InstallationState: string;
  InstallationPostalCode: string;
  EmailAddress: string;
  PrimaryPhone: string;
  PrimaryPhoneType: string;
  SecondaryPhone: string;
  SecondaryPhoneType: string;
  SocialSecurityNumber: string;
  DateOfBirth: string;
  EmploymentType: string;
  CurrentEmployer: string;
  CurrentEmployerPhoneNumber: string;
  Occupation: string;
  EmploymentMonth: number | null;
  EmploymentYear: number | null;
  YearsOfIncomeFromCurrentSources: number | null;
  GrossMonthlyIncome: number | null;
  AdditionalIncomeSources: IncomeSourceForm[];
  ResidenceType: string;
  Payment: number | null;
  YearsAtResidence: number | null;
  MonthsAtResidence: number | null;
  HomeValue: number | null;
  ApplicantRelationship: string;
  /** Read on the applicant only: whether a co-applicant is sent. */
  HasCoApplicant: boolean;
}

export interface LoanForm {
  DealerId: number | null;
  ProductOrService: string;
  ContractState: string;
  ContractLanguage: string;
  SellingPrice: number | null;
  DownPayment: number | null;
  CompletionPayment: number | null;
  SalesTaxIncluded: boolean;
  SalesTax: number | null;
}

export interface ApplicationFormValues {
  Applicant: PartyForm;
  /** Kept while "no co-applicant" is chosen, so switching back loses nothing; sent only when chosen. */
  CoApplicant: PartyForm;
  LoanParameters: LoanForm;
  AssignedUserEmailAddress: string;
  Authorised: boolean;
}

export function emptyIncomeSource(): IncomeSourceForm {
  return {
    AdditionalIncomeSource: 'Other',
    Description: '',
    Source: '',
    Amount: null,
    IsNonTaxableIncome: false,
  };
}

export function emptyParty(): PartyForm {
  return {
    FirstName: '',
    MiddleInitial: '',
    LastName: '',
    Suffix: '',
    Address1: '',
    Address2: '',
    City: '',
    State: '',
    PostalCode: '',
    IsInstallationAddressDifferent: false,
    InstallationAddress1: '',
    InstallationAddress2: '',
    InstallationCity: '',
    InstallationState: '',
    InstallationPostalCode: '',
    EmailAddress: '',
    PrimaryPhone: '',
    PrimaryPhoneType: '',
    SecondaryPhone: '',
    SecondaryPhoneType: '',
    SocialSecurityNumber: '',
    DateOfBirth: '',
    ...emptyIdentification(),
    EmploymentType: '',
    CurrentEmployer: '',
    CurrentEmployerPhoneNumber: '',
    Occupation: '',
    EmploymentMonth: null,
    EmploymentYear: null,
    YearsOfIncomeFromCurrentSources: null,
    GrossMonthlyIncome: null,
    AdditionalIncomeSources: [],
    ResidenceType: '',
    Payment: null,
    YearsAtResidence: null,
    MonthsAtResidence: null,
    HomeValue: null,
    ApplicantRelationship: '',
    HasCoApplicant: false,
  };
}

export function emptyApplicationForm(loan: Partial<LoanForm> = {}): ApplicationFormValues {
  return {
    Applicant: emptyParty(),
    CoApplicant: emptyParty(),
    LoanParameters: {
      DealerId: null,
      ProductOrService: '',
      ContractState: '',
      ContractLanguage: 'English',
      SellingPrice: null,
      DownPayment: null,
      CompletionPayment: null,
      SalesTaxIncluded: false,
      SalesTax: null,
      ...loan,
    },
    AssignedUserEmailAddress: '',
    Authorised: false,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Form → request                                                                              */
/* ------------------------------------------------------------------------------------------ */

type Nullable<T> = { [K in keyof T]: T[K] | null };

/** The body the form maps to: the wire shape, any field possibly still blank (null). */
export interface ApplicationV3Body {
  Applicant: Nullable<Omit<ApplicantV3, 'AdditionalIncomeSources'>> & {
    AdditionalIncomeSources: Nullable<
      NonNullable<ApplicantV3['AdditionalIncomeSources']>[number]
    >[];
  };
  CoApplicant: ApplicationV3Body['Applicant'] | null;
  LoanParameters: Nullable<LoanParametersV3>;
  AssignedUserEmailAddress?: string;
}

type IncomeType = AdditionalIncomeSource['AdditionalIncomeSource'];

/** Blank text is "not given": null on the wire, for the fields the spec lets be null. */
function text(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Blank text of an optional field the spec does not let be null (Nullable No, or no null in
 * the spec at all): left out of the body (undefined is not sent as JSON).
 */
function omitted(value: string | null | undefined): string | undefined {
  return text(value) ?? undefined;
}

function party(form: PartyForm, hasCoApplicant: boolean): ApplicationV3Body['Applicant'] {
  return {
    EmploymentType: omitted(form.EmploymentType) as ApplicantV3['EmploymentType'],
    CurrentEmployer: text(form.CurrentEmployer),
    CurrentEmployerPhoneNumber: text(form.CurrentEmployerPhoneNumber),
    Occupation: text(form.Occupation),
    EmploymentMonth: form.EmploymentMonth,
    EmploymentYear: form.EmploymentYear,
    YearsOfIncomeFromCurrentSources: form.YearsOfIncomeFromCurrentSources,
    GrossMonthlyIncome: form.GrossMonthlyIncome,
    AdditionalIncomeSources: form.AdditionalIncomeSources.map((source) => ({
      AdditionalIncomeSource: text(source.AdditionalIncomeSource) as IncomeType | null,
      Description: omitted(source.Description),
      Source: text(source.Source),
      Amount: source.Amount,
      IsNonTaxableIncome: source.IsNonTaxableIncome,
    })),
    ResidenceType: text(form.ResidenceType) as ApplicantV3['ResidenceType'] | null,
    Payment: form.Payment,
    MonthsAtResidence: form.MonthsAtResidence,
    YearsAtResidence: form.YearsAtResidence,
    HasCoApplicant: hasCoApplicant,
    HomeValue: form.HomeValue,
    FirstName: text(form.FirstName),
    MiddleInitial: text(form.MiddleInitial),
    LastName: text(form.LastName),
    Suffix: text(form.Suffix) as ApplicantV3['Suffix'],
    Address1: text(form.Address1),
    Address2: text(form.Address2),
    City: text(form.City),
    State: text(form.State) as ApplicantV3['State'] | null,
    PostalCode: text(form.PostalCode),
    EmailAddress: text(form.EmailAddress),
    PrimaryPhone: text(form.PrimaryPhone),
    PrimaryPhoneType: text(form.PrimaryPhoneType) as ApplicantV3['PrimaryPhoneType'],
    SecondaryPhone: text(form.SecondaryPhone),
    SecondaryPhoneType: text(form.SecondaryPhoneType) as ApplicantV3['SecondaryPhoneType'],
    SocialSecurityNumber: text(form.SocialSecurityNumber),
    DateOfBirth: text(form.DateOfBirth),
    ApplicantRelationship: omitted(
      form.ApplicantRelationship,
    ) as ApplicantV3['ApplicantRelationship'],
    IsInstallationAddressDifferent: form.IsInstallationAddressDifferent,
    InstallationAddress1: omitted(form.InstallationAddress1),
    InstallationAddress2: text(form.InstallationAddress2),
    InstallationCity: omitted(form.InstallationCity),
    InstallationState: omitted(form.InstallationState) as ApplicantV3['InstallationState'],
    InstallationPostalCode: omitted(form.InstallationPostalCode),
    IdentificationType: text(form.IdentificationType) as ApplicantV3['IdentificationType'] | null,
    IdentificationNumber: text(form.IdentificationNumber),
    IsIssueDatePresent: form.IsIssueDatePresent,
    IdentificationIssueDate: text(form.IdentificationIssueDate),
    IsIssueStatePresent: form.IsIssueStatePresent,
    IdentificationState: text(form.IdentificationState) as ApplicantV3['IdentificationState'],
    ExpirationDateUnavailable: form.ExpirationDateUnavailable,
    IdentificationExpirationDate: text(form.IdentificationExpirationDate),
  };
}

/** The loan's amounts as the live figure and the request compute them: amountFinancedV3Cents. */
export function amountFinancedOf(
  loan: Pick<LoanForm, 'SellingPrice' | 'DownPayment' | 'CompletionPayment' | 'SalesTax'>,
): number {
  return fromCents(amountFinancedV3Cents(loan));
}

/**
 * The one mapping from the wizard's values to the `POST /v3/api/applications` body. It decides
 * representation only (blank → null, or left out where the spec refuses null; the computed amount financed, no co-applicant → null); every
 * rule is the request schema's, which the form schema runs on this function's answer.
 */
export function toApplicationV3Request(form: ApplicationFormValues): ApplicationV3Body {
  const hasCoApplicant = form.Applicant.HasCoApplicant;
  const loan = form.LoanParameters;
  return {
    Applicant: party(form.Applicant, hasCoApplicant),
    CoApplicant: hasCoApplicant ? party(form.CoApplicant, true) : null,
    LoanParameters: {
      ContractState: text(loan.ContractState) as LoanParametersV3['ContractState'] | null,
      ContractLanguage: text(loan.ContractLanguage) as LoanParametersV3['ContractLanguage'] | null,
      ProductOrService: text(loan.ProductOrService),
      SellingPrice: loan.SellingPrice,
      DownPayment: loan.DownPayment,
      CompletionPayment: loan.CompletionPayment,
      SalesTaxIncluded: loan.SalesTaxIncluded,
      SalesTax: loan.SalesTax,
      AmountFinanced: amountFinancedOf(loan),
      CompletionDate: null,
      DealerId: loan.DealerId,
      DealerNumber: null,
    },
    AssignedUserEmailAddress: omitted(form.AssignedUserEmailAddress),
  };
}

/* ------------------------------------------------------------------------------------------ */
/* The form schema                                                                             */
/* ------------------------------------------------------------------------------------------ */

export const AUTHORISATION_MESSAGE =
  'Confirm that the applicant is present or has authorised this application';

/** A value not given yet is asked for, not told which values the wire takes (the form offers only those). */
const ABOUT_THE_VALUE = /^(.*?)(?::| must| is required)/;

function messageFor(issue: PathIssue, body: unknown): string {
  const given = issue.path.reduce<unknown>(
    (part, key) =>
      typeof part === 'object' && part !== null
        ? (part as Record<PropertyKey, unknown>)[key]
        : undefined,
    body,
  );
  const label = ABOUT_THE_VALUE.exec(issue.message)?.[1];
  return (given === null || given === undefined) && label ? `${label} is required` : issue.message;
}

/**
 * The wizard's rules, derived from the v3 request's base objects and its named refinements
 * (form-rules.ts): the form is mapped to the request body (toApplicationV3Request) and checked
 * three ways: the whole request (every field rule, and the rules across the body); and each
 * applicant and the loan on their own with their refinements, so a step never waits for fields
 * of later steps to see its own rules (the v3 rules also run beside field errors:
 * docs/decisions/0028). The messages are the rules' own, at the wire's paths, which are the
 * form's; a value not given yet reads "<label> is required". The dealer's confirmation
 * (Authorised) is the portal's own requirement.
 */
export function applicationFormRules(
  context: ApplicationV3Context,
): FormRules<ApplicationFormValues, ApplicationV3Body> {
  const party = (isCoApplicant: boolean) =>
    applicantV3BaseSchema.check(
      ...applicantV3Checks<ApplicantV3>((applicant) => applicant, {
        today: context.today,
        isCoApplicant,
      }),
    );
  return {
    toRequest: toApplicationV3Request,
    request: applicationV3RequestSchema(context),
    parts: [
      { at: ['Applicant'], rules: party(false) },
      { at: ['CoApplicant'], rules: party(true) },
      {
        at: ['LoanParameters'],
        rules: loanParametersV3BaseSchema.check(
          refineLoanParametersV3<LoanParametersV3>((loan) => loan, context),
        ),
      },
    ],
    message: messageFor,
    own: (form) =>
      form.Authorised === true ? [] : [{ path: ['Authorised'], message: AUTHORISATION_MESSAGE }],
  };
}

/** The body to send, from values the form schema accepted: the request schema's own output. */
export function applicationV3Body(
  form: ApplicationFormValues,
  context: ApplicationV3Context,
): ApplicationV3 {
  return z.parse(applicationV3RequestSchema(context), toApplicationV3Request(form));
}

/* ------------------------------------------------------------------------------------------ */
/* What the rules ask for, for labels and visibility                                          */
/* ------------------------------------------------------------------------------------------ */

/** The fields a shape refuses both null and absence for: always required. */
function requiredIn(shape: Record<string, z.ZodMiniType>): ReadonlySet<string> {
  return new Set(
    Object.entries(shape)
      .filter(
        ([, schema]) =>
          !z.safeParse(schema, null).success && !z.safeParse(schema, undefined).success,
      )
      .map(([field]) => field),
  );
}

export const REQUIRED_APPLICANT_FIELDS = requiredIn(applicantV3Shape);
export const REQUIRED_LOAN_FIELDS = requiredIn(loanParametersV3Shape);

/**
 * The fields a cross-field rule names when asked about blank values: how a form marks a field
 * required in a situation (employed, installation address differs) without restating the rule.
 */
export function fieldsNamedBy(issues: PathIssue[]): ReadonlySet<string> {
  return new Set(issues.map((issue) => String(issue.path[0])));
}

const EMPLOYMENT_HISTORY = ['EmploymentMonth', 'EmploymentYear', 'YearsOfIncomeFromCurrentSources'];

/**
 * Which of the employment start month and year and the years of income from current sources the
 * v3 rules ask for with this employment type ('' for none): asks applicantV3Issues about an
 * applicant who gave none of them.
 */
export function employmentHistoryRequired(employmentType: string): ReadonlySet<string> {
  const blank = Object.fromEntries(Object.keys(applicantV3Shape).map((field) => [field, null]));
  const probe = {
    ...blank,
    EmploymentType: employmentType === '' ? null : employmentType,
    AdditionalIncomeSources: [],
    DateOfBirth: '',
    HasCoApplicant: false,
  } as unknown as ApplicantV3;
  const named = fieldsNamedBy(applicantV3Issues(probe, { today: '', isCoApplicant: false }));
  return new Set(EMPLOYMENT_HISTORY.filter((field) => named.has(field)));
}

/**
 * Whether the v3 rules let this contract carry a completion payment (California contracts of
 * home-improvement dealers): asks loanParametersV3Issues about a completion payment rather than
 * restating its condition.
 */
export function completionPaymentApplies(
  loan: Pick<LoanForm, 'ContractState' | 'DealerId'>,
  lookup: DealerLookup,
): boolean {
  if (loan.DealerId === null || !lookup({ DealerId: loan.DealerId, DealerNumber: null })) {
    return false;
  }
  const probe = {
    ContractState: loan.ContractState,
    ContractLanguage: 'English',
    ProductOrService: '',
    SellingPrice: 0,
    DownPayment: null,
    CompletionPayment: 0.01,
    SalesTaxIncluded: false,
    SalesTax: null,
    AmountFinanced: 0,
    CompletionDate: null,
    DealerId: loan.DealerId,
    DealerNumber: null,
  } as LoanParametersV3;
  return !loanParametersV3Issues(probe, { dealer: lookup }).some(
    (issue) => issue.path[0] === 'CompletionPayment',
  );
}
