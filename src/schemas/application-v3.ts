import * as z from 'zod/mini';
import { isIsoDate, ageOn } from '../lib/dates.ts';
import { formatMoney, toCents, type Cents } from '../lib/money.ts';
import {
  CO_APPLICANT_TYPES,
  EMPLOYMENT_TYPES,
  INCOME_TYPES,
  LANGUAGE_TYPES,
  PHONE_NUMBER_TYPES,
  RESIDENCE_TYPES,
  SUFFIXES,
  US_STATES,
} from './enums.ts';
import {
  ADDRESS_LINE,
  CITY,
  MIDDLE_INITIAL,
  NAME,
  PHONE_NOT_STARTING_WITH_1,
  POSTAL_CODE_V3,
  SSN,
  TEN_DIGIT_PHONE,
  email,
  id,
  isoDate,
  money,
  omittableText,
  optionalText,
  requiredText,
  wholeNumber,
  EMAIL_MAX,
  renameField,
} from './request-fields.ts';
import { identificationFields, refineIdentification } from './identification.ts';
import { isBlank, refineAt, strictRequestObject, type PathIssue } from './refine-at.ts';
import { CHOSEN_LIMITS } from './limits.ts';

/**
 * `POST /v3/api/applications` (spec, "Applications, submission"). The base objects are the exact
 * wire shape with field rules only; cross-field rules are named functions taking what the body
 * does not carry (today, the dealer), so forms and the sandbox compose the same rules
 * (ARCHITECTURE.md, "Schemas that compose"). v1/v2 (application-legacy.ts) reuse these pieces.
 */

/** A request enum of the spec, refused by name. */
export function choice<const T extends readonly [string, ...string[]]>(values: T, label: string) {
  return z.enum(values, { error: `${label}: choose one of ${values.join(', ')}` });
}

export function yesNo(label: string) {
  return z.boolean({ error: `${label}: choose yes or no` });
}

const usState = (label: string) => z.enum(US_STATES, { error: `${label}: choose a US state` });

/** Spec, Limits: gross monthly income plus additional income below 1,000,000.00. */
const INCOME_LIMIT = 1_000_000;

export const additionalIncomeSourceSchema = strictRequestObject('Additional income', {
  AdditionalIncomeSource: choice(INCOME_TYPES, 'Additional income type'),
  Description: omittableText('Additional income description', CHOSEN_LIMITS.description),
  Source: requiredText('Additional income source', CHOSEN_LIMITS.label),
  Amount: money('Additional income amount', { min: 0 }),
  IsNonTaxableIncome: z.optional(yesNo('Non-taxable income')),
});
export type AdditionalIncomeSource = z.infer<typeof additionalIncomeSourceSchema>;

/**
 * Spec: EmploymentMonth "1 to 11", beside EmploymentYear, a calendar year: the month the job
 * started, January (1) to November (11). The message says so in months, not in bare numbers.
 */
const EMPLOYMENT_MONTH_RULE =
  'Employment start month: the lender takes a start in January to November only (months 1 to 11)';
const employmentMonth = z
  .int({ error: 'Employment start month must be a whole number' })
  .check(z.gte(1, EMPLOYMENT_MONTH_RULE), z.lte(11, EMPLOYMENT_MONTH_RULE));

/**
 * The v3 Applicant / CoApplicant fields. "Nullable Yes, Req" fields must be sent and may be null
 * (as ARCHITECTURE.md point 14 reads HomeValue); "Opt" fields whose Nullable column says Yes may
 * be absent or null, and those whose Nullable column says No (or N/A) are absent when empty,
 * never null (z.optional, omittableText). Money has at most two decimals and is never negative.
 */
