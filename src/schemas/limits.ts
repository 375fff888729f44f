import * as z from 'zod/mini';
import { formatNumber } from '../lib/format.ts';

/**
 * The maximum length of every text field of every request (issue 18 item 14): the spec's limit
 * where it gives one (Limits and the endpoint tables), otherwise the portal's own, chosen so no
 * real value is refused while a megabyte of text is (docs/decisions/0013-string-limits.md). The
 * forms and the sandbox read them through the request schemas, so both refuse the same values.
 */

/** Limits the spec states. */
export const SPEC_LIMITS = {
  /** v3 FirstName, LastName; paperwork names. */
  applicantName: 40,
  middleInitial: 1,
  /** v3 CurrentEmployer. */
  employer: 40,
  occupation: 20,
  /** v3 Address1, Address2 and the installation lines. */
  applicationAddressLine: 40,
  applicationCity: 25,
  /** v3 applicant EmailAddress. */
  applicationEmail: 40,
  identificationNumber: 20,
  /** Paperwork Application.Dealer.Name. */
  paperworkDealerName: 150,
  /** Paperwork Signature.Dealer.Name and the signers' e-mail addresses. */
  signatureName: 100,
  signatureEmail: 100,
  tradeInDescription: 11,
  productDescription: 52,
  itemNumber: 150,
  bankName: 150,
  routingNumber: 9,
  accountNumber: 17,
  projectNumber: 30,
} as const;

/** Limits the spec does not state: the portal's own (table in decision 0013). */
export const CHOSEN_LIMITS = {
  /** A person's first, last or display name, a job title, a user name. */
  name: 100,
  /** A user's middle initial: the spec sets no rule for users, so a short abbreviation fits. */
  userMiddleInitial: 10,
  /** Any e-mail address without a stated limit (RFC 5321: no valid address is longer). */
  email: 254,
  /** A phone number given as text without a stated length (digits, maybe punctuation). */
  phone: 20,
  /** A street address line without a stated limit. */
  addressLine: 100,
  city: 50,
  /** An identification number without a stated limit (v1/v2). */
  identificationNumber: 50,
  /** A free-text description (documents, additional income, v1/v2 trade-in). */
  description: 1_000,
  /** A short label: a document's name, an income source, a product, a dealer number. */
  label: 255,
  /** A file name: the longest most file systems allow. */
  fileName: 255,
  /** A URL (EsignRedirectUrl): the length browsers and servers reliably accept. */
  url: 2_048,
  /** A short code the spec types as String: a phone type, an APR such as "0.1799". */
  code: 20,
  /** A number sent as text (a query parameter): a Long has at most 19 digits. */
  numberText: 20,
  /** A sandbox password: longer than any passphrase a person types. */
  password: 1_000,
  /** An access token pasted in: Node refuses a request whose headers pass 16 KB anyway. */
  accessToken: 16_384,
} as const;

/** "First name: at most 40 characters" ("1 character"): the label first, naming its field. */
export function tooLongMessage(label: string, max: number): string {
  return `${label}: at most ${formatNumber(max)} ${max === 1 ? 'character' : 'characters'}`;
}

/**
 * A field's length limit, checked before anything else reads the value and stopping there when
 * it fails: no pattern or rule ever runs over a value longer than the field allows, so no input
 * can make one slow (issue 31 item 9). `says` replaces the usual "at most N characters".
 */
export function atMost(label: string, max: number, says = tooLongMessage(label, max)) {
  return z.maxLength(max, { error: says, abort: true });
}
