import { TextInput } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';

/**
 * The digits of a US phone number typed or pasted in any form: `(916) 555-0123`, `916.555.0123`,
 * `+1 916 555 0123` (the country code is dropped) → `9165550123`; at most ten.
 */
export function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return (digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits).slice(0, 10);
}

/**
 * `9165550123` → `(916) 555-0123`, growing as digits come: a separator appears only before a digit
 * that follows it, so deleting backwards never sticks on one.
 */
export function formatPhone(digits: string): string {
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 10)}`;
}

/** Where the caret goes in `formatted` to follow the `count`-th digit. */
function caretAfterDigits(formatted: string, count: number): number {
  if (count === 0) return formatted.startsWith('(') ? 1 : 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return formatted.length;
}

/** A 10-digit phone number, shown as `(916) 555-0123`; the form holds the digits only. */
export function PhoneInput({ name, label, description, required }: BoundFieldProps) {
  const { field, value, onChange } = useBoundField({ name, label, description, required });
  const digits = (value as string | null | undefined) ?? '';
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);

  // Reformatting moves the text under the caret; put it back after the digit it followed.
  useLayoutEffect(() => {
    if (caret.current !== null && input.current === document.activeElement) {
      input.current?.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  return (
    <TextInput
      {...field}
      ref={(element) => {
        input.current = element;
        field.ref(element);
      }}
      type="tel"
      inputMode="tel"
      autoComplete="off"
      value={formatPhone(digits)}
      onChange={(event) => {
        const { value, selectionStart } = event.currentTarget;
        const next = phoneDigits(value);
        const before = phoneDigits(value.slice(0, selectionStart ?? value.length)).length;
        caret.current = caretAfterDigits(formatPhone(next), Math.min(before, next.length));
        onChange(next);
      }}
    />
  );
}
