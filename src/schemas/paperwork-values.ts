import { isIsoDate, parseUsDate } from '../lib/dates.ts';
import { toCents, type Cents } from '../lib/money.ts';
import type { SignatureType } from './enums.ts';
import { isBlank } from './refine-at.ts';

/*
 * The paperwork rules the paperwork form reads at its first render (its defaults, the live amount
 * financed, the signing option of the last submission), apart from the request schemas in
 * paperwork-requests.ts, which re-exports them: the page then loads without those schemas, which
 * come with the form's rules when the dealer first enters the form (docs/decisions/0004).
 */

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
