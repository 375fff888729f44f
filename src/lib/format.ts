import { formatUsDate, isIsoDate } from './dates.ts';
import { formatMoney, multiplyDecimal, toCents, type Cents } from './money.ts';

/**
 * Display helpers for values the service sends. Each returns a dash for a missing value, so a
 * page never shows "null", "undefined" or "NaN" (ARCHITECTURE.md points 1, 2 and 4).
 */
export const MISSING = '—';

const blank = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * A service enumeration value people can read: `FundingRequested` → `Funding requested`,
 * `UNDER_REVIEW` → `Under review`, `ACHPending` → `ACH pending`. Open enums (ARCHITECTURE.md
 * point 4) may bring values the portal has never seen; they are shown this way, never hidden.
 */
export function humanise(value: string): string {
  const shouting = !/[a-z]/.test(value);
  const words = value
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    // An acronym inside mixed case (ACH) stays; in an all-capitals value every word is lowered.
    .map((word) =>
      !shouting && word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase(),
    );
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * An enumeration value for the screen: humanised (`FundingRequested` → "Funding requested"),
 * whatever value the service sends (ARCHITECTURE.md point 4), or a dash when there is none.
 */
export function displayEnum(value: string | null | undefined): string {
  return blank(value) ? MISSING : humanise(value.trim());
}

/** Made once: making a formatter costs far more than using one. */
const plainNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** A number as en-US writes it: 1000 → "1,000", 2000.5 → "2,000.5". */
export function formatNumber(n: number): string {
  return plainNumber.format(n);
}

/** A service amount in dollars, shown through whole cents: 12531.25 → "$12,531.25". */
export function formatAmount(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return MISSING;
  return formatMoney(toCents(amount));
}

/** Cents as dollars, or a dash when the figure is unknown: 1253125 → "$12,531.25". */
export function formatCents(cents: Cents | null | undefined): string {
  return cents === null || cents === undefined || !Number.isFinite(cents)
    ? MISSING
    : formatMoney(cents);
}

/**
 * The one writer of a percentage a dealer or customer reads (an APR from a promotion or from
 * paperwork, a buy rate, a dealer fee, a payment factor), so each is written alike everywhere:
 * as exact decimal text, never through a float and without trailing zeros ("17.990" and 17.99
 * are both "17.99%"). Text that is not a number is shown as sent.
 */
export function formatPercent(rate: string | number | null | undefined): string {
  if (blank(rate) || (typeof rate === 'number' && !Number.isFinite(rate))) return MISSING;
  if (typeof rate === 'number') return `${multiplyDecimal(rate, 1)}%`;
  const text = rate.trim();
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(text) ? `${multiplyDecimal(text, 1)}%` : text;
}

/** A calendar date (`YYYY-MM-DD`) as US dealers read it; never shifted by time zone. */
export function formatDate(day: string | null | undefined): string {
  if (blank(day) || !isIsoDate(day.slice(0, 10))) return MISSING;
  return formatUsDate(day.slice(0, 10));
}

/**
 * One formatter per time zone, made on first use: making an Intl.DateTimeFormat costs far more
 * than using one (the first ~95 ms of ICU data on a throttled phone, then a few ms each), and
 * the application page writes a dozen moments (its history, documents and header).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment (an ISO instant) in the user's own time zone, with the zone named so nobody
 * mistakes it for the lender's: "11/21/2026, 7:15 AM PST". `timeZone` is for tests.
 */
export function formatDateTime(instant: string | null | undefined, timeZone?: string): string {
  if (blank(instant)) return MISSING;
  const time = Date.parse(instant);
  if (Number.isNaN(time)) return MISSING;
  const key = timeZone ?? '';
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    dateTimeFormats.set(key, format);
  }
  return format.format(time);
}

export interface PhoneParts {
  AreaCode?: string | null;
  CentralOfficeCode?: string | null;
  StationNumber?: string | null;
}

/** A phone number as parts (the service's PhoneNumber object) or ten digits: "(916) 555-0123". */
export function formatPhone(phone: PhoneParts | string | null | undefined): string {
  if (phone === null || phone === undefined) return MISSING;
  const digits =
    typeof phone === 'string'
      ? phone.replace(/\D/g, '')
      : `${phone.AreaCode ?? ''}${phone.CentralOfficeCode ?? ''}${phone.StationNumber ?? ''}`;
  if (digits.length === 10) {
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  return digits === '' ? MISSING : digits;
}

/**
 * A social security number for the screen: as the service masks it ("*****0001"); should a
 * full number ever arrive, only its last four digits are shown (ARCHITECTURE.md point 12).
 */
export function maskSsn(ssn: string | null | undefined): string {
  if (blank(ssn)) return MISSING;
  const digits = ssn.replace(/\D/g, '');
  return digits.length > 4 ? `*****${digits.slice(-4)}` : ssn.trim();
}

/** Parts of a name joined without gaps for the missing ones: "Maria L Hernandez SR". */
export function formatName(...parts: (string | null | undefined)[]): string {
  const name = parts
    .filter((part): part is string => !blank(part))
    .map((part) => part.trim())
    .join(' ');
  return name || MISSING;
}
