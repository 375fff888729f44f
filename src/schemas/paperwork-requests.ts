import * as z from 'zod/mini';
import { addYears, parseUsDate, isIsoDate, formatUsDate } from '../lib/dates.ts';
import { formatMoney, toCents, type Cents } from '../lib/money.ts';
import {
  CREDIT_PAYMENT_FACTORS,
  CREDIT_PAYMENT_TERMS,
  CREDIT_TYPES,
  LANGUAGE_TYPES,
  LEGAL_IDENTIFICATION_TYPES,
  PHONE_NUMBER_TYPES,
  SUFFIXES,
  type LegalIdentificationType,
  ADJUSTMENT_TYPES,
  INSTALLER_TYPES,
  LOAN_APPLICATION_TYPES,
  PAYMENT_ACCOUNT_TYPES,
  PAYMENT_FREQUENCIES,
  SIGNATURE_TYPES,
  US_STATES,
  requestEnum,
  type SignatureType,
} from './enums.ts';
import {
  NAME,
  PAPERWORK_PHONE,
  POSTAL_CODE,
  UNDER_100M,
  email,
  id,
  money,
  optionalText,
  requiredText,
  textChecks,
  usDate,
  wholeNumber,
  EMAIL_MAX,
} from './request-fields.ts';
import {
  IDENTIFICATION_MATRIX,
  identificationFields,
  identificationIssues,
  refineIdentification,
  type IdentificationContext,
  type IdentificationValues,
} from './identification.ts';
import { isBlank, refineAt, strictRequestObject, type PathIssue } from './refine-at.ts';
import { atMost, CHOSEN_LIMITS } from './limits.ts';

/**
 * The paperwork requests. Full paperwork, `POST /v3/api/applications/paperwork/submit` (spec,
 * "Paperwork (v3)"): the body is nested and its dates are `MM/DD/YYYY`; the paperwork GET is flat
 * and is mapped onto this shape elsewhere (ARCHITECTURE.md point 13). Its pieces Payment,
 * Signature and DocumentSelection are shared with the ACH-only operation, at the end.
 */

// ---------------------------------------------------------------------------------------------
// Values the form shows and the rules check: calendar days, the amount financed, the
// completion certificate's kind and the signing option

/**
 * A calendar day from a `YYYY-MM-DD` date, an ISO timestamp (first ten characters, never
 * shifted, ARCHITECTURE.md point 1) or a paperwork `MM/DD/YYYY` date; null when none.
 */
export function calendarDay(value: string | null | undefined): string | null {
  if (isBlank(value)) return null;
  const text = value!.trim();
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) {
    const day = text.slice(0, 10);
    return isIsoDate(day) ? day : null;
  }
  return parseUsDate(text);
}

/** What the amount financed is computed from; partial values count as 0, for live display. */
export interface AmountFinancedInputs {
  ProductLineItems?: readonly ({ Price?: unknown; Quantity?: unknown } | null | undefined)[] | null;
  Fees?: readonly ({ FeeAmount?: unknown } | null | undefined)[] | null;
  SalesTax?: unknown;
  DownPayment?: unknown;
  CompletionPayment?: unknown;
  TradeInAmount?: unknown;
}

const centsOf = (amount: unknown): Cents =>
  typeof amount === 'number' && Number.isFinite(amount) ? toCents(amount) : 0;

/**
 * Σ(Price × Quantity) + Σ FeeAmount + SalesTax − DownPayment − CompletionPayment −
 * TradeInAmount, in whole cents (ARCHITECTURE.md point 2).
 */
export function paperworkAmountFinancedCents(loan: AmountFinancedInputs): Cents {
  const products = (loan.ProductLineItems ?? []).reduce(
    (sum, item) =>
      sum +
      centsOf(item?.Price) * (Number.isInteger(item?.Quantity) ? (item!.Quantity as number) : 0),
    0,
  );
  const fees = (loan.Fees ?? []).reduce((sum, fee) => sum + centsOf(fee?.FeeAmount), 0);
  return (
    products +
    fees +
    centsOf(loan.SalesTax) -
    centsOf(loan.DownPayment) -
    centsOf(loan.CompletionPayment) -
    centsOf(loan.TradeInAmount)
  );
}

export const FULL_CERTIFICATE_FIELDS = {
  CompletionDate: 'Completion date',
  ProductInstalledAtApplicantsAddress: "Installed at the applicant's address",
  ProductInstaller: 'Installer',
  Address: 'Installation address',
} as const;

/**
 * "To skip LCC documents, fill only TentativeCompletionDate or leave all null. For full LCC
 * paperwork fill every property and leave TentativeCompletionDate null." Anything else is
 * `partial`, which the service refuses.
 */
