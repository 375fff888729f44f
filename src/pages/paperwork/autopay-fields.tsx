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

const FREQUENCIES = [
  { value: 'OnceMonthly', label: 'Once a month' },
  { value: 'TwiceMonthly', label: 'Twice a month' },
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
  return (
    <>
      <FieldGrid>
        <SelectField
          name="Payment.PaymentFrequency"
          label="How often"
          required
          options={FREQUENCIES}
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
          label="Payment amount"
          required={complete}
          description={complete ? "The plan's monthly payment." : 'The amount of each withdrawal.'}
        />
        <WholeNumberInput
          name="Payment.DayOfMonthForFirstWithdrawal"
          label={frequency === 'TwiceMonthly' ? 'First withdrawal day' : 'Withdrawal day'}
          description="Day of the month, 1 to 31."
          required={complete}
        />
        {frequency === 'TwiceMonthly' && (
          <WholeNumberInput
            name="Payment.DayOfMonthForSecondWithdrawal"
            label="Second withdrawal day"
            description="Day of the month, 1 to 31."
            required
          />
        )}
        <SelectField
          name="Payment.MonthToWithdrawFirstPayment"
          label="First withdrawal month"
          required={complete}
          numeric
          placeholder="Choose…"
          options={MONTHS}
        />
      </FieldGrid>
      <FieldGrid>
        <TextField name="Payment.BankInformation.Name" label="Bank name" autoComplete="off" />
        <SelectField
          name="Payment.BankInformation.AccountType"
          label="Account type"
          options={ACCOUNT_TYPES}
        />
        <TextField
          name="Payment.BankInformation.RoutingNumber"
          label="Routing number"
          description="9 digits."
          required
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          name="Payment.BankInformation.AccountNumber"
          label="Account number"
          description="Digits only, at most 17."
          required
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
        />
      </FieldGrid>
      <AddressFields
        prefix="Payment.BankInformation.Address"
        labelPrefix="Bank"
        required={NOT_REQUIRED}
      />
    </>
  );
}
