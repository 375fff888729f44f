import * as z from 'zod/mini';
import { isIsoDate, parseUsDate } from '../lib/dates.ts';
import { hasAtMostTwoDecimals } from '../lib/money.ts';
import { atMost, CHOSEN_LIMITS } from './limits.ts';
import { formatNumber } from '../lib/format.ts';

/**
 * Field rules shared by several requests (spec, endpoint tables and Limits). Every message
 * starts with the field's label, so an error always names the field it belongs to.
 */

export type TextPattern = { re: RegExp; says: string };

/**
 * C0 and C1 control characters (tab and line breaks too: only a description typed in a text
 * area holds several lines) and the bidirectional marks, embeddings, overrides and isolates,
 * which make text read differently from what it holds.
 */
const HIDDEN_CHARACTER = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** The same, line feeds and carriage returns excepted. */
const HIDDEN_CHARACTER_BUT_LINE_BREAKS =
  /(?![\n\r])[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

const HIDDEN_CHARACTERS = new RegExp(HIDDEN_CHARACTER.source, 'gu');

/** `value` without its control characters and text-direction marks (a file's name as stored). */
export function withoutHiddenCharacters(value: string): string {
  return value.replace(HIDDEN_CHARACTERS, '');
}

/** Whether `value` has no control character or text-direction mark (`lines`: line breaks allowed). */
export function isPlainText(value: string, lines = false): boolean {
  return !(lines ? HIDDEN_CHARACTER_BUT_LINE_BREAKS : HIDDEN_CHARACTER).test(value);
}

/** Text checks in the order that keeps them fast: the length first, then what the text holds. */
export function textChecks(label: string, max: number, pattern?: TextPattern, lines = false) {
  return [
    atMost(label, max),
    z.refine<string>(
      (value) => isPlainText(value, lines),
      `${label}: no control characters or text-direction marks`,
    ),
    ...(pattern ? [z.regex(pattern.re, `${label}: ${pattern.says}`)] : []),
  ];
}

/** Required text of several lines: a description typed in a text area. */
export function requiredLines(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      ...textChecks(label, max, undefined, true),
    );
}

export function requiredText(label: string, max: number, pattern?: TextPattern) {
  return z
    .string({ error: `${label} is required` })
    .check(z.trim(), z.minLength(1, `${label} is required`), ...textChecks(label, max, pattern));
}

export function optionalText(label: string, max: number, pattern?: TextPattern) {
  return z.nullish(z.string().check(z.trim(), ...textChecks(label, max, pattern)));
}

/**
 * An optional text field the spec does not let be null (its Nullable column says No): sent
 * with a value or not sent at all (ARCHITECTURE.md, "Decided where the spec is silent").
 */
export function omittableText(label: string, max: number, pattern?: TextPattern) {
  return z.optional(
    z
      .string({ error: `${label} must be text (leave the field out when empty, never null)` })
      .check(z.trim(), ...textChecks(label, max, pattern)),
  );
}

/** v3 names: "letters A-Z, hyphen, space"; paperwork: `^[a-zA-Z\s\-]*$`. */
export const NAME = { re: /^[A-Za-z\s-]*$/, says: 'letters, spaces and hyphens only' };
export const MIDDLE_INITIAL = { re: /^[A-Za-z]$/, says: 'one letter' };
export const CITY = {
  re: /^[A-Za-z.\-\s']*$/,
  says: 'letters, spaces, periods, hyphens and apostrophes only',
};
/** "alphanumerics, space, dash, period and special characters": printable characters. */
export const ADDRESS_LINE = {
  re: /^[\x20-\x7E]*$/,
  says: 'letters, digits, spaces and punctuation only',
};
/** v3: "5 or 9 digits; hyphen allowed with 9 digits". */
export const POSTAL_CODE_V3 = {
  re: /^\d{5}(-?\d{4})?$/,
  says: 'use 5 digits, or 9 digits as 12345-6789',
};
/** Paperwork: "5 digits or 5 digits, hyphen, 4 digits". */
export const POSTAL_CODE = { re: /^\d{5}(-\d{4})?$/, says: 'use 5 digits, or 12345-6789' };
export const TEN_DIGIT_PHONE = { re: /^\d{10}$/, says: '10 digits' };
export const PHONE_NOT_STARTING_WITH_1 = {
  re: /^[2-9]\d{9}$/,
  says: '10 digits, not starting with 0 or 1',
};
/** Paperwork phones: "digits only, first digit 2-9". */
export const PAPERWORK_PHONE = { re: /^[2-9]\d*$/, says: 'digits only, not starting with 0 or 1' };
export const SSN = { re: /^\d{9}$/, says: '9 digits' };
/** Identification numbers: "no special characters, max 20". */
export const ID_NUMBER = { re: /^[A-Za-z0-9]*$/, says: 'letters and digits only' };

/**
 * "Valid e-mail": a local part, `@`, and a domain with a dot that is neither its first nor its
 * last character. Written so that no two parts of the pattern can match the same characters
 * (the domain's first dot ends `[^\s@.]*`), which keeps it linear on any input.
 */
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

export function email(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      ...textChecks(label, max, { re: EMAIL, says: 'enter a valid e-mail address' }),
    );
}

