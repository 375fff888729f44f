import { chromium, type Page } from 'playwright';
import { CHROME_FLAGS } from './lighthouse.ts';
import { choosePlanForPaperwork } from './paperwork-latency.ts';
import type { Figure, Results } from './results.ts';
import { checkShown } from './route-targets.ts';
import { signInTab } from './session.ts';
import { median } from './statistics.ts';
import type { BenchSession } from './typing-latency.ts';

/**
 * Warm navigation (issue 30, goal 2): signed in, the portal already open, on a 4× slowed CPU,
 * the time from a click on a link to the target page's main content, the pointer having rested
 * on the link first as a person's does (so the link's intent prefetch has had its chance). Each
 * run also records whether a loading state (a loader, a skeleton, "Loading …") showed in between,
 * and proves the page it measured by its address, its heading and its content.
 */

/** Issue 30's goal for each move. */
export const WARM_NAV_BUDGET_MS = 150;
const RUNS = 3;
/** As a person's pointer rests on a link before the click. */
const REST_MS = 300;
const CPU_SLOWDOWN = 4;
const TIMEOUT_MS = 30_000;

/**
 * Seeded Sunrise application 20002 (sandbox/promotions/seeded-journeys.test.ts): approved, with
 * the plan the paperwork bench chooses.
 */
const PLAN_APPLICATION = 20002;

interface Move {
  name: string;
  /** The page the move starts on, and the link clicked there. */
  from: string;
  link: (page: Page) => ReturnType<Page['getByRole']>;
  /** The address and heading that prove the target page is shown, from the link's address. */
  target: (href: string) => { path: RegExp; heading: RegExp };
  /** CSS selector of the target's main content; shown once present and, if `text`, matching it. */
  content: string;
  text?: string;
  what: string;
}

const MOVES: Move[] = [
  {
    name: 'dashboard-to-application',
    // The first row's link, whichever application the dashboard lists first.
    from: '/',
    link: (page) => page.getByRole('row').getByRole('link', { name: /^\d+$/ }).first(),
    target: (href) => ({
      path: new RegExp(`^${href}$`),
      heading: new RegExp(`^Application ${href.replace(/^.*\//, '')}$`),
    }),
    content: '[role="status"].mantine-Alert-root',
    what: 'the application’s decision banner',
  },
  {
    name: 'application-to-promotions',
    from: `/applications/${PLAN_APPLICATION}`,
    link: (page) => page.getByRole('link', { name: /^(Choose a promotion|Change promotion)$/ }),
    target: () => ({
      path: new RegExp(`^/applications/${PLAN_APPLICATION}/promotions$`),
      heading: /^Choose a promotion$/,
    }),
    content: 'button[aria-label^="Choose this plan"]',
    what: 'the plan list',
  },
  {
    name: 'application-to-paperwork',
    from: `/applications/${PLAN_APPLICATION}`,
    link: (page) =>
      page.getByRole('link', { name: /^(Prepare the paperwork|Change the paperwork)$/ }),
    target: () => ({
      path: new RegExp(`^/applications/${PLAN_APPLICATION}/paperwork$`),
      heading: /^Prepare the paperwork$/,
    }),
    content: 'fieldset, section',
    text: 'Products',
    what: 'the paperwork form',
  },
];

declare global {
  interface Window {
    __warmNav?: { clickedAt: number | null; shownAt: number | null; loadingSeen: string | null };
  }
}

/**
 * In the page, before the click: the click's time, the first frame with the target's content,
 * and whether a loading state appeared in between (watched on every change of the document).
 */
