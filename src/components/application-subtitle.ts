import { formatName } from '../lib/format.ts';
import type { ApplicationRecord } from '../schemas/application-records.ts';

/**
 * "Maria Hernandez · Application 20151": the line under the promotion picker's and the paperwork
 * page's headings. The number is the application's Id, the one dealers see everywhere and that
 * does not change when the decision comes (decision 0029).
 */
export function applicationSubtitle(
  application: Pick<ApplicationRecord, 'Id' | 'Applicant'>,
): string {
  return [
    formatName(application.Applicant.FirstName, application.Applicant.LastName),
    `Application ${application.Id}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
