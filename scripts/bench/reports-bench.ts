import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import type { ReportFacts } from '../../src/api/report-facts.ts';
import type { ReportRow } from '../../src/pages/reports/figures.ts';
import { createReportClient, type Connect } from '../../src/pages/reports/report-client.ts';
import { withGroupNames, type ReportModel } from '../../src/pages/reports/report-model.ts';
import type { FromReportWorker } from '../../src/pages/reports/report-store.ts';
import { readReportView, type ReportView } from '../../src/pages/reports/report-url.ts';
import { median } from './statistics.ts';
import type { Results } from './results.ts';

/**
 * Issue 37 item 6: every report's filtering, grouping and percentiles over 10,000 applications,
 * each with its detail read, as the page has them made: its client (report-client.ts) posts the
 * rows to a thread running its store (report-store.ts), here a Node worker thread, with the same
 * structured copy a browser's postMessage makes. Figures: the longest main-thread task while the
 * model is made (against the 50 ms a task may take) and the time to the model, medians of RUNS
 * after a warm-up.
 */
const COUNT = 10_000;
const RUNS = 15;
/** The figures follow a new page or a change of filter within a second. */
const TO_MODEL_BUDGET_MS = 1_000;
const HOUR_MS = 3_600_000;
const STATUSES = ['Processing', 'Pending', 'Declined', 'Approved', 'FundingRequested'] as const;
const ZONES = ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'];

/** A seeded book: the same 10,000 rows every run (a linear congruential generator). */
export function seededBook(count = COUNT): ReportRow[] {
  let seed = 37;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const start = Date.UTC(2026, 0, 1);
  const rows: ReportRow[] = [];
  for (let id = 1; id <= count; id += 1) {
    const status = STATUSES[Math.floor(random() * STATUSES.length)]!;
    const submitted = start + random() * 330 * 24 * HOUR_MS;
    const at = (after: number) => new Date(submitted + after * HOUR_MS).toISOString();
    const approved = status === 'Approved' || status === 'FundingRequested';
    const funded = status === 'FundingRequested';
    const facts: ReportFacts = {
      product: ['HVAC', 'Roofing', 'Solar', 'Windows'][id % 4]!,
      creditType: id % 3 ? 'Revolving' : 'ClosedEnd',
      dealerTimeZone: ZONES[id % ZONES.length],
      submittedAt: at(0),
      steps: {
        decided: status === 'Processing' ? null : at(random()),
        planChosen: approved ? at(2 + random() * 48) : null,
        sent: funded ? at(60 + random() * 24) : null,
        signed: funded ? at(90 + random() * 48) : null,
        fundingRequested: funded ? at(150 + random() * 48) : null,
      },
      paperworkSent: funded,
      fullSigned: funded,
    };
    rows.push({
      id,
      status,
      dealerId: 101 + (id % 12),
      userId: 1 + (id % 40),
      approvedCents: approved ? 500_000 + Math.floor(random() * 5_000_000) : null,
      financedCents: approved ? 400_000 + Math.floor(random() * 4_000_000) : null,
      facts,
      plan: approved ? { plan: `Plan ${id % 6}`, dealerFee: 2 + (id % 6) } : null,
    });
  }
  return rows;
}

interface Run {
  /** The longest stretch the main thread spent: the request (rows compared, first slice
   * posted), each later slice posted, or the answer taken and its groups named. */
  longestTaskMs: number;
  /** From the request to the figures in hand. */
  toModelMs: number;
}

/** The page's client (report-client.ts) over a Node thread running the page's store. */
function threadedClient() {
  const thread = new Worker(new URL('./reports-worker-thread.ts', import.meta.url));
  const posts: number[] = [];
  let waiting: ((model: ReportModel) => void) | null = null;
  let answerMs = 0;
  const open: Connect = (answer) => {
    thread.on('message', (reply: FromReportWorker) => {
      const started = performance.now();
      answer(reply);
      answerMs = performance.now() - started;
    });
    return {
      post: (message) => {
        const started = performance.now();
        thread.postMessage(message);
        posts.push(performance.now() - started);
      },
      close: () => void thread.terminate(),
    };
  };
  const client = createReportClient((model) => {
    withGroupNames(model, (key) => `Group ${key}`);
    waiting?.(model);
  }, open);
  return {
    async run(rows: ReportRow[], view: ReportView): Promise<Run> {
      posts.length = 0;
      const answered = new Promise<ReportModel>((resolve) => (waiting = resolve));
      const started = performance.now();
      client.request(rows, view, 'percent');
      const requestMs = performance.now() - started;
      await answered;
      const toModelMs = performance.now() - started;
      return { longestTaskMs: Math.max(requestMs, ...posts.slice(1), answerMs), toModelMs };
    },
    close: () => client.close(),
  };
}

const view = (query: string) => readReportView(new URLSearchParams(query), 30);

/**
 * `cold`: a new page over a book never seen (every row posted, every month and moment derived
 * afresh in the worker); `warm`: the same rows under another breakdown and filter, as a change
 * of filter asks (nothing posted but the request).
 */
export async function measureReports(): Promise<Results> {
  const figures: Results = {};
  const ms = (times: number[], budget: number) => ({
    value: Math.round(median(times) * 10) / 10,
    unit: 'ms' as const,
    budget,
    higherIsBetter: false,
  });
  const runs: Record<'cold' | 'warm', Run[]> = { cold: [], warm: [] };
  for (let run = 0; run <= RUNS; run += 1) {
    const client = threadedClient();
    const book = seededBook();
    const cold = await client.run(book, view('by=month'));
    const warm = await client.run(book, view('by=person&product=Solar'));
    client.close();
    // The first run warms the engine up.
    if (run === 0) continue;
    runs.cold.push(cold);
    runs.warm.push(warm);
  }
  for (const kind of ['cold', 'warm'] as const) {
    const main = runs[kind].map((run) => run.longestTaskMs);
    const model = runs[kind].map((run) => run.toModelMs);
    figures[`reports.10000.${kind}.main-thread-longest-task-ms`] = ms(main, 50);
    figures[`reports.10000.${kind}.to-model-ms`] = ms(model, TO_MODEL_BUDGET_MS);
  }
  return figures;
}
