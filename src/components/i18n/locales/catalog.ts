import { registerCatalog } from '../catalogs.ts';
import { messages } from './en.po';

/** The language choice's and the contract notice's text, registered where they are used. */
registerCatalog({ en: messages, es: () => import('./es.po') });
