import { PHONE_NUMBER_TYPES } from '../../schemas/enums.ts';
import { EmailField } from './email-field.tsx';
import { fieldAt } from './name-fields.tsx';
import { PhoneInput } from './phone-input.tsx';
import { SelectField } from './select-field.tsx';

export const PHONE_TYPE_OPTIONS = PHONE_NUMBER_TYPES.map((type) => ({ value: type, label: type }));

interface ContactFieldsProps {
  /** Where the person sits in the form. */
  prefix: string;
  /** Whether the request asks for the primary phone's type (the wizard's does once a phone is typed). */
  primaryTypeRequired?: boolean;
}

/**
 * A person's contact, worded once for every form: e-mail, and the primary and secondary phones
 * with their types. Placed inside the caller's FieldGrid.
 */
export function ContactFields({ prefix, primaryTypeRequired }: ContactFieldsProps) {
  return (
    <>
      <EmailField name={fieldAt(prefix, 'EmailAddress')} />
      <PhoneInput name={fieldAt(prefix, 'PrimaryPhone')} label="Primary phone" />
      <SelectField
        name={fieldAt(prefix, 'PrimaryPhoneType')}
        label="Primary phone type"
        required={primaryTypeRequired}
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
