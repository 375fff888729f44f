/**
 * The sandbox's figures for `npm run bench` (issue 4): seeding and statuses-since over a book of
 * 10,000 applications, 100 concurrent submissions over HTTP to the real server, and the slowest
 * 1 MB input to any rule (issue 31 item 9: bench/rule-inputs-bench.ts). Each figure says
 * what it measured; a figure over its budget is reported by the caller, not thrown.
 *
 * Standalone: `node scripts/bench/sandbox-bench.ts [start-script]` prints the figures without
 * writing bench/results.json.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { validApplicationV3 } from '../../src/schemas/fixtures/application-v3.test-support.ts';
import { createSandboxApp } from '../../sandbox/app.ts';
import { demoPassword } from '../../sandbox/users/defaults.ts';
import { openDatabase } from '../../sandbox/storage.ts';
import type { Figure } from './results.ts';
import { startPortal } from './server.ts';
import { signInToSandbox } from './session.ts';
import { measureRuleInputs, RULE_INPUTS_BUDGET_MS } from './rule-inputs-bench.ts';
import { median, percentile } from './statistics.ts';

const root = resolve(import.meta.dirname, '..', '..');

export const SANDBOX_BUDGET = {
  /** Seeding a new database with 10,000 applications (SANDBOX_SEED_APPLICATIONS=10000). */
  seedMs: 10_000,
  /** Median of GET /v3/api/applications/statuses-since over 10,000 applications. */
  statusesSinceMedianMs: 50,
  /** 100 submissions at once: none may fail, and 99 of them answer within this. */
  concurrentErrors: 0,
  concurrentP99Ms: 500,
} as const;

const BOOK_SIZE = 10_000;
const STATUSES_SINCE_CALLS = 20;
const CONCURRENT_SUBMISSIONS = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * (a) A sandbox on a new database file seeded with 10,000 applications (what
 * SANDBOX_SEED_APPLICATIONS=10000 gives; the seeding is timed too), served in-process; the operator, who sees every
 * dealer, asks for the statuses changed in the last 90 days 20 times (after one warm-up call).
 * Each time counts from the request until the whole answer is read.
 */
