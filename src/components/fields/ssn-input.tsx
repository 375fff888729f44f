import { useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';
import './fields.css';
import './locales/catalog.ts';

/**
 * A Social Security number: nine digits (typed or pasted with dashes or spaces, which are
 * dropped), drawn as dots until "Show" is pressed. It lives in the
 * form's memory only: drafts drop it by name (lib/draft-storage.ts), and the input is plain text
 * with autocomplete off, so no browser stores it as a password or a suggestion.
 */
export function SsnInput({ name, label, description, required }: BoundFieldProps) {
  const { field, value, onChange } = useBoundField({ name, label, description, required });
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...field}
      classNames={{ input: visible ? undefined : 'masked-input' }}
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      data-1p-ignore
      data-lpignore="true"
      value={(value as string | null | undefined) ?? ''}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 9))}
      rightSectionWidth={72}
      rightSectionPointerEvents="all"
      rightSection={
        <Button
          variant="subtle"
          size="compact-sm"
          aria-label={visible ? t`Hide ${label}` : t`Show ${label}`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t`Hide` : t`Show`}
        </Button>
      }
    />
  );
}
