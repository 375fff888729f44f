import { useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  AddressFields,
  INSTALLATION_ADDRESS,
  MAILING_ADDRESS,
} from '../../components/fields/address-fields.tsx';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import { ContactFields } from '../../components/fields/contact-fields.tsx';
import { DateInput } from '../../components/fields/date-input.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { IdentificationFields } from '../../components/fields/identification-fields.tsx';
import { NameFields } from '../../components/fields/name-fields.tsx';
import { SuffixField } from '../../components/fields/suffix-field.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import { SsnInput } from '../../components/fields/ssn-input.tsx';
import {
  REQUIRED_APPLICANT_FIELDS,
  fieldsNamedBy,
  type ApplicationFormValues,
} from '../../schemas/application-form.ts';
import {
  installationAddressIssues,
  primaryPhoneIssues,
  relationshipIssues,
} from '../../schemas/application-v3.ts';
import { EmploymentFields } from './employment-fields.tsx';
import { IncomeFields } from './income-fields.tsx';
import type { Party } from './party.ts';
import { ResidenceFields } from './residence-fields.tsx';
import './locales/catalog.ts';

const required = (field: string) => REQUIRED_APPLICANT_FIELDS.has(field);

const INSTALLATION_REQUIRED = fieldsNamedBy(
  installationAddressIssues({ IsInstallationAddressDifferent: true }),
);
const RELATIONSHIP_REQUIRED = fieldsNamedBy(relationshipIssues({}, true)).has(
  'ApplicantRelationship',
);

function PersonName({ prefix }: { prefix: Party }) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Name`}>
      <FieldGrid>
        <NameFields prefix={prefix} />
        <SuffixField prefix={prefix} />
      </FieldGrid>
    </Fieldset>
  );
}

function Contact({ prefix }: { prefix: Party }) {
  const { t } = useLingui();
  const { control } = useFormContext<ApplicationFormValues>();
  const primaryPhone = useWatch({ control, name: `${prefix}.PrimaryPhone` });
  // The v3 rules ask for the primary phone's type once a primary phone is given.
  const typeRequired = fieldsNamedBy(
    primaryPhoneIssues({ PrimaryPhone: primaryPhone, PrimaryPhoneType: null }),
  ).has('PrimaryPhoneType');
  return (
    <Fieldset legend={t`Contact`}>
      <FieldGrid>
        <ContactFields prefix={prefix} primaryTypeRequired={typeRequired} />
      </FieldGrid>
    </Fieldset>
  );
}

function AddressSection({ prefix }: { prefix: Party }) {
  const { t } = useLingui();
  const { control, getValues, setValue } = useFormContext<ApplicationFormValues>();
  const different = useWatch({ control, name: `${prefix}.IsInstallationAddressDifferent` });
  const clearInstallation = () => {
    for (const field of Object.values(INSTALLATION_ADDRESS)) {
      setValue(`${prefix}.${field}` as `Applicant.InstallationCity`, '', { shouldDirty: true });
    }
  };
  const copyApplicantAddress = () => {
    for (const field of Object.values(MAILING_ADDRESS)) {
      const name = field as 'City';
      setValue(`CoApplicant.${name}`, getValues(`Applicant.${name}`), { shouldDirty: true });
    }
  };
  return (
    <Fieldset legend={t`Home address`}>
      <Stack gap="sm">
        {prefix === 'CoApplicant' && (
          <Group>
            <Button variant="default" size="sm" onClick={copyApplicantAddress}>
              {t`Same address as the applicant`}
            </Button>
          </Group>
        )}
        <AddressFields prefix={prefix} required={REQUIRED_APPLICANT_FIELDS} autoComplete={false} />
        {prefix === 'Applicant' && (
          <>
            <CheckboxField
              name={`${prefix}.IsInstallationAddressDifferent`}
              label={t`The project is installed at a different address`}
              onValueChange={(checked) => {
                if (!checked) clearInstallation();
              }}
            />
            {different && (
              <AddressFields
                prefix={prefix}
                names={INSTALLATION_ADDRESS}
                labels={{
                  line1: t`Installation address line 1`,
                  line2: t`Installation address line 2`,
                  city: t`Installation city`,
                  state: t`Installation state`,
                  postalCode: t`Installation ZIP code`,
                }}
                required={INSTALLATION_REQUIRED}
              />
            )}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}

function IdentityFields({ prefix }: { prefix: Party }) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Identity`}>
      <Stack gap="sm">
        <FieldGrid>
          <SsnInput
            name={`${prefix}.SocialSecurityNumber`}
            label={t`Social Security number`}
            required={required('SocialSecurityNumber')}
          />
          <DateInput
            name={`${prefix}.DateOfBirth`}
            label={t`Date of birth`}
            required={required('DateOfBirth')}
          />
        </FieldGrid>
        <IdentificationFields prefix={prefix} />
      </Stack>
    </Fieldset>
  );
}

/** Every field of one applicant (the v3 Applicant / CoApplicant object), in sections. */
export function PartyFields({ prefix }: { prefix: Party }) {
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      {prefix === 'CoApplicant' && (
        <FieldGrid>
          <SelectField
            name="CoApplicant.ApplicantRelationship"
            label={t`Relationship to the applicant`}
            required={RELATIONSHIP_REQUIRED}
            placeholder={t`Choose one`}
            options={[{ value: 'Spouse', label: t`Spouse` }]}
          />
        </FieldGrid>
      )}
      <PersonName prefix={prefix} />
      <Contact prefix={prefix} />
      <AddressSection prefix={prefix} />
      <IdentityFields prefix={prefix} />
      <EmploymentFields prefix={prefix} />
      <IncomeFields prefix={prefix} />
      <ResidenceFields prefix={prefix} />
    </Stack>
  );
}
