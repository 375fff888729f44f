import { SUFFIXES } from '../../schemas/enums.ts';
import { fieldAt } from './name-fields.tsx';
import { SelectField } from './select-field.tsx';

const SUFFIX_LABELS: Record<(typeof SUFFIXES)[number], string> = { SR: 'Sr.' };

export const SUFFIX_OPTIONS = SUFFIXES.map((suffix) => ({
  value: suffix,
  label: SUFFIX_LABELS[suffix],
}));

/** A person's suffix, beside NameFields, from the one list of suffixes. */
export function SuffixField({ prefix }: { prefix: string }) {
  return (
    <SelectField
      name={fieldAt(prefix, 'Suffix')}
      label="Suffix"
      placeholder="None"
      options={SUFFIX_OPTIONS}
    />
  );
}
