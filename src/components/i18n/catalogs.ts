import { i18n as linguiI18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { messages as sharedEnglish } from '../../locales/en.po';
import { intlLocale, type Locale } from '../../lib/locale-format.ts';

/**
 * The catalogs (docs/decisions/0039, 0046): one shared by the shell and the components
 * (`src/locales`), and one per page (`src/pages/<page>/locales`) that the page's module
 * registers when it loads, so a route carries only its own page's text. English is bundled
 * with its code; any other language is a chunk fetched the first time a customer chooses it,
 * so the dealer's screens never carry the Spanish text. A catalog without a language (the
 * dealer's own screens, English for now) reads English in it.
 */
export interface Catalog {
  en: Messages;
  es?: () => Promise<{ messages: Messages }>;
}

/** The shell's and the shared components' text: the dealer's, so English only for now. */
const catalogs: Catalog[] = [{ en: sharedEnglish }];
const instances: I18n[] = [];
const listeners = new Set<(catalog: Catalog) => void>();

/** Makes `i18n` a catalog set with every registered catalog's English loaded and active. */
function withEnglish(i18n: I18n): I18n {
  i18n.loadAndActivate({ locale: 'en', locales: [intlLocale('en')], messages: {} });
  for (const catalog of catalogs) i18n.load('en', catalog.en);
  instances.push(i18n);
  return i18n;
}

/** A catalog set of its own (a customer's region), English until a language is chosen. */
export function createI18n(): I18n {
  return withEnglish(setupI18n());
}

/**
 * The dealer's screens: English, through the same catalogs as every other language. It is
 * Lingui's global instance, so the API layer's sentences (`src/api/words.ts`) read it too.
 */
export const appI18n = withEnglish(linguiI18n);

/** Adds a page's catalog: its English at once to every catalog set, other languages on demand. */
export function registerCatalog(catalog: Catalog): void {
  if (catalogs.includes(catalog)) return;
  catalogs.push(catalog);
  for (const i18n of instances) i18n.load('en', catalog.en);
  for (const listener of listeners) listener(catalog);
}

/** Called with each catalog registered from now on (to fetch its other languages). */
export function onCatalogRegistered(listener: (catalog: Catalog) => void): void {
  listeners.add(listener);
}

/** One catalog's messages in a language. */
export async function catalogMessages(catalog: Catalog, locale: Locale): Promise<Messages> {
  const load = locale === 'en' ? undefined : catalog[locale];
  return load ? (await load()).messages : catalog.en;
}

/** Whether the catalog has the language (English always; a dealer's catalog not yet another). */
export const hasLanguage = (catalog: Catalog, locale: Locale): boolean =>
  locale === 'en' || catalog[locale] !== undefined;

/**
 * Every registered catalog's messages in a language, merged. The English a catalog without the
 * language gives never replaces another catalog's translation: the same English ("Yes", "Date
 * of birth") is one message id in a dealer's catalog and in a customer's.
 */
export async function loadCatalogs(locale: Locale): Promise<Messages> {
  const all = await Promise.all(catalogs.map((catalog) => catalogMessages(catalog, locale)));
  const english = all.filter((_, index) => !hasLanguage(catalogs[index]!, locale));
  const translated = all.filter((_, index) => hasLanguage(catalogs[index]!, locale));
  return Object.assign({}, ...english, ...translated) as Messages;
}

/** Makes the locale active in `i18n`, with its messages and its Intl locale for formats. */
export function activate(i18n: I18n, locale: Locale, messages: Messages): void {
  i18n.loadAndActivate({ locale, locales: [intlLocale(locale)], messages });
}
