/**
 * The windows of applications the dashboard and the reports offer (applications changed within
 * so many days): the statuses they read are the same query when the window is, so a page opened
 * after the other reads nothing again.
 */
export const WINDOW_CHOICES = [7, 30, 90, 365] as const;

/** The windows offered: the four choices plus the configured default when it is another. */
export function windowChoices(defaultDays: number): number[] {
  return [...new Set<number>([...WINDOW_CHOICES, defaultDays])].sort((a, b) => a - b);
}

/** A whole number above 0 from the address, or null for anything else. */
export function positiveInt(value: string | null): number | null {
  return value !== null && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The `days` of an address: one of the windows offered, else the default. */
export function readWindow(params: URLSearchParams, defaultDays: number): number {
  const days = positiveInt(params.get('days'));
  return days !== null && windowChoices(defaultDays).includes(days) ? days : defaultDays;
}
