import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatName } from '../lib/format.ts';
import type { ApplicationRecord } from '../schemas/application-records.ts';
import { appI18n } from './i18n/catalogs.ts';

/**
 * "Maria Hernandez · Application 20151": the line under the promotion picker's and the paperwork
 * page's headings. The number is the application's Id, the one dealers see everywhere and that
 * does not change when the decision comes (decision 0029). Worded by `i18n` (the dealer's English
 * unless a caller passes its own).
 */
export function applicationSubtitle(
  application: Pick<ApplicationRecord, 'Id' | 'Applicant'>,
  i18n: I18n = appI18n,
): string {
  const id = application.Id;
  return [
    formatName(application.Applicant.FirstName, application.Applicant.LastName),
    i18n._(msg`Application ${id}`),
  ]
    .filter(Boolean)
    .join(' · ');
}
