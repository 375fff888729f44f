import { TextInput, type TextInputProps } from '@mantine/core';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';

type Passed = Pick<
  TextInputProps,
  'autoComplete' | 'inputMode' | 'type' | 'placeholder' | 'spellCheck'
>;

/** A text input bound to the form; its value is the text as typed ('' when blank). */
export function TextField({
  name,
  label,
  description,
  required,
  ...input
}: BoundFieldProps & Passed) {
  const { field, value, onChange } = useBoundField({ name, label, description, required });
  return (
    <TextInput
      {...input}
      {...field}
      value={(value as string | null | undefined) ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
