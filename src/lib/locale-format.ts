import { isIsoDate } from './dates.ts';
import type { Cents } from './money.ts';

/**
 * The languages the portal's screens speak (docs/decisions/0039). The dealer's screens are
 * English; the customer's may be Spanish. Formats follow the US variant of each language, since
 * every amount is in US dollars and every customer lives in the US.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: string): value is Locale =>
  (LOCALES as readonly string[]).includes(value);

/** The Intl locale of a screen language: 'es' → 'es-US'. */
export function intlLocale(locale: Locale): string {
  return `${locale}-US`;
}

/** Made once per locale: making an Intl formatter costs far more than using one. */
const moneyFormats = new Map<Locale, Intl.NumberFormat>();
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

function cached<F>(cache: Map<Locale, F>, locale: Locale, make: (tag: string) => F): F {
  let format = cache.get(locale);
  if (!format) {
    format = make(intlLocale(locale));
    cache.set(locale, format);
  }
  return format;
}

/**
 * Cents as US dollars the way the locale writes them. US Spanish writes dollars as US English
 * does ("$1,234.56"); formatting through the locale keeps that right should another be added.
 */
export function formatMoneyIn(locale: Locale, cents: Cents): string {
  return cached(moneyFormats, locale, (tag) =>
    Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', signDisplay: 'negative' }),
  ).format(cents / 100);
}

/**
 * A calendar day (`YYYY-MM-DD`) written out in the locale: en "December 1, 2026",
 * es "1 de diciembre de 2026". Read at noon UTC and written in UTC, so it never shifts a day.
 */
export function formatDayIn(locale: Locale, day: string): string {
  if (!isIsoDate(day)) return day;
  return cached(dayFormats, locale, (tag) =>
    Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(new Date(`${day}T12:00:00Z`));
}
