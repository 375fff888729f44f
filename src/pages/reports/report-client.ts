import type { DealerFeeUnit } from '../../schemas/runtime-config.ts';
import type { ReportRow } from './figures.ts';
import type { ReportModel } from './report-model.ts';
import { createReportStore, type FromReportWorker, type ToReportWorker } from './report-store.ts';
import type { ReportView } from './report-url.ts';

/** Rows per message: posting copies them on the main thread, so ten thousand go in slices. */
export const ROWS_PER_MESSAGE = 1_000;

/** The same row as far as the figures go: its parts are the same values and objects. */
const sameRow = (a: ReportRow, b: ReportRow) =>
  a.status === b.status &&
  a.dealerId === b.dealerId &&
  a.userId === b.userId &&
  a.approvedCents === b.approvedCents &&
  a.financedCents === b.financedCents &&
  a.facts === b.facts &&
  a.plan === b.plan;

/**
 * What the worker must be told for it to hold `rows`, given what it holds: the rows new or
 * changed (the query cache keeps a detail's facts the same object until it changes) and the ids
 * gone. Cheap: one comparison per row, nothing copied.
 */
export function rowChanges(
  held: ReadonlyMap<number, ReportRow>,
  rows: readonly ReportRow[],
): { upsert: ReportRow[]; remove: number[] } {
  const upsert: ReportRow[] = [];
  const present = new Set<number>();
  for (const row of rows) {
    present.add(row.id);
    const before = held.get(row.id);
    if (!before || !sameRow(before, row)) upsert.push(row);
  }
  const remove: number[] = [];
  for (const id of held.keys()) if (!present.has(id)) remove.push(id);
  return { upsert, remove };
}

/**
 * A line to the store: the worker, or (in the bench) a Node thread running the same store.
 * `fail`: the line broke (the worker's script did not load or threw); nothing more will come.
 */
export type Connect = (
  answer: (reply: FromReportWorker) => void,
  fail: () => void,
) => { post: (message: ToReportWorker) => void; close: () => void };

/** The same store on this thread: where there is no Worker (jsdom in tests), or it broke. */
const connectHere: Connect = (answer) => {
  const store = createReportStore();
  let open = true;
  return {
    post: (message) => {
      const reply = store(message);
      if (reply) queueMicrotask(() => open && answer(reply));
    },
    close: () => (open = false),
  };
};

const connect: Connect = (answer, fail) => {
  if (typeof Worker === 'undefined') return connectHere(answer, fail);
  const worker = new Worker(new URL('./report-model.worker.ts', import.meta.url), {
    type: 'module',
  });
  worker.addEventListener('message', (event: MessageEvent<FromReportWorker>) => answer(event.data));
  worker.addEventListener('error', fail);
  return { post: (message) => worker.postMessage(message), close: () => worker.terminate() };
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface ReportClient {
  /** Figures for these rows and this view: the newest answer reaches `onModel`. */
  request(rows: readonly ReportRow[], view: ReportView, unit: DealerFeeUnit): void;
  close(): void;
}

/**
 * The page's side of the reports' worker: the main thread only compares rows, posts the changed
 * ones a slice per task and receives the figures. One request for figures is in flight at a
 * time and only the newest waits behind it: while details stream in, the worker makes figures
 * for the latest rows instead of every state between, and each answer is shown as it comes.
 */
export function createReportClient(
  onModel: (model: ReportModel) => void,
  open: Connect = connect,
): ReportClient {
  const held = new Map<number, ReportRow>();
  type Wanted = { rows: readonly ReportRow[]; view: ReportView; unit: DealerFeeUnit };
  let wanted: Wanted | null = null;
  let last: Wanted | null = null;
  let running = false;
  let closed = false;
  let asked = 0;
  let inFlight = false;
  let queued: { view: ReportView; unit: DealerFeeUnit } | null = null;
  const ask = (view: ReportView, unit: DealerFeeUnit) => {
    if (inFlight) {
      queued = { view, unit };
      return;
    }
    inFlight = true;
    line.post({ kind: 'model', seq: (asked += 1), view, unit });
  };
  const answer = (reply: FromReportWorker) => {
    if (closed || reply.seq !== asked) return;
    inFlight = false;
    onModel(reply.model);
    if (queued) {
      const { view, unit } = queued;
      queued = null;
      ask(view, unit);
    }
  };
  // A worker that breaks leaves the figures to this thread, slower but shown: all rows again.
  const fallBack = () => {
    if (closed) return;
    line.close();
    line = connectHere(answer, fallBack);
    held.clear();
    inFlight = false;
    queued = null;
    if (last) request(last);
  };
  let line: ReturnType<Connect>;
  try {
    line = open(answer, fallBack);
  } catch {
    // A page whose policy forbids workers: the same store on this thread.
    line = connectHere(answer, fallBack);
  }

  function request(next: Wanted) {
    wanted = last = next;
    if (!running) void pump();
  }

  async function pump() {
    running = true;
    while (wanted && !closed) {
      const { rows, view, unit } = wanted;
      wanted = null;
      const { upsert, remove } = rowChanges(held, rows);
      for (const id of remove) held.delete(id);
      if (remove.length) line.post({ kind: 'rows', upsert: [], remove });
      for (let start = 0; start < upsert.length && !closed; start += ROWS_PER_MESSAGE) {
        if (start > 0) await nextTask();
        const slice = upsert.slice(start, start + ROWS_PER_MESSAGE);
        if (!closed) line.post({ kind: 'rows', upsert: slice, remove: [] });
        for (const row of slice) held.set(row.id, row);
      }
      if (!closed) ask(view, unit);
    }
    running = false;
  }

  return {
    request: (rows, view, unit) => request({ rows, view, unit }),
    close() {
      closed = true;
      line.close();
    },
  };
}
