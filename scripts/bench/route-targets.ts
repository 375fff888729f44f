import { resolve } from 'node:path';
import {
  DEFAULT_CHROME_PATH,
  measureTarget,
  type LighthouseTarget,
  type RunSummary,
} from './lighthouse.ts';
import { choosePlanForPaperwork, PAPERWORK_PATH } from './paperwork-latency.ts';
import { startPortal } from './server.ts';
import { signInToSandbox } from './session.ts';
import { pageState, signedInTarget, type BenchPage } from './signed-in-target.ts';

/**
 * Every signed-in route `npm run bench` runs Lighthouse on (issue 24 item 10: no page may fall
 * behind unseen), each with what proves the right page was measured: its address and session
 * (signed-in-target.ts) and here its heading, once its data came (a loading heading or an error
 * page would be a figure about the wrong thing). The users page is measured on a portal of its
 * own with 2,000 users (users-bench.ts).
 */

/**
 * Seeded Sunrise application 20007: approved with no plan chosen and nothing signed
 * (sandbox/promotions/seeded-journeys.test.ts), and no other bench step changes it.
 */
export const APPLICATION_PATH = '/applications/20007';

/** Seeded approved Sunrise application 20002's autopay (ACH-only) page, nothing signed. */
export const AUTOPAY_PATH = '/applications/20002/autopay';

/**
 * A check for a run: the page's h1 must match, and the main region's text must match `part`
 * (words that appear only once the page's data came).
 */
export function expectShown(
  heading: RegExp,
  part: RegExp,
  what: string,
): (page: BenchPage) => Promise<string> {
  return async (page) => {
    const state = await pageState(page);
    const text = await page.evaluate(() => document.querySelector('main')?.textContent ?? '');
    const found = part.test(text);
    const problem = checkShown(state.heading, heading, found, what);
    if (problem) throw new Error(problem);
    return `${what} shown`;
  };
}

/** Why a run did not show what it measured, or null when it did (pure, for its unit test). */
export function checkShown(
  heading: string | null,
  expected: RegExp,
  partFound: boolean,
  what: string,
): string | null {
  if (heading === null || !expected.test(heading)) {
    return `The page's heading was ${JSON.stringify(heading)}, not ${expected}: the bench would not be measuring ${what}.`;
  }
  if (!partFound) {
    return `The heading was right but ${what} was not on the page: the bench would be measuring a loading or error state.`;
  }
  return null;
}

export type Session = Awaited<ReturnType<typeof signInToSandbox>>;

export interface RouteTarget extends LighthouseTarget {
  /** Runs once before the route's runs (e.g. the paperwork page needs a plan chosen). */
  before?: () => Promise<string>;
}

/** The routes on the main bench portal, in the order they are measured. */
export function routeTargets(portalUrl: string, session: Session): RouteTarget[] {
  const signIn: RouteTarget = {
    name: 'sign-in',
    url: new URL('/sign-in', portalUrl).href,
    verify: async (page, lhr) => {
      const state = await pageState(page);
      if (
        new URL(lhr.finalDisplayedUrl).pathname !== '/sign-in' ||
        state.path !== '/sign-in' ||
        state.heading === null
      ) {
        throw new Error(
          `Lighthouse did not measure the sign-in page: ${lhr.finalDisplayedUrl} ${JSON.stringify(state)}`,
        );
      }
      return `${state.path}, heading "${state.heading}"`;
    },
  };
  const signedIn = (
    name: string,
    path: string,
    check?: (page: BenchPage) => Promise<string>,
  ): RouteTarget => signedInTarget(portalUrl, session, name, path, check);
  return [
    signIn,
    signedIn('dashboard', '/'),
    // The wizard's first step, its dealer list loaded (the loader and the alerts have no fields).
    signedIn(
      'new-application',
      '/applications/new',
      expectShown(/^New application$/, /Contract state/, 'the wizard’s first step'),
    ),
    signedIn(
      'application',
      APPLICATION_PATH,
      expectShown(
        /^Application 20007$/,
        /Funding checklist.*Documents/s,
        'the application’s sections',
      ),
    ),
    // A seeded approved Sunrise application with no plan chosen (sandbox/promotions/seeded-journeys.test.ts).
    signedIn('promotions', '/applications/20002/promotions'),
    {
      // The same application once a plan is chosen.
      ...signedIn('paperwork', PAPERWORK_PATH),
      before: async () => {
        await choosePlanForPaperwork(portalUrl, session);
        return `Chose a plan for ${PAPERWORK_PATH} through the API.`;
      },
    },
    // Autopay alone (ACH only) for the same application: offered while nobody signed its ACH.
    signedIn(
      'autopay',
      AUTOPAY_PATH,
      expectShown(/^Set up autopay$/, /Routing number/, 'the autopay form'),
    ),
    // The reports, their funnel drawn from the window's statuses.
    signedIn(
      'reports',
      '/reports',
      expectShown(/^Reports$/, /Applications at each step/, 'the funnel'),
    ),
    signedIn(
      'dealers',
      '/dealers',
      expectShown(/^Dealers$/, /Dealer 700101/, 'the list of dealers'),
    ),
    signedIn(
      'user-editor',
      '/users/new',
      expectShown(/^New user$/, /Dealers and roles/, 'the new user form'),
    ),
  ];
}