export const applicantV3Shape = {
  EmploymentType: z.optional(choice(EMPLOYMENT_TYPES, 'Employment type')),
  CurrentEmployer: optionalText('Current employer', 40),
  CurrentEmployerPhoneNumber: optionalText(
    "Employer's phone number",
    10,
    PHONE_NOT_STARTING_WITH_1,
  ),
  Occupation: z.nullable(requiredText('Occupation', 20)),
  EmploymentMonth: z.nullish(employmentMonth),
  EmploymentYear: z.nullish(z.int({ error: 'Employment start year must be a whole number' })),
  YearsOfIncomeFromCurrentSources: z.nullish(
    wholeNumber('Years of income from current sources', 0, 99),
  ),
  // Its limit counts the additional income too: incomeTotalIssues.
  GrossMonthlyIncome: z.nullable(money('Gross monthly income', { min: 0 })),
  // v3 says "empty array when none" where v1/v2 say "empty array or null": null is refused here.
  AdditionalIncomeSources: z.optional(
    z.array(additionalIncomeSourceSchema, { error: 'Additional income must be a list' }),
  ),
  ResidenceType: choice(RESIDENCE_TYPES, 'Residence type'),
  Payment: z.nullable(money('Monthly residence payment', { min: 0, below: 1_000_000 })),
  MonthsAtResidence: wholeNumber('Months at residence', 0, 11),
  YearsAtResidence: wholeNumber('Years at residence', 0, 99),
  HasCoApplicant: yesNo('Has co-applicant'),
  HomeValue: z.nullable(money('Home value', { min: 0 })),
  FirstName: requiredText('First name', 40, NAME),
  MiddleInitial: optionalText('Middle initial', 1, MIDDLE_INITIAL),
  LastName: requiredText('Last name', 40, NAME),
  Suffix: z.nullish(choice(SUFFIXES, 'Suffix')),
  Address1: requiredText('Address line 1', 40, ADDRESS_LINE),
  Address2: optionalText('Address line 2', 40, ADDRESS_LINE),
  City: requiredText('City', 25, CITY),
  State: usState('State'),
  PostalCode: requiredText('ZIP code', 10, POSTAL_CODE_V3),
  EmailAddress: z.nullish(email('E-mail address', 40)),
  PrimaryPhone: z.nullable(requiredText('Primary phone', 10, TEN_DIGIT_PHONE)),
  PrimaryPhoneType: z.nullable(choice(PHONE_NUMBER_TYPES, 'Primary phone type')),
  SecondaryPhone: optionalText('Secondary phone', 10, TEN_DIGIT_PHONE),
  SecondaryPhoneType: z.nullish(choice(PHONE_NUMBER_TYPES, 'Secondary phone type')),
  SocialSecurityNumber: requiredText('Social Security number', 9, SSN),
  DateOfBirth: isoDate('Date of birth'),
  ApplicantRelationship: z.optional(choice(CO_APPLICANT_TYPES, 'Relationship to the applicant')),
  IsInstallationAddressDifferent: z.optional(yesNo('Installation address differs')),
  InstallationAddress1: omittableText('Installation address line 1', 40, ADDRESS_LINE),
  InstallationAddress2: optionalText('Installation address line 2', 40, ADDRESS_LINE),
  InstallationCity: omittableText('Installation city', 25, CITY),
  InstallationState: z.optional(usState('Installation state')),
  InstallationPostalCode: omittableText('Installation ZIP code', 10, POSTAL_CODE_V3),
  ...identificationFields(isoDate),
};

export const applicantV3BaseSchema = strictRequestObject('Applicant', applicantV3Shape);
export type ApplicantV3 = z.infer<typeof applicantV3BaseSchema>;

export const loanParametersV3Shape = {
  ContractState: usState('Contract state'),
  ContractLanguage: choice(LANGUAGE_TYPES, 'Contract language'),
  ProductOrService: requiredText('Product or service', CHOSEN_LIMITS.label),
  SellingPrice: money('Selling price', { min: 0, below: 1_000_000 }),
  // 0 is refused: "when present must be greater than 0, otherwise send null".
  DownPayment: z.nullish(
    money('Down payment', { above: 0, aboveHint: 'leave it empty when there is none' }),
  ),
  CompletionPayment: z.nullish(money('Completion payment', { min: 0 })),
  SalesTaxIncluded: yesNo('Sales tax included'),
  SalesTax: z.nullish(money('Sales tax', { min: 0 })),
  // "greater than 0 and within 1,000 to 100,000": the range implies greater than 0.
  AmountFinanced: money('Amount financed', { min: 1_000, max: 100_000 }),
  CompletionDate: z.nullish(isoDate('Completion date')),
  DealerId: z.nullish(id('Dealer')),
  DealerNumber: optionalText('Dealer number', CHOSEN_LIMITS.label),
};