export async function measureStatusesSince(): Promise<{
  seedMs: number;
  medianMs: number;
  items: number;
  bytes: number;
  timesMs: number[];
}> {
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  const seedStarted = performance.now();
  const db = openDatabase({ path: join(folder, 'sandbox.db'), seedApplications: BOOK_SIZE });
  const seedMs = round(performance.now() - seedStarted);
  try {
    const app = createSandboxApp({ db });
    const signIn = await app.request('/sandbox/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'operator', password: demoPassword }),
    });
    if (signIn.status !== 200) throw new Error(`Sign-in as operator answered ${signIn.status}`);
    const { token } = (await signIn.json()) as { token: string };
    const since = new Date(Date.now() - 90 * DAY_MS).toISOString();
    const path = `/v3/api/applications/statuses-since/${encodeURIComponent(since)}`;
    const call = async () => {
      const started = performance.now();
      const response = await app.request(path, { headers: { Authorization: `Bearer ${token}` } });
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) {
        throw new Error(`statuses-since answered ${response.status}: ${text.slice(0, 300)}`);
      }
      return { elapsed, text };
    };
    const { text } = await call();
    const items = (JSON.parse(text) as unknown[]).length;
    if (items < BOOK_SIZE / 2) {
      throw new Error(`statuses-since listed only ${items} of ${BOOK_SIZE} applications`);
    }
    const timesMs: number[] = [];
    for (let run = 0; run < STATUSES_SINCE_CALLS; run += 1) timesMs.push((await call()).elapsed);
    return { seedMs, medianMs: round(median(timesMs)), items, bytes: text.length, timesMs };
  } finally {
    db.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A valid SSN outside the test ranges (500000001–500000012), different for each `index`. */
function ssnFor(index: number): string {
  return String(610_000_000 + index);
}

/**
 * (b) `node scripts/start.ts` as `npm start` runs it (scripts/bench/server.ts: a free port and a
 * throw-away database); the operator fires 100 POST /v3/api/applications at once, each the v3
 * fixture with its own SSN. An error is a request that failed or did not answer 200 with a
 * Processing application; latency counts from sending to the whole answer read.
 */
export async function measureConcurrentSubmissions(
  startScript = join(root, 'scripts', 'start.ts'),
): Promise<{
  errors: number;
  p99Ms: number;
  medianMs: number;
  maxMs: number;
  problems: string[];
}> {
  const portal = await startPortal({ root, startScript });
  try {
    const session = await signInToSandbox(portal.url);
    const url = new URL('/v3/api/applications', portal.url).href;
    const bodies = Array.from({ length: CONCURRENT_SUBMISSIONS + 1 }, (_, index) =>
      JSON.stringify(validApplicationV3({ Applicant: { SocialSecurityNumber: ssnFor(index) } })),
    );
    const submit = async (index: number) => {
      const started = performance.now();
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${session.token}`,
            'Content-Type': 'application/json',
          },
          body: bodies[index],
          signal: AbortSignal.timeout(30_000),
        });
        const text = await response.text();
        const elapsed = performance.now() - started;
        const status =
          response.status === 200 ? (JSON.parse(text) as { Status?: unknown }).Status : undefined;
        const problem =
          status === 'Processing'
            ? null
            : `submission ${index}: ${response.status} ${text.slice(0, 200)}`;
        return { elapsed, problem };
      } catch (error) {
        return {
          elapsed: performance.now() - started,
          problem: `submission ${index}: ${(error as Error).message}`,
        };
      }
    };
    // One submission first, not counted: the burst measures a running server, not its first
    // compile of the submit path.
    const warmUp = await submit(CONCURRENT_SUBMISSIONS);
    if (warmUp.problem !== null) throw new Error(`The warm-up ${warmUp.problem}`);
    const results = await Promise.all(
      Array.from({ length: CONCURRENT_SUBMISSIONS }, (_, index) => submit(index)),
    );
    const times = results.map((result) => result.elapsed);
    const problems = results.flatMap((result) => (result.problem === null ? [] : [result.problem]));
    return {
      errors: problems.length,
      p99Ms: round(percentile(times, 99)),
      medianMs: round(median(times)),
      maxMs: round(Math.max(...times)),
      problems,
    };
  } finally {
    await portal.stop();
  }
}

/** The figures scripts/bench.ts merges into bench/results.json. */
export async function measureSandbox(startScript?: string): Promise<Record<string, Figure>> {
  console.log(`Sandbox: statuses-since over ${BOOK_SIZE.toLocaleString('en-US')} applications…`);
  const since = await measureStatusesSince();
  console.log(
    `  ${since.items} items (${(since.bytes / 1024 / 1024).toFixed(1)} MB), median ${since.medianMs} ms of ${STATUSES_SINCE_CALLS} calls (${since.timesMs.map((time) => Math.round(time)).join(' ')})`,
  );
  console.log(`  seeded in ${since.seedMs} ms`);
  console.log(`Sandbox: ${CONCURRENT_SUBMISSIONS} concurrent submissions over HTTP…`);
  const concurrent = await measureConcurrentSubmissions(startScript);
  console.log(
    `  ${concurrent.errors} errors; p99 ${concurrent.p99Ms} ms, median ${concurrent.medianMs} ms, slowest ${concurrent.maxMs} ms`,
  );
  for (const problem of concurrent.problems.slice(0, 5)) console.log(`  ${problem}`);
  console.log('Sandbox: every rule given a 1 MB input…');
  const inputs = await measureRuleInputs();
  console.log(
    `  ${inputs.requests} requests; slowest ${inputs.slowestMs} ms (fastest of 3 runs each):`,
  );
  for (const { name, ms } of inputs.slowest) console.log(`    ${ms} ms  ${name}`);
  for (const problem of inputs.unexpected) console.log(`  NOT REFUSED  ${problem}`);
  return {
    'sandbox.seed-10000': {
      value: since.seedMs,
      unit: 'ms',
      budget: SANDBOX_BUDGET.seedMs,
      higherIsBetter: false,
    },
    'sandbox.statuses-since-10000.median': {
      value: since.medianMs,
      unit: 'ms',
      budget: SANDBOX_BUDGET.statusesSinceMedianMs,
      higherIsBetter: false,
    },
    'sandbox.concurrent-submissions.errors': {
      value: concurrent.errors,
      // A count; results.json has no unit for it, and 'score' is the unitless one.
      unit: 'score',
      budget: SANDBOX_BUDGET.concurrentErrors,
      higherIsBetter: false,
    },
    'sandbox.concurrent-submissions.p99': {
      value: concurrent.p99Ms,
      unit: 'ms',
      budget: SANDBOX_BUDGET.concurrentP99Ms,
      higherIsBetter: false,
    },
    'sandbox.rule-inputs-1mb.slowest': {
      value: inputs.slowestMs,
      unit: 'ms',
      budget: RULE_INPUTS_BUDGET_MS,
      higherIsBetter: false,
    },
  };
}

// Standalone, an optional argument names another start script (one that serves dist/ as it is
// without rebuilding it, say); scripts/bench.ts uses scripts/start.ts.
if (import.meta.main) {
  const startScript = process.argv[2] === undefined ? undefined : resolve(process.argv[2]);
  console.log(JSON.stringify(await measureSandbox(startScript), null, 2));
}
