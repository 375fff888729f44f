/**
 * The dashboard's figures for `npm run bench` (issue 6), on a sandbox seeded with 10,000
 * applications, signed in as the operator, in Chromium at 1280 × 900:
 *
 * - statuses-to-rows (median of nine loads, in a Chromium without DevTools' network
 *   instrumentation: bare-chromium.ts): from the page's mark 'statuses-received' (both
 *   statuses-since answers read and checked against the schema) to the first row painted (Element
 *   Timing on the first row; the mark 'rows-rendered', set when React commits it, if the browser
 *   has no Element Timing). Also from the last byte of the answers (Resource Timing responseEnd),
 *   which adds reading the JSON and checking it, as response-end-to-rows.
 * - scroll-longest-task: the longest main-thread task while the whole list is scrolled from top
 *   to bottom one screenful per frame (every frame then shows only new rows: the worst case),
 *   from a Chromium trace; the median of three passes, as other work on the machine can stretch
 *   a single task. Printed besides: the CPU time of the longest task (what the page itself
 *   needed, without the time other processes held the CPU) and the 'longtask' observer's count
 *   (tasks ≥ 50 ms).
 * - scroll-detail-requests: detail requests made by one whole scroll, against the rows on screen
 *   plus the overscan either side. Since the names are read in the background (decision 0031)
 *   the scroll passes start once they are all read (no detail request for a second), so a
 *   scroll makes none; the figure guards against a scroll that reads details again.
 * - stage-sort and stage-sort-longest-task (issue 33 item 7): once every name is read, a click
 *   on the Stage column's header, to the rows sorted by stage painted, and the longest
 *   main-thread task meanwhile (a trace); the median of three clicks (descending, ascending,
 *   descending). Every row's stage is derived as its detail comes; the click sorts 10,000 of
 *   them by stage and figures.
 * - feed.*: the "since you were last here" feed's derivation at 10,000 (feed-bench.ts).
 *
 * A figure over its budget is reported by the caller, not thrown. Standalone:
 * `node scripts/bench/dashboard-bench.ts [chrome-path]` prints the figures.
 */
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, type Browser, type Page } from 'playwright-core';
import { FIRST_ROW_TIMING } from '../../src/lib/perf-marks.ts';
import { OVERSCAN } from '../../src/pages/dashboard/geometry.ts';
import { openBarePage } from './bare-chromium.ts';
import { measureFeed } from './feed-bench.ts';
import { CHROME_FLAGS } from './lighthouse.ts';
import type { Figure } from './results.ts';
import { startPortal } from './server.ts';
import { SESSION_STORAGE_KEY, signInToSandbox } from './session.ts';
import { median } from './statistics.ts';

const root = resolve(import.meta.dirname, '..', '..');

const BOOK_SIZE = 10_000;
/** The longest window, so every seeded application (120 days of them) is listed. */
const WINDOW_DAYS = 365;
const VIEWPORT = { width: 1280, height: 900 };
const SCROLL_PASSES = 3;
/** Loads of the page whose median is reported: one load can meet a garbage collection, and the first compiles the code every later visit finds cached. */
const LOADS = 9;
/** The pause before each timed load. */
const SETTLE_MS = 1500;

export const DASHBOARD_BUDGET = {
  statusesToRowsMs: 100,
  longestScrollTaskMs: 50,
} as const;

const round = (value: number) => Math.round(value * 10) / 10;

interface LoadTimes {
  rows: number;
  rowsPaintedAt: number;
  statusesReceivedAt: number;
  lastResponseEndAt: number;
}

/** Runs in the page once its first rows are rendered: when they were painted, and the marks. */
function readLoadTimes(timing: string): Promise<LoadTimes> {
  return (async () => {
    const painted = await new Promise<number>((done) => {
      const observer = new PerformanceObserver((list) => {
        const entry = list
          .getEntries()
          .find(
            (candidate) =>
              (candidate as PerformanceEntry & { identifier: string }).identifier === timing,
          );
        if (entry) done((entry as PerformanceEntry & { renderTime: number }).renderTime);
      });
      if (PerformanceObserver.supportedEntryTypes.includes('element')) {
        observer.observe({ type: 'element', buffered: true });
      }
      setTimeout(() => done(NaN), 2000);
    });
    const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/statuses-since/')) as PerformanceResourceTiming[];
    const summary = [...document.querySelectorAll('p')].find((p) =>
      /^Showing \d+ of \d+ applications$/.test(p.textContent ?? ''),
    );
    return {
      rows: Number(/of (\d+)/.exec(summary?.textContent ?? '')?.[1] ?? NaN),
      rowsPaintedAt: Number.isNaN(painted) ? mark('rows-rendered') : painted,
      statusesReceivedAt: mark('statuses-received'),
      lastResponseEndAt: Math.max(...answers.map((entry) => entry.responseEnd)),
    };
  })();
}

