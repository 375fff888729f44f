import { parentPort } from 'node:worker_threads';
import { createReportStore, type ToReportWorker } from '../../src/pages/reports/report-store.ts';

/** The reports' worker for the bench: the page's store (report-store.ts) on a Node thread. */
const store = createReportStore();
parentPort!.on('message', (message: ToReportWorker) => {
  const answer = store(message);
  if (answer) parentPort!.postMessage(answer);
});
