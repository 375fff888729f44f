import { useState } from 'react';
import { PLAIN_UNSTYLED, PlainTextInput, type PlainTextInputProps } from './plain-controls.tsx';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * A text field whose value is hidden until the user asks to see it (passwords, tokens). Mantine's
 * PasswordInput does the same but brings ActionIcon and its own styles onto the first visit.
 */
export function SecretInput({
  ref,
  label,
  ...props
}: Omit<PlainTextInputProps, 'type' | 'rightSection'> & { label: string }) {
  const [visible, setVisible] = useState(false);
  return (
    <PlainTextInput
      {...props}
      ref={ref}
      label={label}
      type={visible ? 'text' : 'password'}
      rightSection={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={visible}
          className={`${PLAIN_UNSTYLED} secret-toggle`}
        >
          <EyeIcon open={visible} />
        </button>
      }
    />
  );
}
