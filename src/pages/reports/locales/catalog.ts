import { registerCatalog } from '../../../components/i18n/catalogs.ts';
import { messages } from './en.po';

/** The reports' text: English only for now (docs/decisions/0046); its route modules register it. */
registerCatalog({ en: messages });
