import * as z from 'zod/mini';
import { hasAtMostTwoDecimals } from '../lib/money.ts';
import { CREDIT_TYPES, type CreditType, US_STATES, requestEnum, type UsState } from './enums.ts';
import { isAprFraction } from './rates.ts';
import { id } from './request-fields.ts';
import { atMost, CHOSEN_LIMITS } from './limits.ts';
import { isBlank, refineAt, strictRequestObject, type PathIssue } from './refine-at.ts';

/**
 * Promotions (spec, "Promotions"): the set-promotion bodies (v3 and v1) and the preview query.
 * Their rate arithmetic is in rates.ts.
 */

/** A Long the promotion record may carry as "none" (0) as well as an id. */
function recordId(label: string) {
  return z.nullish(
    z
      .int({ error: `${label} must be a whole number` })
      .check(z.gte(0, `${label} cannot be negative`)),
  );
}

/**
 * The portal sends the chosen promotion's values as received, so the base accepts whatever a
 * promotion record carries ("not null" fields included: a revolving promotion's Apr and Terms,
 * a closed-end one's PaymentFactor); refineSetPromotion holds what the credit type requires.
 */
const setPromotionShape = {
  PromotionId: id('Promotion'),
  ClosedEndPaymentRateId: recordId('Closed-end payment rate'),
  // "not null": sent with a value, or left out for the other credit type.
  Apr: z.optional(
    z
      .string({ error: 'APR must be text such as 0.1799, never null' })
      .check(atMost('APR', CHOSEN_LIMITS.code)),
  ),
  PaymentFactor: z.optional(z.number({ error: 'Payment factor must be a number, never null' })),
  Terms: z.optional(z.int({ error: 'Terms must be a whole number of months, never null' })),
};

/** `POST /v3/api/applications/promotions/{applicationId}`. */
export const setPromotionBaseSchema = strictRequestObject('Promotion', {
  ...setPromotionShape,
  AddOnId: recordId('Add-on promotion'),
});
export type SetPromotionRequest = z.infer<typeof setPromotionBaseSchema>;

/** `POST /v1/api/applications/promotions/{applicationId}`: no AddOnId. */
export const setPromotionV1BaseSchema = strictRequestObject('Promotion', setPromotionShape);
export type SetPromotionV1Request = z.infer<typeof setPromotionV1BaseSchema>;

export interface SetPromotionContext {
  /** The application's credit type (the record's LoanType). */
  creditType: CreditType;
}

/** Revolving needs PaymentFactor; closed-end needs Apr (a fraction below 1) and Terms. */
export function setPromotionIssues(
  body: { Apr?: string | null; PaymentFactor?: number | null; Terms?: number | null },
  context: SetPromotionContext,
): PathIssue[] {
  const issues: PathIssue[] = [];
  if (context.creditType === 'Revolving' && isBlank(body.PaymentFactor)) {
    issues.push({
      path: ['PaymentFactor'],
      message: 'Payment factor is required for revolving credit',
    });
  }
  if (context.creditType === 'ClosedEnd') {
    if (isBlank(body.Apr)) {
      issues.push({ path: ['Apr'], message: 'APR is required for a closed-end loan' });
    } else if (!isAprFraction(body.Apr!)) {
      issues.push({ path: ['Apr'], message: 'APR must be a fraction below 1, such as 0.1799' });
    }
    if (isBlank(body.Terms)) {
      issues.push({ path: ['Terms'], message: 'Terms are required for a closed-end loan' });
    }
  }
  return issues;
}

export function refineSetPromotion(context: SetPromotionContext) {
  return refineAt<SetPromotionV1Request, SetPromotionV1Request>(
    (body) => body,
    (body) => setPromotionIssues(body, context),
  );
}

export function setPromotionRequestSchema(context: SetPromotionContext) {
  return setPromotionBaseSchema.check(refineSetPromotion(context));
}

export function setPromotionV1RequestSchema(context: SetPromotionContext) {
  return setPromotionV1BaseSchema.check(refineSetPromotion(context));
}

