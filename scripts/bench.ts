/**
 * `npm run bench`: builds the portal, records what a first visit downloads per route (the
 * byte guard's figures, .size-limit.ts), runs Lighthouse (mobile, performance only) on every
 * route: the sign-in page and, signed in, the dashboard, the new application wizard, an application's page, the
 * promotion picker, the paperwork page, autopay alone, the dealers page, the user editor
 * (bench/route-targets.ts) and the users page (on a sandbox of its own with 2,000 users:
 * bench/users-bench.ts), measures
 * typing latency in the wizard (and Lighthouse on the customer's turn in customer mode, a
 * timespan: bench/customer-mode-lighthouse.ts) and in the paperwork page's product, fee and bank
 * fields, a 30 MB upload from a pending application's page, the dashboard over 10,000
 * applications, the time until its background reading knows every name (150 and 10,000
 * applications), the sandbox's own speed, the longest wait of a GET while a 30 MB upload is
 * read (bench/upload-stall-bench.ts) and warm navigation (three moves between pages on a
 * 4× slowed CPU: bench/warm-nav.ts), and merges the figures into bench/results.json.
 * `npm run bench -- warm-nav` builds and measures warm navigation alone.
 *
 * It is a measurement, not a gate: figures over budget are printed as
 * "OVER BUDGET" lines and the exit code stays 0. It exits non-zero only when it
 * could not measure (build failed, server did not start, Lighthouse failed or
 * the dashboard was not really shown signed in).
 */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { kib, ms, table } from './bench/format.ts';
import {
  DEFAULT_CHROME_PATH,
  measureTarget,
  type LighthouseOptions,
  type TargetResult,
} from './bench/lighthouse.ts';
import { isOverBudget, mergeResults, type Results } from './bench/results.ts';
import { measureCustomerMode } from './bench/customer-mode-lighthouse.ts';
import { measureDashboard } from './bench/dashboard-bench.ts';
import { measureNames } from './bench/names-bench.ts';
import { measureReports } from './bench/reports-bench.ts';
import { measureSandbox } from './bench/sandbox-bench.ts';
import { measureWizard } from './bench/wizard-latency.ts';
import { measurePaperwork } from './bench/paperwork-latency.ts';
import { startPortal, type RunningPortal } from './bench/server.ts';
import { measureUpload } from './bench/upload-bench.ts';
import { measureUploadStall } from './bench/upload-stall-bench.ts';
import { measureUsersPage } from './bench/users-bench.ts';
import { measureWarmNavigation } from './bench/warm-nav.ts';
import { signInToSandbox } from './bench/session.ts';
import {
  PERFORMANCE_BUDGET,
  PERFORMANCE_BUDGET_LATER_PAGE,
  performanceBudget,
  routeTargets,
} from './bench/route-targets.ts';

const root = resolve(import.meta.dirname, '..');
const resultsPath = join(root, 'bench', 'results.json');
const reportDir = join(root, 'bench', 'lighthouse');
const chromePath = process.env.CHROME_PATH?.trim() || DEFAULT_CHROME_PATH;
const LIGHTHOUSE_RUNS = 3;

function overBudgetLines(figures: Results): string[] {
  return Object.entries(figures)
    .filter(([, figure]) => isOverBudget(figure))
    .map(([name, figure]) => {
      const shown = (value: number) =>
        figure.unit === 'bytes'
          ? kib(value)
          : figure.unit === 'ms'
            ? ms(value)
            : figure.unit === 'count'
              ? String(value)
              : value.toFixed(2);
      const relation = figure.higherIsBetter ? 'below' : 'over';
      return `OVER BUDGET  ${name}: ${shown(figure.value)} is ${relation} the budget of ${shown(figure.budget)}`;
    });
}

async function buildPortal(): Promise<void> {
  console.log('Building the portal (vite build)…');
  const started = Date.now();
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}

interface SizeCheck {
  name: string;
  passed: boolean;
  size: number;
  sizeLimit: number;
}

/**
 * What a first visit to each route loads, JS and CSS gzip, as the byte guard measures it
 * (`size-limit --json`, .size-limit.ts). Each figure's budget is the guard's limit, which
 * `npm test` enforces; the bench only records it.
 */
