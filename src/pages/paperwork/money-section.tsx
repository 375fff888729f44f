import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { MoneyInput } from '../../components/fields/money-input.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import { TextField } from '../../components/fields/text-field.tsx';
import { ADJUSTMENT_TYPES, type AdjustmentType } from '../../schemas/enums.ts';
import type { FeeForm, PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import { CheckedSection } from './checked-section.tsx';
import { PathError } from './list-error.tsx';
import { LiveAmount } from './live-amount.tsx';

const FEES = 'LoanParameters.Fees' as const;

const FEE_LABELS: Record<AdjustmentType, string> = {
  Document: 'Documentation fee',
  PublicOfficials: 'Paid to public officials',
  NonFilingInsurancePremium: 'Non-filing insurance premium',
  ToOthers: 'Paid to others',
};
const FEE_TYPES = ADJUSTMENT_TYPES.map((type) => ({ value: type, label: FEE_LABELS[type] }));

const emptyFee = (): FeeForm => ({ FeeType: '', FeeAmount: null });

/** The fees: one row per fee, one of the four fee types each. */
function FeeRows() {
  const { control } = useFormContext<PaperworkFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: FEES });
  return (
    <Fieldset legend="Fees">
      <Stack gap="sm">
        {fields.length === 0 && <Text size="sm">No fees.</Text>}
        {fields.map((row, index) => (
          <div className="paperwork-row" key={row.id}>
            <FieldGrid>
              <SelectField
                name={`${FEES}.${index}.FeeType`}
                label={`Fee ${index + 1} type`}
                required
                placeholder="Choose…"
                options={FEE_TYPES}
              />
              <MoneyInput
                name={`${FEES}.${index}.FeeAmount`}
                label={`Fee ${index + 1} amount`}
                required
              />
            </FieldGrid>
            <Button
              variant="default"
              onClick={() => remove(index)}
              aria-label={`Remove fee ${index + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        <PathError name={FEES} />
        {fields.length < FEE_TYPES.length && (
          <Group>
            <Button variant="default" onClick={() => append(emptyFee(), { shouldFocus: true })}>
              Add a fee
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

/**
 * Money: fees, down payment, the completion payment (California contracts only), sales tax and
 * trade-in, with the amount financed they make, live.
 */
export const MoneySection = memo(function MoneySection({
  applicationId,
  contractState,
}: {
  applicationId: number;
  contractState: string;
}) {
  return (
    <CheckedSection section="money" title="Money">
      <FeeRows />
      <FieldGrid>
        <MoneyInput
          name="LoanParameters.DownPayment"
          label="Down payment"
          required
          description="0 when there is none."
        />
        {contractState === 'CA' && (
          <MoneyInput
            name="LoanParameters.CompletionPayment"
            label="Completion payment"
            required
            description="Paid on completion; 0 when there is none."
          />
        )}
        <MoneyInput
          name="LoanParameters.SalesTax"
          label="Sales tax"
          description="Leave empty when there is none."
        />
        <MoneyInput
          name="LoanParameters.TradeInAmount"
          label="Trade-in amount"
          description="Leave empty when there is none."
        />
        <TextField name="LoanParameters.TradeInDescription" label="Trade-in description" />
      </FieldGrid>
      <LiveAmount applicationId={applicationId} />
    </CheckedSection>
  );
});
