import { TextInput } from '@mantine/core';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';

interface DateInputProps extends BoundFieldProps {
  autoComplete?: string;
}

/**
 * A calendar date: the browser's own date field, which both types (month, day, year) and opens a
 * picker, on desktops and tablets alike. The form holds `YYYY-MM-DD`, never a Date, so nothing
 * shifts across time zones; '' while incomplete.
 */
export function DateInput({ name, label, description, required, autoComplete }: DateInputProps) {
  const { field, value, onChange } = useBoundField({ name, label, description, required });
  return (
    <TextInput
      {...field}
      type="date"
      autoComplete={autoComplete ?? 'off'}
      value={(value as string | null | undefined) ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      min="1900-01-01"
      max="2999-12-31"
    />
  );
}
