import { performance } from 'node:perf_hooks';
import type { ReportFacts } from '../../src/api/report-facts.ts';
import type { ReportRow } from '../../src/pages/reports/figures.ts';
import { reportModel } from '../../src/pages/reports/report-model.ts';
import { median } from './statistics.ts';
import type { Results } from './results.ts';

/**
 * Issue 37 item 6: every report's grouping and percentiles over 10,000 applications, each with
 * its detail read, as the page computes them on the main thread (report-model.ts), by month and
 * by person. Node runs the same code the page does; the figure is the median of RUNS after a
 * warm-up, against the 50 ms a task may take.
 */
const COUNT = 10_000;
const RUNS = 15;
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

/**
 * `cold`: each run over a book never seen (every month and moment derived afresh, as when the
 * details have just been read); `warm`: the same book again, as a change of filter or breakdown
 * recomputes over facts already derived.
 */
export function measureReports(): Results {
  const name = (key: string) => key;
  const figures: Results = {};
  const figure = (times: number[]) => ({
    value: Math.round(median(times) * 10) / 10,
    unit: 'ms' as const,
    budget: 50,
    higherIsBetter: false,
  });
  for (const by of ['month', 'person'] as const) {
    reportModel(seededBook(), by, name, 'percent');
    const books = Array.from({ length: RUNS }, () => seededBook());
    const cold: number[] = [];
    const warm: number[] = [];
    for (const book of books) {
      let started = performance.now();
      reportModel(book, by, name, 'percent');
      cold.push(performance.now() - started);
      started = performance.now();
      reportModel(book, by, name, 'percent');
      warm.push(performance.now() - started);
    }
    figures[`reports.10000.by-${by}.cold-ms`] = figure(cold);
    figures[`reports.10000.by-${by}.warm-ms`] = figure(warm);
  }
  return figures;
}
