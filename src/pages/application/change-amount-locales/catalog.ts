import { registerCatalog } from '../../../components/i18n/catalogs.ts';
import { messages } from './en.po';

/** The change-amount dialog's words, loaded when it opens: English only for now (docs/decisions/0046). */
registerCatalog({ en: messages });
