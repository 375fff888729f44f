import { chromium, type Locator, type Page } from 'playwright';
import type { Figure } from './results.ts';
import { CHROME_FLAGS } from './lighthouse.ts';
import { percentile } from './statistics.ts';
import { signInTab } from './session.ts';

/**
 * Typing latency from the browser's Event Timing API, shared by the wizard's and the paperwork
 * page's measurements: a signed-in page with an observer of typing events, key-by-key typing,
 * and the 98th percentile of the durations. The browser runs at full speed: on a shared
 * two-core machine a 4× CPU slowdown (Lighthouse's mobile setting) put even the dealers page's
 * filter over 200 ms at the 98th percentile, measuring the machine rather than the page.
 */

/** Between keystrokes: a quick typist, so keystrokes arrive while earlier ones may still render. */
const KEYSTROKE_DELAY_MS = 40;

/** Issue 5's budget (the wizard), and issue 21's (the paperwork page). */
export const LATENCY_P98_BUDGET_MS = 50;

export interface BenchSession {
  token: string;
  user: unknown;
}

declare global {
  interface Window {
    __typingEventDurations?: number[];
  }
}

/** The distribution behind the p98, for the bench's printout. */
export function describeDurations(durations: readonly number[]): string {
  return durations.length === 0
    ? 'no event took 16 ms or more'
    : `${durations.length} events of 16 ms or more; p50 ${Math.round(percentile(durations, 50))} ms, max ${Math.round(Math.max(...durations))} ms`;
}

/** The figure: the 98th percentile of the typing events' durations (16 ms or more). */
export function latencyFigure(durations: readonly number[]): Figure {
  return {
    value: Math.round(percentile(durations, 98)),
    unit: 'ms',
    budget: LATENCY_P98_BUDGET_MS,
    higherIsBetter: false,
  };
}

/**
 * Runs `measure` on a page signed in (the session put in the tab's sessionStorage on /sign-in
 * before the app boots, as after a sign-in) that records the Event Timing durations of typing
 * events of 16 ms or more. `measure` opens its page, calls `startCounting` once what loading
 * costs is behind it, types, and returns; the durations counted since are the answer.
 */
export async function measureTypingLatency(
  baseUrl: string,
  session: BenchSession,
  chromePath: string,
  measure: (page: Page, startCounting: () => Promise<void>) => Promise<void>,
): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: CHROME_FLAGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    await signInTab(page, baseUrl, session);
    await page.addInitScript(() => {
      window.__typingEventDurations = [];
      const typing = new Set(['keydown', 'keypress', 'keyup', 'beforeinput', 'input']);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (typing.has(entry.name)) window.__typingEventDurations!.push(entry.duration);
        }
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });
    await measure(page, async () => {
      await page.evaluate(() => (window.__typingEventDurations = []));
    });
    // Event Timing reports an event once its next frame is painted: let the last ones arrive.
    await page.waitForTimeout(1_000);
    return await page.evaluate(() => window.__typingEventDurations ?? []);
  } finally {
    await browser.close();
  }
}

/**
 * Types `text` into `field` key by key, replacing what it held. The field goes to the middle of
 * the screen, as a person types where they look: a field at the very edge may not repaint, and
 * Event Timing then waits for some later paint. Focused, not clicked: the figure is about typing.
 */
export async function typeInto(field: Locator, text: string): Promise<void> {
  await field.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    (element as HTMLElement).focus({ preventScroll: true });
    if (element instanceof HTMLInputElement) element.select();
  });
  await field.pressSequentially(text, { delay: KEYSTROKE_DELAY_MS });
}
