import { chromium, type Page } from 'playwright';
import type { Figure } from './results.ts';
import { CHROME_FLAGS } from './lighthouse.ts';
import { percentile } from './statistics.ts';
import { SESSION_STORAGE_KEY } from './session.ts';

/**
 * The new-application wizard (issue 5): how quickly it answers typing into the applicant step,
 * from the browser's Event Timing API, and the JS and CSS its route loads (from the build
 * manifest, as route-sizes.ts counts every route). The browser runs at full speed: on a shared
 * two-core machine a 4× CPU slowdown (Lighthouse's mobile setting) put even the dealers page's
 * filter over 200 ms at the 98th percentile, measuring the machine rather than the page.
 */

/** Between keystrokes: a quick typist, so keystrokes arrive while earlier ones may still render. */
const KEYSTROKE_DELAY_MS = 40;

/** Issue 5's budget. The JS and CSS the wizard's route loads are bench.ts's route figures. */
const LATENCY_P98_BUDGET_MS = 50;

export interface BenchSession {
  token: string;
  user: unknown;
}

/** What is typed into the applicant step: plain text, a masked SSN, a formatted phone, money. */
const TYPING: [label: string, text: string][] = [
  ['First name', 'Maria'],
  ['Last name', 'Hernandez'],
  ['E-mail address', 'maria.hernandez@example.com'],
  ['Primary phone', '9165550123'],
  ['Address line 1', '1234 Elm Street'],
  ['City', 'Sacramento'],
  ['ZIP code', '95825'],
  ['Social Security number', '500000001'],
  ['Occupation', 'Nurse'],
  ['Gross monthly income', '6250.50'],
];

declare global {
  interface Window {
    __wizardEventDurations?: number[];
  }
}

/** The distribution behind the p98, for the bench's printout. */
function describeDurations(durations: readonly number[]): string {
  return durations.length === 0
    ? 'no event took 16 ms or more'
    : `${durations.length} events of 16 ms or more; p50 ${Math.round(percentile(durations, 50))} ms, max ${Math.round(Math.max(...durations))} ms`;
}

async function toApplicantStep(page: Page, baseUrl: string): Promise<void> {
  await page.goto(new URL('/applications/new', baseUrl).href, { waitUntil: 'load' });
  const dealerStep = page.getByRole('heading', { name: 'Dealer and product', level: 2 });
  await dealerStep.waitFor({ timeout: 30_000 }).catch(async () => {
    const shown = await page.evaluate(() => ({
      path: location.pathname,
      heading: document.querySelector('h1')?.textContent ?? null,
    }));
    throw new Error(
      `The wizard was not shown signed in (page ${JSON.stringify(shown)}): the bench would measure the wrong page.`,
    );
  });
  const product = page.getByRole('combobox', { name: 'Product or service', exact: true });
  const firstProduct = await product
    .locator('option:not([value=""])')
    .first()
    .getAttribute('value');
  if (!firstProduct) throw new Error('The current dealer offers no product to apply for');
  await product.selectOption(firstProduct);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Applicant', level: 2 }).waitFor();
}

/**
 * Opens the wizard signed in (the session put in the tab's sessionStorage on /sign-in before the
 * app boots, as after a sign-in), goes to the applicant step, types into its fields key by key,
 * and reports the 98th percentile of the Event Timing durations (events of 16 ms or more). What
 * the route downloads is measured with every other route (route.new-application.* in bench.ts).
 */
export async function measureWizard(
  baseUrl: string,
  session: BenchSession,
  chromePath: string,
): Promise<Record<string, Figure>> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: CHROME_FLAGS,
  });
  let durations: number[];
  try {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
    const page = await context.newPage();
    await page.goto(new URL('/sign-in', baseUrl).href, { waitUntil: 'load' });
    await page.evaluate(
      ([key, value]) => sessionStorage.setItem(key!, value!),
      [SESSION_STORAGE_KEY, JSON.stringify(session)],
    );
    await page.addInitScript(() => {
      window.__wizardEventDurations = [];
      const typing = new Set(['keydown', 'keypress', 'keyup', 'beforeinput', 'input']);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (typing.has(entry.name)) window.__wizardEventDurations!.push(entry.duration);
        }
      }).observe({
        type: 'event',
        durationThreshold: 16,
        buffered: true,
      } as PerformanceObserverInit);
    });
    await toApplicantStep(page, baseUrl);

    // Only the typing counts: what loading and the first two steps cost is not this figure.
    await page.evaluate(() => (window.__wizardEventDurations = []));
    for (const [label, text] of TYPING) {
      const field = page.getByRole('textbox', { name: label, exact: true });
      // In the middle of the screen, as a person types where they look: a field at the very edge
      // may not repaint, and Event Timing then waits for some later paint. Focused, not clicked:
      // the figure is about typing.
      await field.evaluate((element) => {
        element.scrollIntoView({ block: 'center' });
        element.focus({ preventScroll: true });
      });
      await field.pressSequentially(text, { delay: KEYSTROKE_DELAY_MS });
    }
    await page.keyboard.press('Tab');
    // Event Timing reports an event once its next frame is painted: let the last ones arrive.
    await page.waitForTimeout(1_000);
    durations = await page.evaluate(() => window.__wizardEventDurations ?? []);
    console.log(`Typing into the wizard's applicant step: ${describeDurations(durations)}.`);
    const typed = await page.getByRole('textbox', { name: 'First name', exact: true }).inputValue();
    if (typed !== 'Maria') {
      throw new Error(`Typing into the applicant step did not arrive (First name is "${typed}")`);
    }
  } finally {
    await browser.close();
  }

  return {
    'wizard.typing-latency-p98': {
      value: Math.round(percentile(durations, 98)),
      unit: 'ms',
      budget: LATENCY_P98_BUDGET_MS,
      higherIsBetter: false,
    },
  };
}
