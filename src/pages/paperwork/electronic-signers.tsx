import { Fieldset, Stack, Text } from '@mantine/core';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { IDENTIFICATION_TYPE_LABELS } from '../../components/fields/identification-fields.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import { TextField } from '../../components/fields/text-field.tsx';
import { YesNoField } from '../../components/fields/yes-no-field.tsx';
import { LEGAL_IDENTIFICATION_TYPES } from '../../schemas/enums.ts';
import type { SigningOption } from '../../schemas/paperwork-requests.ts';
import { EsignNotice } from './esign-notice.tsx';

const ID_TYPES = LEGAL_IDENTIFICATION_TYPES.map((type) => ({
  value: type,
  label: IDENTIFICATION_TYPE_LABELS[type],
}));

/** ACH-only: whether each signer signs the autopay authorisation, with the spec's defaults. */
const SIGNS_ACH = {
  Applicant: {
    name: 'Signature.Applicant.ApplicantSigningAch',
    description: 'Usually yes: the applicant holds the account that pays.',
  },
  CoApplicant: {
    name: 'Signature.CoApplicant.CoApplicantSigningAch',
    description: 'Only when the co-applicant also holds the account.',
  },
} as const;

/**
 * What an electronic signer gives: e-mail, citizenship and the identification they show; for
 * ACH-only paperwork, also whether they sign the autopay authorisation.
 */
function SignerFields({
  who,
  legend,
  autopayOnly,
}: {
  who: 'Applicant' | 'CoApplicant';
  legend: string;
  autopayOnly: boolean;
}) {
  const prefix = `Signature.${who}`;
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
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
        {autopayOnly && (
          <CheckboxField
            name={SIGNS_ACH[who].name}
            label={`The ${legend.toLowerCase()} signs the autopay authorisation`}
            description={SIGNS_ACH[who].description}
          />
        )}
      </Stack>
    </Fieldset>
  );
}

/**
 * E-sign and e-mail: each signer's e-mail, citizenship and identification, the dealer signer,
 * the ESIGN notice for the customer, and the dealer's statement that the customer consented.
 */
export function ElectronicSigners({
  option,
  hasCoApplicant,
  autopayOnly = false,
}: {
  option: SigningOption;
  hasCoApplicant: boolean;
  /** ACH-only paperwork: each signer says whether they sign the autopay authorisation. */
  autopayOnly?: boolean;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        {option === 'esign'
          ? 'Everyone signs in turn on this device; the signing page then returns to the application.'
          : 'Each signer gets an e-mail with a link of their own.'}
      </Text>
      <SignerFields who="Applicant" legend="Applicant" autopayOnly={autopayOnly} />
      {hasCoApplicant && (
        <SignerFields who="CoApplicant" legend="Co-applicant" autopayOnly={autopayOnly} />
      )}
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
      <EsignNotice />
      <CheckboxField
        name="EsignConsent"
        label="The customer agreed to receive and sign these documents electronically (ESIGN Act)"
        required
      />
    </Stack>
  );
}
