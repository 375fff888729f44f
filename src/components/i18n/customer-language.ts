import {
  activate,
  catalogMessages,
  createI18n,
  hasLanguage,
  loadCatalogs,
  onCatalogRegistered,
} from './catalogs.ts';
import type { Locale } from '../../lib/locale-format.ts';

/**
 * The language the customer chose for their screens (issue 35, item 5), one for the tab so the
 * plans, the signing hand-off and customer mode all follow it. It is kept in memory only: the
 * dealer's tablet passes from customer to customer, and each starts in English until they choose.
 * The dealer's own screens use the app's English catalogs, never this one.
 */
const i18n = createI18n();
let current: Locale = 'en';
let requested: Locale = 'en';
const listeners = new Set<() => void>();

// A page loaded after the choice brings its own catalog: its text follows the chosen language.
onCatalogRegistered((catalog) => {
  const locale = current;
  if (locale === 'en') return;
  void catalogMessages(catalog, locale).then((messages) => {
    if (current !== locale) return;
    // A catalog without the language (a dealer's) gives English, never over a translation.
    i18n.load(locale, hasLanguage(catalog, locale) ? messages : { ...messages, ...i18n.messages });
  });
});

export const customerLanguage = {
  i18n,
  get: (): Locale => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Loads the language's catalogs if needed, then switches; a later choice wins over a slow load. */
  async choose(locale: Locale): Promise<void> {
    requested = locale;
    const messages = await loadCatalogs(locale);
    if (requested !== locale) return;
    activate(i18n, locale, messages);
    current = locale;
    for (const listener of listeners) listener();
  },
};
