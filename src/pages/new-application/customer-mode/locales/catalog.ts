import { registerCatalog } from '../../../../components/i18n/catalogs.ts';
import { messages } from './en.po';

/** The customer's screens' text: English with the hand-over, Spanish when the customer chooses it. */
registerCatalog({ en: messages, es: () => import('./es.po') });
