/**
 * The sandbox's calendar. A calendar date is a `YYYY-MM-DD` string, like the
 * portal's own date-only values (arithmetic on them is in src/lib/dates.ts);
 * the sandbox's "today" is the UTC day of its clock.
 */

export function calendarDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The service writes a Date field as a timestamp at midnight without a zone. */
export function wireDate(day: string | null): string | null {
  return day === null ? null : `${day}T00:00:00`;
}
