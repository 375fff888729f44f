import { Fieldset, Stack } from '@mantine/core';
import { memo } from 'react';
import { AddressFields } from '../../components/fields/address-fields.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { IdentificationFields } from '../../components/fields/identification-fields.tsx';
import { PhoneInput } from '../../components/fields/phone-input.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import { TextField } from '../../components/fields/text-field.tsx';
import { PHONE_NUMBER_TYPES } from '../../schemas/enums.ts';
import { CheckedSection } from './checked-section.tsx';

const PHONE_TYPES = PHONE_NUMBER_TYPES.map((type) => ({ value: type, label: type }));
const SUFFIXES = [{ value: 'SR', label: 'Sr.' }];
const ADDRESS_REQUIRED = new Set(['Address1', 'City', 'State', 'PostalCode']);

/** One signer of the contract: name, address, contact and identification by the matrix. */
function PersonFields({ prefix, legend }: { prefix: string; legend: string }) {
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <FieldGrid>
          <TextField name={`${prefix}.FirstName`} label="First name" required autoComplete="off" />
          <TextField name={`${prefix}.MiddleInitial`} label="Middle initial" autoComplete="off" />
          <TextField name={`${prefix}.LastName`} label="Last name" required autoComplete="off" />
          <SelectField
            name={`${prefix}.Suffix`}
            label="Suffix"
            placeholder="None"
            options={SUFFIXES}
          />
        </FieldGrid>
        <AddressFields prefix={`${prefix}.Address`} required={ADDRESS_REQUIRED} />
        <FieldGrid>
          <TextField
            name={`${prefix}.EmailAddress`}
            label="E-mail address"
            type="email"
            autoComplete="off"
          />
          <PhoneInput name={`${prefix}.PrimaryPhone`} label="Primary phone" />
          <SelectField
            name={`${prefix}.PrimaryPhoneType`}
            label="Primary phone type"
            placeholder="Choose…"
            options={PHONE_TYPES}
          />
          <PhoneInput name={`${prefix}.SecondaryPhone`} label="Secondary phone" />
          <SelectField
            name={`${prefix}.SecondaryPhoneType`}
            label="Secondary phone type"
            placeholder="Choose…"
            options={PHONE_TYPES}
          />
        </FieldGrid>
        <IdentificationFields prefix={prefix} />
      </Stack>
    </Fieldset>
  );
}

/** Parties: the applicant, the co-applicant when there is one, then the dealer. */
export const PartiesSection = memo(function PartiesSection({
  hasCoApplicant,
}: {
  hasCoApplicant: boolean;
}) {
  return (
    <CheckedSection section="parties" title="Parties">
      <PersonFields prefix="Application.Applicant" legend="Applicant" />
      {hasCoApplicant && <PersonFields prefix="Application.CoApplicant" legend="Co-applicant" />}
      <Fieldset legend="Dealer">
        <Stack gap="sm">
          <FieldGrid>
            <TextField name="Application.Dealer.Name" label="Dealer name" required />
            <PhoneInput name="Application.Dealer.PhoneNumber" label="Dealer phone" />
          </FieldGrid>
          <AddressFields
            prefix="Application.Dealer.Address"
            labelPrefix="Dealer"
            required={ADDRESS_REQUIRED}
          />
        </Stack>
      </Fieldset>
    </CheckedSection>
  );
});
