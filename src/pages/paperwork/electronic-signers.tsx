import { useLingui } from '@lingui/react/macro';
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
  Applicant: 'Signature.Applicant.ApplicantSigningAch',
  CoApplicant: 'Signature.CoApplicant.CoApplicantSigningAch',
} as const;

/** Each signer's words, whole sentences for each (so each reads right in any language). */
function useSignerWords(who: 'Applicant' | 'CoApplicant') {
  const { t } = useLingui();
  return who === 'Applicant'
    ? {
        legend: t`Applicant`,
        email: t`Applicant e-mail address`,
        identificationType: t`Applicant identification type`,
        citizen: t`Is the applicant a US citizen?`,
        signsAch: t`The applicant signs the autopay authorisation`,
        signsAchDescription: t`Usually yes: the applicant holds the account that pays.`,
      }
    : {
        legend: t`Co-applicant`,
        email: t`Co-applicant e-mail address`,
        identificationType: t`Co-applicant identification type`,
        citizen: t`Is the co-applicant a US citizen?`,
        signsAch: t`The co-applicant signs the autopay authorisation`,
        signsAchDescription: t`Only when the co-applicant also holds the account.`,
      };
}

/**
 * What an electronic signer gives: e-mail, citizenship and the identification they show; for
 * ACH-only paperwork, also whether they sign the autopay authorisation.
 */
function SignerFields({
  who,
  autopayOnly,
}: {
  who: 'Applicant' | 'CoApplicant';
  autopayOnly: boolean;
}) {
  const { t } = useLingui();
  const words = useSignerWords(who);
  const prefix = `Signature.${who}`;
  return (
    <Fieldset legend={words.legend}>
      <Stack gap="sm">
        <FieldGrid>
          <TextField
            name={`${prefix}.EmailAddress`}
            label={words.email}
            type="email"
            required
            autoComplete="off"
          />
          <SelectField
            name={`${prefix}.IdentificationType`}
            label={words.identificationType}
            required
            placeholder={t`Choose a type`}
            options={ID_TYPES}
          />
          <YesNoField name={`${prefix}.IsUnitedStatesCitizen`} label={words.citizen} required />
        </FieldGrid>
        {autopayOnly && (
          <CheckboxField
            name={SIGNS_ACH[who]}
            label={words.signsAch}
            description={words.signsAchDescription}
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
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <Text size="sm">
        {option === 'esign'
          ? t`Everyone signs in turn on this device; the signing page then returns to the application.`
          : t`Each signer gets an e-mail with a link of their own.`}
      </Text>
      <SignerFields who="Applicant" autopayOnly={autopayOnly} />
      {hasCoApplicant && <SignerFields who="CoApplicant" autopayOnly={autopayOnly} />}
      <Fieldset legend={t`Dealer signer`}>
        <FieldGrid>
          <TextField name="Signature.Dealer.Name" label={t`Dealer signer name`} required />
          <TextField
            name="Signature.Dealer.EmailAddress"
            label={t`Dealer signer e-mail address`}
            type="email"
            required
            autoComplete="off"
          />
        </FieldGrid>
      </Fieldset>
      <EsignNotice />
      <CheckboxField
        name="EsignConsent"
        label={t`The customer agreed to receive and sign these documents electronically (ESIGN Act)`}
        required
      />
    </Stack>
  );
}
