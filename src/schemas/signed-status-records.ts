import * as z from 'zod/mini';
import { SIGNED_DOCUMENT_TYPES, SIGNEE_TYPES } from './enums.ts';
import { dateField, flag, listOf, text } from './record-fields.ts';
import { openEnum } from './tolerant.ts';

/** One signer of one paperwork document. Dates are calendar dates (ARCHITECTURE.md point 1). */
export const signatureInformationSchema = z.object({
  SigneeType: z.nullish(openEnum(SIGNEE_TYPES)),
  DateSent: dateField,
  DateSigned: dateField,
  EmailAddress: text,
  AccessCode: text,
  /** Meaningful only for ACH e-mail/electronic signing; null for every other type. */
  Reviewed: flag,
});
export type SignatureInformation = z.infer<typeof signatureInformationSchema>;

/**
 * A signed paperwork document, in the detail record (`Signatures`) and in signed-status. Its
 * SignatureType is the document (FULL, LCC, ACH), not the paperwork request's signing method.
 */
export const signedDocumentSchema = z.object({
  SignatureInformation: listOf(signatureInformationSchema),
  SignatureType: z.nullish(openEnum(SIGNED_DOCUMENT_TYPES)),
});
export type SignedDocument = z.infer<typeof signedDocumentSchema>;

/** `GET /v3/api/applications/paperwork/{applicationId}/signed-status`. */
export const signedStatusSchema = z.array(signedDocumentSchema);
