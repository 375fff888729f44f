import { saveBlob } from './download.ts';

/**
 * CSV as RFC 4180 describes it: fields separated by commas, records by CRLF; a field holding a
 * comma, a double quote, CR or LF is enclosed in double quotes, and a quote inside it doubled.
 */
export type CsvCell = string | number | null | undefined;

/**
 * Spreadsheets run a text cell that starts with = + - @ (or a tab or CR) as a formula, so such
 * text is prefixed with an apostrophe (OWASP, "CSV injection"). Numbers are written as numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'number' ? String(value) : value.replace(FORMULA_START, "'$&");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(records: readonly (readonly CsvCell[])[]): string {
  return records.map((record) => record.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Saves rows as a CSV file; the byte-order mark makes spreadsheets read it as UTF-8. */
export function saveCsv(records: readonly (readonly CsvCell[])[], fileName: string): void {
  saveBlob(new Blob(['\uFEFF', toCsv(records)], { type: 'text/csv;charset=utf-8' }), fileName);
}
