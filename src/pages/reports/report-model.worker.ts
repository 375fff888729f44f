import { createReportStore, type FromReportWorker, type ToReportWorker } from './report-store.ts';

/**
 * The reports' grouping and percentiles off the main thread (issue 37 item 6): the figures are
 * report-model.ts's, one source with the tests. The worker scope is typed by hand so the
 * webworker lib does not leak into the whole program's types.
 */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<ToReportWorker>) => void): void;
  postMessage(answer: FromReportWorker): void;
};

const store = createReportStore();
scope.addEventListener('message', (event) => {
  const answer = store(event.data);
  if (answer) scope.postMessage(answer);
});
