import * as z from 'zod/mini';
import { atMost } from './limits.ts';

/**
 * The spec's enumerations, exactly as listed ("only the values below occur"). Requests send
 * these (strict); responses read them as open enums (see tolerant.ts), because the service may
 * answer with values the spec does not show.
 */
export const LEGAL_IDENTIFICATION_TYPES = [
  'Unavailable',
  'DriversLicense',
  'StateId',
  'UnitedStatesMilitaryId',
  'UnitedStatesPassport',
  'PermanentResidencyCard',
] as const;
export const CREDIT_TYPES = ['Revolving', 'ClosedEnd'] as const;
export const EMPLOYMENT_TYPES = ['Employed', 'SelfEmployed', 'Retired'] as const;
export const RESIDENCE_TYPES = ['Own', 'Rent'] as const;
export const INCOME_TYPES = ['Other'] as const;
export const CO_APPLICANT_TYPES = ['Spouse'] as const;
export const SUFFIXES = ['SR'] as const;
export const PHONE_NUMBER_TYPES = ['Cell', 'Home', 'Work'] as const;
export const CREDIT_PAYMENT_FACTORS = ['Two'] as const;
export const CREDIT_PAYMENT_TERMS = ['TwentyFourMonths', 'EightyFourMonths'] as const;
export const LANGUAGE_TYPES = ['English'] as const;
export const LOAN_APPLICATION_STATUSES = ['Processing', 'Approved'] as const;
/**
 * Stage funding has been asked for. The spec lists no status after Approved; the sandbox (and,
 * we expect, the lender) moves to FundingRequested, and the application page's steps and stage
 * funding follow it (issue 24 item 6). Any other unknown status is named as it comes.
 */
export const isFundingRequested = (status: string | null | undefined): boolean =>
  status === 'FundingRequested';
export const SALES_REPRESENTATIVE_TYPES = ['SR', 'DSR'] as const;
export const MESSAGE_TYPES = ['Hint', 'Condition'] as const;
export const SIGNEE_TYPES = ['Applicant', 'CoApplicant', 'Dealer'] as const;
/** SignatureType of detail and signed-status records (not the paperwork request's). */
export const SIGNED_DOCUMENT_TYPES = ['FULL', 'LCC', 'ACH'] as const;

export type LegalIdentificationType = (typeof LEGAL_IDENTIFICATION_TYPES)[number];
export type CreditType = (typeof CREDIT_TYPES)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type ResidenceType = (typeof RESIDENCE_TYPES)[number];
export type PhoneNumberType = (typeof PHONE_NUMBER_TYPES)[number];
export type CreditPaymentTerm = (typeof CREDIT_PAYMENT_TERMS)[number];
export type CreditPaymentFactor = (typeof CREDIT_PAYMENT_FACTORS)[number];

// prettier-ignore
export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA',
  'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM',
  'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA',
  'WV', 'WI', 'WY',
] as const;

export const LOAN_APPLICATION_TYPES = [
  'Individual',
  'JointWithSpouse',
  'JointWithNonSpouse',
] as const;

export const SIGNATURE_TYPES = ['Written', 'Electronic', 'Email'] as const;

export const PAPERWORK_DOCUMENTS = ['FULL', 'LCC', 'ACH'] as const;

/** HardCopies is a download document type only (spec, PaperworkDocumentEnum). */
export const DOWNLOAD_DOCUMENT_TYPES = [...PAPERWORK_DOCUMENTS, 'HardCopies'] as const;

export const ADJUSTMENT_TYPES = [
  'Document',
  'PublicOfficials',
  'NonFilingInsurancePremium',
  'ToOthers',
] as const;

export const INSTALLER_TYPES = ['NotRequired'] as const;

export const PAYMENT_FREQUENCIES = ['OnceMonthly', 'TwiceMonthly'] as const;

export const PAYMENT_ACCOUNT_TYPES = ['Checking'] as const;

export const SUPPORTING_DOCUMENT_TYPES = ['dealerDocument', 'general', 'paperwork'] as const;

export type UsState = (typeof US_STATES)[number];

const PAYMENT_TERM_MONTHS: Readonly<Record<number, CreditPaymentTerm>> = {
  24: 'TwentyFourMonths',
  84: 'EightyFourMonths',
};

/**
 * The CreditPaymentTermEnum name of a term in months; null when the enumeration has none, and
 * then paperwork cannot name the plan's repayment terms (ARCHITECTURE.md, "Decided where the
 * spec is silent").
 */
export function creditPaymentTermOf(months: number | null | undefined): CreditPaymentTerm | null {
  return months === null || months === undefined ? null : (PAYMENT_TERM_MONTHS[months] ?? null);
}

/** The months a CreditPaymentTermEnum value stands for; null for a value the portal does not know. */
export function monthsOfCreditPaymentTerm(term: string | null | undefined): number | null {
  const found = Object.entries(PAYMENT_TERM_MONTHS).find(([, name]) => name === term);
  return found ? Number(found[0]) : null;
}

export type SignatureType = (typeof SIGNATURE_TYPES)[number];

export type PaperworkDocument = (typeof PAPERWORK_DOCUMENTS)[number];

export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];

export type SupportingDocumentType = (typeof SUPPORTING_DOCUMENT_TYPES)[number];

/**
 * A request enum: the spec's values, plus any value the service itself returned for this
 * field (ARCHITECTURE.md point 4, e.g. a promotion's term); anything else is refused by name.
 */
export function requestEnum<const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  alsoAllowed: readonly string[] = [],
) {
  const allowed = new Set<string>([...values, ...alsoAllowed]);
  const says = `${label}: choose one of ${[...allowed].join(', ')}`;
  const longest = Math.max(...[...allowed].map((value) => value.length));
  const schema = z.string({ error: `${label}: choose one of ${values.join(', ')}` }).check(
    atMost(label, longest, says),
    z.refine((value) => allowed.has(value), { error: says }),
  );
  return schema as unknown as z.ZodMiniType<T[number]>;
}
