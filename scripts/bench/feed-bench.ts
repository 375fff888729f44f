/**
 * The "since you were last here" feed's derivation at 10,000 applications (issue 36, decision
 * 0041), in Node over the same pure functions the dashboard runs in one effect (one main-thread
 * task), so each figure is held to the dashboard's longest-task budget:
 *
 * - feed.first-pass-10000-longest-slice: every application's status, detail (two signatures
 *   each) and trail compared, as when every detail is already cached (the worst case: the
 *   background reading brings details in batches), in the page's slices of SLICE_MS: the longest
 *   slice, a task of its own. The whole pass's time is printed besides.
 * - feed.poll-pass-10000: a poll that changed 50 applications, over the 10,000 already compared
 *   (the other 9,950 cost an identity check each).
 *
 * The median of nine runs each. Standalone: `node scripts/bench/feed-bench.ts`.
 */
import { performance } from 'node:perf_hooks';
import type { BoardEntry } from '../../src/api/status-sync.ts';
import {
  deriveFeed,
  newFeedMemory,
  SLICE_MS,
  type FeedContext,
} from '../../src/pages/dashboard/since-last-visit-feed.ts';
import type { DetailSummary, PaperTrail } from '../../src/pages/dashboard/view.ts';
import type { Figure } from './results.ts';
import { median } from './statistics.ts';

const BOOK_SIZE = 10_000;
const CHANGED = 50;
const RUNS = 9;
const BUDGET_MS = 50;
const SINCE = '2026-06-10T12:00:00.000Z';
const CONTEXT: FeedContext = { me: 2, since: SINCE };

function entry(id: number, status: string, seenAt: string | null): BoardEntry {
  return {
    status: {
      LoanApplicationId: id,
      LoanApplicationNumber: 3_000_000 + id,
      LoanApplicationStatus: status,
      DealerId: 101,
      AssignedToUserId: id % 5,
      Messages: [{ MessageType: 'Condition', IsMet: id % 2 === 0, Label: 'Income', Text: null }],
      DispositionCode: null,
      BuyRate: '8.99',
      AmountFinanced: 12_000,
      AmountApproved: 12_500,
      RTCDate: null,
      ProjectNumber: null,
    },
    seenAt,
    changedAfter: seenAt,
    added: false,
  };
}

function detail(id: number): DetailSummary {
  return {
    name: `Applicant ${id}`,
    modifiedAt: id % 3 === 0 ? '2026-06-10T13:00:00.000Z' : '2026-06-01T09:00:00.000Z',
    paperwork: null,
    unsignedSince: null,
    timeZone: id % 2 ? 'America/Los_Angeles' : 'America/New_York',
    signed: [
      { key: '0.0', document: 'FULL', signee: 'Applicant', on: '2026-06-09' },
      { key: '0.1', document: 'FULL', signee: 'Dealer', on: '2026-06-10' },
    ],
  };
}

function book() {
  const entries = new Map<number, BoardEntry>();
  const details = new Map<number, DetailSummary>();
  const trails = new Map<number, PaperTrail>();
  for (let id = 1; id <= BOOK_SIZE; id += 1) {
    entries.set(id, entry(id, id % 4 ? 'Approved' : 'Processing', null));
    details.set(id, detail(id));
    if (id % 10 === 0) trails.set(id, { planChosen: true, paperContractSentOn: null });
  }
  return { entries, details, trails };
}

function timed(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** A pass in the page's slices: the longest slice and the whole pass, in ms. */
function slicedPass(run: (overdue: () => boolean) => boolean): { longest: number; total: number } {
  let longest = 0;
  let total = 0;
  let complete = false;
  while (!complete) {
    const until = performance.now() + SLICE_MS;
    const took = timed(() => {
      complete = run(() => performance.now() > until);
    });
    longest = Math.max(longest, took);
    total += took;
  }
  return { longest, total };
}

const round = (value: number) => Math.round(value * 10) / 10;

export function measureFeed(): Record<string, Figure> {
  const first: number[] = [];
  const whole: number[] = [];
  const poll: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { entries, details, trails } = book();
    const memory = newFeedMemory();
    const pass = slicedPass(
      (overdue) => deriveFeed(memory, entries, details, trails, CONTEXT, overdue).complete,
    );
    first.push(pass.longest);
    whole.push(pass.total);
    const polled = new Map(entries);
    for (let id = 1; id <= CHANGED; id += 1) {
      polled.set(id * 7, entry(id * 7, 'FundingRequested', '2026-06-10T14:00:00.000Z'));
    }
    poll.push(timed(() => deriveFeed(memory, polled, details, trails, CONTEXT)));
  }
  const figure = (values: number[]): Figure => ({
    value: round(median(values)),
    unit: 'ms',
    budget: BUDGET_MS,
    higherIsBetter: false,
  });
  console.log(`feed: a whole first pass over 10,000 took ${round(median(whole))} ms in slices.`);
  return {
    'feed.first-pass-10000-longest-slice': figure(first),
    'feed.poll-pass-10000': figure(poll),
  };
}

if (import.meta.main) {
  for (const [name, figure] of Object.entries(measureFeed())) {
    console.log(`${name}: ${figure.value} ${figure.unit} (budget ${figure.budget})`);
  }
}