export function completionCertificateKind(
  certificate:
    | Partial<Record<keyof typeof FULL_CERTIFICATE_FIELDS | 'TentativeCompletionDate', unknown>>
    | null
    | undefined,
): 'none' | 'full' | 'partial' {
  const filled = (Object.keys(FULL_CERTIFICATE_FIELDS) as (keyof typeof FULL_CERTIFICATE_FIELDS)[])
    .map((field) => certificate?.[field])
    .filter((value) => !isBlank(value)).length;
  if (filled === 0) return 'none';
  if (filled === Object.keys(FULL_CERTIFICATE_FIELDS).length) {
    return isBlank(certificate?.TentativeCompletionDate) ? 'full' : 'partial';
  }
  return 'partial';
}

export type SigningOption = 'download' | 'esign' | 'email';

/** The SignatureTypes each signing option sends. */
export const SIGNATURE_TYPES_FOR: Record<SigningOption, readonly SignatureType[]> = {
  download: ['Written'],
  esign: ['Written', 'Electronic'],
  email: ['Written', 'Email'],
};

/** Which signing option the SignatureTypes say, in any order; undefined when none. */
export function signatureOption(
  signature: { SignatureTypes?: readonly string[] | null } | null | undefined,
): SigningOption | undefined {
  const sorted = [...(signature?.SignatureTypes ?? [])].sort().join(',');
  return (Object.keys(SIGNATURE_TYPES_FOR) as SigningOption[]).find(
    (option) => [...SIGNATURE_TYPES_FOR[option]].sort().join(',') === sorted,
  );
}

// ---------------------------------------------------------------------------------------------
// Small field builders (paperwork only)

/** Paperwork phones: "digits only, first digit 2-9", any length. */
function paperworkPhone(label: string) {
  return z.nullish(
    z
      .string({ error: `${label}: ${PAPERWORK_PHONE.says}` })
      .check(z.trim(), ...textChecks(label, CHOSEN_LIMITS.phone, PAPERWORK_PHONE)),
  );
}

function usState(label: string) {
  return z.enum(US_STATES, { error: `${label}: choose a US state` });
}

function flag(label: string) {
  return z.boolean({ error: `${label}: choose yes or no` });
}

/** Paperwork's MiddleInitial is `^[a-zA-Z]*$`, max 1: unlike v3, an empty value is allowed. */
const PAPERWORK_MIDDLE_INITIAL = { re: /^[A-Za-z]*$/, says: 'one letter' };

// ---------------------------------------------------------------------------------------------
// Application

/** Address rules (dealer, applicant, completion certificate). */
export function paperworkAddress(label: string) {
  return strictRequestObject(label, {
    Address1: requiredText('Street address', CHOSEN_LIMITS.addressLine),
    Address2: optionalText('Address line 2', CHOSEN_LIMITS.addressLine),
    City: requiredText('City', CHOSEN_LIMITS.city),
    State: usState('State'),
    PostalCode: requiredText('ZIP code', 10, POSTAL_CODE),
  });
}

export function paperworkPerson(label: string) {
  return strictRequestObject(label, {
    FirstName: requiredText('First name', 40, NAME),
    MiddleInitial: optionalText('Middle initial', 1, PAPERWORK_MIDDLE_INITIAL),
    LastName: requiredText('Last name', 40, NAME),
    Suffix: z.nullish(requestEnum(SUFFIXES, 'Suffix')),
    Address: paperworkAddress(`${label} address`),
    EmailAddress: z.nullish(email('E-mail address', EMAIL_MAX)),
    PrimaryPhone: paperworkPhone('Primary phone'),
    PrimaryPhoneType: z.nullish(requestEnum(PHONE_NUMBER_TYPES, 'Primary phone type')),
    SecondaryPhone: paperworkPhone('Secondary phone'),
    // The spec types SecondaryPhoneType as String (PrimaryPhoneType is the enum).
    SecondaryPhoneType: optionalText('Secondary phone type', CHOSEN_LIMITS.code),
    ...identificationFields(usDate),
  });
}
export const paperworkPersonSchema = paperworkPerson('Applicant');
export type PaperworkPerson = z.infer<typeof paperworkPersonSchema>;

export const paperworkDealerSchema = strictRequestObject('Dealer', {
  Name: requiredText('Dealer name', 150),
  Address: paperworkAddress('Dealer address'),
  PhoneNumber: paperworkPhone('Dealer phone'),
});

export const paperworkApplicationSchema = strictRequestObject('Application', {
  Applicant: paperworkPerson('Applicant'),
  // Required exactly when the application has a co-applicant: see paperworkApplicationIssues.
  CoApplicant: z.nullish(paperworkPerson('Co-applicant')),
  Dealer: paperworkDealerSchema,
});
export type PaperworkApplication = z.infer<typeof paperworkApplicationSchema>;

