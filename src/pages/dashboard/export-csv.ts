import { saveCsv, type CsvCell } from '../../lib/csv.ts';
import { lastChange, rowStage, type Lookups, type Row } from './view.ts';

/**
 * The rows listed, as a CSV file (loaded only when asked for). Status records hold no SSN, date
 * of birth or account number; the applicant's name is there for rows whose detail was read.
 */
export const CSV_HEADER = [
  'Application',
  'Lender’s number',
  'Applicant',
  'Dealer',
  'Status',
  'Stage',
  'Amount financed',
  'Amount approved',
  'Buy rate (%)',
  'Assigned to',
  'Unmet conditions',
  'Last change (UTC)',
];

export function csvRecords(rows: readonly Row[], lookups: Lookups): CsvCell[][] {
  return [
    CSV_HEADER,
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

export function exportCsv(rows: readonly Row[], lookups: Lookups): void {
  saveCsv(csvRecords(rows, lookups), `applications-${lookups.today}.csv`);
}
