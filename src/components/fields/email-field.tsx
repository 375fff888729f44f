import { useLingui } from '@lingui/react/macro';
import { TextField } from './text-field.tsx';
import './locales/catalog.ts';

/** The e-mail address of a person, worded once (the user form asks for it alone). */
export function EmailField({ name, required }: { name: string; required?: boolean }) {
  const { t } = useLingui();
  return (
    <TextField
      name={name}
      label={t`E-mail address`}
      type="email"
      required={required}
      autoComplete="off"
      spellCheck={false}
    />
  );
}