function watch({ content, text }: { content: string; text: string | null }) {
  const state: NonNullable<Window['__warmNav']> = {
    clickedAt: null,
    shownAt: null,
    loadingSeen: null,
  };
  window.__warmNav = state;
  const main = () => document.querySelector('main');
  const LOADER =
    '[aria-label^="Loading"], .mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]';
  /**
   * A loading state among what a change added (the page left behind may have its own). One
   * inside the target's content is that content (a decision still pending shows a spinner).
   */
  const loadingIn = (records: MutationRecord[]) => {
    for (const record of records) {
      for (const node of record.type === 'characterData' ? [record.target] : record.addedNodes) {
        const element = node instanceof Element ? node : node.parentElement;
        if (!element) continue;
        const loader = [element, ...element.querySelectorAll(LOADER)].find(
          (candidate) => candidate.matches(LOADER) && !candidate.closest(content),
        );
        if (loader) return loader.getAttribute('aria-label') ?? loader.className;
        const words = element.textContent?.match(/Loading [^…]*…/);
        if (words) return words[0];
      }
    }
    return null;
  };
  const shown = () =>
    [...(main()?.querySelectorAll(content) ?? [])].some(
      (element) => text === null || element.textContent?.includes(text),
    );
  document.addEventListener(
    'click',
    (event) => {
      state.clickedAt = event.timeStamp;
    },
    { capture: true, once: true },
  );
  const observer = new MutationObserver((records) => {
    if (state.clickedAt === null || state.shownAt !== null) return;
    state.loadingSeen ??= loadingIn(records);
    if (shown()) {
      observer.disconnect();
      // The frame that paints it.
      requestAnimationFrame(() => {
        state.shownAt = performance.now();
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

interface Run {
  ms: number;
  loadingSeen: string | null;
  proof: string;
}

async function runMove(page: Page, baseUrl: string, move: Move): Promise<Run> {
  await page.goto(new URL(move.from, baseUrl).href, { waitUntil: 'load' });
  const link = move.link(page);
  await link.waitFor({ timeout: TIMEOUT_MS });
  const target = move.target((await link.getAttribute('href')) ?? '');
  // The source page settled: its own data in, nothing left loading.
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT_MS });
  await link.hover();
  await page.waitForTimeout(REST_MS);
  await page.evaluate(watch, { content: move.content, text: move.text ?? null });
  await link.click();
  await page.waitForFunction(() => window.__warmNav?.shownAt != null, null, {
    timeout: TIMEOUT_MS,
  });
  const state = await page.evaluate(() => window.__warmNav!);
  const seen = await page.evaluate(() => ({
    path: location.pathname,
    heading: document.querySelector('h1')?.textContent?.trim() ?? null,
  }));
  if (!target.path.test(seen.path)) {
    throw new Error(`The move ${move.name} arrived at ${seen.path}, not ${target.path}`);
  }
  const problem = checkShown(seen.heading, target.heading, true, move.what);
  if (problem) throw new Error(problem);
  return {
    ms: state.shownAt! - state.clickedAt!,
    loadingSeen: state.loadingSeen,
    proof: `${seen.path}, "${seen.heading}", ${move.what} shown`,
  };
}

/** The three moves, {@link RUNS} runs each: `warm-nav.<move>` figures, the median of the runs. */
export async function measureWarmNavigation(
  baseUrl: string,
  session: BenchSession,
  chromePath: string,
): Promise<Results> {
  await choosePlanForPaperwork(baseUrl, session);
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: CHROME_FLAGS,
  });
  const figures: Results = {};
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInTab(page, baseUrl, session);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    for (const move of MOVES) {
      const runs: Run[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await runMove(page, baseUrl, move);
        runs.push(result);
        console.log(
          `  ${move.name} run ${run}: ${Math.round(result.ms)} ms, ` +
            `${result.loadingSeen ? `loading state seen (${result.loadingSeen})` : 'no loading state'}; ${result.proof}`,
        );
      }
      const figure: Figure = {
        value: Math.round(median(runs.map((run) => run.ms))),
        unit: 'ms',
        budget: WARM_NAV_BUDGET_MS,
        higherIsBetter: false,
      };
      figures[`warm-nav.${move.name}`] = figure;
      figures[`warm-nav.${move.name}.loading-states`] = {
        value: runs.filter((run) => run.loadingSeen !== null).length,
        unit: 'count',
        budget: 0,
        higherIsBetter: false,
      };
    }
  } finally {
    await browser.close();
  }
  return figures;
}
