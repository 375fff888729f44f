import { registerCatalog } from '../../../components/i18n/catalogs.ts';
import { messages } from './en.po';

/**
 * The shell's dialogs' text (idle warning, session expired, sign-out): English only for now
 * (docs/decisions/0046). Their modules load only when a dialog opens, and register it.
 */
registerCatalog({ en: messages });
