import * as z from 'zod/mini';
import { utcInstant } from '../lib/dates.ts';

/**
 * Building blocks for reading the service's responses tolerantly
 * (ARCHITECTURE.md, "Interface points" 1, 4 and 5).
 */

/** Accept variant spellings of a field and present the canonical one. */
export function withAliases<T extends z.ZodMiniType>(aliases: Record<string, string>, schema: T) {
  return z.pipe(
    z.transform((input: unknown) => {
      if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
      const record = { ...(input as Record<string, unknown>) };
      for (const [variant, canonical] of Object.entries(aliases)) {
        if (record[canonical] === undefined && record[variant] !== undefined) {
          record[canonical] = record[variant];
        }
      }
      return record;
    }),
    schema,
  );
}

/**
 * An open enumeration: the spec lists the values seen, not every value.
 * Known values keep their literal types; anything else is kept as received.
 */
export function openEnum<const T extends readonly [string, ...string[]]>(_known: T) {
  return z.string() as unknown as z.ZodMiniType<T[number] | (string & {})>;
}

/** A calendar date (date of birth, attestation date…): its first ten characters, never shifted. */
export const calendarDate = z.pipe(
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/, 'Expected an ISO date')),
  z.transform((value: string) => value.slice(0, 10)),
);

/** A moment (DateTime): a value without a zone is UTC; normalised to an ISO instant with Z. */
export const utcDateTime = z.pipe(
  z.string().check(z.refine((value) => utcInstant(value) !== null, 'Expected an ISO timestamp')),
  z.transform((value: string) => utcInstant(value)!),
);
