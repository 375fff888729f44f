import type { CsvCell } from '../../lib/csv.ts';
import { MISSING } from '../../lib/format.ts';
import { formatCents } from '../../lib/format.ts';
import { fromCents, type Cents } from '../../lib/money.ts';
import { HOUR_MS } from './figures.ts';

/**
 * A report's figures as columns: the table on screen shows each value written for people, the
 * CSV keeps it as a number a spreadsheet can add up. One list of columns for both, so the
 * file and the table never disagree.
 */
export interface Column<T> {
  label: string;
  value: (item: T) => CsvCell;
  /** How the value is written on screen; as it is when absent. */
  show?: (value: CsvCell) => string;
  /** Figures align right. */
  numeric?: boolean;
}

export interface TableSpec<T> {
  columns: readonly Column<T>[];
  items: readonly T[];
}

export function csvOf<T>({ columns, items }: TableSpec<T>): CsvCell[][] {
  return [
    columns.map((column) => column.label),
    ...items.map((item) => columns.map((column) => column.value(item))),
  ];
}

export function cellText<T>(column: Column<T>, item: T): string {
  const value = column.value(item);
  if (column.show) return column.show(value);
  return value === null || value === undefined || value === '' ? MISSING : String(value);
}

const whole = new Intl.NumberFormat('en-US');
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const hours = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'hour',
  unitDisplay: 'long',
  maximumFractionDigits: 1,
});
const minutes = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'minute',
  unitDisplay: 'long',
});
const days = new Intl.NumberFormat('en-US', {
  style: 'unit',
  unit: 'day',
  unitDisplay: 'long',
  maximumFractionDigits: 1,
});

const isNumber = (value: CsvCell): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Counts: 1,234. */
export const showCount = (value: CsvCell) => (isNumber(value) ? whole.format(value) : MISSING);

/** A share kept as a percentage (62.5) and written "62.5%". */
export const showPercent = (value: CsvCell) =>
  isNumber(value) ? `${oneDecimal.format(value)}%` : MISSING;
export const asPercent = (share: number | null) =>
  share === null ? null : Math.round(share * 1000) / 10;

/** Money kept as dollars with cents ("1234.56") and written "$1,234.56". */
export const asDollars = (cents: Cents | null) =>
  cents === null ? null : fromCents(cents).toFixed(2);
export const showDollars = (value: CsvCell) =>
  value === null || value === undefined || value === ''
    ? MISSING
    : formatCents(Math.round(Number(value) * 100));

/** A time kept as hours (two decimals) and written in minutes below an hour, days from two. */
export const asHours = (ms: number | null) =>
  ms === null ? null : Math.round((ms / HOUR_MS) * 100) / 100;
export const showHours = (value: CsvCell) => {
  if (!isNumber(value)) return MISSING;
  if (value < 1) return minutes.format(Math.round(value * 60));
  return value < 48 ? hours.format(value) : days.format(value / 24);
};
