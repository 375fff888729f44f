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

/** The hour on a 12-hour clock and its half of the day, for the two formats below. */
function clock(date: Date): { hour: number; half: 'AM' | 'PM' } {
  const hours = date.getHours();
  return { hour: hours % 12 || 12, half: hours < 12 ? 'AM' : 'PM' };
}

/**
 * A moment's local time of day, "7:50:29 PM": what Intl's en-US `timeStyle: 'medium'` writes,
 * without Intl. The first Intl.DateTimeFormat a page makes costs 5–25 ms (95 ms on a throttled
 * phone) of ICU data, which the dashboard's first visit need not pay for a clock.
 */
export function formatClockTime(date: Date): string {
  const { hour, half } = clock(date);
  return `${hour}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())} ${half}`;
}

/** A moment's local month, day and time, "11/21, 7:50 PM", as Intl en-US writes it (see above). */
export function formatMonthDayTime(date: Date): string {
  const { hour, half } = clock(date);
  return `${date.getMonth() + 1}/${date.getDate()}, ${hour}:${twoDigits(date.getMinutes())} ${half}`;
}
