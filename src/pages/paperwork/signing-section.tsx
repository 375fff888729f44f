import { Fieldset, Radio, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { useBoundField } from '../../components/fields/bound-field.ts';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import { DateInput } from '../../components/fields/date-input.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { IDENTIFICATION_TYPE_LABELS } from '../../components/fields/identification-fields.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import { TextField } from '../../components/fields/text-field.tsx';
import { YesNoField } from '../../components/fields/yes-no-field.tsx';
import { LEGAL_IDENTIFICATION_TYPES } from '../../schemas/enums.ts';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import type { SigningOption } from '../../schemas/paperwork-requests.ts';
import { CheckedSection } from './checked-section.tsx';

export const SIGNING_OPTION_LABELS: Record<SigningOption, string> = {
  download: 'Download and sign on paper',
  esign: 'E-sign now, on this device',
  email: 'E-mail each signer a link to sign',
};

const ID_TYPES = LEGAL_IDENTIFICATION_TYPES.map((type) => ({
  value: type,
  label: IDENTIFICATION_TYPE_LABELS[type],
}));
const JOINT_TYPES = [
  { value: 'JointWithSpouse', label: 'Joint, with a spouse' },
  { value: 'JointWithNonSpouse', label: 'Joint, with someone other than a spouse' },
];
const INDIVIDUAL = [{ value: 'Individual', label: 'Individual' }];

function SigningOptionField() {
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

/** What an electronic signer gives: e-mail, citizenship and the identification they show. */
function SignerFields({ who, legend }: { who: 'Applicant' | 'CoApplicant'; legend: string }) {
  const prefix = `Signature.${who}`;
  return (
    <Fieldset legend={legend}>
      <FieldGrid>
        <TextField
          name={`${prefix}.EmailAddress`}
          label={`${legend} e-mail address`}
          type="email"
          required
          autoComplete="off"
        />
        <SelectField
          name={`${prefix}.IdentificationType`}
          label={`${legend} identification type`}
          required
          placeholder="Choose a type"
          options={ID_TYPES}
        />
        <YesNoField
          name={`${prefix}.IsUnitedStatesCitizen`}
          label={`Is the ${legend.toLowerCase()} a US citizen?`}
          required
        />
      </FieldGrid>
    </Fieldset>
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
          options={hasCoApplicant ? JOINT_TYPES : INDIVIDUAL}
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
      {electronic && (
        <Stack gap="sm">
          <Text size="sm">
            {option === 'esign'
              ? 'Everyone signs in turn on this device; the signing page then returns to the application.'
              : 'Each signer gets an e-mail with a link of their own.'}
          </Text>
          <SignerFields who="Applicant" legend="Applicant" />
          {hasCoApplicant && <SignerFields who="CoApplicant" legend="Co-applicant" />}
          <Fieldset legend="Dealer signer">
            <FieldGrid>
              <TextField name="Signature.Dealer.Name" label="Dealer signer name" required />
              <TextField
                name="Signature.Dealer.EmailAddress"
                label="Dealer signer e-mail address"
                type="email"
                required
                autoComplete="off"
              />
            </FieldGrid>
          </Fieldset>
          <CheckboxField
            name="EsignConsent"
            label="The customer agreed to receive and sign these documents electronically (ESIGN Act)"
            required
          />
        </Stack>
      )}
    </CheckedSection>
  );
});
