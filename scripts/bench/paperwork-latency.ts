import { parse } from 'zod/mini';
import type { Page } from 'playwright';
import { creditPaymentTermOf } from '../../src/schemas/enums.ts';
import { promotionsSchema } from '../../src/schemas/promotion-records.ts';
import { setPromotionBody } from '../../src/schemas/promotion-requests.ts';
import type { Figure } from './results.ts';
import {
  describeDurations,
  latencyFigure,
  measureTypingLatency,
  typeInto,
  type BenchSession,
} from './typing-latency.ts';

/**
 * The paperwork page (issue 21): how quickly it answers typing into the product line and the
 * autopay bank fields (typing-latency.ts). What its route loads is bench.ts's route figures
 * (route.paperwork.*), and its Lighthouse score is measured with the other pages.
 */

/**
 * Seeded Sunrise application 20002: approved, closed-end, no plan chosen
 * (sandbox/promotions/seeded-journeys.test.ts). The bench chooses a plan for it once.
 */
const APPLICATION_ID = 20002;
export const PAPERWORK_PATH = `/applications/${APPLICATION_ID}/paperwork`;

async function call(url: string, token: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  if (!response.ok) {
    throw new Error(
      `${body === undefined ? 'GET' : 'POST'} ${url} answered ${response.status}: ${text}`,
    );
  }
  return text === '' ? null : JSON.parse(text);
}

/**
 * The paperwork page needs an approved application with a plan chosen: chooses, through the
 * API as the portal does, the first plan listed for 20002 whose term the paperwork can name.
 */
export async function choosePlanForPaperwork(
  baseUrl: string,
  session: BenchSession,
): Promise<void> {
  const url = new URL(`/v3/api/applications/promotions/${APPLICATION_ID}`, baseUrl).href;
  const plans = parse(promotionsSchema, await call(url, session.token));
  const plan = plans.find((candidate) => creditPaymentTermOf(candidate.Terms) !== null);
  if (!plan) {
    throw new Error(
      `Application ${APPLICATION_ID} lists no plan whose term the paperwork can name`,
    );
  }
  await call(url, session.token, setPromotionBody(plan));
}

/** What is typed: the product line (20002 is closed-end: one line), a fee, and the bank. */
const PRODUCT_TYPING: [label: string, text: string][] = [
  ['Description', 'Rooftop solar array, 8 kW'],
  ['Item number', 'SOL-8000-XR'],
  ['Quantity', '2'],
  ['Price', '12450.75'],
];
const BANK_TYPING: [label: string, text: string][] = [
  ['Bank name', 'Golden State Credit Union'],
  ['Routing number', '121000358'],
  ['Account number', '000123456789'],
  ['Bank address line 1', '500 Capitol Mall'],
  ['Bank city', 'Sacramento'],
];

async function openPaperwork(page: Page, baseUrl: string): Promise<void> {
  await page.goto(new URL(PAPERWORK_PATH, baseUrl).href, { waitUntil: 'load' });
  const autopay = page.getByRole('checkbox', {
    name: 'Set up autopay (ACH) with this paperwork',
  });
  await autopay.waitFor({ timeout: 30_000 }).catch(async () => {
    const shown = await page.evaluate(() => ({
      path: location.pathname,
      heading: document.querySelector('h1')?.textContent ?? null,
      alert: document.querySelector('[role="alert"]')?.textContent ?? null,
    }));
    throw new Error(
      `The paperwork form was not shown signed in (page ${JSON.stringify(shown)}): the bench would measure the wrong page.`,
    );
  });
  await autopay.check();
  await page.getByRole('textbox', { name: 'Bank name', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Add a fee' }).click();
  await page.getByRole('textbox', { name: 'Fee 1 amount', exact: true }).waitFor();
}

/**
 * Opens the paperwork page signed in (a plan chosen: choosePlanForPaperwork), turns autopay on
 * and adds a fee row, then types into the product line, the fee's amount and the bank fields key
 * by key, and reports the 98th percentile of the Event Timing durations.
 */
export async function measurePaperwork(
  baseUrl: string,
  session: BenchSession,
  chromePath: string,
): Promise<Record<string, Figure>> {
  const durations = await measureTypingLatency(
    baseUrl,
    session,
    chromePath,
    async (page, startCounting) => {
      await openPaperwork(page, baseUrl);
      // Only the typing counts: loading, the autopay fields' chunk and the new fee row are not.
      await startCounting();
      const typing = [...PRODUCT_TYPING, ['Fee 1 amount', '149.00'], ...BANK_TYPING] as const;
      for (const [label, text] of typing) {
        await typeInto(page.getByRole('textbox', { name: label, exact: true }), text);
      }
      await page.keyboard.press('Tab');
      const typed = await page
        .getByRole('textbox', { name: 'Bank name', exact: true })
        .inputValue();
      if (typed !== 'Golden State Credit Union') {
        throw new Error(`Typing into the paperwork did not arrive (Bank name is "${typed}")`);
      }
    },
  );
  console.log(
    `Typing into the paperwork's products, fee and bank: ${describeDurations(durations)}.`,
  );
  return { 'paperwork.typing-latency-p98': latencyFigure(durations) };
}
