import * as z from 'zod/mini';
import { formatUsDate } from '../lib/dates.ts';
import {
  calendarDay,
  documentSelectionSchema,
  paymentBaseSchema,
  refineDocumentSelection,
  refinePayment,
  refineSignature,
  signatureBaseSchema,
  signerFields,
  type SignatureValues,
} from './paperwork-requests.ts';
import { id } from './request-fields.ts';
import { isBlank, refineAt, strictRequestObject, type PathIssue } from './refine-at.ts';

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
