import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { saveCsv, type CsvCell } from '../../lib/csv.ts';
import { lastChange, rowStage, type Lookups, type Row } from './view.ts';

/**
 * The rows listed, as a CSV file (loaded only when asked for). Status records hold no SSN, date
 * of birth or account number; the applicant's name is there for rows whose detail was read.
 */
const CSV_COLUMNS: readonly MessageDescriptor[] = [
  msg`Application`,
  msg`Lender’s number`,
  msg`Applicant`,
  msg`Dealer`,
  msg`Status`,
  msg`Stage`,
  msg`Amount financed`,
  msg`Amount approved`,
  msg`Buy rate (%)`,
  msg`Assigned to`,
  msg`Unmet conditions`,
  msg`Last change (UTC)`,
];

/** The file's header, in the dealer's language (the columns' names are text too). */
export const csvHeader = (i18n: I18n): string[] => CSV_COLUMNS.map((column) => i18n._(column));

export function csvRecords(rows: readonly Row[], lookups: Lookups, i18n: I18n): CsvCell[][] {
  return [
    csvHeader(i18n),
    ...rows.map((row) => {
      const detail = lookups.details.get(row.id);
      return [
        row.id,
        row.number,
        detail?.name,
        lookups.dealerName(row.dealerId),
        row.status,
        rowStage(row, lookups).label,
        row.financed,
        row.approved,
        row.buyRate,
        lookups.userName(row.userId),
        row.unmet,
        lastChange(row, detail),
      ];
    }),
  ];
}

export function exportCsv(rows: readonly Row[], lookups: Lookups, i18n: I18n): void {
  saveCsv(csvRecords(rows, lookups, i18n), `applications-${lookups.today}.csv`);
}