/** Signed in as after the sign-in form: the session is in the tab's sessionStorage. */
const storeSession = ([key, value]: string[]) => sessionStorage.setItem(key!, value!);

const rowsRendered = () => performance.getEntriesByName('rows-rendered').length > 0;

async function firstRows(page: Page): Promise<LoadTimes> {
  await page.waitForFunction(rowsRendered, null, { timeout: 60_000 });
  return page.evaluate(readLoadTimes, FIRST_ROW_TIMING);
}

/**
 * The loads whose first rows are timed, in a Chromium without DevTools' network instrumentation
 * (bare-chromium.ts says why), signed in as after the sign-in form.
 */
async function timedLoads(chromePath: string, url: string, session: unknown) {
  const page = await openBarePage(chromePath, CHROME_FLAGS, VIEWPORT);
  try {
    await page.navigate(new URL('/sign-in', url).href);
    await page.waitFor(() => document.readyState === 'complete', 30_000);
    await page.evaluate(storeSession, [SESSION_STORAGE_KEY, JSON.stringify(session)]);
    const loads: LoadTimes[] = [];
    for (let run = 0; run < LOADS; run += 1) {
      // As between two visits: the last page's work done (its details, its chart) and its heap
      // collected, not left for the next load's reading to pay for.
      await sleep(SETTLE_MS);
      // The last page's mark cleared: whenever the navigation commits, the wait below can only
      // end on the new page's.
      await page.evaluate(() => performance.clearMarks('rows-rendered'), undefined);
      await page.navigate(new URL(`/?days=${WINDOW_DAYS}`, url).href);
      await page.waitFor(rowsRendered, 60_000);
      loads.push(await page.evaluate(readLoadTimes, FIRST_ROW_TIMING));
    }
    return loads;
  } finally {
    await page.close();
  }
}

/** Resolves once no detail request has been in flight for `quietMs`. */
async function detailsSettled(page: Page, pending: () => number, quietMs = 1000): Promise<void> {
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    if (pending() > 0) quietSince = Date.now();
    await page.waitForTimeout(100);
  }
}

/** Scrolls the table's own scroll box from top to bottom, one screenful per animation frame. */
async function scrollWholeList(page: Page): Promise<{ frames: number; visibleRows: number }> {
  return page.evaluate(async () => {
    const box = document.querySelector<HTMLElement>('.dash-scroll');
    if (!box) throw new Error('The dashboard shows no table to scroll');
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    box.scrollTop = 0;
    await frame();
    let frames = 0;
    while (box.scrollTop + box.clientHeight < box.scrollHeight - 1) {
      box.scrollTop += box.clientHeight;
      frames += 1;
      await frame();
    }
    const rowHeight = box.querySelector('tbody tr')?.getBoundingClientRect().height ?? Number.NaN;
    const header = box.querySelector('thead')?.getBoundingClientRect().height ?? 0;
    return { frames, visibleRows: Math.ceil((box.clientHeight - header) / rowHeight) };
  });
}

/** The longest main-thread task of a trace: wall time, and the CPU time it used (tdur). */
function longestTask(trace: Buffer): { wall: number; cpu: number } {
  return longestTaskOf(
    (JSON.parse(trace.toString('utf8')) as { traceEvents: unknown[] }).traceEvents,
  );
}

/** The longest main-thread task among a trace's events. */
export function longestTaskOf(events: unknown[]): { wall: number; cpu: number } {
  const traceEvents = events as {
    name: string;
    ph: string;
    dur?: number;
    tdur?: number;
    pid: number;
    tid: number;
    args?: { name?: string };
  }[];
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const longest = { wall: 0, cpu: 0 };
  for (const event of traceEvents) {
    if (
      event.ph === 'X' &&
      event.name === 'ThreadControllerImpl::RunTask' &&
      mainThreads.has(`${event.pid}:${event.tid}`)
    ) {
      longest.wall = Math.max(longest.wall, (event.dur ?? 0) / 1000);
      longest.cpu = Math.max(longest.cpu, (event.tdur ?? 0) / 1000);
    }
  }
  return longest;
}

