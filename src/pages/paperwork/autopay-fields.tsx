import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { AddressFields } from '../../components/fields/address-fields.tsx';
import { FieldGrid } from '../../components/fields/field-grid.tsx';
import { MoneyInput } from '../../components/fields/money-input.tsx';
import { SelectField } from '../../components/fields/select-field.tsx';
import { TextField } from '../../components/fields/text-field.tsx';
import { WholeNumberInput } from '../../components/fields/whole-number-input.tsx';
import { MONTH_NAMES } from '../../lib/dates.ts';
import { PAYMENT_ACCOUNT_TYPES } from '../../schemas/enums.ts';
import type { PaperworkFormValues } from '../../schemas/paperwork-form.ts';
import { useAddressLabels } from './address-labels.ts';

const FREQUENCIES = [
  { value: 'OnceMonthly', label: msg`Once a month` },
  { value: 'TwiceMonthly', label: msg`Twice a month` },
];
const MONTHS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1), label: name }));
const ACCOUNT_TYPES = PAYMENT_ACCOUNT_TYPES.map((type) => ({ value: type, label: type }));
const NOT_REQUIRED = new Set<string>();

/**
 * The autopay (ACH) payment: frequency, withdrawal days (the second only twice a month), first
 * month, amount, and the bank. For full paperwork and for ACH-only paperwork alike. Bank numbers
 * are typed into memory only: the page keeps no draft (PaperworkFormValues, PRIVACY).
 * `complete`: the full paperwork's ACH needs every payment property (paymentCompletenessIssues);
 * ACH-only leaves the amount, first day and first month optional, as the spec does.
 */
export function AutopayFields({ complete = true }: { complete?: boolean }) {
  const { control, setValue, clearErrors } = useFormContext<PaperworkFormValues>();
  const frequency = useWatch({ control, name: 'Payment.PaymentFrequency' });
  const { i18n, t } = useLingui();
  const bankAddress = useAddressLabels('bank');
  const frequencies = FREQUENCIES.map(({ value, label }) => ({ value, label: i18n._(label) }));
  const dayOfMonth = t`Day of the month, 1 to 31.`;
  return (
    <>
      <FieldGrid>
        <SelectField
          name="Payment.PaymentFrequency"
          label={t`How often`}
          required
          options={frequencies}
          onValueChange={(value) => {
            // The second day belongs to twice-monthly payments only: it goes with that choice.
            if (value !== 'TwiceMonthly') {
              setValue('Payment.DayOfMonthForSecondWithdrawal', null);
              clearErrors('Payment.DayOfMonthForSecondWithdrawal');
            }
          }}
        />
        <MoneyInput
          name="Payment.PaymentAmount"
          label={t`Payment amount`}
          required={complete}
          description={
            complete ? t`The plan's monthly payment.` : t`The amount of each withdrawal.`
          }
        />
        <WholeNumberInput
          name="Payment.DayOfMonthForFirstWithdrawal"
          label={frequency === 'TwiceMonthly' ? t`First withdrawal day` : t`Withdrawal day`}
          description={dayOfMonth}
          required={complete}
        />
        {frequency === 'TwiceMonthly' && (
          <WholeNumberInput
            name="Payment.DayOfMonthForSecondWithdrawal"
            label={t`Second withdrawal day`}
            description={dayOfMonth}
            required
          />
        )}
        <SelectField
          name="Payment.MonthToWithdrawFirstPayment"
          label={t`First withdrawal month`}
          required={complete}
          numeric
          placeholder={t`Choose…`}
          options={MONTHS}
        />
      </FieldGrid>
      <FieldGrid>
        <TextField name="Payment.BankInformation.Name" label={t`Bank name`} autoComplete="off" />
        <SelectField
          name="Payment.BankInformation.AccountType"
          label={t`Account type`}
          options={ACCOUNT_TYPES}
        />
        <TextField
          name="Payment.BankInformation.RoutingNumber"
          label={t`Routing number`}
          description={t`9 digits.`}
          required
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="Payment.BankInformation.AccountNumber"
          label={t`Account number`}
          description={t`Digits only, at most 17.`}
          required
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
      </FieldGrid>
      <AddressFields
        prefix="Payment.BankInformation.Address"
        labels={bankAddress}
        required={NOT_REQUIRED}
      />
    </>
  );
}
