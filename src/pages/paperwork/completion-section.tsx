import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { useAddressLabels } from './address-labels.ts';
import { CheckedSection } from './checked-section.tsx';

/** The installer types as the lender writes them, but for "none needed". */
const NO_INSTALLER = msg`No installer required`;
// eslint-disable-next-line lingui/no-unlocalized-strings -- the lender's field names, not text
const ADDRESS_REQUIRED = new Set(['Address1', 'City', 'State', 'PostalCode']);

function CertificateChoice() {
  const { t } = useLingui();
  const { field, value, onChange } = useBoundField({
    name: 'CompletionCertificateChoice',
    label: t`Completion certificate`,
  });
  const { ref, onBlur, ...group } = field;
  return (
    <Radio.Group {...group} value={value as string} onChange={onChange}>
      <Stack gap="xs" mt={6}>
        <Radio
          ref={ref}
          onBlur={onBlur}
          value="none"
          label={t`Not yet: the project is still to be completed`}
        />
        <Radio
          onBlur={onBlur}
          value="full"
          label={t`The project is complete: include the completion certificate`}
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
  const { i18n, t } = useLingui();
  const installationAddress = useAddressLabels('installation');
  const installers = INSTALLER_TYPES.map((type) => ({
    value: type,
    label: type === 'NotRequired' ? i18n._(NO_INSTALLER) : type,
  }));
  return (
    <CheckedSection section="completionCertificate" title={t`Completion`}>
      {offersCertificate ? (
        <CertificateChoice />
      ) : (
        <Text size="sm">
          <Trans>This dealer&apos;s paperwork has no completion certificate.</Trans>
        </Text>
      )}
      {full ? (
        <>
          <FieldGrid>
            <DateInput
              name="CompletionCertificate.CompletionDate"
              label={t`Completion date`}
              required
            />
            <SelectField
              name="CompletionCertificate.ProductInstaller"
              label={t`Installer`}
              required
              options={installers}
            />
          </FieldGrid>
          <YesNoField
            name="CompletionCertificate.ProductInstalledAtApplicantsAddress"
            label={t`Was the product installed at the applicant's address?`}
            required
          />
          <AddressFields
            prefix="CompletionCertificate.Address"
            labels={installationAddress}
            required={ADDRESS_REQUIRED}
          />
        </>
      ) : (
        <FieldGrid>
          <DateInput
            name="CompletionCertificate.TentativeCompletionDate"
            label={t`Projected completion date`}
            description={t`When the project should be complete; may be left empty.`}
          />
        </FieldGrid>
      )}
    </CheckedSection>
  );
});
