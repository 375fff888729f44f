import * as z from 'zod/mini';
import { parseMoney } from '../lib/money.ts';
import {
  CREDIT_PAYMENT_FACTORS,
  CREDIT_PAYMENT_TERMS,
  CREDIT_TYPES,
  LEGAL_IDENTIFICATION_TYPES,
  requestEnum,
} from './enums.ts';
import {
  email,
  id,
  isoDate,
  money,
  optionalText,
  POSTAL_CODE_V3,
  requiredText,
  TEN_DIGIT_PHONE,
  textChecks,
  type TextPattern,
} from './request-fields.ts';
import { atMost, CHOSEN_LIMITS } from './limits.ts';
import { identificationFields, type IdentificationValues } from './identification.ts';
import { isBlank, refineAt, strictRequestObject, type PathIssue } from './refine-at.ts';
import {
  additionalIncomeSourceSchema,
  adultIssues,
  applicationV3BaseSchema,
  applicantV3Shape as v3,
  choice,
  coApplicantPresenceIssues,
  employmentDateIssues,
  incomeTotalIssues,
  installationAddressIssues,
  loanParametersV3Shape as v3Loan,
  primaryPhoneIssues,
  relationshipIssues,
  yesNo,
  type DealerLookup,
} from './application-v3.ts';

/**
 * `POST /v2/api/applications`, `POST /v1/api/applications` and the v1 path forms
 * `/v1/api/applications/{dealerId}` and `/{dealerNumber}` (spec, "Applications, submission").
 * The v1/v2 table gives types and requiredness only: v3 has the "stricter field rules" (spec,
 * Versioning), so lengths and the character sets of names and addresses stay v3's. What a value
 * is stays the same in every version, so v1/v2 check it as v3 does (issue 31 item 16): an SSN of
 * 9 digits, a ZIP code, an e-mail address, and text without control characters. What applies to
 * every version is reused from application-v3.ts: Data formats (ISO dates, 10-digit phones), the
 * Limits of "application submit" (age, income total, residence payment, months and years at
 * residence, selling price, amount financed), the enumerations, and the co-applicant and
 * installation-address decisions.
 * Sample spellings are normalised with `normaliseApplicationSpellings` from application-v3.ts.
 */

/** v1/v2 text: the spec's type (String), a length (limits.ts) and what a value of it holds. */
const text = (label: string, max: number) => requiredText(label, max);

const optional = (label: string, max: number, pattern?: TextPattern) =>
  z.nullish(
    z
      .string({ error: `${label} must be text` })
      .check(z.trim(), ...textChecks(label, max, pattern)),
  );

