import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

export const SIGNING_OPTION_LABELS: Record<SigningOption, MessageDescriptor> = {
  download: msg`Download and sign on paper`,
  esign: msg`E-sign now, on this device`,
  email: msg`E-mail each signer a link to sign`,
};

/** The same, inside a sentence: "Last sent: download and sign on paper." */
export const SIGNING_OPTION_IN_SENTENCE: Record<SigningOption, MessageDescriptor> = {
  download: msg`download and sign on paper`,
  esign: msg`e-sign now, on this device`,
  email: msg`e-mail each signer a link to sign`,
};

const JOINT_TYPES = [
  { value: 'JointWithSpouse', label: msg`Joint, with a spouse` },
  { value: 'JointWithNonSpouse', label: msg`Joint, with someone other than a spouse` },
];
const INDIVIDUAL = [{ value: 'Individual', label: msg`Individual` }];

/** The application types the co-applicant allows (the spec's ApplicationType rule). */
export const applicationTypesFor = (i18n: I18n, hasCoApplicant: boolean) =>
  (hasCoApplicant ? JOINT_TYPES : INDIVIDUAL).map(({ value, label }) => ({
    value,
    label: i18n._(label),
  }));

/** Download, e-sign or e-mail. */
export function SigningOptionField() {
  const { i18n, t } = useLingui();
  const { field, value, onChange } = useBoundField({
    name: 'SigningOption',
    label: t`How the customer signs`,
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
            label={i18n._(SIGNING_OPTION_LABELS[option])}
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
  const { i18n, t } = useLingui();
  const option = useWatch<PaperworkFormValues, 'SigningOption'>({ name: 'SigningOption' });
  const electronic = option !== 'download';
  return (
    <CheckedSection section="signing" title={t`Signing`}>
      <SigningOptionField />
      <FieldGrid>
        <DateInput name="Signature.SignatureDate" label={t`Signature date`} required />
        <SelectField
          name="Signature.ApplicationType"
          label={t`Application type`}
          required
          options={applicationTypesFor(i18n, hasCoApplicant)}
        />
      </FieldGrid>
      <CheckboxField
        name="Signature.ExcludeDatesOnPaperwork"
        label={t`Leave the dates off the printed paperwork`}
      />
      {option === 'download' && (
        <CheckboxField
          name="DocumentSelection.DownloadHardCopies"
          label={t`Also download the hard copies for the customer`}
        />
      )}
      {electronic && <ElectronicSigners option={option} hasCoApplicant={hasCoApplicant} />}
    </CheckedSection>
  );
});