/** The promotion record's fields the set-promotion bodies copy. */
export interface ChosenPromotion {
  Id: number;
  ClosedEndPaymentRateId?: number | null;
  Apr?: string | null;
  AddOnId?: number | null;
  PaymentFactor?: number | null;
  Terms?: number | null;
}

/**
 * The v1 set-promotion body: the chosen promotion's values as received. Apr, PaymentFactor and
 * Terms are "not null" in the spec, so a value the promotion lacks is left out, not sent as null.
 */
export function setPromotionV1Body(promotion: ChosenPromotion): SetPromotionV1Request {
  return {
    PromotionId: promotion.Id,
    ClosedEndPaymentRateId: promotion.ClosedEndPaymentRateId ?? null,
    Apr: promotion.Apr ?? undefined,
    PaymentFactor: promotion.PaymentFactor ?? undefined,
    Terms: promotion.Terms ?? undefined,
  };
}

/** The v3 set-promotion body: the v1 fields plus AddOnId. */
export function setPromotionBody(promotion: ChosenPromotion): SetPromotionRequest {
  return { ...setPromotionV1Body(promotion), AddOnId: promotion.AddOnId ?? null };
}

// ---------------------------------------------------------------------------------------------
// Preview: GET /v3/api/applications/promotions?applicationId=…&amountFinanced=…&creditType=…&stateCode=…

/** A query parameter is text; read it as a number, then apply `rule`. */
function numberParameter(label: string, pattern: RegExp, rule: z.ZodMiniType<number, number>) {
  return z.pipe(
    z.pipe(
      z
        .string({ error: `${label} is required` })
        .check(
          z.trim(),
          atMost(label, CHOSEN_LIMITS.numberText),
          z.regex(pattern, `${label} must be a number`),
        ),
      z.transform(Number),
    ),
    rule,
  );
}

/** The preview's query parameters as they arrive in the URL (text). */
export const promotionsPreviewQuerySchema = strictRequestObject('Promotions preview', {
  applicationId: numberParameter('Application', /^\d+$/, id('Application')),
  amountFinanced: numberParameter(
    'Amount financed',
    // Digits with an optional fraction, or a bare fraction (`.5`): each branch reads every
    // character once, so the pattern stays linear.
    /^-?(?:\d+(?:\.\d+)?|\.\d+)$/,
    z.number().check(z.gt(0, 'Amount financed must be greater than 0')),
  ),
  creditType: requestEnum(CREDIT_TYPES, 'Credit type'),
  stateCode: z.enum(US_STATES, { error: 'State: choose a US state' }),
});
export type PromotionsPreview = z.infer<typeof promotionsPreviewQuerySchema>;

/**
 * The promotion picker's "preview another amount" field. The money field holds a number (null
 * when blank: the application's own amount); it must be an amount in cents, and then the
 * query's own amount rule (> 0) applies to the text the query would carry.
 */
export const promotionsPreviewFormSchema = z.object({
  amountFinanced: z.nullable(
    z.pipe(
      z.number({ error: 'Amount financed must be an amount' }).check(
        z.refine((n) => Number.isFinite(n), 'Amount financed must be an amount'),
        z.refine(hasAtMostTwoDecimals, 'Amount financed: at most two decimals (cents)'),
      ),
      z.pipe(
        z.transform((amount: number) => String(amount)),
        promotionsPreviewQuerySchema.shape.amountFinanced,
      ),
    ),
  ),
});
export type PromotionsPreviewForm = z.input<typeof promotionsPreviewFormSchema>;

/** The query record for the preview URL, in the spec's order. */
export function promotionsPreviewSearchParams(preview: {
  applicationId: number;
  amountFinanced: number;
  creditType: CreditType;
  stateCode: UsState;
}): Record<keyof PromotionsPreview, string> {
  return {
    applicationId: String(preview.applicationId),
    amountFinanced: String(preview.amountFinanced),
    creditType: preview.creditType,
    stateCode: preview.stateCode,
  };
}