/** v1/v2 send GrossMonthlyIncome as a String: an amount such as `4500.00`. */
const amountText = (label: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${label} is required`
          : `${label} must be text such as "4500.00"`,
    })
    .check(
      atMost(label, CHOSEN_LIMITS.numberText),
      z.refine(
        (value) => (parseMoney(value) ?? -1) >= 0,
        `${label}: enter an amount such as 4500.00`,
      ),
    );

/**
 * v1/v2 have no Nullable column: the sandbox accepts null in their optional fields (it is never
 * stricter than the spec), while the portal leaves them out (docs/decisions/0013). The v3 fields
 * reused here whose Nullable column says No are made nullish again for that reason.
 */
const applicantLegacyShape = {
  ...identificationFields(isoDate),
  // Every identification field is Opt in v1/v2, and the number has no v3 length or characters.
  IdentificationType: z.nullish(choice(LEGAL_IDENTIFICATION_TYPES, 'Identification type')),
  IdentificationNumber: optional('Identification number', CHOSEN_LIMITS.identificationNumber),
  EmploymentType: z.nullish(v3.EmploymentType),
  CurrentEmployer: optional('Current employer', CHOSEN_LIMITS.name),
  CurrentEmployerPhoneNumber: optionalText("Employer's phone number", 10, TEN_DIGIT_PHONE),
  Occupation: z.nullable(text('Occupation', CHOSEN_LIMITS.name)),
  EmploymentMonth: z.nullish(z.int({ error: 'Employment start month must be a whole number' })),
  EmploymentYear: v3.EmploymentYear,
  GrossMonthlyIncome: z.nullable(amountText('Gross monthly income')),
  // Req: an empty array or null when none.
  AdditionalIncomeSources: z.nullable(
    z.array(additionalIncomeSourceSchema, { error: 'Additional income must be a list' }),
  ),
  ResidenceType: v3.ResidenceType,
  Payment: v3.Payment,
  MonthsAtResidence: v3.MonthsAtResidence,
  YearsAtResidence: v3.YearsAtResidence,
  HasCoApplicant: v3.HasCoApplicant,
  HomeValue: v3.HomeValue,
  FirstName: text('First name', CHOSEN_LIMITS.name),
  MiddleInitial: z.nullable(
    z
      .string({ error: 'Middle initial is required' })
      .check(z.trim(), ...textChecks('Middle initial', CHOSEN_LIMITS.userMiddleInitial)),
  ),
  LastName: text('Last name', CHOSEN_LIMITS.name),
  Suffix: v3.Suffix,
  Address1: text('Address line 1', CHOSEN_LIMITS.addressLine),
  Address2: optional('Address line 2', CHOSEN_LIMITS.addressLine),
  City: text('City', CHOSEN_LIMITS.city),
  State: v3.State,
  PostalCode: v3.PostalCode,
  IsInstallationAddressDifferent: z.nullish(v3.IsInstallationAddressDifferent),
  InstallationAddress1: optional('Installation address line 1', CHOSEN_LIMITS.addressLine),
  InstallationAddress2: optional('Installation address line 2', CHOSEN_LIMITS.addressLine),
  InstallationCity: optional('Installation city', CHOSEN_LIMITS.city),
  InstallationState: z.nullish(v3.InstallationState),
  InstallationPostalCode: optional('Installation ZIP code', 10, POSTAL_CODE_V3),
  EmailAddress: z.nullish(email('E-mail address', CHOSEN_LIMITS.email)),
  PrimaryPhone: v3.PrimaryPhone,
  PrimaryPhoneType: v3.PrimaryPhoneType,
  SecondaryPhone: v3.SecondaryPhone,
  SecondaryPhoneType: v3.SecondaryPhoneType,
  SocialSecurityNumber: v3.SocialSecurityNumber,
  DateOfBirth: v3.DateOfBirth,
  ApplicantRelationship: z.nullish(v3.ApplicantRelationship),
};

export const applicantLegacyBaseSchema = strictRequestObject('Applicant', applicantLegacyShape);
export type ApplicantLegacy = z.infer<typeof applicantLegacyBaseSchema>;

/** "IsInstallationAddressDifferent | Opt (v1 by-dealer variant omits it)". */
function withoutInstallationFlag<T extends { IsInstallationAddressDifferent: unknown }>(
  shape: T,
): Omit<T, 'IsInstallationAddressDifferent'> {
  const copy: Partial<T> = { ...shape };
  delete copy.IsInstallationAddressDifferent;
  return copy as Omit<T, 'IsInstallationAddressDifferent'>;
}
const applicantV1PathShape = withoutInstallationFlag(applicantLegacyShape);
export const applicantV1PathBaseSchema = strictRequestObject('Applicant', applicantV1PathShape);

const loanParametersLegacyShape = {
  CreditType: choice(CREDIT_TYPES, 'Credit type'),
  ContractState: v3Loan.ContractState,
  ContractLanguage: v3Loan.ContractLanguage,
  ProductOrService: v3Loan.ProductOrService,
  SellingPrice: v3Loan.SellingPrice,
  // v1/v2 state no "greater than 0" for the down payment.
  DownPayment: z.nullish(money('Down payment', { min: 0 })),
  CompletionPayment: v3Loan.CompletionPayment,
  DocumentFee: z.nullish(money('Document fee', { min: 0 })),
  SalesTaxIncluded: v3Loan.SalesTaxIncluded,
  SalesTax: v3Loan.SalesTax,
  HasTradeIn: yesNo('Has trade-in'),
  TradeInDescription: optional('Trade-in description', CHOSEN_LIMITS.description),
  TradeInAmount: z.nullish(money('Trade-in amount', { min: 0 })),
  AmountFinanced: v3Loan.AmountFinanced,
  // A promotion's term or factor the service returned is accepted as well (ARCHITECTURE.md point 4).
  RepaymentTerms: requestEnum(CREDIT_PAYMENT_TERMS, 'Repayment terms'),
  PaymentFactor: requestEnum(CREDIT_PAYMENT_FACTORS, 'Payment factor'),
  CompletionDate: v3Loan.CompletionDate,
  DealerId: id('Dealer'),
  DealerNumber: v3Loan.DealerNumber,
};

export const loanParametersLegacyBaseSchema = strictRequestObject(
  'Loan parameters',
  loanParametersLegacyShape,
);
export type LoanParametersLegacy = z.infer<typeof loanParametersLegacyBaseSchema>;

export const applicationV1BaseSchema = strictRequestObject('Application', {
  Applicant: applicantLegacyBaseSchema,
  CoApplicant: z.nullable(strictRequestObject('Co-applicant', applicantLegacyShape)),
  LoanParameters: loanParametersLegacyBaseSchema,
});
export type ApplicationV1 = z.infer<typeof applicationV1BaseSchema>;

/** "AssignedUserEmailAddress exists from v2". */
export const applicationV2BaseSchema = strictRequestObject('Application', {
  ...applicationV1BaseSchema.shape,
  AssignedUserEmailAddress: applicationV3BaseSchema.shape.AssignedUserEmailAddress,
});
export type ApplicationV2 = z.infer<typeof applicationV2BaseSchema>;

/**
 * The body of `POST /v1/api/applications/{dealerId}` and `/{dealerNumber}`: the v1 body, whose
 * DealerId may be left out because the dealer in the path replaces it (`withPathDealer`).
 */
export const applicationV1PathBaseSchema = strictRequestObject('Application', {
  Applicant: applicantV1PathBaseSchema,
  CoApplicant: z.nullable(strictRequestObject('Co-applicant', applicantV1PathShape)),
  LoanParameters: strictRequestObject('Loan parameters', {
    ...loanParametersLegacyShape,
    DealerId: z.nullish(id('Dealer')),
  }),
});
export type ApplicationV1Path = z.infer<typeof applicationV1PathBaseSchema>;

/** "The dealer identifier in the path replaces the DealerId of the body." */
export function withPathDealer(body: ApplicationV1Path, dealerId: number): ApplicationV1 {
  return { ...body, LoanParameters: { ...body.LoanParameters, DealerId: dealerId } };
}

/* ------------------------------------------------------------------------------------------ */
/* Rules                                                                                       */
/* ------------------------------------------------------------------------------------------ */

/**
 * The v1/v2 identification rules: "ExpirationDateUnavailable (true allowed only on StateId)" and
 * "IdentificationIssueDate (pairs with IsIssueDatePresent)": the date is sent exactly when the
 * flag is true. The v3 matrix does not apply.
 */
export function identificationLegacyIssues(values: IdentificationValues): PathIssue[] {
  const issues: PathIssue[] = [];
  if (values.ExpirationDateUnavailable === true && values.IdentificationType !== 'StateId') {
    issues.push({
      path: ['ExpirationDateUnavailable'],
      message: 'No expiration date: allowed only for a state ID',
    });
  }
  if (values.IsIssueDatePresent === true && isBlank(values.IdentificationIssueDate)) {
    issues.push({
      path: ['IdentificationIssueDate'],
      message: 'Issue date is required when the card shows one',
    });
  }
  if (values.IsIssueDatePresent !== true && !isBlank(values.IdentificationIssueDate)) {
    issues.push({
      path: ['IdentificationIssueDate'],
      message: 'Issue date must be empty unless IsIssueDatePresent is true',
    });
  }
  return issues;
}

type ApplicantLegacyLike = Omit<ApplicantLegacy, 'IsInstallationAddressDifferent'> & {
  IsInstallationAddressDifferent?: boolean | null;
};

/** Every v1/v2 cross-field rule of one applicant. */
export function applicantLegacyIssues(
  applicant: ApplicantLegacyLike,
  context: { today: string; isCoApplicant: boolean },
): PathIssue[] {
  return [
    ...identificationLegacyIssues(applicant),
    ...adultIssues(applicant, context.today),
    ...employmentDateIssues(applicant),
    ...incomeTotalIssues(
      parseMoney(applicant.GrossMonthlyIncome ?? '0') ?? 0,
      applicant.AdditionalIncomeSources,
    ),
    ...installationAddressIssues(applicant),
    ...relationshipIssues(applicant, context.isCoApplicant),
    ...primaryPhoneIssues(applicant),
  ];
}

export interface ApplicationLegacyContext {
  /** Today as `YYYY-MM-DD`. */
  today: string;
  /** Finds the body's DealerId among the caller's dealers. */
  dealer: DealerLookup;
}

function dealerFoundIssues(loan: { DealerId: number }, lookup: DealerLookup): PathIssue[] {
  return lookup({ DealerId: loan.DealerId, DealerNumber: null })
    ? []
    : [{ path: ['DealerId'], message: 'Dealer not found or not yours' }];
}

type LegacyBody = {
  Applicant: ApplicantLegacyLike;
  CoApplicant: ApplicantLegacyLike | null;
};

function partyChecks<T extends LegacyBody>(today: string) {
  return [
    refineAt<T, ApplicantLegacyLike>(
      (body) => body.Applicant,
      (applicant) => applicantLegacyIssues(applicant, { today, isCoApplicant: false }),
      ['Applicant'],
    ),
    refineAt<T, ApplicantLegacyLike>(
      (body) => body.CoApplicant,
      (applicant) => applicantLegacyIssues(applicant, { today, isCoApplicant: true }),
      ['CoApplicant'],
    ),
    refineAt<T, T>((body) => body, coApplicantPresenceIssues),
  ];
}

export function applicationV1RequestSchema(context: ApplicationLegacyContext) {
  return applicationV1BaseSchema.check(
    ...partyChecks<ApplicationV1>(context.today),
    refineAt<ApplicationV1, LoanParametersLegacy>(
      (body) => body.LoanParameters,
      (loan) => dealerFoundIssues(loan, context.dealer),
      ['LoanParameters'],
    ),
  );
}

export function applicationV2RequestSchema(context: ApplicationLegacyContext) {
  return applicationV2BaseSchema.check(
    ...partyChecks<ApplicationV2>(context.today),
    refineAt<ApplicationV2, LoanParametersLegacy>(
      (body) => body.LoanParameters,
      (loan) => dealerFoundIssues(loan, context.dealer),
      ['LoanParameters'],
    ),
  );
}

/**
 * The v1 path forms. The dealer comes from the path, and a path dealer that is not found is a
 * 404 of the route (spec, Errors), not a field issue, so only today is needed here.
 */
export function applicationV1PathRequestSchema(context: { today: string }) {
  return applicationV1PathBaseSchema.check(...partyChecks<ApplicationV1Path>(context.today));
}
