import { useLingui } from '@lingui/react/macro';
import { Fieldset, Stack } from '@mantine/core';
import { memo } from 'react';
import { AddressFields } from '../../components/fields/address-fields.tsx';
import { ContactFields } from '../../components/fields/contact-fields.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { IdentificationFields } from '../../components/fields/identification-fields.tsx';
import { NameFields } from '../../components/fields/name-fields.tsx';
import { SuffixField } from '../../components/fields/suffix-field.tsx';
import { PhoneInput } from '../../components/fields/phone-input.tsx';
import { TextField } from '../../components/fields/text-field.tsx';
import { useAddressLabels } from './address-labels.ts';
import { CheckedSection } from './checked-section.tsx';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the lender's field names, not text
const ADDRESS_REQUIRED = new Set(['Address1', 'City', 'State', 'PostalCode']);

/** One signer of the contract: name, address, contact and identification by the matrix. */
function PersonFields({ prefix, legend }: { prefix: string; legend: string }) {
  return (
    <Fieldset legend={legend}>
      <Stack gap="sm">
        <FieldGrid>
          <NameFields prefix={prefix} />
          <SuffixField prefix={prefix} />
        </FieldGrid>
        <AddressFields prefix={`${prefix}.Address`} required={ADDRESS_REQUIRED} />
        <FieldGrid>
          <ContactFields prefix={prefix} />
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
  const { t } = useLingui();
  const dealerAddress = useAddressLabels('dealer');
  return (
    <CheckedSection section="parties" title={t`Parties`}>
      <PersonFields prefix="Application.Applicant" legend={t`Applicant`} />
      {hasCoApplicant && <PersonFields prefix="Application.CoApplicant" legend={t`Co-applicant`} />}
      <Fieldset legend={t`Dealer`}>
        <Stack gap="sm">
          <FieldGrid>
            <TextField name="Application.Dealer.Name" label={t`Dealer name`} required />
            <PhoneInput name="Application.Dealer.PhoneNumber" label={t`Dealer phone`} />
          </FieldGrid>
          <AddressFields
            prefix="Application.Dealer.Address"
            labels={dealerAddress}
            required={ADDRESS_REQUIRED}
          />
        </Stack>
      </Fieldset>
    </CheckedSection>
  );
});