export const loanParametersV3BaseSchema = strictRequestObject(
  'Loan parameters',
  loanParametersV3Shape,
);
export type LoanParametersV3 = z.infer<typeof loanParametersV3BaseSchema>;

export const applicationV3BaseSchema = strictRequestObject('Application', {
  Applicant: applicantV3BaseSchema,
  // Required, null when there is no co-applicant.
  CoApplicant: z.nullable(strictRequestObject('Co-applicant', applicantV3Shape)),
  LoanParameters: loanParametersV3BaseSchema,
  // Opt, and the spec gives it no null: sent only when there is an address.
  AssignedUserEmailAddress: z.optional(email('Assigned user e-mail address', EMAIL_MAX)),
});
export type ApplicationV3 = z.infer<typeof applicationV3BaseSchema>;

/* ------------------------------------------------------------------------------------------ */
/* Dealer context                                                                              */
/* ------------------------------------------------------------------------------------------ */

/** What the v3 rules need to know about the dealer the application is for. */
export interface DealerContext {
  /** Product names, as the dealer products operation answers them (`ProductOrService`). */
  products: string[];
  /** The product marked IsMajorProduct is a home-improvement product (ARCHITECTURE.md, "Decided"). */
  majorProductIsHomeImprovement: boolean;
}

export interface DealerRef {
  DealerId?: number | null;
  DealerNumber?: string | null;
}

/** How the sandbox (its stored dealer) and the portal (its loaded dealers) find the dealer. */
export type DealerLookup = (ref: DealerRef) => DealerContext | undefined;

export interface ApplicationV3Context {
  /** Today as `YYYY-MM-DD`, for the age and identification rules. */
  today: string;
  dealer: DealerLookup;
}

interface DealerProductLike {
  Name: string;
  IsHomeImprovement?: boolean | null;
  IsMajorProduct?: boolean | null;
}

/**
 * The context from the dealer record and the dealer products operation's answer. The products
 * an application may name are the operation's (spec: ProductOrService "must be one of the
 * dealer's products (see dealer products operation)"); the record's optional `Products`, which
 * may be missing or differ, only says which product line is the major one. Without it the
 * dealer does not read as home improvement, and the service has the last word.
 */
export function dealerContextOf(
  dealer: { Products?: DealerProductLike[] | null },
  productsOrServices: readonly string[],
): DealerContext {
  const major = (dealer.Products ?? []).find((product) => product.IsMajorProduct === true);
  return {
    products: [...productsOrServices],
    majorProductIsHomeImprovement: major?.IsHomeImprovement === true,
  };
}

/* ------------------------------------------------------------------------------------------ */
/* Applicant rules                                                                             */
/* ------------------------------------------------------------------------------------------ */

/**
 * Spec, Limits: "Applicant age | application submit | at least 18 years" (every version). A date
 * that is not a real date already has its own issue.
 */
export function adultIssues(applicant: { DateOfBirth: string | null }, today: string): PathIssue[] {
  if (
    applicant.DateOfBirth === null ||
    !isIsoDate(applicant.DateOfBirth) ||
    ageOn(applicant.DateOfBirth, today) >= 18
  )
    return [];
  return [{ path: ['DateOfBirth'], message: 'Date of birth: the applicant must be at least 18' }];
}

/** v1/v2 bodies may carry EmploymentType null (application-legacy.ts). */
type Employment = Omit<
  Pick<ApplicantV3, 'EmploymentType' | 'EmploymentMonth' | 'EmploymentYear'>,
  'EmploymentType'