/** What a scroll pass keeps on the page's window to count its long tasks. */
interface LongTaskCount {
  longTasks: number;
  longTaskObserver?: PerformanceObserver;
}

async function scrollPass(browser: Browser, page: Page) {
  // One observer per pass, disconnected after it: the count is this pass's alone.
  await page.evaluate(() => {
    const target = window as unknown as LongTaskCount;
    target.longTasks = 0;
    target.longTaskObserver = new PerformanceObserver((list) => {
      target.longTasks += list.getEntries().length;
    });
    target.longTaskObserver.observe({ type: 'longtask' });
  });
  await browser.startTracing(page, { categories: ['toplevel'] });
  const scroll = await scrollWholeList(page);
  const { wall: longest, cpu: longestCpu } = longestTask(await browser.stopTracing());
  const longTasks = await page.evaluate(() => {
    const target = window as unknown as LongTaskCount;
    target.longTaskObserver?.disconnect();
    return target.longTasks;
  });
  return { ...scroll, longest, longestCpu, longTasks };
}

/** Clicks the Stage header; resolves with the time to the table sorted anew and painted. */
function clickStageSort(): Promise<number> {
  const table = document.querySelector('table.dash-table')!;
  const caption = () => table.querySelector('caption')?.textContent ?? '';
  const before = caption();
  const header = [...table.querySelectorAll<HTMLButtonElement>('th button')].find(
    (button) => button.textContent === 'Stage',
  );
  if (!header) throw new Error('The dashboard has no Stage column');
  const start = performance.now();
  header.click();
  return new Promise((done) => {
    const check = () => {
      if (caption() === before || !caption().includes('sorted by Stage'))
        return requestAnimationFrame(check);
      // The frame after the commit is the one that paints it.
      requestAnimationFrame(() => setTimeout(() => done(performance.now() - start), 0));
    };
    requestAnimationFrame(check);
  });
}

async function stageSortPass(browser: Browser, page: Page) {
  await browser.startTracing(page, { categories: ['toplevel'] });
  const elapsed = await page.evaluate(clickStageSort);
  const { wall: longest } = longestTask(await browser.stopTracing());
  return { elapsed, longest };
}

