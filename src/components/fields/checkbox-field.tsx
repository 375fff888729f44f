import { Checkbox } from '@mantine/core';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';

interface CheckboxFieldProps extends BoundFieldProps {
  onValueChange?: (checked: boolean) => void;
}

/** A yes/no the user opts into, bound to the form as a boolean (needs the Checkbox styles). */
export function CheckboxField({
  name,
  label,
  description,
  required,
  onValueChange,
}: CheckboxFieldProps) {
  const { field, value, onChange } = useBoundField({ name, label, description, required });
  return (
    <Checkbox
      {...field}
      // Mantine ties the message by aria-describedby only; say "invalid" too, as text inputs do.
      aria-invalid={field.error ? true : undefined}
      checked={value === true}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        onChange(checked);
        onValueChange?.(checked);
      }}
    />
  );
}
