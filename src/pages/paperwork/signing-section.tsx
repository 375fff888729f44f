import { Radio, Stack } from '@mantine/core';
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { useBoundField } from '../../components/fields/bound-field.ts';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import { DateInput } from '../../components/fields/date-input.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import type { SigningOption } from '../../schemas/paperwork-requests.ts';
import { CheckedSection } from './checked-section.tsx';
import { ElectronicSigners } from './electronic-signers.tsx';

export const SIGNING_OPTION_LABELS: Record<SigningOption, string> = {
  download: 'Download and sign on paper',
  esign: 'E-sign now, on this device',
  email: 'E-mail each signer a link to sign',
};

const JOINT_TYPES = [
  { value: 'JointWithSpouse', label: 'Joint, with a spouse' },
  { value: 'JointWithNonSpouse', label: 'Joint, with someone other than a spouse' },
];
const INDIVIDUAL = [{ value: 'Individual', label: 'Individual' }];

/** The application types the co-applicant allows (the spec's ApplicationType rule). */
export const applicationTypesFor = (hasCoApplicant: boolean) =>
  hasCoApplicant ? JOINT_TYPES : INDIVIDUAL;

/** Download, e-sign or e-mail. */
export function SigningOptionField() {
  const { field, value, onChange } = useBoundField({
    name: 'SigningOption',
    label: 'How the customer signs',
    required: true,
  });
  const { ref, onBlur, ...group } = field;
  return (
    <Radio.Group {...group} value={value as string} onChange={onChange}>
      <Stack gap="xs" mt={6}>
        {(Object.keys(SIGNING_OPTION_LABELS) as SigningOption[]).map((option, index) => (
          <Radio
            key={option}
            ref={index === 0 ? ref : undefined}
            onBlur={onBlur}
            value={option}
            label={SIGNING_OPTION_LABELS[option]}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/**
 * Signing: download, e-sign or e-mail, each with exactly the fields it sends; the ESIGN consent
 * before either electronic option.
 */
export const SigningSection = memo(function SigningSection({
  hasCoApplicant,
}: {
  hasCoApplicant: boolean;
}) {
  const option = useWatch<PaperworkFormValues, 'SigningOption'>({ name: 'SigningOption' });
  const electronic = option !== 'download';
  return (
    <CheckedSection section="signing" title="Signing">
      <SigningOptionField />
      <FieldGrid>
        <DateInput name="Signature.SignatureDate" label="Signature date" required />
        <SelectField
          name="Signature.ApplicationType"
          label="Application type"
          required
          options={applicationTypesFor(hasCoApplicant)}
        />
      </FieldGrid>
      <CheckboxField
        name="Signature.ExcludeDatesOnPaperwork"
        label="Leave the dates off the printed paperwork"
      />
      {option === 'download' && (
        <CheckboxField
          name="DocumentSelection.DownloadHardCopies"
          label="Also download the hard copies for the customer"
        />
      )}
      {electronic && <ElectronicSigners option={option} hasCoApplicant={hasCoApplicant} />}
    </CheckedSection>
  );
});
