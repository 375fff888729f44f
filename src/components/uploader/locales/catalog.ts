import { registerCatalog } from '../../i18n/catalogs.ts';
import { messages } from './en.po';

/**
 * The uploader's text: English only for now (docs/decisions/0046). The uploader and the photos'
 * PDF load only with the pages that use them, and register it.
 */
registerCatalog({ en: messages });
