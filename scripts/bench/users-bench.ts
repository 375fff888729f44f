/**
 * The users page for `npm run bench` (issue 23): Lighthouse mobile on `/users`, signed in as the
 * operator, who manages every user, on a sandbox of its own seeded with 2,000 users
 * (SANDBOX_SEED_USERS), so the main bench's pages (the wizard reads the users list too) keep
 * measuring the seven demo accounts. Before measuring, the list is read through the API to prove
 * the 2,000 are there; after each run, the page must have asked for that list, or the figure
 * would be about an empty page.
 *
 * Standalone (a smoke of this step alone, on a built `dist/`):
 * `node scripts/bench/users-bench.ts [runs] [chrome-path]` prints each run's score.
 */
import { join, resolve } from 'node:path';
import { DEFAULT_CHROME_PATH, measureTarget, type LighthouseOptions } from './lighthouse.ts';
import type { Results } from './results.ts';
import { startPortal, type RunningPortal } from './server.ts';
import { signInToSandbox } from './session.ts';
import { signedInTarget, type BenchPage } from './signed-in-target.ts';

export const USERS_PATH = '/users';
export const SEEDED_USERS = 2_000;
/** Issue 23's score for the users page. */
export const USERS_PERFORMANCE_BUDGET = 0.95;

/** A portal and sandbox on a throw-away database seeded with SEEDED_USERS users. */
export function startUsersPortal(root: string): Promise<RunningPortal> {
  return startPortal({
    root,
    startScript: join(root, 'scripts', 'start.ts'),
    env: { SANDBOX_SEED_USERS: String(SEEDED_USERS) },
  });
}

/** Reads the users list as the session's user: the bench must measure 2,000 rows, not seven. */
async function checkSeededUsers(portalUrl: string, token: string): Promise<void> {
  const response = await fetch(new URL('/v3/api/users', portalUrl), {
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(30_000),
  });
  const users: unknown = await response.json();
  if (!response.ok || !Array.isArray(users) || users.length !== SEEDED_USERS) {
    throw new Error(
      `The users bench needs ${SEEDED_USERS} users in the list; GET /v3/api/users answered ` +
        `${response.status} with ${Array.isArray(users) ? users.length : 'no list'}.`,
    );
  }
}

/** After a run: the page asked for the users list (the placeholder page never does). */
async function askedForTheList(page: BenchPage): Promise<string> {
  const asked = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .some((entry) => new URL(entry.name).pathname === '/v3/api/users'),
  );
  if (!asked) {
    throw new Error(
      `The users page never asked for GET /v3/api/users: the bench would be measuring a page without the list.`,
    );
  }
  return `the list of ${SEEDED_USERS} users asked for`;
}

/**
 * Lighthouse on the users page: `runs` runs on a portal of its own, started and stopped here.
 * Answers the figure and the runs, for the caller's table.
 */
export async function measureUsersPage(
  root: string,
  options: Omit<LighthouseOptions, 'onRetry'>,
): Promise<{ figures: Results; result: Awaited<ReturnType<typeof measureTarget>> }> {
  const portal = await startUsersPortal(root);
  try {
    const session = await signInToSandbox(portal.url);
    if (!session.user.isOperator) {
      throw new Error(`The users bench signs in as the operator, not ${session.user.username}.`);
    }
    await checkSeededUsers(portal.url, session.token);
    console.log(
      `Lighthouse on ${new URL(USERS_PATH, portal.url).href} as "${session.user.username}", ` +
        `${SEEDED_USERS} users seeded (${options.runs} runs)…`,
    );
    const target = signedInTarget(portal.url, session, 'users', USERS_PATH, askedForTheList);
    const result = await measureTarget(target, {
      ...options,
      onRetry: (run, error) => {
        const server = portal.isRunning() ? 'still running' : 'NOT running any more';
        console.warn(
          `  run ${run} failed, trying once more (the portal is ${server}): ${error.message}`,
        );
        if (!portal.isRunning()) console.warn(portal.output());
      },
    });
    return {
      result,
      figures: {
        'lighthouse.users.performance': {
          value: result.median.score,
          unit: 'score',
          budget: USERS_PERFORMANCE_BUDGET,
          higherIsBetter: true,
        },
      },
    };
  } finally {
    await portal.stop();
  }
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..', '..');
  const runs = Number(process.argv[2] ?? 1);
  const chromePath = process.argv[3] ?? process.env.CHROME_PATH?.trim() ?? DEFAULT_CHROME_PATH;
  try {
    const { result } = await measureUsersPage(root, {
      chromePath,
      runs,
      onRun: (run, summary) =>
        console.log(
          `  run ${run}: score ${summary.score.toFixed(2)}; showed ${summary.shown ?? summary.finalUrl}`,
        ),
    });
    console.log(
      `users page: median score ${result.median.score.toFixed(2)} (budget ${USERS_PERFORMANCE_BUDGET})`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
