import * as z from 'zod/mini';
import { MESSAGE_TYPES } from './enums.ts';
import { dateTimeField, flag, text } from './response-common.ts';
import { openEnum } from './tolerant.ts';

/*
 * Field kinds and common objects that only the application, status, paperwork and promotion
 * records use (spec, "Common objects"), read tolerantly as in response-common.ts. Apart from it:
 * the first visit reads only dealers, users and the session (the dashboard loads the statuses'
 * reader and the application record with their requests; docs/decisions/0004).
 */

/** A Long that refers to another record but does not identify this one. */
export const reference = z.nullish(z.int());

/**
 * A field the spec types as String although it holds a figure (paperwork ResidencePayment,
 * promotion Apr, BuyRate…): kept as text, so a rate such as "0.1799" never passes through a
 * float; a number sent instead is turned into its shortest decimal text.
 */
export const numericText = z.nullish(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value: string | number) => String(value)),
  ),
);

/** Message (spec, Common objects): hints and conditions of a credit decision. */
export const messageSchema = z.object({
  MessageType: z.nullish(openEnum(MESSAGE_TYPES)),
  IsMet: flag,
  Label: text,
  Text: text,
});
export type Message = z.infer<typeof messageSchema>;

/** HistoryItem (spec, Common objects): Date is UTC without a zone suffix. */
export const historyItemSchema = z.object({
  Message: text,
  Date: dateTimeField,
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
