import { useLingui } from '@lingui/react';
import { MISSING } from '../../lib/format.ts';
import { formatDayIn, formatMoneyIn, isLocale, type Locale } from '../../lib/locale-format.ts';
import type { Cents } from '../../lib/money.ts';

/** Money and calendar days written as the surrounding region's language writes them. */
export function useLocaleFormat() {
  const { i18n } = useLingui();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return {
    locale,
    money: (cents: Cents | null | undefined) =>
      cents === null || cents === undefined || !Number.isFinite(cents)
        ? MISSING
        : formatMoneyIn(locale, cents),
    day: (day: string | null | undefined) => (day ? formatDayIn(locale, day) : MISSING),
  };
}
