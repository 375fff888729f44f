import * as z from 'zod/mini';
import { dateField, text } from './record-fields.ts';

/*
 * The dealer answers only the new-application wizard and the dealers page read (products,
 * attestation statuses, the e-mail check), apart from dealer-records.ts, whose dealer list the
 * shell reads on every first visit (docs/decisions/0004).
 */

/** `GET /v3/api/dealers/{dealerId}/products` (and v1, and by dealer number). */
export const dealerProductsSchema = z.array(z.object({ ProductOrService: z.string() }));
export type DealerProducts = z.infer<typeof dealerProductsSchema>;

/** `POST /v3/api/dealers/{dealerId}/validateEmail`: the request echoed. */
export const validateEmailResponseSchema = z.object({
  EmailAddress: text,
  DealerId: z.int(),
});
export type ValidateEmailResponse = z.infer<typeof validateEmailResponseSchema>;

/** `GET /v3/api/dealers/attestation` item. */
export const attestationStatusSchema = z.object({
  DealerId: z.int(),
  AttestationCompliant: z.boolean(),
  NextAttestationDate: dateField,
  AttestWindowDays: z.nullish(z.int()),
});
export const attestationStatusesSchema = z.array(attestationStatusSchema);
export type AttestationStatus = z.infer<typeof attestationStatusSchema>;