export async function measureDashboard(chromePath: string): Promise<Record<string, Figure>> {
  const portal = await startPortal({
    root,
    startScript: join(root, 'scripts', 'start.ts'),
    env: { SANDBOX_SEED_APPLICATIONS: String(BOOK_SIZE) },
  });
  let browser: Browser | undefined;
  try {
    const session = await signInToSandbox(portal.url);
    // Timed before Playwright's browser starts, so no other Chromium runs beside them.
    const loads = await timedLoads(chromePath, portal.url, session);
    const toRows = loads.map((times) => times.rowsPaintedAt - times.statusesReceivedAt);
    const fromResponseEnd = loads.map((times) => times.rowsPaintedAt - times.lastResponseEndAt);

    browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
    const page = await browser.newPage({ viewport: VIEWPORT });
    let pending = 0;
    let detailRequests = 0;
    const isDetail = (url: string) => url.includes('/api/applications/detail/');
    page.on('request', (request) => {
      if (!isDetail(request.url())) return;
      pending += 1;
      detailRequests += 1;
    });
    const finished = (request: { url: () => string }) => {
      if (isDetail(request.url())) pending -= 1;
    };
    page.on('requestfinished', finished);
    page.on('requestfailed', finished);

    await page.goto(new URL('/sign-in', portal.url).href);
    await page.evaluate(storeSession, [SESSION_STORAGE_KEY, JSON.stringify(session)]);
    await page.goto(new URL(`/?days=${WINDOW_DAYS}`, portal.url).href);
    // The same load in Playwright's instrumented page, printed for comparison.
    const load = await firstRows(page);
    if (!(load.rows > 0)) throw new Error('The dashboard listed no applications');
    await detailsSettled(page, () => pending);

    const stageSorts = [];
    for (let pass = 0; pass < SCROLL_PASSES; pass += 1) {
      await sleep(SETTLE_MS);
      stageSorts.push(await stageSortPass(browser, page));
    }
    // Back to newest first, as the scroll passes have always measured it.
    await page.getByRole('button', { name: 'Application', exact: true }).click();
    await page.waitForFunction(() =>
      document
        .querySelector('.dash-table caption')
        ?.textContent?.endsWith('Application, descending'),
    );

    const passes = [];
    let scrollDetails = 0;
    for (let pass = 0; pass < SCROLL_PASSES; pass += 1) {
      const before = detailRequests;
      passes.push(await scrollPass(browser, page));
      await detailsSettled(page, () => pending);
      if (pass === 0) scrollDetails = detailRequests - before;
    }
    const visibleRows = passes[0]!.visibleRows;
    const detailBudget = visibleRows + 2 * OVERSCAN;

    console.log(
      `Dashboard: ${load.rows} applications listed (seed ${BOOK_SIZE}, window ${WINDOW_DAYS} days; ` +
        `statuses to rows per load ${toRows.map((value) => `${round(value)} ms`).join(', ')}, from the ` +
        `answers' last byte ${fromResponseEnd.map((value) => `${round(value)} ms`).join(', ')}; in ` +
        `Playwright's page, with DevTools' network instrumentation, ${round(load.rowsPaintedAt - load.statusesReceivedAt)} and ` +
        `${round(load.rowsPaintedAt - load.lastResponseEndAt)} ms; ` +
        `the dealer locked out by attestation is left out); each scroll ${passes[0]!.frames} frames; ` +
        `longest task per pass ${passes.map((pass) => `${round(pass.longest)} ms (CPU ${round(pass.longestCpu)} ms)`).join(', ')}; ` +
        `tasks ≥ 50 ms per pass ${passes.map((pass) => pass.longTasks).join(', ')}; ` +
        `${scrollDetails} detail requests in a scroll (budget ${visibleRows} rows on screen + ` +
        `${OVERSCAN} overscan either side = ${detailBudget}); sort by stage per click ` +
        `${stageSorts.map((sort) => `${round(sort.elapsed)} ms (longest task ${round(sort.longest)} ms)`).join(', ')}; load average ${loadavg()[0]!.toFixed(1)}.`,
    );
    return {
      'dashboard.statuses-to-rows': {
        value: round(median(toRows)),
        unit: 'ms',
        budget: DASHBOARD_BUDGET.statusesToRowsMs,
        higherIsBetter: false,
      },
      'dashboard.response-end-to-rows': {
        value: round(median(fromResponseEnd)),
        unit: 'ms',
        budget: DASHBOARD_BUDGET.statusesToRowsMs,
        higherIsBetter: false,
      },
      'dashboard.scroll-longest-task': {
        value: round(median(passes.map((pass) => pass.longest))),
        unit: 'ms',
        budget: DASHBOARD_BUDGET.longestScrollTaskMs,
        higherIsBetter: false,
      },
      'dashboard.stage-sort': {
        value: round(median(stageSorts.map((sort) => sort.elapsed))),
        unit: 'ms',
        budget: DASHBOARD_BUDGET.statusesToRowsMs,
        higherIsBetter: false,
      },
      'dashboard.stage-sort-longest-task': {
        value: round(median(stageSorts.map((sort) => sort.longest))),
        unit: 'ms',
        budget: DASHBOARD_BUDGET.longestScrollTaskMs,
        higherIsBetter: false,
      },
      'dashboard.scroll-detail-requests': {
        value: scrollDetails,
        unit: 'count',
        budget: detailBudget,
        higherIsBetter: false,
      },
      ...measureFeed(),
    };
  } finally {
    await browser?.close();
    await portal.stop();
  }
}

if (import.meta.main) {
  const figures = await measureDashboard(process.argv[2] ?? '/usr/bin/chromium');
  for (const [name, figure] of Object.entries(figures)) {
    const over = figure.higherIsBetter
      ? figure.value < figure.budget
      : figure.value > figure.budget;
    console.log(
      `${name}: ${figure.value} ${figure.unit} (budget ${figure.budget})${over ? ' OVER BUDGET' : ''}`,
    );
  }
}