> & { EmploymentType?: ApplicantV3['EmploymentType'] | null };

/** Both versions: "EmploymentMonth, EmploymentYear required when Employed or SelfEmployed". */
export function employmentDateIssues(applicant: Employment): PathIssue[] {
  if (applicant.EmploymentType !== 'Employed' && applicant.EmploymentType !== 'SelfEmployed') {
    return [];
  }
  const issues: PathIssue[] = [];
  if (isBlank(applicant.EmploymentMonth)) {
    issues.push({
      path: ['EmploymentMonth'],
      message: 'Employment start month is required when employed or self-employed',
    });
  }
  if (isBlank(applicant.EmploymentYear)) {
    issues.push({
      path: ['EmploymentYear'],
      message: 'Employment start year is required when employed or self-employed',
    });
  }
  return issues;
}

/** v3 only: the start year's distance from birth, and the alternative without a type. */
function employmentHistoryV3Issues(applicant: ApplicantV3): PathIssue[] {
  const issues: PathIssue[] = [];
  // Null when the date of birth has an error of its own (refineAt, alongFieldErrors).
  const birth = applicant.DateOfBirth ?? '';
  const birthYear = Number(birth.slice(0, 4));
  if (
    isIsoDate(birth) &&
    !isBlank(applicant.EmploymentYear) &&
    applicant.EmploymentYear! < birthYear + 16
  ) {
    issues.push({
      path: ['EmploymentYear'],
      message: `Employment start year must be at least 16 years after the year of birth (${birthYear + 16} or later)`,
    });
  }
  const hasStart = !isBlank(applicant.EmploymentYear) && !isBlank(applicant.EmploymentMonth);
  if (
    isBlank(applicant.EmploymentType) &&
    isBlank(applicant.YearsOfIncomeFromCurrentSources) &&
    !hasStart
  ) {
    issues.push({
      path: ['YearsOfIncomeFromCurrentSources'],
      message:
        'Years of income from current sources is required without an employment type (or give the employment start month and year)',
    });
  }
  return issues;
}

/**
 * Spec, Limits: gross monthly income plus additional income below 1,000,000.00 (every version;
 * v1/v2 send the gross income as text, so the caller passes cents).
 */
export function incomeTotalIssues(
  grossMonthlyIncome: Cents,
  sources: readonly { Amount: number }[] | null | undefined,
): PathIssue[] {
  const total = (sources ?? []).reduce((sum, source) => sum + toCents(source.Amount), 0);
  return grossMonthlyIncome + total < toCents(INCOME_LIMIT)
    ? []
    : [
        {
          path: ['GrossMonthlyIncome'],
          message: 'Gross monthly income plus additional income must be less than $1,000,000',
        },
      ];
}

/**
 * The portal's own rule (docs/decisions/0028): a job cannot start after today. The start is a
 * month and a year; a start this month is today's, so only a later month or year is refused.
 */
export function employmentStartIssues(
  applicant: Pick<ApplicantV3, 'EmploymentMonth' | 'EmploymentYear'>,
  today: string,
): PathIssue[] {
  const year = applicant.EmploymentYear;
  if (typeof year !== 'number' || !isIsoDate(today)) return [];
  const [thisYear, thisMonth] = today.split('-').map(Number) as [number, number];
  const month = applicant.EmploymentMonth;
  const future =
    year > thisYear || (year === thisYear && typeof month === 'number' && month > thisMonth);
  if (!future) return [];
  return [
    {
      path: [year > thisYear ? 'EmploymentYear' : 'EmploymentMonth'],
      message: 'Employment start cannot be in the future',
    },
  ];
}

/**
 * The portal's own rule (docs/decisions/0028): an identification given with an expiration date
 * before today has expired and cannot identify the applicant. Expiring today is still valid.
 */
