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
  const { inputRef, value, onChange, onBlur, error } = useBoundField(name);
  return (
    <Checkbox
      ref={inputRef}
      name={name}
      label={label}
      description={description}
      required={required}
      error={error}
      checked={value === true}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        onChange(checked);
        onValueChange?.(checked);
      }}
      onBlur={onBlur}
    />
  );
}
