import { SUFFIXES } from '../../schemas/enums.ts';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

const SUFFIX_LABELS: Record<(typeof SUFFIXES)[number], string> = { SR: 'Sr.' };

export const SUFFIX_OPTIONS = SUFFIXES.map((suffix) => ({
  value: suffix,
  label: SUFFIX_LABELS[suffix],
}));

/** A field's name under a prefix ('' for a form whose fields sit at its top). */
export const fieldAt = (prefix: string, field: string) =>
  prefix === '' ? field : `${prefix}.${field}`;

const FIRST_AND_LAST: ReadonlySet<string> = new Set(['FirstName', 'LastName']);

interface NameFieldsProps {
  /** Where the person sits in the form ('' at the top). */
  prefix: string;
  /** The fields the request always asks for (by their names); the first and last name by default. */
  required?: ReadonlySet<string>;
  /** Whether the request has a suffix (a user account has none). */
  suffix?: boolean;
}

/**
 * A person's name, worded once for every form: first name, middle initial, last name and the
 * suffix. Placed inside the caller's FieldGrid, beside its other fields.
 */
export function NameFields({ prefix, required = FIRST_AND_LAST, suffix = true }: NameFieldsProps) {
  return (
    <>
      <TextField
        name={fieldAt(prefix, 'FirstName')}
        label="First name"
        required={required.has('FirstName')}
        autoComplete="off"
      />
      <TextField
        name={fieldAt(prefix, 'MiddleInitial')}
        label="Middle initial"
        autoComplete="off"
      />
      <TextField
        name={fieldAt(prefix, 'LastName')}
        label="Last name"
        required={required.has('LastName')}
        autoComplete="off"
      />
      {suffix && (
        <SelectField
          name={fieldAt(prefix, 'Suffix')}
          label="Suffix"
          placeholder="None"
          options={SUFFIX_OPTIONS}
        />
      )}
    </>
  );
}
