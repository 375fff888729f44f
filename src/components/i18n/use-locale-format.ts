import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { MISSING } from '../../lib/format.ts';
import { formatDayIn, formatMoneyIn, isLocale, type Locale } from '../../lib/locale-format.ts';
import { toCents, type Cents } from '../../lib/money.ts';

/** Money and calendar days written as the catalog set's active language writes them. */
export function localeFormat(i18n: I18n) {
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const money = (cents: Cents | null | undefined) =>
    cents === null || cents === undefined || !Number.isFinite(cents)
      ? MISSING
      : formatMoneyIn(locale, cents);
  return {
    locale,
    money,
    /** A service amount in dollars, through whole cents: 12531.25 → "$12,531.25". */
    amount: (dollars: number | null | undefined) =>
      money(dollars === null || dollars === undefined ? null : toCents(dollars)),
    day: (day: string | null | undefined) => (day ? formatDayIn(locale, day) : MISSING),
  };
}

/** Money and calendar days in the surrounding region's language (the customer's, or English). */
export function useLocaleFormat() {
  return localeFormat(useLingui().i18n);
}
