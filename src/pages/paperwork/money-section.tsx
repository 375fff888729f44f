import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const FEE_LABELS: Record<AdjustmentType, MessageDescriptor> = {
  Document: msg`Documentation fee`,
  PublicOfficials: msg`Paid to public officials`,
  NonFilingInsurancePremium: msg`Non-filing insurance premium`,
  ToOthers: msg`Paid to others`,
};

const emptyFee = (): FeeForm => ({ FeeType: '', FeeAmount: null });

/** The fees: one row per fee, one of the four fee types each. */
function FeeRows() {
  const { control } = useFormContext<PaperworkFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: FEES });
  const { i18n, t } = useLingui();
  const feeTypes = ADJUSTMENT_TYPES.map((type) => ({
    value: type,
    label: i18n._(FEE_LABELS[type]),
  }));
  return (
    <Fieldset legend={t`Fees`}>
      <Stack gap="sm">
        {fields.length === 0 && (
          <Text size="sm">
            <Trans>No fees.</Trans>
          </Text>
        )}
        {fields.map((row, index) => {
          const number = index + 1;
          return (
            <div className="paperwork-row" key={row.id}>
              <FieldGrid>
                <SelectField
                  name={`${FEES}.${index}.FeeType`}
                  label={t`Fee ${number} type`}
                  required
                  placeholder={t`Choose…`}
                  options={feeTypes}
                />
                <MoneyInput
                  name={`${FEES}.${index}.FeeAmount`}
                  label={t`Fee ${number} amount`}
                  required
                />
              </FieldGrid>
              <Button
                variant="default"
                onClick={() => remove(index)}
                aria-label={t`Remove fee ${number}`}
              >
                <Trans>Remove</Trans>
              </Button>
            </div>
          );
        })}
        <PathError name={FEES} />
        {fields.length < ADJUSTMENT_TYPES.length && (
          <Group>
            <Button variant="default" onClick={() => append(emptyFee(), { shouldFocus: true })}>
              <Trans>Add a fee</Trans>
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
  const { t } = useLingui();
  const leaveEmpty = t`Leave empty when there is none.`;
  return (
    <CheckedSection section="money" title={t`Money`}>
      <FeeRows />
      <FieldGrid>
        <MoneyInput
          name="LoanParameters.DownPayment"
          label={t`Down payment`}
          required
          description={t`0 when there is none.`}
        />
        {contractState === 'CA' && (
          <MoneyInput
            name="LoanParameters.CompletionPayment"
            label={t`Completion payment`}
            required
            description={t`Paid on completion; 0 when there is none.`}
          />
        )}
        <MoneyInput name="LoanParameters.SalesTax" label={t`Sales tax`} description={leaveEmpty} />
        <MoneyInput
          name="LoanParameters.TradeInAmount"
          label={t`Trade-in amount`}
          description={leaveEmpty}
        />
        <TextField name="LoanParameters.TradeInDescription" label={t`Trade-in description`} />
      </FieldGrid>
      <LiveAmount applicationId={applicationId} />
    </CheckedSection>
  );
});