function measureRoutes(): Results {
  const run = spawnSync(
    process.execPath,
    [join(root, 'node_modules', 'size-limit', 'bin.js'), '--json'],
    { cwd: root, encoding: 'utf8' },
  );
  // A route over its limit makes size-limit exit 1 with its figures all the same.
  let checks: SizeCheck[];
  try {
    checks = JSON.parse(run.stdout) as SizeCheck[];
  } catch {
    throw new Error(`size-limit gave no figures: ${run.stderr || run.stdout}`);
  }
  console.log('What a first visit loads (size-limit, gzip -9; "!" marks a route over its limit)');
  console.log(
    table(
      ['Route', 'Size', 'Limit'],
      checks.map((check) => [
        check.name,
        `${kib(check.size)}${check.passed ? '' : ' !'}`,
        kib(check.sizeLimit),
      ]),
    ),
  );
  console.log('');
  return Object.fromEntries(
    checks.map((check) => [
      check.name,
      { value: check.size, unit: 'bytes', budget: check.sizeLimit, higherIsBetter: false },
    ]),
  );
}

/** One line per Lighthouse run; a run below budget also says where it lost points. */
const logRun =
  (target: string): NonNullable<LighthouseOptions['onRun']> =>
  (run, summary) => {
    console.log(
      `  run ${run}: score ${summary.score.toFixed(2)}, FCP ${ms(summary.fcp)}, LCP ${ms(summary.lcp)}, ` +
        `TBT ${ms(summary.tbt)}, CLS ${summary.cls.toFixed(3)}, Speed Index ${ms(summary.speedIndex)}; ` +
        `showed ${summary.shown ?? new URL(summary.finalUrl).pathname}`,
    );
    // Only the median run's report is kept: a run below budget says here where it lost points.
    if (summary.score < performanceBudget(target)) {
      for (const cost of summary.costs) console.log(`    - ${cost}`);
    }
  };

async function runLighthouse(
  portal: RunningPortal,
): Promise<{ figures: Results; results: Map<string, TargetResult> }> {
  const session = await signInToSandbox(portal.url);
  console.log(
    `Signed in to the sandbox as "${session.user.username}" (${session.user.role}) for the dashboard.`,
  );
  const figures: Results = {};
  const results = new Map<string, TargetResult>();
  for (const target of routeTargets(portal.url, session)) {
    if (target.before) console.log(await target.before());
    console.log(`Lighthouse on ${target.url} (${LIGHTHOUSE_RUNS} runs)…`);
    const result = await measureTarget(target, {
      chromePath,
      runs: LIGHTHOUSE_RUNS,
      reportDir,
      onRun: logRun(target.name),
      onRetry: (run, error) => {
        const server = portal.isRunning() ? 'still running' : 'NOT running any more';
        console.warn(
          `  run ${run} failed, trying once more (the portal is ${server}): ${error.message}`,
        );
        if (!portal.isRunning()) console.warn(portal.output());
      },
    });
    results.set(target.name, result);
    figures[`lighthouse.${target.name}.performance`] = {
      value: result.median.score,
      unit: 'score',
      budget: performanceBudget(target.name),
      higherIsBetter: true,
    };
  }
  return { figures, results };
}

function printLighthouse(results: Map<string, TargetResult>): void {
  const rows = [...results].map(([name, { median, runs }]) => [
    name,
    `${median.score.toFixed(2)}${median.score < performanceBudget(name) ? ' !' : ''}`,
    runs.map((run) => run.score.toFixed(2)).join(' / '),
    ms(median.fcp),
    ms(median.lcp),
    ms(median.tbt),
    median.cls.toFixed(3),
    ms(median.speedIndex),
  ]);
  console.log('\nLighthouse (mobile, simulated throttling; metrics of the median run)');
  console.log(table(['Page', 'Score', 'Runs', 'FCP', 'LCP', 'TBT', 'CLS', 'Speed Index'], rows));
  console.log(
    `Budget: score ≥ ${PERFORMANCE_BUDGET} (the pages after the dashboard ≥ ${PERFORMANCE_BUDGET_LATER_PAGE}); "!" marks a score below it.`,
  );
  for (const [name, { median, reportPath }] of results) {
    if (median.costs.length > 0) {
      console.log(`Where ${name} lost points (median run):`);
      for (const cost of median.costs) console.log(`  - ${cost}`);
    }
    if (reportPath) console.log(`Report: ${reportPath}`);
  }
}

async function measureWarmNav(portal: RunningPortal): Promise<Results> {
  console.log(
    '\nWarm navigation: dashboard row → application, application → promotions and paperwork…',
  );
  return measureWarmNavigation(portal.url, await signInToSandbox(portal.url), chromePath);
}

