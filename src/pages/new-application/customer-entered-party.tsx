import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack } from '@mantine/core';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { errorPaths } from '../../components/stepper/error-paths.ts';
import type { ApplicationFormValues } from '../../schemas/application-form.ts';
import type { Party } from './party.ts';
import { partyRows, ReviewSection } from './review-step.tsx';

/**
 * An applicant's step after customer mode: what the customer entered, read-only and with the
 * private fields hidden (only the customer may change it: the dealer hands the tablet over
 * again). A refusal of one of these values by the lender is said here, since no field shows it.
 */
export function CustomerEnteredParty({ party }: { party: Party }) {
  const { t, i18n } = useLingui();
  const { control, getFieldState } = useFormContext<ApplicationFormValues>();
  const [values, joint] = useWatch({ control, name: [party, 'Applicant.HasCoApplicant'] });
  const { errors } = useFormState({ control, name: party });
  const refused = errorPaths(errors[party], party).map(
    (path) =>
      `${path.split('.').slice(1).join(' ')}: ${getFieldState(path as `${Party}.FirstName`).error?.message ?? ''}`,
  );
  const title = party === 'Applicant' ? t`Applicant` : t`Co-applicant`;
  const editLabel = party === 'Applicant' ? t`Edit applicant` : t`Edit co-applicant`;
  return (
    <Stack gap="md">
      <Alert color="blue" title={t`Entered by the customer`}>
        <Trans>
          The customer entered these details and gave their consents on this tablet. Only they can
          change them: use “Hand the tablet to the customer” on the first step, and they enter them
          again.
        </Trans>
      </Alert>
      {refused.length > 0 && (
        <Alert color="red" role="alert" title={t`The lender refused some of these values`}>
          {refused.join('; ')}
        </Alert>
      )}
      <ReviewSection
        title={title}
        editLabel={editLabel}
        rows={
          party === 'CoApplicant' && !joint
            ? [[t`Co-applicant`, t`None`]]
            : partyRows(i18n, values, party === 'CoApplicant', true)
        }
      />
    </Stack>
  );
}
