import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateReport, navigation, type Config, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/**
 * Lighthouse performance runs driven through a puppeteer page rather than the
 * CLI's own Chrome: the page lets a run start from a prepared tab (the signed-in
 * dashboard needs the session in that tab's sessionStorage before the app boots)
 * and lets the caller check afterwards what the page really showed.
 *
 * Every run gets a fresh browser (a fresh profile: no cache, no storage) so runs
 * do not warm each other up, and every run is bounded twice: by Lighthouse's
 * own load waits and by a hard timeout that closes the browser.
 */

/** Without these Chromium tries to reach Google services, and hangs on the closed network. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';

/**
 * Lighthouse's defaults (mobile form factor and screen, simulated slow-4G and
 * 4x CPU throttling), performance category only: that is the score the budget is about.
 */
const config: Config = {
  extends: 'lighthouse:default',
  settings: { onlyCategories: ['performance'] },
};

/** Keeps a run from waiting out Lighthouse's 45 s defaults when a page never settles. */
const boundedFlags: Flags = {
  maxWaitForFcp: 15_000,
  maxWaitForLoad: 25_000,
  logLevel: 'error',
};

export interface RunSummary {
  score: number;
  /** In milliseconds, except cls (unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  finalUrl: string;
  /** Where points went: the metrics that scored below 0.9 and the failing insights/diagnostics. */
  costs: string[];
  /** What `verify` saw on the page after the run. */
  shown?: string;
  lhr: Result;
}

export interface LighthouseTarget {
  name: string;
  url: string;
  /**
   * Runs in the fresh tab before Lighthouse navigates it (e.g. to put a session in
   * sessionStorage). If it sets anything up, pass `keepStorage` so Lighthouse does
   * not reset it; `prepare` then owns leaving the HTTP cache cold.
   */
  prepare?: (page: Page) => Promise<void>;
  keepStorage?: boolean;
  /**
   * Runs after Lighthouse, on the same page; throws to fail the bench loudly, or
   * answers a short description of what the page showed (kept as `shown`).
   */
  verify?: (page: Page, lhr: Result) => Promise<string | void>;
}

export interface LighthouseOptions {
  chromePath: string;
  runs: number;
  /** Hard limit per run, browser launch included. */
  runTimeoutMs?: number;
  /** Where to write the median run's report, HTML and JSON (cheap, and handy to see why points went). */
  reportDir?: string;
  onRun?: (run: number, summary: RunSummary) => void;
  /** Attempts per run when the page fails to load (default 2: one retry). */
  attempts?: number;
  onRetry?: (run: number, error: RunError) => void | Promise<void>;
}

export interface TargetResult {
  median: RunSummary;
  runs: RunSummary[];
  reportPath?: string;
}

/** Empties Chromium's disk and memory cache the way Lighthouse's own storage reset does. */
export async function clearHttpCache(page: Page): Promise<void> {
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  await session.send('Network.setCacheDisabled', { cacheDisabled: false });
  await session.detach();
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

function costsOf(lhr: Result): string[] {
  const costs: string[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 0.9) continue;
    const shown = audit.displayValue ? `: ${audit.displayValue}` : '';
    if (ref.weight > 0) {
      // A metric: the score is the weighted sum of these, so this is where points went.
      costs.push(
        `${audit.title}${shown} (metric score ${audit.score.toFixed(2)}, weight ${ref.weight})`,
      );
    } else if (audit.scoreDisplayMode === 'metricSavings' || audit.scoreDisplayMode === 'binary') {
      // An insight or diagnostic: no points of its own, but the reason a metric is slow.
      const savings = Object.entries(audit.metricSavings ?? {})
        .filter(([, value]) => typeof value === 'number' && value > 0)
        .map(
          ([metric, value]) =>
            `${metric} -${Math.round(value ?? 0)}${metric === 'CLS' ? '' : ' ms'}`,
        );
      // Lighthouse's own estimate says fixing it would gain nothing here (e.g. a render-blocking
      // stylesheet while the page cannot paint before its script anyway): not a cost.
      if (audit.metricSavings && savings.length === 0) continue;
      const could = savings.length > 0 ? ` [could save ${savings.join(', ')}]` : '';
      costs.push(`${audit.title}${shown}${could}`);
    }
  }
  return costs;
}

