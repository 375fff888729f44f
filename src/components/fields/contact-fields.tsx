import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { PHONE_NUMBER_TYPES } from '../../schemas/enums.ts';
import { fieldAt } from './name-fields.tsx';
import { PhoneInput } from './phone-input.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

export const PHONE_TYPE_OPTIONS = PHONE_NUMBER_TYPES.map((type) => ({ value: type, label: type }));

/** The e-mail address of a person, worded once (the user form asks for it alone). */
export function EmailField({ name, required }: { name: string; required?: boolean }) {
  return (
    <TextField
      name={name}
      label="E-mail address"
      type="email"
      required={required}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

interface ContactFieldsProps {
  /** Where the person sits in the form. */
  prefix: string;
  /** Whether the request asks for the primary phone's type, given the primary phone typed. */
  primaryTypeRequired?: (primaryPhone: string) => boolean;
}

/**
 * A person's contact, worded once for every form: e-mail, and the primary and secondary phones
 * with their types. Placed inside the caller's FieldGrid.
 */
export function ContactFields({ prefix, primaryTypeRequired }: ContactFieldsProps) {
  const { control } = useFormContext<FieldValues>();
  const primaryPhone = useWatch({ control, name: fieldAt(prefix, 'PrimaryPhone') }) as
    string | undefined;
  return (
    <>
      <EmailField name={fieldAt(prefix, 'EmailAddress')} />
      <PhoneInput name={fieldAt(prefix, 'PrimaryPhone')} label="Primary phone" />
      <SelectField
        name={fieldAt(prefix, 'PrimaryPhoneType')}
        label="Primary phone type"
        required={primaryTypeRequired?.(primaryPhone ?? '')}
        placeholder="Choose a type"
        options={PHONE_TYPE_OPTIONS}
      />
      <PhoneInput name={fieldAt(prefix, 'SecondaryPhone')} label="Secondary phone" />
      <SelectField
        name={fieldAt(prefix, 'SecondaryPhoneType')}
        label="Secondary phone type"
        placeholder="Choose a type"
        options={PHONE_TYPE_OPTIONS}
      />
    </>
  );
}