const IDENTIFICATION_FLAG_LABELS = {
  IsIssueDatePresent: 'Issue date shown on the card',
  IsIssueStatePresent: 'Issuing state shown on the card',
  ExpirationDateUnavailable: 'No expiration date',
} as const;

const FLAG_REQUIREMENT = {
  IsIssueDatePresent: 'issueDatePresent',
  IsIssueStatePresent: 'issueStatePresent',
  ExpirationDateUnavailable: 'expirationUnavailable',
} as const;

/**
 * Paperwork requires the three identification booleans, except where the matrix says "null or
 * not sent" (ARCHITECTURE.md point 3). The matrix itself is refineIdentification; this adds
 * only what it does not already report, so a field never gets the same complaint twice.
 */
export function paperworkIdentificationFlagIssues(
  values: IdentificationValues,
  context: IdentificationContext,
): PathIssue[] {
  const rule = IDENTIFICATION_MATRIX[values.IdentificationType as LegalIdentificationType];
  if (!rule) return [];
  const reported = new Set(identificationIssues(values, context).map((issue) => issue.field));
  return (Object.keys(FLAG_REQUIREMENT) as (keyof typeof FLAG_REQUIREMENT)[])
    .filter((field) => rule[FLAG_REQUIREMENT[field]] !== 'absent')
    .filter((field) => typeof values[field] !== 'boolean' && !reported.has(field))
    .map((field) => ({
      path: [field],
      message: `${IDENTIFICATION_FLAG_LABELS[field]}: choose yes or no`,
    }));
}

function phoneIssues(person: PaperworkPerson): PathIssue[] {
  const issues: PathIssue[] = [];
  if (!isBlank(person.PrimaryPhone) && isBlank(person.PrimaryPhoneType)) {
    issues.push({ path: ['PrimaryPhoneType'], message: 'Primary phone type is required' });
  }
  if (!isBlank(person.SecondaryPhone)) {
    if (isBlank(person.SecondaryPhoneType)) {
      issues.push({ path: ['SecondaryPhoneType'], message: 'Secondary phone type is required' });
    }
    if (person.SecondaryPhone === person.PrimaryPhone) {
      issues.push({
        path: ['SecondaryPhone'],
        message: 'Secondary phone must differ from the primary phone',
      });
    }
  }
  return issues;
}

export interface PaperworkApplicationContext {
  /** Today as `YYYY-MM-DD`. */
  today: string;
  /** Whether the application was submitted with a co-applicant. */
  hasCoApplicant: boolean;
}

