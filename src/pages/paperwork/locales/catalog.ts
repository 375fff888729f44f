import { registerCatalog } from '../../../components/i18n/catalogs.ts';
import { messages } from './en.po';

/** The signing hand-off's text: English with the page, Spanish when a customer chooses it. */
registerCatalog({ en: messages, es: () => import('./es.po') });
