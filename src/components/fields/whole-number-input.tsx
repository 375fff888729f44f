import { TextInput } from '@mantine/core';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';

/**
 * A whole number typed as digits only; the form holds the number, or null when blank. Every
 * digit typed is kept, however many: a number too large for the field is refused by its rule
 * with a message, never cut to fit (200 years must not quietly become 20).
 */
export function WholeNumberInput({ name, label, description, required }: BoundFieldProps) {
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
        const digits = event.currentTarget.value.replace(/\D/g, '');
        onChange(digits === '' ? null : Number(digits));
      }}
    />
  );
}
