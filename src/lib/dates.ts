/**
 * Calendar dates inside the app are `YYYY-MM-DD` strings, never Date objects, so nothing
 * shifts across time zones (ARCHITECTURE.md, "Data flow").
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** `7` → `07`: the two-digit fields of dates and times. */
export const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Today in the user's own time zone, as a calendar date. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

function toUtcDay(iso: string): number {
  if (!isIsoDate(iso)) throw new RangeError(`Not an ISO date: ${iso}`);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

export function addDays(iso: string, days: number): string {
  return new Date((toUtcDay(iso) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return toUtcDay(to) - toUtcDay(from);
}

/**
 * `2026-11-21` → `11/21/2026`: the way US dealers read dates, and the format paperwork
 * requests send (spec, Data formats).
 */
export function formatUsDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * A service DateTime as an ISO instant: a value without a zone is UTC (spec: HistoryItem.Date
 * "UTC, ISO 8601 without zone suffix"). `2026-11-21T15:04:05` → `2026-11-21T15:04:05.000Z`.
 */
export function utcInstant(value: string): string | null {
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(value);
  const withTime = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value;
  const parsed = Date.parse(hasZone ? withTime : `${withTime}Z`);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

/** The statuses-since path format: `YYYY-MM-DDTHH:mm:ssZ` (ARCHITECTURE.md point 7). */
export function toServiceTimestamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19)}Z`;
}

/**
 * Made once: making an Intl.DateTimeFormat costs far more than using one, and the dashboard writes
 * a time on every row and on every refresh.
 */
const clockTime = new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' });
const monthDayTime = new Intl.DateTimeFormat('en-US', {
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Some ICU versions put a narrow no-break space before AM/PM; the portal writes a plain one. */
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

/** A moment's local time of day, "7:50:29 PM". */
export function formatClockTime(date: Date): string {
  return plainSpaces(clockTime.format(date));
}

/** A moment's local month, day and time, "11/21, 7:50 PM". */
export function formatMonthDayTime(date: Date): string {
  return plainSpaces(monthDayTime.format(date));
}

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
