import { registerCatalog } from '../../../components/i18n/catalogs.ts';
import { messages } from './en.po';

/**
 * The user form's text (`/users/new`, `/users/:userId/edit`): English only for now
 * (docs/decisions/0046); user-editor-page registers it. The list's text is in ../locales.
 */
registerCatalog({ en: messages });
