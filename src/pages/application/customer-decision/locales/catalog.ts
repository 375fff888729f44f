import { registerCatalog } from '../../../../components/i18n/catalogs.ts';
import { messages } from './en.po';

/** The decision as the customer reads it: English with the view, Spanish when chosen. */
registerCatalog({ en: messages, es: () => import('./es.po') });
