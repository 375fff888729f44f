import { registerCatalog } from '../../../components/i18n/catalogs.ts';
import { messages } from './en.po';

/** Due soon's settings dialog's words, loaded when the dialog opens: English only for now (docs/decisions/0046). */
registerCatalog({ en: messages });
