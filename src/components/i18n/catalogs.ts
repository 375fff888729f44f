import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as english } from '../../locales/en.po';
import { intlLocale, type Locale } from '../../lib/locale-format.ts';

/**
 * The catalogs (docs/decisions/0039). English is in every bundle; any other language is a
 * separate chunk fetched the first time someone chooses it, so the dealer's screens, which are
 * always English, never carry the Spanish text.
 */
const catalogs: Record<Locale, () => Promise<Messages>> = {
  en: () => Promise.resolve(english),
  es: async () => (await import('../../locales/es.po')).messages,
};

/** A catalog set with English loaded and active: the app's own, or a customer region's. */
export function createI18n(): I18n {
  return setupI18n({ locale: 'en', locales: [intlLocale('en')], messages: { en: english } });
}

/** The dealer's screens: English, through the same catalogs as every other language. */
export const appI18n = createI18n();

/** The locale's messages, fetched the first time only (the module is cached). */
export function loadCatalog(locale: Locale): Promise<Messages> {
  return catalogs[locale]();
}

/** Makes the locale active in `i18n`, with its messages and its Intl locale for formats. */
export function activate(i18n: I18n, locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages });
}