/**
 * A run that could not measure. `retryable` when the page did not load (a
 * navigation or protocol failure, likely transient on a busy machine); a page
 * that loaded but was the wrong one is not retried, so the bench fails loudly.
 */
export class RunError extends Error {
  retryable: boolean;
  constructor(message: string, retryable: boolean) {
    super(message);
    this.name = 'RunError';
    this.retryable = retryable;
  }
}

function summarize(lhr: Result, failedDocuments: string[]): RunSummary {
  const score = lhr.categories.performance?.score;
  if (lhr.runtimeError || score === null || score === undefined) {
    const why = lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : 'no performance score';
    const failures =
      failedDocuments.length > 0
        ? ` (failed document requests: ${failedDocuments.join('; ')})`
        : '';
    throw new RunError(`Lighthouse could not measure ${lhr.requestedUrl}: ${why}${failures}`, true);
  }
  return {
    score,
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndex: numeric(lhr, 'speed-index'),
    finalUrl: lhr.finalDisplayedUrl,
    costs: costsOf(lhr),
    lhr,
  };
}

async function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  what: string,
  onTimeout: () => void,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new Error(`${what} took longer than ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function oneRun(target: LighthouseTarget, options: LighthouseOptions): Promise<RunSummary> {
  let browser: Browser | undefined;
  let timedOut = false;
  const kill = () => {
    timedOut = true;
    browser?.process()?.kill('SIGKILL');
  };
  const run = async () => {
    browser = await puppeteer.launch({
      executablePath: options.chromePath,
      headless: true,
      args: CHROME_FLAGS,
      // Lighthouse sets the mobile viewport itself; a puppeteer default would fight it.
      defaultViewport: null,
      protocolTimeout: 60_000,
    });
    // The hard timeout fired while the browser was starting: it must not outlive the run.
    if (timedOut) kill();
    const page = await browser.newPage();
    // Lighthouse reports a failed page load only as an error code; the browser knows why.
    const failedDocuments: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'document') {
        failedDocuments.push(`${request.url()} ${request.failure()?.errorText ?? 'failed'}`);
      }
    });
    if (target.prepare) await target.prepare(page);
    const result = await navigation(page, target.url, {
      config,
      flags: { ...boundedFlags, disableStorageReset: target.keepStorage ?? false },
    });
    if (!result) throw new RunError(`Lighthouse returned no result for ${target.url}`, true);
    const summary = summarize(result.lhr, failedDocuments);
    const shown = await target.verify?.(page, result.lhr);
    return shown ? { ...summary, shown } : summary;
  };
  try {
    return await withTimeout(
      run(),
      options.runTimeoutMs ?? 90_000,
      `Lighthouse on ${target.url}`,
      kill,
    );
  } finally {
    await browser?.close().catch(kill);
  }
}

/** The run with the median performance score (for an even count, the lower of the middle two). */
export function medianRun(runs: RunSummary[]): RunSummary {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No Lighthouse runs to take the median of');
  return median;
}

export async function measureTarget(
  target: LighthouseTarget,
  options: LighthouseOptions,
): Promise<TargetResult> {
  const runs: RunSummary[] = [];
  const attempts = options.attempts ?? 2;
  for (let run = 1; run <= options.runs; run++) {
    for (let attempt = 1; ; attempt++) {
      try {
        const summary = await oneRun(target, options);
        runs.push(summary);
        options.onRun?.(run, summary);
        break;
      } catch (error) {
        if (!(error instanceof RunError) || !error.retryable || attempt >= attempts) throw error;
        await options.onRetry?.(run, error);
      }
    }
  }
  const median = medianRun(runs);
  if (!options.reportDir) return { median, runs };
  mkdirSync(options.reportDir, { recursive: true });
  const reportPath = join(options.reportDir, `${target.name}.report.html`);
  writeFileSync(reportPath, generateReport(median.lhr, 'html'));
  // The JSON too, for comparing runs or digging into an audit's details with a script.
  writeFileSync(join(options.reportDir, `${target.name}.report.json`), JSON.stringify(median.lhr));
  return { median, runs, reportPath };
}