/** The budgets: the foundation's pages 0.98; the pages issues 20, 21, 23, 24 and 37 set, 0.95. */
export const PERFORMANCE_BUDGET = 0.98;
export const PERFORMANCE_BUDGET_LATER_PAGE = 0.95;
const LATER_PAGES = new Set([
  'promotions',
  'paperwork',
  'autopay',
  'users',
  'application',
  'new-application',
  'dealers',
  'user-editor',
  'reports',
]);
export const performanceBudget = (target: string): number =>
  LATER_PAGES.has(target) ? PERFORMANCE_BUDGET_LATER_PAGE : PERFORMANCE_BUDGET;

/** The main-thread work of a run, by kind and by script: where its Total Blocking Time came from. */
export function mainThreadSummary(run: RunSummary): string[] {
  const lines: string[] = [];
  type Item = Record<string, unknown>;
  const items = (id: string) =>
    ((run.lhr.audits[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
  const longTasks = items('long-tasks').map(
    (task) =>
      `${Math.round(Number(task.duration))} ms at ${Math.round(Number(task.startTime))} (${String(task.url).replace(/^.*\//, '')})`,
  );
  lines.push(`long tasks: ${longTasks.join(', ') || 'none'}`);
  for (const item of items('bootup-time').slice(0, 6)) {
    lines.push(
      `script ${String(item.url).replace(/^.*\//, '')}: total ${Math.round(Number(item.total))} ms, ` +
        `evaluation ${Math.round(Number(item.scripting))} ms, parse ${Math.round(Number(item.scriptParseCompile))} ms`,
    );
  }
  const kinds = items('mainthread-work-breakdown')
    .map((item) => `${String(item.groupLabel)} ${Math.round(Number(item.duration))} ms`)
    .join(', ');
  lines.push(`main thread: ${kinds}`);
  return lines;
}

// Standalone: `node scripts/bench/route-targets.ts [runs] [route…]` on a built `dist/` measures
// only the routes named (all when none), printing each run and where its main thread went.
if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..', '..');
  const runs = Number(process.argv[2] ?? 1);
  const only = new Set(process.argv.slice(3));
  const chromePath = process.env.CHROME_PATH?.trim() || DEFAULT_CHROME_PATH;
  const portal = await startPortal({ root, startScript: resolve(root, 'scripts', 'start.ts') });
  try {
    const session = await signInToSandbox(portal.url);
    for (const target of routeTargets(portal.url, session)) {
      if (only.size > 0 && !only.has(target.name)) continue;
      if (target.before) console.log(await target.before());
      const result = await measureTarget(target, {
        chromePath,
        runs,
        onRun: (run, summary) => {
          console.log(
            `${target.name} run ${run}: score ${summary.score.toFixed(2)}, FCP ${Math.round(summary.fcp)}, ` +
              `LCP ${Math.round(summary.lcp)}, TBT ${Math.round(summary.tbt)}; ${summary.shown ?? summary.finalUrl}`,
          );
          for (const line of mainThreadSummary(summary)) console.log(`    ${line}`);
        },
      });
      const { median } = result;
      console.log(
        `${target.name}: median score ${median.score.toFixed(2)}, LCP ${Math.round(median.lcp)} ms, TBT ${Math.round(median.tbt)} ms`,
      );
    }
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  } finally {
    await portal.stop();
  }
}
