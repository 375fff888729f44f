import { useLingui } from '@lingui/react/macro';
import { TextField } from './text-field.tsx';
import './locales/catalog.ts';

/** A field's name under a prefix ('' for a form whose fields sit at its top). */
export const fieldAt = (prefix: string, field: string) =>
  prefix === '' ? field : `${prefix}.${field}`;

interface NameFieldsProps {
  /** Where the person sits in the form ('' at the top). */
  prefix: string;
}

/**
 * A person's name, worded once for every form: first name, middle initial and last name (every
 * request asks for the first and last name), with
 * SuffixField beside them where the request has a suffix (a user account has none). Placed
 * inside the caller's FieldGrid, beside its other fields.
 */
export function NameFields({ prefix }: NameFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        name={fieldAt(prefix, 'FirstName')}
        label={t`First name`}
        required
        autoComplete="off"
      />
      <TextField
        name={fieldAt(prefix, 'MiddleInitial')}
        label={t`Middle initial`}
        autoComplete="off"
      />
      <TextField
        name={fieldAt(prefix, 'LastName')}
        label={t`Last name`}
        required
        autoComplete="off"
      />
    </>
  );
}
