import { Fieldset, Stack, Text } from '@mantine/core';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { IDENTIFICATION_TYPE_LABELS } from '../../components/fields/identification-fields.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import { TextField } from '../../components/fields/text-field.tsx';
import { YesNoField } from '../../components/fields/yes-no-field.tsx';
import { LEGAL_IDENTIFICATION_TYPES } from '../../schemas/enums.ts';
import type { SigningOption } from '../../schemas/paperwork-requests.ts';

const ID_TYPES = LEGAL_IDENTIFICATION_TYPES.map((type) => ({
  value: type,
  label: IDENTIFICATION_TYPE_LABELS[type],
}));

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

/** E-sign and e-mail: each signer's e-mail, citizenship and identification, the dealer signer, and the ESIGN consent. */
export function ElectronicSigners({
  option,
  hasCoApplicant,
}: {
  option: SigningOption;
  hasCoApplicant: boolean;
}) {
  return (
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
  );
}
