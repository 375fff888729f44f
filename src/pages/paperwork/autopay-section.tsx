import { lazy, memo, Suspense } from 'react';
import { useWatch } from 'react-hook-form';
import { PlainLoader } from '../../components/plain-controls.tsx';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import { AutopayChoiceNotice } from './autopay-notice.tsx';
import { CheckedSection } from './checked-section.tsx';

// Autopay is the customer's choice: its fields load when it is chosen (or was, last time).
const loadFields = () => import('./autopay-fields.tsx');
const AutopayFields = lazy(() =>
  loadFields().then((module) => ({ default: module.AutopayFields })),
);

/** Autopay section of the full paperwork: optional; the fields appear once it is chosen. */
export const AutopaySection = memo(function AutopaySection() {
  const include = useWatch<PaperworkFormValues, 'IncludeAutopay'>({ name: 'IncludeAutopay' });
  return (
    <CheckedSection section="autopay" title="Autopay">
      <AutopayChoiceNotice />
      <CheckboxField
        name="IncludeAutopay"
        label="Set up autopay (ACH) with this paperwork"
        description="The customer's bank account pays each month's payment."
        onValueChange={(checked) => void (checked && loadFields())}
      />
      {include && (
        <Suspense fallback={<PlainLoader size="xs" aria-label="Loading the autopay fields" />}>
          <AutopayFields />
        </Suspense>
      )}
    </CheckedSection>
  );
});
