import { resolve } from 'node:path';
import { startFlow, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROME_FLAGS, DEFAULT_CHROME_PATH, medianRun, type RunSummary } from './lighthouse.ts';
import { mainThreadSummary, PERFORMANCE_BUDGET_LATER_PAGE } from './route-targets.ts';
import type { Figure } from './results.ts';
import { startPortal } from './server.ts';
import { signInToSandbox } from './session.ts';
import { signedInTarget } from './signed-in-target.ts';

/**
 * Lighthouse on the customer's screens (issue 35): they are a locked dialog inside the wizard,
 * not a route, so no navigation can reach them. A Lighthouse timespan (mobile, 4× CPU and slow
 * 4G, applied by DevTools) records the customer's part as a customer lives it: the tablet handed
 * over, the language switched to Spanish (its catalogs fetched then), and the details typed.
 * Its performance score weighs what a timespan can see: blocking time, layout shifts and the
 * slowest interaction. The budget is the wizard's.
 */

/** What is typed, by each field's English and Spanish label (the customer chooses Spanish). */
const TYPING: [english: string, spanish: string, text: string][] = [
  ['First name', 'Nombre', 'María'],
  ['Last name', 'Apellido', 'Hernández'],
  ['E-mail address', 'Correo electrónico', 'maria.hernandez@example.com'],
  ['Primary phone', 'Teléfono principal', '9165550123'],
];

const aria = (role: string, name: string) => `::-p-aria([name="${name}"][role="${role}"])`;

/** Picks a select's first option once it has one, unless something is chosen already. */
async function chooseFirst(page: Page, label: string): Promise<void> {
  const select = page.locator(aria('combobox', label)).setTimeout(30_000);
  const handle = await select.waitHandle();
  const first = await handle.evaluate(async (element) => {
    const options = (element as HTMLSelectElement).options;
    for (let tries = 0; tries < 300 && options.length < 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const value = (element as HTMLSelectElement).value;
    return value === '' ? [...options].find((option) => option.value !== '')?.value : undefined;
  });
  if (first) await handle.select(first);
}

/** The wizard's dealer step with a dealer and a product chosen. */
async function toDealerStep(page: Page, portalUrl: string): Promise<void> {
  await page.goto(new URL('/applications/new', portalUrl).href, { waitUntil: 'load' });
  await page.locator(aria('heading', 'Dealer and product')).setTimeout(30_000).wait();
  // A user of several dealers working for "All dealers" picks one first (decision 0030).
  await chooseFirst(page, 'Dealer');
  await chooseFirst(page, 'Product or service');
}

async function toHandOver(page: Page, portalUrl: string): Promise<void> {
  await toDealerStep(page, portalUrl);
  // The first press asks for the amount (the dealer's part ends with it).
  await page.locator(aria('button', 'Hand the tablet to the customer')).click();
  await page.locator(aria('textbox', 'Selling price')).setTimeout(30_000).fill('12500');
}

async function customerTurn(page: Page): Promise<void> {
  await page.locator(aria('button', 'Hand the tablet to the customer')).click();
  await page.locator(aria('heading', 'Your details')).setTimeout(30_000).wait();
  await page.locator('::-p-text(Español)').click();
  await page.locator(aria('heading', 'Sus datos')).setTimeout(30_000).wait();
  await typeDetails(page, 'spanish');
}

/** The same details typed by the dealer into the wizard's applicant step: the comparison. */
async function dealerTurn(page: Page): Promise<void> {
  await page.locator(aria('button', 'Next')).click();
  await page.locator(aria('heading', 'Applicant')).setTimeout(30_000).wait();
  await typeDetails(page, 'english');
}

async function typeDetails(page: Page, language: 'english' | 'spanish'): Promise<void> {
  for (const [english, spanish, text] of TYPING) {
    await page.locator(aria('textbox', language === 'english' ? english : spanish)).click();
    await page.keyboard.type(text);
  }
  const typed = await page.$eval(
    'input[name$="FirstName"]',
    (input) => (input as HTMLInputElement).value,
  );
  if (typed !== 'María') throw new Error(`The typing did not arrive (First name "${typed}")`);
}

/** A timespan: what happens before it (not measured), and the part a person lives. */
interface Turn {
  name: string;
  before: (page: Page, portalUrl: string) => Promise<void>;
  during: (page: Page) => Promise<void>;
}

const TURNS = {
  'customer-mode': {
    name: 'The customer’s turn, in Spanish',
    before: toHandOver,
    during: customerTurn,
  },
  'wizard-applicant': {
    name: 'The dealer typing the same details into the wizard',
    before: toDealerStep,
    during: dealerTurn,
  },
} satisfies Record<string, Turn>;

function summary(lhr: Result): RunSummary {
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) {
    throw new Error(
      `The customer-mode timespan has no performance score: ${lhr.runtimeError?.message}`,
    );
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score,
    fcp: Number.NaN,
    lcp: Number.NaN,
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndex: Number.NaN,
    finalUrl: lhr.finalDisplayedUrl,
    costs: [`slowest interaction ${Math.round(numeric('interaction-to-next-paint'))} ms`],
    lhr,
  };
}