/** A calendar date as application submission sends it: `YYYY-MM-DD`. */
export function isoDate(label: string) {
  const says = `${label}: enter a real date (YYYY-MM-DD)`;
  return z
    .string({ error: `${label} is required` })
    .check(atMost(label, 'YYYY-MM-DD'.length, says), z.refine(isIsoDate, says));
}

/** A calendar date as paperwork requests send it: `MM/DD/YYYY`. */
export function usDate(label: string) {
  return z.string({ error: `${label} is required` }).check(
    atMost(label, 'MM/DD/YYYY'.length, `${label}: use MM/DD/YYYY`),
    z.regex(/^\d{2}\/\d{2}\/\d{4}$/, `${label}: use MM/DD/YYYY`),
    z.refine((value) => parseUsDate(value) !== null, `${label}: enter a real date (MM/DD/YYYY)`),
  );
}

interface MoneyRule {
  /** Inclusive lower bound. */
  min?: number;
  /** Exclusive lower bound ("greater than"). */
  above?: number;
  /** Exclusive upper bound ("below", "under", "less than"). */
  below?: number;
  /** Inclusive upper bound ("at most", "within … to"). */
  max?: number;
  /** Said after the `above` bound's message, e.g. what to do instead of sending 0. */
  aboveHint?: string;
}

/** An amount as a limit reads in a message: `$1,000`, `$0.01`. */
export function dollars(amount: number): string {
  return `$${formatNumber(amount)}`;
}

/** A money amount: a number with at most two decimals inside the given bounds. */
export function money(label: string, rule: MoneyRule = {}) {
  return z.number({ error: `${label} must be an amount` }).check(
    z.refine((n) => Number.isFinite(n), `${label} must be an amount`),
    z.refine(hasAtMostTwoDecimals, `${label}: at most two decimals (cents)`),
    ...(rule.min === undefined
      ? []
      : [z.gte(rule.min, `${label} must be at least ${dollars(rule.min)}`)]),
    ...(rule.above === undefined
      ? []
      : [
          z.gt(
            rule.above,
            `${label} must be greater than ${dollars(rule.above)}${rule.aboveHint ? ` (${rule.aboveHint})` : ''}`,
          ),
        ]),
    ...(rule.below === undefined
      ? []
      : [z.lt(rule.below, `${label} must be less than ${dollars(rule.below)}`)]),
    ...(rule.max === undefined
      ? []
      : [z.lte(rule.max, `${label} must be at most ${dollars(rule.max)}`)]),
  );
}

/** "under 100M, max two decimals": the paperwork money fields. */
export const UNDER_100M = 100_000_000;

export function wholeNumber(label: string, min: number, max: number) {
  return z
    .int({ error: `${label} must be a whole number` })
    .check(
      z.gte(min, `${label} must be at least ${min}`),
      z.lte(max, `${label} must be at most ${max}`),
    );
}

/** A positive Long identifier. */
export function id(label: string) {
  return z.int({ error: `${label} is required` }).check(z.gt(0, `${label} must be greater than 0`));
}

/** "Valid e-mail" with no stated maximum: no valid address is longer (RFC 5321). */
export const EMAIL_MAX = CHOSEN_LIMITS.email;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A copy of `body` with the field at `path` (its last key spelled `variant`) renamed to
 * `canonical`, when only the variant is present: how the sandbox accepts the spellings of the
 * spec's sample requests (ARCHITECTURE.md point 5) without loosening the request schemas.
 */
export function renameField(
  body: unknown,
  path: readonly string[],
  variant: string,
  canonical: string,
): unknown {
  if (!isRecord(body)) return body;
  const [head, ...rest] = path;
  if (head !== undefined) {
    if (!(head in body)) return body;
    const renamed = renameField(body[head], rest, variant, canonical);
    // Copied only when something was renamed: a body of many fields is not copied for nothing.
    return renamed === body[head] ? body : { ...body, [head]: renamed };
  }
  if (!(variant in body) || body[canonical] !== undefined) return body;
  const { [variant]: value, ...others } = body;
  return { ...others, [canonical]: value };
}
