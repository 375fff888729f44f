import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { get, useFormState, useWatch } from 'react-hook-form';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import { formatDate } from '../../lib/format.ts';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import { calendarDay } from '../../schemas/paperwork-requests.ts';
import { CheckedSection } from './checked-section.tsx';
import { ElectronicSigners } from './electronic-signers.tsx';
import { applicationTypesFor, SigningOptionField } from './signing-section.tsx';

const DATE_ID = 'autopay-signature-date';

/**
 * The signature date is not the dealer's to choose in ACH-only paperwork: none without full
 * paperwork, otherwise the full paperwork's (the spec). Shown as text, with a refusal about it.
 */
function SignatureDate({ fullSignatureDate }: { fullSignatureDate: string | null }) {
  const { errors } = useFormState<PaperworkFormValues>({ name: 'Signature.SignatureDate' });
  const error = (get(errors, 'Signature.SignatureDate') as { message?: string } | undefined)
    ?.message;
  const day = calendarDay(fullSignatureDate);
  const date = day ? formatDate(day) : null;
  return (
    <div>
      <Text size="sm" id={DATE_ID}>
        {date ? (
          <Trans>
            <Text span fw={600} size="sm">
              Signature date:
            </Text>{' '}
            {date}, the full paperwork&apos;s (the authorisation carries the same date).
          </Trans>
        ) : (
          <Trans>
            <Text span fw={600} size="sm">
              Signature date:
            </Text>{' '}
            none, as there is no full paperwork yet.
          </Trans>
        )}
      </Text>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}

/**
 * Signing of ACH-only paperwork: download, e-sign or e-mail; the application type, the dates on
 * the paperwork, the documents (the ACH authorisation, hard copies only for download), and for
 * e-sign and e-mail each signer, whether they sign the authorisation, and the ESIGN consent.
 */
export function AutopaySigning({
  hasCoApplicant,
  fullSignatureDate,
}: {
  hasCoApplicant: boolean;
  fullSignatureDate: string | null;
}) {
  const { i18n, t } = useLingui();
  const option = useWatch<PaperworkFormValues, 'SigningOption'>({ name: 'SigningOption' });
  return (
    <CheckedSection section="signing" title={t`Signing`}>
      <SigningOptionField />
      <SignatureDate fullSignatureDate={fullSignatureDate} />
      <FieldGrid>
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
      <Text size="sm">
        <Trans>Documents: the autopay (ACH) authorisation.</Trans>
      </Text>
      {option === 'download' && (
        <CheckboxField
          name="DocumentSelection.DownloadHardCopies"
          label={t`Also download the hard copies for the customer`}
        />
      )}
      {option !== 'download' && (
        <ElectronicSigners option={option} hasCoApplicant={hasCoApplicant} autopayOnly />
      )}
    </CheckedSection>
  );
}