export function identificationExpiryIssues(
  applicant: Pick<ApplicantV3, 'IdentificationExpirationDate'>,
  today: string,
): PathIssue[] {
  const expires = applicant.IdentificationExpirationDate;
  if (typeof expires !== 'string' || !isIsoDate(expires) || !isIsoDate(today)) return [];
  return expires < today
    ? [
        {
          path: ['IdentificationExpirationDate'],
          message: 'Expiration date: this identification has expired; use one that is still valid',
        },
      ]
    : [];
}

function homeValueIssues(applicant: ApplicantV3): PathIssue[] {
  return applicant.ResidenceType === 'Rent' && applicant.HomeValue !== null
    ? [{ path: ['HomeValue'], message: 'Home value must be empty when renting' }]
    : [];
}

const INSTALLATION_REQUIRED = [
  ['InstallationAddress1', 'Installation address line 1'],
  ['InstallationCity', 'Installation city'],
  ['InstallationState', 'Installation state'],
  ['InstallationPostalCode', 'Installation ZIP code'],
] as const;

type Installation = Partial<Record<(typeof INSTALLATION_REQUIRED)[number][0], string | null>> & {
  IsInstallationAddressDifferent?: boolean | null;
};

/** ARCHITECTURE.md, "Decided": the installation address is required exactly when it differs. */
export function installationAddressIssues(applicant: Installation): PathIssue[] {
  if (applicant.IsInstallationAddressDifferent !== true) return [];
  return INSTALLATION_REQUIRED.filter(([field]) => isBlank(applicant[field])).map(
    ([field, label]) => ({
      path: [field],
      message: `${label} is required when the installation address differs`,
    }),
  );
}

/** ARCHITECTURE.md, "Decided": ApplicantRelationship goes on the co-applicant. */
export function relationshipIssues(
  applicant: { ApplicantRelationship?: string | null },
  isCoApplicant: boolean,
): PathIssue[] {
  return isCoApplicant && isBlank(applicant.ApplicantRelationship)
    ? [
        {
          path: ['ApplicantRelationship'],
          message: 'Relationship to the applicant is required for a co-applicant',
        },
      ]
    : [];
}

/** PrimaryPhoneType is Req: only a missing phone lets it be null. */
export function primaryPhoneIssues(applicant: {
  PrimaryPhone: string | null;
  PrimaryPhoneType: string | null;
}): PathIssue[] {
  return !isBlank(applicant.PrimaryPhone) && isBlank(applicant.PrimaryPhoneType)
    ? [{ path: ['PrimaryPhoneType'], message: 'Primary phone type is required' }]
    : [];
}

export interface ApplicantRuleContext {
  /** Today as `YYYY-MM-DD`. */
  today: string;
  isCoApplicant: boolean;
}

/** Every v3 cross-field rule of one applicant except the identification matrix. */
export function applicantV3Issues(
  applicant: ApplicantV3,
  context: ApplicantRuleContext,
): PathIssue[] {
  return [
    ...adultIssues(applicant, context.today),
    ...employmentDateIssues(applicant),
    ...employmentHistoryV3Issues(applicant),
    ...employmentStartIssues(applicant, context.today),
    ...identificationExpiryIssues(applicant, context.today),
    ...incomeTotalIssues(
      toCents(applicant.GrossMonthlyIncome ?? 0),
      applicant.AdditionalIncomeSources,
    ),
    ...homeValueIssues(applicant),
    ...installationAddressIssues(applicant),
    ...relationshipIssues(applicant, context.isCoApplicant),
    ...primaryPhoneIssues(applicant),
  ];
}

/**
 * The v3 cross-field rules run beside the field rules, not after them, so the wizard shows every
 * error of a step at once (issue 24); a field with its own error is not judged by them again.
 */
const EVERY_ERROR = { alongFieldErrors: true } as const;

/** The checks of one applicant at `prefix`: the identification matrix and the rules above. */
export function applicantV3Checks<T>(
  pick: (value: T) => ApplicantV3 | null | undefined,
  context: ApplicantRuleContext,
  prefix: PropertyKey[] = [],
) {
  return [
    refineIdentification(
      pick,
      { today: context.today, toIso: (text) => text },
      prefix,
      EVERY_ERROR,
    ),
    refineAt(pick, (applicant) => applicantV3Issues(applicant, context), prefix, EVERY_ERROR),
  ];
}

