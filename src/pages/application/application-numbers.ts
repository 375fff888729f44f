import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationRecord } from '../../schemas/application-records.ts';

/**
 * The number dealers know the application by: its Id, the one number every record carries from
 * submission on (the dashboard, the CSV and the page's address use it), so the heading does not
 * change when the decision comes. The lender's ApplicationNumber (once decided) and the
 * SubmitNumber are secondary lines (decision 0029).
 */
export function applicationLabel(
  i18n: I18n,
  application: Pick<ApplicationRecord, 'Id'>,
): {
  title: string;
  sentence: string;
} {
  const id = application.Id;
  return {
    title: i18n._(msg`Application ${id}`),
    sentence: i18n._(msg`application ${id}`),
  };
}

/** "Lender’s number 7575769 · Submission number B910378568", each only when known. */
export function otherNumbers(
  i18n: I18n,
  application: Pick<ApplicationRecord, 'ApplicationNumber' | 'SubmitNumber'>,
): string {
  const lenderNumber = application.ApplicationNumber;
  const submitNumber = application.SubmitNumber;
  return [
    lenderNumber == null
      ? i18n._(msg`Lender’s number given once decided`)
      : i18n._(msg`Lender’s number ${lenderNumber}`),
    submitNumber ? i18n._(msg`Submission number ${submitNumber}`) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
