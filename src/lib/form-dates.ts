import { isIsoDate, twoDigits } from './dates.ts';

/*
 * The dates only the forms and the pages behind them read and write (US text, a term's end, an
 * age, month names), apart from dates.ts: dates.ts is on every first visit (the statuses' reading
 * and the dashboard use it), these are not (docs/decisions/0004).
 */

/** `11/21/2026` (or `1/5/2026`) → `2026-11-21`; null when it is not a real date. */
export function parseUsDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[1]!.padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** The same calendar day `years` later; 29 February becomes 28 February in a common year. */
export function addYears(iso: string, years: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = year + years;
  const lastDay = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${String(target).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(Math.min(day, lastDay))}`;
}

/** Whole years from `birth` to `on` (a birthday counts on its day). */
export function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [oy, om, od] = on.split('-').map(Number) as [number, number, number];
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
}

/** Month names in English, January first: index 0 is month 1. */
export const MONTH_NAMES: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
