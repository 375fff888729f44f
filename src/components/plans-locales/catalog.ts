import { registerCatalog } from '../i18n/catalogs.ts';
import { messages } from './en.po';

/** A plan's words and the plans side by side: registered by the modules that show them. */
registerCatalog({ en: messages, es: () => import('./es.po') });
