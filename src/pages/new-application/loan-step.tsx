import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { get, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { CheckboxField } from '../../components/fields/checkbox-field.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { MoneyInput } from '../../components/fields/money-input.tsx';
import { formatMoney, toCents } from '../../lib/money.ts';
import {
  REQUIRED_LOAN_FIELDS,
  completionPaymentApplies,
  type ApplicationFormValues,
} from '../../schemas/application-form.ts';
import { amountFinancedV3Cents, type DealerLookup } from '../../schemas/application-v3.ts';

const money = (value: number | null) =>
  formatMoney(typeof value === 'number' && Number.isFinite(value) ? toCents(value) : 0);

/**
 * The amount financed as the request computes it (amountFinancedV3Cents), live, with the formula
 * and the figures that make it; the rule's message (e.g. the 1,000 to 100,000 range) below it.
 */
export function AmountFinanced({ showCompletion }: { showCompletion: boolean }) {
  const { t } = useLingui();
  const { control } = useFormContext<ApplicationFormValues>();
  const [selling, down, completion, tax] = useWatch({
    control,
    name: [
      'LoanParameters.SellingPrice',
      'LoanParameters.DownPayment',
      'LoanParameters.CompletionPayment',
      'LoanParameters.SalesTax',
    ],
  });
  // AmountFinanced has no input: its error sits beside the form's fields, read by path.
  const { errors } = useFormState({ control, name: 'LoanParameters' });
  const error = (get(errors, 'LoanParameters.AmountFinanced') as FieldError | undefined)?.message;
  const total = amountFinancedV3Cents({
    SellingPrice: selling,
    DownPayment: down,
    CompletionPayment: completion,
    SalesTax: tax,
  });
  // One message, formatted once per keystroke as the strings it replaces were.
  const sellingPrice = money(selling);
  const downPayment = money(down);
  const salesTax = money(tax);
  const completionPayment = showCompletion ? money(completion) : '';
  const formula = showCompletion
    ? t`= selling price ${sellingPrice} − down payment ${downPayment} − completion payment ${completionPayment} + sales tax ${salesTax}`
    : t`= selling price ${sellingPrice} − down payment ${downPayment} + sales tax ${salesTax}`;
  return (
    <Paper withBorder p="md" className="amount-financed" id="amount-financed">
      <Text size="sm" fw={600} id="amount-financed-label">
        <Trans>Amount financed</Trans>
      </Text>
      <output aria-labelledby="amount-financed-label" className="amount-financed-total">
        {formatMoney(total)}
      </output>
      <Text size="sm" c="dimmed">
        {formula}
      </Text>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert" mt={4}>
          {error}
        </Text>
      )}
    </Paper>
  );
}

/** The loan: price, down payment, completion payment where the rules allow it, sales tax, assignee. */
export function LoanStep({
  lookup,
  assignee,
}: {
  lookup: DealerLookup;
  /** The "Assign to" field (assignee-field.tsx), which checks itself with the lender. */
  assignee: ReactNode;
}) {
  const { t } = useLingui();
  const { control, setValue } = useFormContext<ApplicationFormValues>();
  const [contractState, dealerId, taxIncluded, completion] = useWatch({
    control,
    name: [
      'LoanParameters.ContractState',
      'LoanParameters.DealerId',
      'LoanParameters.SalesTaxIncluded',
      'LoanParameters.CompletionPayment',
    ],
  });
  const showCompletion = completionPaymentApplies(
    { ContractState: contractState, DealerId: dealerId },
    lookup,
  );

  // A completion payment the contract can no longer carry (another state or dealer) is not sent.
  useEffect(() => {
    if (!showCompletion && completion !== null) {
      setValue('LoanParameters.CompletionPayment', null, { shouldDirty: true });
    }
  }, [showCompletion, completion, setValue]);

  return (
    <Stack gap="lg">
      <FieldGrid>
        <MoneyInput
          name="LoanParameters.SellingPrice"
          label={t`Selling price`}
          description={t`Before sales tax`}
          required={REQUIRED_LOAN_FIELDS.has('SellingPrice')}
        />
        <MoneyInput
          name="LoanParameters.DownPayment"
          label={t`Down payment`}
          description={t`Leave empty when there is none`}
        />
        {showCompletion && (
          <MoneyInput
            name="LoanParameters.CompletionPayment"
            label={t`Completion payment`}
            description={t`Due when the work is complete`}
          />
        )}
      </FieldGrid>
      <Stack gap="sm">
        <CheckboxField
          name="LoanParameters.SalesTaxIncluded"
          label={t`Include sales tax`}
          onValueChange={(checked) => {
            if (!checked) setValue('LoanParameters.SalesTax', null, { shouldDirty: true });
          }}
        />
        {taxIncluded && (
          <FieldGrid>
            <MoneyInput name="LoanParameters.SalesTax" label={t`Sales tax`} required />
          </FieldGrid>
        )}
      </Stack>
      <AmountFinanced showCompletion={showCompletion} />
      {assignee}
    </Stack>
  );
}
