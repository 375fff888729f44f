import { NativeSelect } from '@mantine/core';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps extends BoundFieldProps {
  options: readonly Option[];
  /** The label of the empty first option ("Choose…", "None"); without it there is none. */
  placeholder?: string;
  /** The value is a number (an id, a month), or null when the empty option is chosen. */
  numeric?: boolean;
  /** After the value changes: for fields that depend on this one. */
  onValueChange?: (value: string | number | null) => void;
}

/**
 * A native select bound to the form: on a tablet it opens the system's own picker, and it costs
 * no popover code. Its value is the option's value ('' for the empty option), or a number.
 */
export function SelectField({
  name,
  label,
  description,
  required,
  options,
  placeholder,
  numeric,
  onValueChange,
}: SelectFieldProps) {
  const {
    field,
    value: fieldValue,
    onChange,
  } = useBoundField({ name, label, description, required });
  const value = fieldValue as string | number | null | undefined;
  return (
    <NativeSelect
      {...field}
      value={value === null || value === undefined ? '' : String(value)}
      data={placeholder === undefined ? options : [{ value: '', label: placeholder }, ...options]}
      onChange={(event) => {
        const text = event.currentTarget.value;
        const next = numeric ? (text === '' ? null : Number(text)) : text;
        onChange(next);
        onValueChange?.(next);
      }}
    />
  );
}
