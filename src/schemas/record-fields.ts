import * as z from 'zod/mini';
import { PHONE_NUMBER_TYPES, MESSAGE_TYPES } from './enums.ts';
import { calendarDate, openEnum, utcDateTime, withAliases } from './tolerant.ts';

/**
 * Field kinds and sub-objects shared by the response schemas (spec, "Common objects"). Responses
 * are read tolerantly (ARCHITECTURE.md points 1, 4 and 5): only identifiers are required, every
 * other field may be null or missing, unknown enum values are kept, extra fields are dropped.
 */

/** A text field the portal only shows. */
export const text = z.nullish(z.string());

/** A number (Decimal, Integer) the portal only shows or computes with. */
export const decimal = z.nullish(z.number());

export const flag = z.nullish(z.boolean());

/** An empty string where a date belongs means "no date", like null. */
const blankToNull = z.transform((value: unknown) => (value === '' ? null : value));

/** A Date field: a calendar date, never shifted by time zone (ARCHITECTURE.md point 1). */
export const dateField = z.nullish(z.pipe(blankToNull, z.nullable(calendarDate)));

/** A DateTime field: an instant, UTC when the service sends no zone (ARCHITECTURE.md point 1). */
export const dateTimeField = z.nullish(z.pipe(blankToNull, z.nullable(utcDateTime)));

/** A list the service may send as null or leave out: read as an empty list. */
export function listOf<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.nullish(z.array(item)),
    z.transform((items: z.infer<T>[] | null | undefined) => items ?? []),
  );
}

/** Address (spec, Common objects); a sample spells PostalCode `ZipCode`. */
export const addressSchema = withAliases(
  { ZipCode: 'PostalCode' },
  z.object({
    Address1: text,
    Address2: text,
    City: text,
    State: text,
    PostalCode: text,
  }),
);
export type AddressRecord = z.infer<typeof addressSchema>;

/** PhoneNumber object (spec, Common objects). */
export const phoneNumberSchema = z.object({
  PhoneNumberType: z.nullish(openEnum(PHONE_NUMBER_TYPES)),
  AreaCode: text,
  CentralOfficeCode: text,
  StationNumber: text,
  IsPrimary: flag,
});

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
