/**
 * The dashboard's background names for `npm run bench` (issue 24 item 1): on a sandbox seeded
 * with 150 applications (the default seed) and one with 10,000, signed in as the operator, in a
 * Chromium driven over a bare DevTools connection (bare-chromium.ts: Playwright's network
 * instrumentation would keep a copy of each of thousands of detail answers), at 1280 × 900:
 *
 * - names.<size>.time-to-all-names: from the navigation to the page's mark 'names-known' (set
 *   when every application of the window has its detail's summary), median of LOADS loads;
 *   printed besides: from the first rows painted ('rows-rendered').
 * - names.<size>.longest-task: the longest main-thread task from the first rows to every name
 *   known (a Chromium trace, 'toplevel'), the median over the loads: the loader must leave the
 *   page free to scroll and type while it reads (each request in a task of its own, arrivals
 *   redrawn in batches).
 *
 * Standalone: `node scripts/bench/names-bench.ts [chrome-path]` prints the figures.
 */
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openBarePage } from './bare-chromium.ts';
import { longestTaskOf } from './dashboard-bench.ts';
import { ms, table } from './format.ts';
import { CHROME_FLAGS } from './lighthouse.ts';
import type { Figure, Results } from './results.ts';
import { startPortal } from './server.ts';
import { SESSION_STORAGE_KEY, signInToSandbox } from './session.ts';
import { median } from './statistics.ts';

const root = resolve(import.meta.dirname, '..', '..');
const VIEWPORT = { width: 1280, height: 900 };
/** Every seeded application (they span 120 days) is in the window. */
const WINDOW_DAYS = 365;
const LOADS = 3;
const SETTLE_MS = 1500;

/** Budgets: every name within these, and no task of the loading as long as a long task. */
export const NAMES_BUDGET = {
  small: { applications: 150, allNamesMs: 3_000 },
  large: { applications: 10_000, allNamesMs: 60_000 },
  longestTaskMs: 50,
} as const;

const round = (value: number) => Math.round(value * 10) / 10;

interface NamesLoad {
  listed: number;
  toNamesMs: number;
  fromRowsMs: number;
  longestMs: number;
  longestCpuMs: number;
}

const storeSession = ([key, value]: string[]) => sessionStorage.setItem(key!, value!);
const rowsRendered = () => performance.getEntriesByName('rows-rendered').length > 0;
const namesKnown = () => performance.getEntriesByName('names-known').length > 0;

async function measureBook(chromePath: string, applications: number): Promise<NamesLoad[]> {
  const portal = await startPortal({
    root,
    startScript: join(root, 'scripts', 'start.ts'),
    env: { SANDBOX_SEED_APPLICATIONS: String(applications) },
  });
  try {
    const session = await signInToSandbox(portal.url);
    const page = await openBarePage(chromePath, CHROME_FLAGS, VIEWPORT);
    try {
      await page.navigate(new URL('/sign-in', portal.url).href);
      await page.waitFor(() => document.readyState === 'complete', 30_000);
      await page.evaluate(storeSession, [SESSION_STORAGE_KEY, JSON.stringify(session)]);
      const loads: NamesLoad[] = [];
      for (let run = 0; run < LOADS; run += 1) {
        await sleep(SETTLE_MS);
        await page.evaluate(() => performance.clearMarks(), undefined);
        await page.navigate(new URL(`/?days=${WINDOW_DAYS}`, portal.url).href);
        await page.waitFor(rowsRendered, 60_000);
        // Traced from the first rows to the last name: the loader starts after them.
        const { events } = await page.trace('toplevel', () =>
          page.waitFor(namesKnown, 10 * 60_000),
        );
        const marks = await page.evaluate(() => {
          const known = performance.getEntriesByName('names-known')[0] as PerformanceMark;
          return {
            known: known.startTime,
            listed: Number(known.detail),
            rows: performance.getEntriesByName('rows-rendered')[0]!.startTime,
          };
        }, undefined);
        const longest = longestTaskOf(events);
        loads.push({
          listed: marks.listed,
          toNamesMs: marks.known,
          fromRowsMs: marks.known - marks.rows,
          longestMs: longest.wall,
          longestCpuMs: longest.cpu,
        });
      }
      return loads;
    } finally {
      await page.close();
    }
  } finally {
    await portal.stop();
  }
}

export async function measureNames(chromePath: string): Promise<Results> {
  const figures: Results = {};
  const rows: string[][] = [];
  for (const [size, book] of [
    ['150', NAMES_BUDGET.small],
    ['10000', NAMES_BUDGET.large],
  ] as const) {
    const loads = await measureBook(chromePath, book.applications);
    const toNames = median(loads.map((load) => load.toNamesMs));
    const longest = median(loads.map((load) => load.longestMs));
    rows.push([
      `${book.applications} seeded, ${loads[0]!.listed} listed`,
      ms(toNames),
      loads.map((load) => ms(load.fromRowsMs)).join(', '),
      ms(longest),
      loads.map((load) => `${ms(load.longestMs)} (CPU ${ms(load.longestCpuMs)})`).join(', '),
    ]);
    figures[`names.${size}.time-to-all-names`] = {
      value: round(toNames),
      unit: 'ms',
      budget: book.allNamesMs,
      higherIsBetter: false,
    } satisfies Figure;
    figures[`names.${size}.longest-task`] = {
      value: round(longest),
      unit: 'ms',
      budget: NAMES_BUDGET.longestTaskMs,
      higherIsBetter: false,
    };
  }
  console.log(
    `Dashboard names read in the background (median of ${LOADS} loads; load average ${loadavg()[0]!.toFixed(1)})`,
  );
  console.log(
    table(
      [
        'Applications',
        'Every name known',
        'From the first rows, per load',
        'Longest task',
        'Per load',
      ],
      rows,
    ),
  );
  return figures;
}

if (import.meta.main) {
  const figures = await measureNames(process.argv[2] ?? '/usr/bin/chromium');
  for (const [name, figure] of Object.entries(figures)) {
    const over = figure.value > figure.budget;
    console.log(
      `${name}: ${figure.value} ${figure.unit} (budget ${figure.budget})${over ? ' OVER BUDGET' : ''}`,
    );
  }
}