/** `npm run bench -- warm-nav`: warm navigation alone, on a fresh build. */
async function warmNavOnly(): Promise<void> {
  await buildPortal();
  const portal = await startPortal({ root, startScript: join(root, 'scripts', 'start.ts') });
  let figures: Results;
  try {
    figures = await measureWarmNav(portal);
  } finally {
    await portal.stop();
  }
  mergeResults(resultsPath, figures);
  const over = overBudgetLines(figures);
  for (const line of over) console.log(line);
  if (over.length === 0) console.log('Every figure is within its budget.');
}

async function main(): Promise<void> {
  const started = Date.now();
  await buildPortal();
  const sizeResults = measureRoutes();
  mergeResults(resultsPath, sizeResults);

  console.log('Starting the portal and sandbox (node scripts/start.ts)…');
  const portal = await startPortal({ root, startScript: join(root, 'scripts', 'start.ts') });
  const stopOnSignal = (signal: NodeJS.Signals) => {
    void portal.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  let lighthouse: Awaited<ReturnType<typeof runLighthouse>>;
  let wizard: Results;
  let paperwork: Results;
  let upload: Results;
  let warmNav: Results;
  try {
    console.log(`Portal ready at ${portal.url}`);
    lighthouse = await runLighthouse(portal);
    console.log('\nThe wizard: typing latency on the applicant step, and what its route loads…');
    wizard = await measureWizard(portal.url, await signInToSandbox(portal.url), chromePath);
    console.log(
      `\nThe customer's screens: a Lighthouse timespan of the customer's turn (${LIGHTHOUSE_RUNS} runs)…`,
    );
    const customerMode = await measureCustomerMode(
      portal.url,
      await signInToSandbox(portal.url),
      chromePath,
      LIGHTHOUSE_RUNS,
    );
    Object.assign(wizard, customerMode.figures);
    console.log('\nThe paperwork page: typing latency in the product line, a fee and the bank…');
    paperwork = await measurePaperwork(portal.url, await signInToSandbox(portal.url), chromePath);
    console.log('\nThe uploader: a generated 30 MB PDF for a pending application’s condition…');
    upload = await measureUpload(portal.url, await signInToSandbox(portal.url), chromePath);
    warmNav = await measureWarmNav(portal);
  } finally {
    await portal.stop();
    process.removeListener('SIGINT', stopOnSignal);
    process.removeListener('SIGTERM', stopOnSignal);
  }
  // On a portal of its own, seeded with 2,000 users, once the main one has stopped.
  console.log('\nThe users page over 2,000 seeded users…');
  const users = await measureUsersPage(root, {
    chromePath,
    runs: LIGHTHOUSE_RUNS,
    reportDir,
    onRun: logRun('users'),
  });
  lighthouse.results.set('users', users.result);
  Object.assign(lighthouse.figures, users.figures);
  printLighthouse(lighthouse.results);
  mergeResults(resultsPath, lighthouse.figures);

  mergeResults(resultsPath, wizard);
  mergeResults(resultsPath, paperwork);
  mergeResults(resultsPath, upload);
  mergeResults(resultsPath, warmNav);

  console.log('\nThe dashboard over 10,000 seeded applications…');
  const dashboard = await measureDashboard(chromePath);
  mergeResults(resultsPath, dashboard);

  console.log('\nThe dashboard’s background names, over 150 and 10,000 seeded applications…');
  const names = await measureNames(chromePath);
  mergeResults(resultsPath, names);

  console.log('\nThe reports’ grouping and percentiles over 10,000 applications…');
  const reports = await measureReports();
  mergeResults(resultsPath, reports);

  const sandbox = await measureSandbox(join(root, 'scripts', 'start.ts'));
  mergeResults(resultsPath, sandbox);

  const uploadStall = await measureUploadStall(join(root, 'scripts', 'start.ts'));
  mergeResults(resultsPath, uploadStall);

  const over = overBudgetLines({
    ...sizeResults,
    ...lighthouse.figures,
    ...wizard,
    ...paperwork,
    ...upload,
    ...warmNav,
    ...dashboard,
    ...names,
    ...reports,
    ...sandbox,
    ...uploadStall,
  });
  console.log('');
  for (const line of over) console.log(line);
  if (over.length === 0) console.log('Every figure is within its budget.');
  console.log(`\nWrote ${resultsPath} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

const parts = process.argv.slice(2);
try {
  if (parts.length === 0) await main();
  else if (parts.length === 1 && parts[0] === 'warm-nav') await warmNavOnly();
  else throw new Error(`Unknown bench part ${parts.join(' ')}: only "warm-nav" runs alone`);
} catch (error) {
  console.error(
    `\nThe bench could not measure: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exitCode = 1;
}
