import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { fromCents, parseMoney, toCents } from '../../lib/money.ts';
import { useBoundField, type BoundFieldProps } from './bound-field.ts';

const twoDecimals = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * What an amount the user typed is, for the form: null when blank; the amount through whole cents
 * (`1,234.5` → 1234.5) when it is one; the plain number when it has more than two decimals (so the
 * rule can say "at most two decimals"); NaN for anything else (so the rule says "must be an amount").
 */
export function parseAmountText(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '').trim();
  if (cleaned === '') return null;
  const cents = parseMoney(cleaned);
  if (cents !== null) return fromCents(cents);
  return /^-?\d*\.\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** An amount as the field shows it when not being typed: `1234.5` → `1,234.50`. */
export function formatAmountText(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const cents = toCents(value);
  return cents / 100 === value ? twoDecimals.format(cents / 100) : String(value);
}

/**
 * A money amount in dollars and cents: typed freely (`1234.5`, `$1,234.50`), shown with a `$` and
 * two decimals once the field is left. The form holds the number the request sends.
 */
export function MoneyInput({ name, label, description, required }: BoundFieldProps) {
  const {
    field,
    value: fieldValue,
    onChange,
  } = useBoundField({ name, label, description, required });
  const value = fieldValue as number | null | undefined;
  const [text, setText] = useState(() => formatAmountText(value));
  // The value this text stands for: when the form changes it (a reset, a restored draft, a field
  // cleared because it no longer applies), the text follows.
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(value, shownValue)) {
    setShownValue(value);
    setText(formatAmountText(value));
  }

  return (
    <TextInput
      {...field}
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      value={text}
      onChange={(event) => {
        const next = parseAmountText(event.currentTarget.value);
        setText(event.currentTarget.value);
        setShownValue(next);
        onChange(next);
      }}
      onBlur={() => {
        setText(formatAmountText(value) || text);
        field.onBlur();
      }}
    />
  );
}
