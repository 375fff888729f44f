import * as z from 'zod/mini';
import { LOAN_APPLICATION_STATUSES } from './enums.ts';
import {
  historyItemSchema,
  messageSchema,
  numericText,
  reference,
  dateField,
  decimal,
  listOf,
  text,
} from './record-fields.ts';
import { openEnum } from './tolerant.ts';

/**
 * Application status records, one schema per operation (spec, Application status record).
 * Their names differ from the application record's on purpose (ARCHITECTURE.md point 5):
 * LoanApplicationStatus, AssignedToUserId and AmountFinanced here; Status, AssignedUserId and
 * FinancialInformation.TotalAmountFinanced there. RTCDate, the right-to-cancel day, is read as
 * a calendar date so it never shows a day early in the US.
 */
const statusFields = z.object({
  LoanApplicationId: z.int(),
  LoanApplicationNumber: decimal,
  LoanApplicationStatus: z.nullish(openEnum(LOAN_APPLICATION_STATUSES)),
  DealerId: reference,
  AssignedToUserId: reference,
  Messages: listOf(messageSchema),
  /** Nullable; its non-null form is not shown, so it is kept as text. */
  DispositionCode: numericText,
  /** Percent text. */
  BuyRate: numericText,
  AmountFinanced: decimal,
});

/** v1 status and v1 statuses-since: the base fields only. */
export const v1StatusSchema = statusFields;
export const v1StatusesSinceSchema = z.array(v1StatusSchema);

export const v2StatusSchema = z.extend(statusFields, {
  RTCDate: dateField,
  ProjectNumber: text,
  RiskTier: decimal,
  LongApplicationStatus: text,
});

export const v2StatusesSinceItemSchema = z.extend(statusFields, {
  RTCDate: dateField,
  LongApplicationStatus: text,
});
export const v2StatusesSinceSchema = z.array(v2StatusesSinceItemSchema);

export const v3StatusSchema = z.extend(statusFields, {
  AmountApproved: decimal,
  RTCDate: dateField,
  ProjectNumber: text,
  RiskTier: decimal,
});

export const v3StatusesSinceItemSchema = z.extend(statusFields, {
  AmountApproved: decimal,
  RTCDate: dateField,
  ProjectNumber: text,
});
export const v3StatusesSinceSchema = z.array(v3StatusesSinceItemSchema);
export type V3StatusesSinceItem = z.infer<typeof v3StatusesSinceItemSchema>;

/** `GET /v3/api/applications/history/{applicationId}`. */
export const applicationHistorySchema = z.object({ HistoryItems: listOf(historyItemSchema) });