type Parties = {
  Applicant: { HasCoApplicant: boolean };
  CoApplicant: object | null;
};

/** The applicant's HasCoApplicant says whether CoApplicant is filled in (null when none). */
export function coApplicantPresenceIssues(body: Parties): PathIssue[] {
  const present = body.CoApplicant !== null;
  if (body.Applicant.HasCoApplicant === present) return [];
  return [
    {
      path: ['Applicant', 'HasCoApplicant'],
      message: present
        ? 'Has co-applicant must be yes when a co-applicant is sent'
        : 'Has co-applicant is yes but no co-applicant is sent',
    },
  ];
}

/* ------------------------------------------------------------------------------------------ */
/* Loan parameter rules                                                                        */
/* ------------------------------------------------------------------------------------------ */

type AmountParts = Partial<
  Record<'SellingPrice' | 'DownPayment' | 'CompletionPayment' | 'SalesTax', number | null>
>;

/**
 * v3 AmountFinanced in cents: SellingPrice − DownPayment − CompletionPayment + SalesTax
 * (v3 has no trade-in; an absent value, or one not yet a number in a form, counts as 0).
 */
export function amountFinancedV3Cents(loan: AmountParts): Cents {
  const cents = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isFinite(value) ? toCents(value) : 0;
  return (
    cents(loan.SellingPrice) -
    cents(loan.DownPayment) -
    cents(loan.CompletionPayment) +
    cents(loan.SalesTax)
  );
}

/** "at most the lesser of 10% of the originating amount and 1000": the 1,000 part. */
const CA_DOWN_PAYMENT_CAP: Cents = toCents(1_000);

/**
 * Exactly one of DealerId and DealerNumber; the dealer must be found (and be the caller's).
 * Returns the dealer, or the issues that stop the dealer-dependent rules.
 */
export function dealerIssues(
  ref: DealerRef,
  lookup: DealerLookup,
): { dealer: DealerContext } | { issues: PathIssue[] } {
  const byId = !isBlank(ref.DealerId);
  const byNumber = !isBlank(ref.DealerNumber);
  if (byId && byNumber) {
    return {
      issues: [
        { path: ['DealerNumber'], message: 'Dealer number must be empty when DealerId is sent' },
      ],
    };
  }
  if (!byId && !byNumber) {
    return {
      issues: [{ path: ['DealerId'], message: 'Dealer is required (DealerId or DealerNumber)' }],
    };
  }
  const dealer = lookup(
    byId
      ? { DealerId: ref.DealerId, DealerNumber: null }
      : { DealerId: null, DealerNumber: ref.DealerNumber },
  );
  if (dealer) return { dealer };
  return {
    issues: [
      { path: [byId ? 'DealerId' : 'DealerNumber'], message: 'Dealer not found or not yours' },
    ],
  };
}

export interface LoanRuleContext {
  dealer: DealerLookup;
}