async function oneRun(turn: Turn, portalUrl: string, session: Session, chromePath: string) {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: CHROME_FLAGS,
    defaultViewport: null,
    protocolTimeout: 60_000,
  });
  try {
    const page = await browser.newPage();
    await signedInTarget(portalUrl, session, 'customer-mode', '/applications/new').prepare?.(page);
    await turn.before(page, portalUrl);
    const flow = await startFlow(page, {
      config: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } },
    });
    await flow.startTimespan({ name: turn.name });
    await turn.during(page);
    await flow.endTimespan();
    const result = await flow.createFlowResult();
    const lhr = result.steps[0]?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no timespan for "${turn.name}"`);
    return summary(lhr);
  } finally {
    await browser.close();
  }
}

type Session = Awaited<ReturnType<typeof signInToSandbox>>;

/**
 * The median of `runs` timespans of the customer's turn (`lighthouse.customer-mode.performance`)
 * and, measured the same way for comparison, of the dealer typing the same details into the
 * wizard (`lighthouse.wizard-applicant.timespan`).
 */
export async function measureCustomerMode(
  portalUrl: string,
  session: Session,
  chromePath: string,
  runs: number,
): Promise<{ figures: Record<string, Figure> }> {
  const figures: Record<string, Figure> = {};
  for (const [key, turn] of Object.entries(TURNS)) {
    console.log(`  ${turn.name}:`);
    const summaries: RunSummary[] = [];
    for (let run = 1; run <= runs; run++) {
      const result = await oneRun(turn, portalUrl, session, chromePath);
      for (const line of mainThreadSummary(result)) console.log(`    ${line}`);
      console.log(
        `  run ${run}: score ${result.score.toFixed(2)}, TBT ${Math.round(result.tbt)} ms, ` +
          `CLS ${result.cls.toFixed(3)}, ${result.costs.join(', ')}`,
      );
      summaries.push(result);
    }
    const name =
      key === 'customer-mode'
        ? 'lighthouse.customer-mode.performance'
        : `lighthouse.${key}.timespan`;
    figures[name] = {
      value: medianRun(summaries).score,
      unit: 'score',
      budget: PERFORMANCE_BUDGET_LATER_PAGE,
      higherIsBetter: true,
    };
  }
  return { figures };
}

// Standalone: `node scripts/bench/customer-mode-lighthouse.ts [runs]` on a built `dist/`.
if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..', '..');
  const portal = await startPortal({ root, startScript: resolve(root, 'scripts', 'start.ts') });
  try {
    const session = await signInToSandbox(portal.url);
    const chromePath = process.env.CHROME_PATH?.trim() || DEFAULT_CHROME_PATH;
    const { figures } = await measureCustomerMode(
      portal.url,
      session,
      chromePath,
      Number(process.argv[2] ?? 1),
    );
    console.log(figures);
  } finally {
    await portal.stop();
  }
}
