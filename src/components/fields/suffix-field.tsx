import { useLingui } from '@lingui/react/macro';
import { SUFFIXES } from '../../schemas/enums.ts';
import { fieldAt } from './name-fields.tsx';
import { SelectField } from './select-field.tsx';
import './locales/catalog.ts';

/** A suffix is part of the person's name, written as in English in every language (as names are). */
const SUFFIX_LABELS: Record<(typeof SUFFIXES)[number], string> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- part of a name, never translated
  SR: 'Sr.',
};

export const SUFFIX_OPTIONS = SUFFIXES.map((suffix) => ({
  value: suffix,
  label: SUFFIX_LABELS[suffix],
}));

/** A person's suffix, beside NameFields, from the one list of suffixes. */
export function SuffixField({ prefix }: { prefix: string }) {
  const { t } = useLingui();
  return (
    <SelectField
      name={fieldAt(prefix, 'Suffix')}
      label={t`Suffix`}
      placeholder={t`None`}
      options={SUFFIX_OPTIONS}
    />
  );
}
