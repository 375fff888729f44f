import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { PHONE_NUMBER_TYPES, type PhoneNumberType } from '../../schemas/enums.ts';
import { EmailField } from './email-field.tsx';
import { fieldAt } from './name-fields.tsx';
import { PhoneInput } from './phone-input.tsx';
import { SelectField } from './select-field.tsx';
import './locales/catalog.ts';

/** The phone types as the spec names them, worded for the reader. */
const PHONE_TYPE_LABELS: Record<PhoneNumberType, MessageDescriptor> = {
  Cell: msg`Cell`,
  Home: msg`Home`,
  Work: msg`Work`,
};

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
  const { t, i18n } = useLingui();
  const phoneTypes = PHONE_NUMBER_TYPES.map((type) => ({
    value: type,
    label: i18n._(PHONE_TYPE_LABELS[type]),
  }));
  return (
    <>
      <EmailField name={fieldAt(prefix, 'EmailAddress')} />
      <PhoneInput name={fieldAt(prefix, 'PrimaryPhone')} label={t`Primary phone`} />
      <SelectField
        name={fieldAt(prefix, 'PrimaryPhoneType')}
        label={t`Primary phone type`}
        required={primaryTypeRequired}
        placeholder={t`Choose a type`}
        options={phoneTypes}
      />
      <PhoneInput name={fieldAt(prefix, 'SecondaryPhone')} label={t`Secondary phone`} />
      <SelectField
        name={fieldAt(prefix, 'SecondaryPhoneType')}
        label={t`Secondary phone type`}
        placeholder={t`Choose a type`}
        options={phoneTypes}
      />
    </>
  );
}
