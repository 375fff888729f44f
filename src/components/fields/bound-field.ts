import { useRef } from 'react';
import { useController, useFormContext, type FieldValues } from 'react-hook-form';
import { useFieldMessages } from './field-messages.ts';

/**
 * A field of the surrounding react-hook-form (FormProvider), by its path. Every field component
 * subscribes to its own value and error only, so typing re-renders one field, not the form. It
 * validates itself when left after a change, and at every change while it shows an error; the
 * form validates the rest when the user moves on (its mode is onSubmit).
 * It returns `field`, the props every field's input takes unchanged (ref, name, label,
 * description, required, error, onBlur), for the field to spread, and `value` and `onChange`,
 * which each field turns into its input's own shape.
 */
export function useBoundField({ name, label, description, required }: BoundFieldProps) {
  const { control, getValues, trigger } = useFormContext<FieldValues>();
  const { field, fieldState } = useController({ control, name });
  const worded = useFieldMessages();
  const message = fieldState.error?.message;
  const { ref, value, onChange, onBlur } = field;
  const invalid = fieldState.invalid;
  const edited = useRef(false);
  const onBlurField = () => {
    // A browser blurs a focused input as it is removed (a row of a list deleted): its value is
    // gone from the form, and touching it now would write it back.
    if (getValues(name) === undefined) return;
    onBlur();
    // Leaving a field checks what was typed into it; one passed through waits for "Next".
    if (edited.current || invalid) void trigger(name);
  };
  return {
    /** What every field's input takes as it is: spread it (`<TextInput {...field} …/>`). */
    field: {
      ref,
      name,
      label,
      description,
      required,
      error: message ? worded(message) : undefined,
      onBlur: onBlurField,
    },
    value: value as unknown,
    onChange: (next: unknown) => {
      edited.current = true;
      onChange(next);
      // A field showing an error says at once when the change mends it, blurred or not.
      if (invalid) void trigger(name);
    },
  };
}

/** The common props of the field components. */
export interface BoundFieldProps {
  /** The form path, e.g. `Applicant.FirstName`. */
  name: string;
  /** What the field means, in the user's words. */
  label: string;
  description?: React.ReactNode;
  required?: boolean;
}
