import type { Page } from 'playwright';
import type { Figure } from './results.ts';
import {
  describeDurations,
  latencyFigure,
  measureTypingLatency,
  typeInto,
  type BenchSession,
} from './typing-latency.ts';

/**
 * The new-application wizard (issue 5): how quickly it answers typing into the applicant step
 * (typing-latency.ts), and into the same fields on the customer's screen of customer mode.
 */

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

async function toDealerStepWithProduct(page: Page, baseUrl: string): Promise<void> {
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
  // A user of several dealers working for "All dealers" picks one first (decision 0030).
  const dealer = page.getByRole('combobox', { name: 'Dealer', exact: true });
  if ((await dealer.count()) > 0 && (await dealer.inputValue()) === '') {
    const firstDealer = await dealer
      .locator('option:not([value=""])')
      .first()
      .getAttribute('value');
    if (!firstDealer) throw new Error('The wizard offers no dealer to apply for');
    await dealer.selectOption(firstDealer);
  }
  const product = page.getByRole('combobox', { name: 'Product or service', exact: true });
  const firstProduct = await product
    .locator('option:not([value=""])')
    .first()
    .getAttribute('value');
  if (!firstProduct) throw new Error('The current dealer offers no product to apply for');
  await product.selectOption(firstProduct);
}

async function toApplicantStep(page: Page, baseUrl: string): Promise<void> {
  await toDealerStepWithProduct(page, baseUrl);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Applicant', level: 2 }).waitFor();
}

/** Customer mode (issue 35): the loan entered, the tablet handed over, the customer's details. */
async function toCustomerDetails(page: Page, baseUrl: string): Promise<void> {
  await toDealerStepWithProduct(page, baseUrl);
  const handOver = page.getByRole('button', { name: 'Hand the tablet to the customer' });
  await handOver.click();
  await page.getByRole('textbox', { name: 'Selling price', exact: true }).fill('12500');
  await handOver.click();
  await page
    .getByRole('dialog', { name: 'Your application' })
    .getByRole('heading', { name: 'Your details', level: 3 })
    .waitFor({ timeout: 30_000 });
}

/** Types TYPING key by key into the fields on the page, and checks the first arrived. */
async function typeTheApplicant(page: Page, where: string): Promise<void> {
  for (const [label, text] of TYPING) {
    await typeInto(page.getByRole('textbox', { name: label, exact: true }), text);
  }
  await page.keyboard.press('Tab');
  const typed = await page.getByRole('textbox', { name: 'First name', exact: true }).inputValue();
  if (typed !== 'Maria') {
    throw new Error(`Typing into ${where} did not arrive (First name is "${typed}")`);
  }
}

/**
 * Opens the wizard signed in, goes to the applicant step, types into its fields key by key, and
 * reports the 98th percentile of the Event Timing durations (events of 16 ms or more). What the
 * route downloads is measured with every other route (route.new-application.* in bench.ts).
 */
export async function measureWizard(
  baseUrl: string,
  session: BenchSession,
  chromePath: string,
): Promise<Record<string, Figure>> {
  const durations = await measureTypingLatency(
    baseUrl,
    session,
    chromePath,
    async (page, startCounting) => {
      await toApplicantStep(page, baseUrl);
      // Only the typing counts: what loading and the first two steps cost is not this figure.
      await startCounting();
      await typeTheApplicant(page, 'the applicant step');
    },
  );
  console.log(`Typing into the wizard's applicant step: ${describeDurations(durations)}.`);
  const customer = await measureTypingLatency(
    baseUrl,
    session,
    chromePath,
    async (page, startCounting) => {
      await toCustomerDetails(page, baseUrl);
      await startCounting();
      await typeTheApplicant(page, "the customer's details in customer mode");
    },
  );
  console.log(
    `Typing into the customer's details (customer mode): ${describeDurations(customer)}.`,
  );
  return {
    'wizard.typing-latency-p98': latencyFigure(durations),
    'customer-mode.typing-latency-p98': latencyFigure(customer),
  };
}
