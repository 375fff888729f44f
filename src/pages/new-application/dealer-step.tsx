import { Alert, Stack } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import { US_STATE_OPTIONS } from '../../components/fields/us-states.ts';
import { formatUsDate } from '../../lib/dates.ts';
import {
  REQUIRED_LOAN_FIELDS,
  type ApplicationFormValues,
} from '../../schemas/application-form.ts';
import { dealerContextOf } from '../../schemas/application-v3.ts';
import { attestationState } from '../../schemas/attestation.ts';
import type { Dealer } from '../../schemas/dealer.ts';
import { LANGUAGE_TYPES } from '../../schemas/enums.ts';

const LANGUAGE_OPTIONS = LANGUAGE_TYPES.map((language) => ({ value: language, label: language }));

/** The dealer the application is for (one of the user's), its product, and the contract's state and language. */
export function DealerStep({ dealers, today }: { dealers: readonly Dealer[]; today: string }) {
  const { control, getValues, setValue } = useFormContext<ApplicationFormValues>();
  const dealerId = useWatch({ control, name: 'LoanParameters.DealerId' });
  const dealer = dealers.find((candidate) => candidate.Id === dealerId);
  const products = dealer ? dealerContextOf(dealer).products : [];
  const attestation = dealer ? attestationState(dealer, today) : null;

  const onDealerChange = (next: string | number | null) => {
    const chosen = dealers.find((candidate) => candidate.Id === next);
    const product = getValues('LoanParameters.ProductOrService');
    if (!chosen || !dealerContextOf(chosen).products.includes(product)) {
      setValue('LoanParameters.ProductOrService', '', { shouldDirty: true });
    }
    setValue('LoanParameters.ContractState', chosen?.Address?.State ?? '', { shouldDirty: true });
  };

  return (
    <Stack gap="md">
      <FieldGrid>
        <SelectField
          name="LoanParameters.DealerId"
          label="Dealer"
          required
          placeholder="Choose a dealer"
          options={dealers.map((option) => ({
            value: String(option.Id),
            label: option.Name,
          }))}
          numeric
          onValueChange={onDealerChange}
        />
        <SelectField
          name="LoanParameters.ProductOrService"
          label="Product or service"
          required={REQUIRED_LOAN_FIELDS.has('ProductOrService')}
          placeholder={dealer ? 'Choose a product' : 'Choose a dealer first'}
          options={products.map((product) => ({ value: product, label: product }))}
        />
        <SelectField
          name="LoanParameters.ContractState"
          label="Contract state"
          required={REQUIRED_LOAN_FIELDS.has('ContractState')}
          placeholder="Choose a state"
          options={US_STATE_OPTIONS}
        />
        <SelectField
          name="LoanParameters.ContractLanguage"
          label="Contract language"
          required={REQUIRED_LOAN_FIELDS.has('ContractLanguage')}
          options={LANGUAGE_OPTIONS}
        />
      </FieldGrid>
      {attestation?.kind === 'lapsed' && (
        <Alert color="red" title="This dealer cannot submit applications now">
          {dealer?.Name} missed its attestation deadline on {formatUsDate(attestation.deadline)}.
          The lender refuses its applications until the dealer attests again.
        </Alert>
      )}
    </Stack>
  );
}
