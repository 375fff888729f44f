import type { DealerFeeUnit } from '../../schemas/runtime-config.ts';
import type { ReportRow } from './figures.ts';
import { reportModel, type ReportModel } from './report-model.ts';
import { passes, type ReportView } from './report-url.ts';

/**
 * What the page tells the reports' worker: the rows changed since its last message (rows whose
 * parts are the same objects are not sent again), or a request for the figures of a view.
 */
export type ToReportWorker =
  | { kind: 'rows'; upsert: ReportRow[]; remove: number[] }
  | { kind: 'model'; seq: number; view: ReportView; unit: DealerFeeUnit };

/** The figures of request `seq`; groups are named by their keys (the page knows the names). */
export interface FromReportWorker {
  seq: number;
  model: ReportModel;
}

/**
 * The worker's side: the rows it holds, kept between messages so each row's derived facts
 * (figures.ts caches them by object) are derived once, and the figures of a view over them.
 */
export function createReportStore(): (message: ToReportWorker) => FromReportWorker | null {
  const rows = new Map<number, ReportRow>();
  return (message) => {
    if (message.kind === 'rows') {
      for (const id of message.remove) rows.delete(id);
      for (const row of message.upsert) rows.set(row.id, row);
      return null;
    }
    const shown: ReportRow[] = [];
    for (const row of rows.values()) if (passes(row, message.view)) shown.push(row);
    const model = reportModel(shown, message.view.by, (key) => key, message.unit);
    return { seq: message.seq, model };
  };
}
