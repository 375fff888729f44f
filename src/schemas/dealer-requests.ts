import type * as z from 'zod/mini';
import { email, EMAIL_MAX } from './request-fields.ts';
import { strictRequestObject } from './refine-at.ts';

/** `POST /v3/api/dealers/{dealerId}/validateEmail` body (spec, "Dealers (v3)"). */
export const validateEmailBaseSchema = strictRequestObject('Email check', {
  EmailAddress: email('Email address', EMAIL_MAX),
});
export type ValidateEmailBody = z.infer<typeof validateEmailBaseSchema>;

/** No cross-field rule: whether the address suits the dealer is the service's answer. */
export const validateEmailRequestSchema = validateEmailBaseSchema;
