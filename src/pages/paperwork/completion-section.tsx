import { Radio, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useWatch } from 'react-hook-form';
import { AddressFields } from '../../components/fields/address-fields.tsx';
import { useBoundField } from '../../components/fields/bound-field.ts';
import { DateInput } from '../../components/fields/date-input.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import { YesNoField } from '../../components/fields/yes-no-field.tsx';
import { INSTALLER_TYPES } from '../../schemas/enums.ts';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import { CheckedSection } from './checked-section.tsx';

const INSTALLERS = INSTALLER_TYPES.map((type) => ({
  value: type,
  label: type === 'NotRequired' ? 'No installer required' : type,
}));
const ADDRESS_REQUIRED = new Set(['Address1', 'City', 'State', 'PostalCode']);

function CertificateChoice() {
  const { field, value, onChange } = useBoundField({
    name: 'CompletionCertificateChoice',
    label: 'Completion certificate',
  });
  const { ref, onBlur, ...group } = field;
  return (
    <Radio.Group {...group} value={value as string} onChange={onChange}>
      <Stack gap="xs" mt={6}>
        <Radio
          ref={ref}
          onBlur={onBlur}
          value="none"
          label="Not yet: the project is still to be completed"
        />
        <Radio
          onBlur={onBlur}
          value="full"
          label="The project is complete: include the completion certificate"
        />
      </Stack>
    </Radio.Group>
  );
}

/**
 * Completion: the projected completion date, or (when the dealer includes the completion
 * certificate) the certificate itself, with every field it needs.
 */
export const CompletionSection = memo(function CompletionSection({
  offersCertificate,
}: {
  offersCertificate: boolean;
}) {
  const choice = useWatch<PaperworkFormValues, 'CompletionCertificateChoice'>({
    name: 'CompletionCertificateChoice',
  });
  const full = offersCertificate && choice === 'full';
  return (
    <CheckedSection section="completionCertificate" title="Completion">
      {offersCertificate ? (
        <CertificateChoice />
      ) : (
        <Text size="sm">This dealer&apos;s paperwork has no completion certificate.</Text>
      )}
      {full ? (
        <>
          <FieldGrid>
            <DateInput
              name="CompletionCertificate.CompletionDate"
              label="Completion date"
              required
            />
            <SelectField
              name="CompletionCertificate.ProductInstaller"
              label="Installer"
              required
              options={INSTALLERS}
            />
          </FieldGrid>
          <YesNoField
            name="CompletionCertificate.ProductInstalledAtApplicantsAddress"
            label="Was the product installed at the applicant's address?"
            required
          />
          <AddressFields
            prefix="CompletionCertificate.Address"
            labelPrefix="Installation"
            required={ADDRESS_REQUIRED}
          />
        </>
      ) : (
        <FieldGrid>
          <DateInput
            name="CompletionCertificate.TentativeCompletionDate"
            label="Projected completion date"
            description="When the project should be complete; may be left empty."
          />
        </FieldGrid>
      )}
    </CheckedSection>
  );
});
