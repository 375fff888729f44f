import { TextInput } from '@mantine/core';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';

interface WholeNumberInputProps extends BoundFieldProps {
  /** At most this many digits can be typed (a year: 4). */
  maxDigits: number;
}

/** A whole number typed as digits only; the form holds the number, or null when blank. */
export function WholeNumberInput({
  name,
  label,
  description,
  required,
  maxDigits,
}: WholeNumberInputProps) {
  const {
    field,
    value: fieldValue,
    onChange,
  } = useBoundField({ name, label, description, required });
  const value = fieldValue as number | null | undefined;
  return (
    <TextInput
      {...field}
      inputMode="numeric"
      autoComplete="off"
      value={value === null || value === undefined || Number.isNaN(value) ? '' : String(value)}
      onChange={(event) => {
        const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, maxDigits);
        onChange(digits === '' ? null : Number(digits));
      }}
    />
  );
}
