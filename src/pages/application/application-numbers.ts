import type { ApplicationRecord } from '../../schemas/application-records.ts';

/**
 * The number dealers know the application by: its Id, the one number every record carries from
 * submission on (the dashboard, the CSV and the page's address use it), so the heading does not
 * change when the decision comes. The lender's ApplicationNumber (once decided) and the
 * SubmitNumber are secondary lines (decision 0029).
 */
export function applicationLabel(application: Pick<ApplicationRecord, 'Id'>): {
  title: string;
  sentence: string;
} {
  return {
    title: `Application ${application.Id}`,
    sentence: `application ${application.Id}`,
  };
}

/** "Lender’s number 7575769 · Submission number B910378568", each only when known. */
export function otherNumbers(
  application: Pick<ApplicationRecord, 'ApplicationNumber' | 'SubmitNumber'>,
): string {
  return [
    application.ApplicationNumber == null
      ? 'Lender’s number given once decided'
      : `Lender’s number ${application.ApplicationNumber}`,
    application.SubmitNumber ? `Submission number ${application.SubmitNumber}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
