import { TextField } from './text-field.tsx';

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
