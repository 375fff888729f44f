import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import { AutopayFields } from './autopay-fields.tsx';
import { AutopayChoiceNotice } from './autopay-notice.tsx';
import { CheckedSection } from './checked-section.tsx';

/** Autopay section of the full paperwork: optional; the fields appear once it is chosen. */
export const AutopaySection = memo(function AutopaySection() {
  const { t } = useLingui();
  const include = useWatch<PaperworkFormValues, 'IncludeAutopay'>({ name: 'IncludeAutopay' });
  return (
    <CheckedSection section="autopay" title={t`Autopay`}>
      <AutopayChoiceNotice />
      <CheckboxField
        name="IncludeAutopay"
        label={t`Set up autopay (ACH) with this paperwork`}
        description={t`The customer's bank account pays each month's payment.`}
      />
      {include && <AutopayFields />}
    </CheckedSection>
  );
});