/** Every v3 cross-field rule of LoanParameters. */
export function loanParametersV3Issues(
  loan: LoanParametersV3,
  context: LoanRuleContext,
): PathIssue[] {
  const issues: PathIssue[] = [];
  const add = (field: keyof LoanParametersV3, message: string) =>
    issues.push({ path: [field], message });
  // A field with an error of its own reaches these rules as null (refineAt, alongFieldErrors).
  const hasSelling = !isBlank(loan.SellingPrice);
  const selling = hasSelling ? toCents(loan.SellingPrice) : 0;

  if (hasSelling && !isBlank(loan.DownPayment) && toCents(loan.DownPayment!) > selling) {
    add('DownPayment', 'Down payment cannot be more than the selling price');
  }
  if (loan.SalesTaxIncluded && isBlank(loan.SalesTax)) {
    add('SalesTax', 'Sales tax is required when sales tax is included');
  }
  // SalesTaxIncluded means "SalesTax is in the payload": a tax sent with false contradicts it.
  if (!loan.SalesTaxIncluded && !isBlank(loan.SalesTax)) {
    add('SalesTax', 'Sales tax must be empty when sales tax is not included');
  }
  const expected = amountFinancedV3Cents(loan);
  if (!isBlank(loan.AmountFinanced) && toCents(loan.AmountFinanced) !== expected) {
    add(
      'AmountFinanced',
      `Amount financed must equal selling price − down payment − completion payment + sales tax (${formatMoney(expected)})`,
    );
  }

  const found = dealerIssues(loan, context.dealer);
  if ('issues' in found) return [...issues, ...found.issues];
  const { dealer } = found;
  if (!dealer.products.includes(loan.ProductOrService)) {
    add(
      'ProductOrService',
      dealer.products.length === 0
        ? 'Product or service: the lender lists no products for this dealer'
        : `Product or service must be one of the dealer's products (${dealer.products.join(', ')})`,
    );
  }
  const homeImprovementInCalifornia =
    loan.ContractState === 'CA' && dealer.majorProductIsHomeImprovement;
  if (homeImprovementInCalifornia && hasSelling && !isBlank(loan.DownPayment)) {
    const down = toCents(loan.DownPayment!);
    // 10% compared as down × 10 ≤ price, so no fraction of a cent is rounded either way.
    if (down * 10 > selling || down > CA_DOWN_PAYMENT_CAP) {
      const cap = Math.max(0, Math.min(Math.floor(selling / 10), CA_DOWN_PAYMENT_CAP));
      add(
        'DownPayment',
        `Down payment must be at most ${formatMoney(cap)} (the lesser of 10% of the selling price and $1,000) for a California home-improvement contract`,
      );
    }
  }
  if (!homeImprovementInCalifornia && !isBlank(loan.CompletionPayment)) {
    add(
      'CompletionPayment',
      'Completion payment applies only to California contracts of home-improvement dealers',
    );
  }
  return issues;
}

export function refineLoanParametersV3<T>(
  pick: (value: T) => LoanParametersV3 | null | undefined,
  context: LoanRuleContext,
  prefix: PropertyKey[] = [],
) {
  return refineAt(pick, (loan) => loanParametersV3Issues(loan, context), prefix, EVERY_ERROR);
}

/* ------------------------------------------------------------------------------------------ */
/* The request                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** `POST /v3/api/applications` body with every rule. */
export function applicationV3RequestSchema(context: ApplicationV3Context) {
  return applicationV3BaseSchema.check(
    ...applicantV3Checks<ApplicationV3>(
      (body) => body.Applicant,
      { today: context.today, isCoApplicant: false },
      ['Applicant'],
    ),
    ...applicantV3Checks<ApplicationV3>(
      (body) => body.CoApplicant,
      { today: context.today, isCoApplicant: true },
      ['CoApplicant'],
    ),
    refineAt<ApplicationV3, ApplicationV3>((body) => body, coApplicantPresenceIssues),
    refineLoanParametersV3<ApplicationV3>((body) => body.LoanParameters, context, [
      'LoanParameters',
    ]),
  );
}

/** The spellings of the spec's sample requests (ARCHITECTURE.md point 5). */
const SAMPLE_SPELLINGS = {
  IdentificationIssuedDate: 'IdentificationIssueDate',
  IdentificationIssueState: 'IdentificationState',
} as const;

/**
 * Renames the sample spellings `IdentificationIssuedDate` and `IdentificationIssueState` on the
 * Applicant and CoApplicant of an application body (any version) before strict validation. When
 * both spellings are sent the sample one stays, and the strict schema names it.
 */
export function normaliseApplicationSpellings(body: unknown): unknown {
  let normalised = body;
  for (const party of ['Applicant', 'CoApplicant']) {
    for (const [sample, canonical] of Object.entries(SAMPLE_SPELLINGS)) {
      normalised = renameField(normalised, [party], sample, canonical);
    }
  }
  return normalised;
}
