import { registerCatalog } from '../../i18n/catalogs.ts';
import { messages } from './en.po';

/** The field groups' text: English for the dealer, Spanish inside a customer's region. */
registerCatalog({ en: messages, es: () => import('./es.po') });
