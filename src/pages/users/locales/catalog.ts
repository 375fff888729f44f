import { registerCatalog } from '../../../components/i18n/catalogs.ts';
import { messages } from './en.po';

/**
 * The users list's text (with its disable dialog): English only for now (docs/decisions/0046);
 * users-page registers it. The user form's text is in ../editor-locales.
 */
registerCatalog({ en: messages });
