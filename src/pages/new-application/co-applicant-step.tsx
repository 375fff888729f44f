import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import type { ApplicationFormValues } from '../../schemas/application-form.ts';
import { PartyFields } from './party-fields.tsx';

export function CoApplicantStep() {
  const { t } = useLingui();
  const hasCoApplicant = useWatch<ApplicationFormValues, 'Applicant.HasCoApplicant'>({
    name: 'Applicant.HasCoApplicant',
  });
  return (
    <Stack gap="lg">
      <CheckboxField
        name="Applicant.HasCoApplicant"
        label={t`A co-applicant applies too`}
        description={t`Leave this unticked and go on when the applicant applies alone.`}
      />
      {hasCoApplicant && <PartyFields prefix="CoApplicant" />}
    </Stack>
  );
}
