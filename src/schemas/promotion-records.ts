import * as z from 'zod/mini';
import { numericText, reference, decimal, text } from './record-fields.ts';

/**
 * The fields v1 and v3 promotion records share (spec, Promotion record). Apr is a fraction
 * below 1 sent as text ("0.1799"): it stays text, because paperwork's AnnualPercentageRate is
 * Apr × 100 computed in decimal text, never through a float (ARCHITECTURE.md point 2).
 */
const promotionFields = z.object({
  Id: z.int(),
  PromoCode: text,
  /** Secondary promotion id; the paperwork's SecondaryPromotionId. */
  AddOnId: reference,
  /** Closed-end only. */
  ClosedEndPaymentRateId: reference,
  /** Closed-end only. */
  Apr: numericText,
  /** Revolving only. */
  PaymentFactor: decimal,
  /** Closed-end only: monthly terms (the add-on term on v3's path variant when one applies). */
  Terms: decimal,
});

/** `GET /v1/api/applications/promotions/{applicationId}` item. */
export const v1PromotionSchema = promotionFields;
export const v1PromotionsSchema = z.array(v1PromotionSchema);

/** `GET /v3/api/applications/promotions/{applicationId}` (and the query variant) item. */
export const promotionSchema = z.extend(promotionFields, {
  Name: text,
  /** Closed-end only: always the entire promotion length. */
  FullTerms: decimal,
  /** AmountFinanced × PaymentFactor; rounded up to a whole dollar for Revolving. */
  EstimatedMonthlyPayment: decimal,
  DealerFee: decimal,
});
export const promotionsSchema = z.array(promotionSchema);
export type Promotion = z.infer<typeof promotionSchema>;