/** Co-applicant presence, phone pairs and the paperwork identification booleans. */
export function paperworkApplicationIssues(
  application: PaperworkApplication,
  context: PaperworkApplicationContext,
): PathIssue[] {
  const identification = { today: context.today, toIso: parseUsDate };
  const issues: PathIssue[] = [];
  const people: ['Applicant' | 'CoApplicant', PaperworkPerson | null | undefined][] = [
    ['Applicant', application.Applicant],
    ['CoApplicant', application.CoApplicant],
  ];
  if (context.hasCoApplicant && !application.CoApplicant) {
    issues.push({
      path: ['CoApplicant'],
      message: 'Co-applicant is required: the application has a co-applicant',
    });
  }
  if (!context.hasCoApplicant && application.CoApplicant) {
    issues.push({
      path: ['CoApplicant'],
      message: 'Co-applicant must be empty: the application has no co-applicant',
    });
  }
  for (const [key, person] of people) {
    if (!person) continue;
    for (const issue of [
      ...phoneIssues(person),
      ...paperworkIdentificationFlagIssues(person, identification),
    ]) {
      issues.push({ path: [key, ...issue.path], message: issue.message });
    }
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// LoanParameters

export const productLineItemSchema = strictRequestObject('Product', {
  Id: z.nullish(z.int({ error: 'Product id must be a whole number' })),
  Description: requiredText('Product description', 52),
  ItemNumber: optionalText('Item number', 150),
  Quantity: wholeNumber('Quantity', 1, 1000),
  Price: money('Price', { above: 0, below: UNDER_100M }),
});

export const feeSchema = strictRequestObject('Fee', {
  FeeType: requestEnum(ADJUSTMENT_TYPES, 'Fee type'),
  FeeAmount: money('Fee amount', { min: 0, below: UNDER_100M }),
});

/**
 * LoanParameters. RepaymentTerms takes the spec's terms plus any term the service returned for
 * this application (ARCHITECTURE.md point 4), hence a factory; `loanParametersBaseSchema` is the
 * plain shape for forms.
 */
export function loanParametersBase(allowedTerms: readonly string[] = []) {
  return strictRequestObject('Loan parameters', {
    CreditType: requestEnum(CREDIT_TYPES, 'Credit type'),
    ContractState: usState('Contract state'),
    ContractLanguage: requestEnum(LANGUAGE_TYPES, 'Contract language'),
    ProductLineItems: z
      .array(productLineItemSchema, { error: 'Products are required' })
      .check(
        z.minLength(1, 'Products: add a product'),
        z.maxLength(2, 'Products: at most two products'),
      ),
    DownPayment: money('Down payment', { min: 0, below: UNDER_100M }),
    CompletionPayment: z.nullish(money('Completion payment', { min: 0, below: UNDER_100M })),
    Fees: z.array(feeSchema, { error: 'Fees are required (an empty list when none)' }),
    SalesTax: z.nullish(money('Sales tax', { above: 0, below: UNDER_100M })),
    TradeInAmount: z.nullish(money('Trade-in amount', { above: 0, below: UNDER_100M })),
    TradeInDescription: optionalText('Trade-in description', 11),
    RepaymentTerms: z.nullish(requestEnum(CREDIT_PAYMENT_TERMS, 'Repayment terms', allowedTerms)),
    PaymentFactor: z.nullish(requestEnum(CREDIT_PAYMENT_FACTORS, 'Payment factor')),
    AnnualPercentageRate: z
      .number({ error: 'Annual percentage rate must be a number' })
      .check(z.gte(0, 'Annual percentage rate must be 0 or greater')),
    PrimaryPromotionId: id('Promotion'),
    SecondaryPromotionId: z.nullish(id('Add-on promotion')),
    ClosedEndPaymentRateId: z.nullish(id('Closed-end payment rate')),
    AmountFinanced: money('Amount financed', { min: 1000, max: 100_000 }),
  });
}
export const loanParametersBaseSchema = loanParametersBase();
export type LoanParameters = z.infer<typeof loanParametersBaseSchema>;

/** Rules between LoanParameters fields: credit type, contract state and the amount financed. */
export function loanParametersIssues(loan: LoanParameters): PathIssue[] {
  const issues: PathIssue[] = [];
  const add = (field: keyof LoanParameters, message: string) =>
    issues.push({ path: [field], message });
  // Compared by name: an unknown credit type is reported by the field rule alone.
  const closedEnd = loan.CreditType === 'ClosedEnd';
  const revolving = loan.CreditType === 'Revolving';

  if (closedEnd && loan.ProductLineItems.length !== 1) {
    add('ProductLineItems', 'Products: a closed-end loan has exactly one product');
  }
  if (loan.ContractState === 'CA' && isBlank(loan.CompletionPayment)) {
    add(
      'CompletionPayment',
      'Completion payment is required for a California contract (0 if none)',
    );
  }
  if (loan.ContractState !== 'CA' && !isBlank(loan.CompletionPayment)) {
    add('CompletionPayment', 'Completion payment applies only to California contracts');
  }
  if (closedEnd && isBlank(loan.RepaymentTerms)) {
    add('RepaymentTerms', 'Repayment terms are required for a closed-end loan');
  }
  if (revolving && !isBlank(loan.RepaymentTerms)) {
    add('RepaymentTerms', 'Repayment terms apply only to closed-end loans');
  }
  if (closedEnd && !isBlank(loan.PaymentFactor)) {
    add('PaymentFactor', 'Payment factor applies only to revolving credit');
  }
  if (revolving && !isBlank(loan.ClosedEndPaymentRateId)) {
    add('ClosedEndPaymentRateId', 'Closed-end payment rate applies only to closed-end loans');
  }
  const expected = paperworkAmountFinancedCents(loan);
  if (toCents(loan.AmountFinanced) !== expected) {
    add(
      'AmountFinanced',
      `Amount financed must equal products + fees + sales tax − down payment − completion payment − trade-in (${formatMoney(expected)})`,
    );
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Payment (shared with ACH-only)

export const bankAddressSchema = strictRequestObject('Bank address', {
  Address1: optionalText('Bank street address', CHOSEN_LIMITS.addressLine),
  Address2: optionalText('Bank address line 2', CHOSEN_LIMITS.addressLine),
  City: optionalText('Bank city', CHOSEN_LIMITS.city),
  State: z.nullish(usState('Bank state')),
  PostalCode: optionalText('Bank ZIP code', 10, POSTAL_CODE),
});

export const bankInformationSchema = strictRequestObject('Bank information', {
  Name: optionalText('Bank name', 150),
  Address: z.nullish(bankAddressSchema),
  // Nine digits, no checksum: the lender's test numbers may fail one (ARCHITECTURE.md point 12).
  RoutingNumber: requiredText('Routing number', 9, { re: /^\d{9}$/, says: 'exactly 9 digits' }),
  AccountType: z.nullish(requestEnum(PAYMENT_ACCOUNT_TYPES, 'Account type')),
  AccountNumber: requiredText('Account number', 17, { re: /^\d+$/, says: 'digits only' }),
});

export const paymentBaseSchema = strictRequestObject('Payment', {
  PaymentFrequency: requestEnum(PAYMENT_FREQUENCIES, 'Payment frequency'),
  PaymentAmount: z.nullish(money('Payment amount', { min: 0, below: UNDER_100M })),
  DayOfMonthForFirstWithdrawal: z.nullish(wholeNumber('First withdrawal day', 0, 31)),
  DayOfMonthForSecondWithdrawal: z.nullish(wholeNumber('Second withdrawal day', 0, 31)),
  MonthToWithdrawFirstPayment: z.nullish(wholeNumber('First withdrawal month', 0, 12)),
  BankInformation: bankInformationSchema,
});
export type Payment = z.infer<typeof paymentBaseSchema>;

/** Withdrawal days and months: "0 counts as empty". */
const isFilledNumber = (value: number | null | undefined) =>
  value !== null && value !== undefined && value !== 0;

/** The second withdrawal day belongs to twice-monthly payments only. */
export function paymentIssues(payment: Payment): PathIssue[] {
  const second = payment.DayOfMonthForSecondWithdrawal;
  if (payment.PaymentFrequency === 'OnceMonthly' && isFilledNumber(second)) {
    return [
      {
        path: ['DayOfMonthForSecondWithdrawal'],
        message: 'Second withdrawal day must be empty for once-monthly payments',
      },
    ];
  }
  if (payment.PaymentFrequency === 'TwiceMonthly' && !isFilledNumber(second)) {
    return [
      {
        path: ['DayOfMonthForSecondWithdrawal'],
        message: 'Second withdrawal day is required for twice-monthly payments',
      },
    ];
  }
  return [];
}

/**
 * Full paperwork: "for full ACH every property must be filled". Read as the Payment's own
 * properties (the second day only where it applies, see paymentIssues); BankInformation keeps
 * its own optional Name, Address and AccountType, which the spec lists as optional and nullable.
 */
export function paymentCompletenessIssues(payment: Payment): PathIssue[] {
  const issues: PathIssue[] = [];
  if (isBlank(payment.PaymentAmount)) {
    issues.push({ path: ['PaymentAmount'], message: 'Payment amount is required for ACH' });
  }
  if (!isFilledNumber(payment.DayOfMonthForFirstWithdrawal)) {
    issues.push({
      path: ['DayOfMonthForFirstWithdrawal'],
      message: 'First withdrawal day is required for ACH',
    });
  }
  if (!isFilledNumber(payment.MonthToWithdrawFirstPayment)) {
    issues.push({
      path: ['MonthToWithdrawFirstPayment'],
      message: 'First withdrawal month is required for ACH',
    });
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// CompletionCertificate

export const completionCertificateBaseSchema = strictRequestObject('Completion certificate', {
  CompletionDate: z.nullish(usDate('Completion date')),
  TentativeCompletionDate: z.nullish(usDate('Projected completion date')),
  ProductInstalledAtApplicantsAddress: z.nullish(flag("Installed at the applicant's address")),
  ProductInstaller: z.nullish(requestEnum(INSTALLER_TYPES, 'Installer')),
  Address: z.nullish(paperworkAddress('Installation address')),
});
export type CompletionCertificate = z.infer<typeof completionCertificateBaseSchema>;

export interface CompletionCertificateContext {
  /** Today as `YYYY-MM-DD`. */
  today: string;
  /** When the application was created; a projected date on or after it is also accepted. */
  applicationCreatedOn?: string | null;
}

export function completionCertificateIssues(
  certificate: CompletionCertificate,
  context: CompletionCertificateContext,
): PathIssue[] {
  const issues: PathIssue[] = [];
  const { today } = context;

  const completed = calendarDay(certificate.CompletionDate);
  if (completed && completed < addYears(today, -50)) {
    issues.push({
      path: ['CompletionDate'],
      message: 'Completion date cannot be more than 50 years ago',
    });
  }
  if (completed && completed > addYears(today, 3)) {
    issues.push({
      path: ['CompletionDate'],
      message: 'Completion date cannot be more than 3 years ahead',
    });
  }

  const projected = calendarDay(certificate.TentativeCompletionDate);
  const created = calendarDay(context.applicationCreatedOn);
  const earliest = created && created < today ? created : today;
  if (projected && projected < earliest) {
    issues.push({
      path: ['TentativeCompletionDate'],
      message:
        earliest === today
          ? 'Projected completion date cannot be in the past'
          : 'Projected completion date cannot be before the application date',
    });
  }
  if (projected && projected > addYears(today, 50)) {
    issues.push({
      path: ['TentativeCompletionDate'],
      message: 'Projected completion date cannot be more than 50 years ahead',
    });
  }

  if (completionCertificateKind(certificate) === 'partial') {
    for (const [field, label] of Object.entries(FULL_CERTIFICATE_FIELDS)) {
      if (isBlank(certificate[field as keyof typeof FULL_CERTIFICATE_FIELDS])) {
        issues.push({
          path: [field],
          message: `${label} is required for a completion certificate (or leave the certificate empty)`,
        });
      }
    }
    if (!isBlank(certificate.TentativeCompletionDate)) {
      issues.push({
        path: ['TentativeCompletionDate'],
        message: 'Projected completion date must be empty when the project is complete',
      });
    }
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Signature (shared with ACH-only)

/** EmailAddress, IsUnitedStatesCitizen and IdentificationType of a signer. */
export function signerFields(label: string) {
  return {
    EmailAddress: email(`${label} e-mail`, 100),
    IsUnitedStatesCitizen: flag(`${label} is a US citizen`),
    IdentificationType: requestEnum(LEGAL_IDENTIFICATION_TYPES, `${label} identification type`),
  };
}

export const signatureDealerSchema = strictRequestObject('Dealer signer', {
  Name: requiredText('Dealer signer name', 100),
  EmailAddress: email('Dealer signer e-mail', 100),
});

const ESIGN_RETURN_SAYS = 'E-sign return address: enter a web address starting with https://';

export const signatureBaseSchema = strictRequestObject('Signature', {
  SignatureTypes: z
    .array(requestEnum(SIGNATURE_TYPES, 'Signature type'), {
      error: 'Signature types are required',
    })
    .check(
      z.refine(
        (types) => signatureOption({ SignatureTypes: types }) !== undefined,
        'Signature types: send [Written] to download, [Written, Electronic] to e-sign or [Written, Email] to e-mail',
      ),
    ),
  SignatureDate: z.nullish(usDate('Signature date')),
  ExcludeDatesOnPaperwork: flag('Exclude dates on paperwork'),
  ApplicationType: requestEnum(LOAN_APPLICATION_TYPES, 'Application type'),
  Dealer: z.nullish(signatureDealerSchema),
  Applicant: z.nullish(strictRequestObject('Applicant signer', signerFields('Applicant'))),
  CoApplicant: z.nullish(strictRequestObject('Co-applicant signer', signerFields('Co-applicant'))),
  // http(s) only: the signing page sends the signer's browser there afterwards.
  EsignRedirectUrl: z.nullish(
    z.pipe(
      z
        .string({ error: ESIGN_RETURN_SAYS })
        .check(atMost('E-sign return address', CHOSEN_LIMITS.url)),
      z.url({ protocol: /^https?$/, error: ESIGN_RETURN_SAYS }),
    ),
  ),
});
export type Signature = z.infer<typeof signatureBaseSchema>;

/** The parts of a signature the option rules read (full and ACH-only signers differ). */
export interface SignatureValues {
  SignatureTypes: readonly string[];
  SignatureDate?: string | null;
  ApplicationType: string;
  Dealer?: unknown;
  Applicant?: unknown;
  CoApplicant?: unknown;
  EsignRedirectUrl?: string | null;
}

const SIGNER_LABELS = {
  Dealer: 'Dealer signer',
  Applicant: 'Applicant signer',
  CoApplicant: 'Co-applicant signer',
  EsignRedirectUrl: 'E-sign return address',
} as const;

/** Signers and return address per signing option; ApplicationType against the co-applicant. */
export function signatureIssues(
  signature: SignatureValues,
  context: { hasCoApplicant: boolean },
): PathIssue[] {
  const issues: PathIssue[] = [];
  const option = signatureOption(signature);
  const reported = new Set<string>();
  const add = (field: string, message: string) => {
    reported.add(field);
    issues.push({ path: [field], message });
  };

  if (option === 'download') {
    for (const [field, label] of Object.entries(SIGNER_LABELS)) {
      if (!isBlank(signature[field as keyof typeof SIGNER_LABELS])) {
        add(field, `${label} must be empty when the paperwork is downloaded`);
      }
    }
  }
  if (option === 'email' && !isBlank(signature.EsignRedirectUrl)) {
    add('EsignRedirectUrl', 'E-sign return address applies only to e-sign');
  }
  if (!context.hasCoApplicant && !isBlank(signature.CoApplicant) && !reported.has('CoApplicant')) {
    add('CoApplicant', 'Co-applicant signer must be empty: the application has no co-applicant');
  }
  // Compared by name: an unknown application type is reported by the field rule alone.
  if (context.hasCoApplicant && signature.ApplicationType === 'Individual') {
    add('ApplicationType', 'Application type: choose joint with spouse or joint with non-spouse');
  }
  const joint = ['JointWithSpouse', 'JointWithNonSpouse'].includes(signature.ApplicationType);
  if (!context.hasCoApplicant && joint) {
    add(
      'ApplicationType',
      'Application type must be individual: the application has no co-applicant',
    );
  }
  return issues;
}

export interface SignatureDateContext {
  /** Today as `YYYY-MM-DD`. */
  today: string;
  /** SignatureDate of the last paperwork submission for the application, if any. */
  lastSubmissionSignatureDate?: string | null;
}

/** "Not more than 50 years ahead; the date of the last paperwork submission, or today or later." */
export function signatureDateIssues(
  signature: { SignatureDate?: string | null },
  context: SignatureDateContext,
): PathIssue[] {
  const signed = calendarDay(signature.SignatureDate);
  if (!signed) return [];
  if (signed > addYears(context.today, 50)) {
    return [
      { path: ['SignatureDate'], message: 'Signature date cannot be more than 50 years ahead' },
    ];
  }
  if (signed < context.today && signed !== calendarDay(context.lastSubmissionSignatureDate)) {
    return [
      {
        path: ['SignatureDate'],
        message:
          'Signature date must be today or later, or the date of the last paperwork submission',
      },
    ];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// DocumentSelection (shared with ACH-only)

export const documentSelectionSchema = strictRequestObject('Document selection', {
  ContractState: usState('Contract state'),
  ContractLanguage: requestEnum(LANGUAGE_TYPES, 'Contract language'),
  DownloadHardCopies: flag('Download hard copies'),
});
export type DocumentSelection = z.infer<typeof documentSelectionSchema>;

/** DownloadHardCopies: "true only for the download option, otherwise false". */
export function documentSelectionIssues(
  selection: DocumentSelection,
  signature: SignatureValues,
): PathIssue[] {
  return selection.DownloadHardCopies && signatureOption(signature) !== 'download'
    ? [
        {
          path: ['DownloadHardCopies'],
          message: 'Download hard copies applies only when the paperwork is downloaded',
        },
      ]
    : [];
}

// ---------------------------------------------------------------------------------------------
// The request

/** The full paperwork body; `allowedTerms` as for loanParametersBase. */
export function paperworkBase(allowedTerms: readonly string[] = []) {
  return strictRequestObject('Paperwork', {
    LoanApplicationId: id('Application'),
    Application: paperworkApplicationSchema,
    LoanParameters: loanParametersBase(allowedTerms),
    Payment: z.nullish(paymentBaseSchema),
    CompletionCertificate: completionCertificateBaseSchema,
    Signature: signatureBaseSchema,
    DocumentSelection: documentSelectionSchema,
  });
}
export const paperworkBaseSchema = paperworkBase();
export type PaperworkRequest = z.infer<typeof paperworkBaseSchema>;

type WithSignature = { Signature: SignatureValues };

export function refinePaperworkApplication(context: PaperworkApplicationContext) {
  return refineAt<{ Application: PaperworkApplication }, PaperworkApplication>(
    (body) => body.Application,
    (application) => paperworkApplicationIssues(application, context),
    ['Application'],
  );
}

export function refineLoanParameters() {
  return refineAt<{ LoanParameters: LoanParameters }, LoanParameters>(
    (body) => body.LoanParameters,
    loanParametersIssues,
    ['LoanParameters'],
  );
}

export function refinePayment(options: { complete: boolean }) {
  return refineAt<{ Payment?: Payment | null }, Payment>(
    (body) => body.Payment,
    (payment) => [
      ...paymentIssues(payment),
      ...(options.complete ? paymentCompletenessIssues(payment) : []),
    ],
    ['Payment'],
  );
}

export function refineCompletionCertificate(context: CompletionCertificateContext) {
  return refineAt<{ CompletionCertificate: CompletionCertificate }, CompletionCertificate>(
    (body) => body.CompletionCertificate,
    (certificate) => completionCertificateIssues(certificate, context),
    ['CompletionCertificate'],
  );
}

export function refineSignature(context: { hasCoApplicant: boolean }) {
  return refineAt<WithSignature, SignatureValues>(
    (body) => body.Signature,
    (signature) => signatureIssues(signature, context),
    ['Signature'],
  );
}

export function refineSignatureDate(context: SignatureDateContext) {
  return refineAt<WithSignature, SignatureValues>(
    (body) => body.Signature,
    (signature) => signatureDateIssues(signature, context),
    ['Signature'],
  );
}

export function refineDocumentSelection() {
  return refineAt<
    WithSignature & { DocumentSelection: DocumentSelection },
    WithSignature & {
      DocumentSelection: DocumentSelection;
    }
  >(
    (body) => body,
    (body) => documentSelectionIssues(body.DocumentSelection, body.Signature),
    ['DocumentSelection'],
  );
}

export interface PaperworkContext
  extends PaperworkApplicationContext, CompletionCertificateContext, SignatureDateContext {
  /** Terms the service returned for this application beyond CreditPaymentTermEnum's values. */
  allowedTerms?: readonly string[];
}

/** The full paperwork request with every rule of the spec, for the sandbox and the form. */
export function paperworkRequestSchema(context: PaperworkContext) {
  const identification = { today: context.today, toIso: parseUsDate };
  return paperworkBase(context.allowedTerms).check(
    refineIdentification<PaperworkRequest>((body) => body.Application.Applicant, identification, [
      'Application',
      'Applicant',
    ]),
    refineIdentification<PaperworkRequest>((body) => body.Application.CoApplicant, identification, [
      'Application',
      'CoApplicant',
    ]),
    refinePaperworkApplication(context),
    refineLoanParameters(),
    refinePayment({ complete: true }),
    refineCompletionCertificate(context),
    refineSignature(context),
    refineSignatureDate(context),
    refineDocumentSelection(),
  );
}

// ---------------------------------------------------------------------------------------------
// ACH-only paperwork

/**
 * ACH-only paperwork, `POST /v3/api/applications/paperwork/submit/ach`: the full paperwork's
 * Payment, Signature and DocumentSelection, except that signers say whether they sign the ACH
 * authorisation and SignatureDate follows the full paperwork.
 */

/** "Boolean defaulting to …": not sent (or null) means the default. */
function signingAch(label: string, byDefault: boolean) {
  return z.pipe(
    z.nullish(z.boolean({ error: `${label}: choose yes or no` })),
    z.transform((value: boolean | null | undefined) => value ?? byDefault),
  );
}

export const achApplicantSignerSchema = strictRequestObject('Applicant signer', {
  ...signerFields('Applicant'),
  ApplicantSigningAch: signingAch('Applicant signs the ACH authorisation', true),
});

export const achCoApplicantSignerSchema = strictRequestObject('Co-applicant signer', {
  ...signerFields('Co-applicant'),
  CoApplicantSigningAch: signingAch('Co-applicant signs the ACH authorisation', false),
});

export const achSignatureBaseSchema = z.extend(signatureBaseSchema, {
  Applicant: z.nullish(achApplicantSignerSchema),
  CoApplicant: z.nullish(achCoApplicantSignerSchema),
});
export type AchSignature = z.infer<typeof achSignatureBaseSchema>;

export const achPaperworkBaseSchema = strictRequestObject('ACH paperwork', {
  LoanApplicationId: id('Application'),
  Payment: paymentBaseSchema,
  Signature: achSignatureBaseSchema,
  DocumentSelection: documentSelectionSchema,
});
/** The body as sent (signing flags may be left out). */
export type AchPaperworkInput = z.input<typeof achPaperworkBaseSchema>;
/** The body as validated (signing flags defaulted). */
export type AchPaperworkRequest = z.infer<typeof achPaperworkBaseSchema>;

export interface AchSignatureDateContext {
  /**
   * SignatureDate of the application's full paperwork; null or undefined when no full
   * paperwork exists (or it had none).
   */
  fullPaperworkSignatureDate?: string | null;
}

/** "Null when no full paperwork exists, otherwise equal to the SignatureDate of the full paperwork." */
export function achSignatureDateIssues(
  signature: { SignatureDate?: string | null },
  context: AchSignatureDateContext,
): PathIssue[] {
  const expected = calendarDay(context.fullPaperworkSignatureDate);
  const given = calendarDay(signature.SignatureDate);
  if (!expected && !isBlank(signature.SignatureDate)) {
    return [
      {
        path: ['SignatureDate'],
        message: 'Signature date must be empty: there is no full paperwork to match',
      },
    ];
  }
  if (expected && given !== expected) {
    return [
      {
        path: ['SignatureDate'],
        message: `Signature date must be the full paperwork's signature date, ${formatUsDate(expected)}`,
      },
    ];
  }
  return [];
}

export function refineAchSignatureDate(context: AchSignatureDateContext) {
  return refineAt<{ Signature: SignatureValues }, SignatureValues>(
    (body) => body.Signature,
    (signature) => achSignatureDateIssues(signature, context),
    ['Signature'],
  );
}

export interface AchPaperworkContext extends AchSignatureDateContext {
  /** Whether the application was submitted with a co-applicant. */
  hasCoApplicant: boolean;
}

/** The ACH-only request with every rule of the spec, for the sandbox and the form. */
export function achPaperworkRequestSchema(context: AchPaperworkContext) {
  return achPaperworkBaseSchema.check(
    refinePayment({ complete: false }),
    refineSignature(context),
    refineAchSignatureDate(context),
    refineDocumentSelection(),
  );
}
