import { registerCatalog } from '../../../components/i18n/catalogs.ts';
import { messages } from './en.po';

/** The applicant's sections (party, employment, income, residence), also shown to the customer. */
registerCatalog({ en: messages, es: () => import('./es.po') });
