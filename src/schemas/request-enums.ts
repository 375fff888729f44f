import * as z from 'zod/mini';
import type { CreditPaymentTerm } from './enums.ts';

/**
 * The spec's enumerations that only requests, forms and the paperwork records use. They are
 * apart from enums.ts (what status and detail records carry) so the first visit, which only
 * reads records, does not carry them (docs/decisions/0004).
 */
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

export type LoanApplicationType = (typeof LOAN_APPLICATION_TYPES)[number];

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
  return z.string({ error: `${label}: choose one of ${values.join(', ')}` }).check(
    z.refine((value) => allowed.has(value), {
      error: `${label}: choose one of ${[...allowed].join(', ')}`,
    }),
  ) as unknown as z.ZodMiniType<T[number]>;
}
