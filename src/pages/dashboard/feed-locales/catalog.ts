import { registerCatalog } from '../../../components/i18n/catalogs.ts';
import { messages } from './en.po';

/** The feed's words (since the last visit), loaded with the feed after the dashboard's first rows: English only for now (docs/decisions/0046). */
registerCatalog({ en: messages });
