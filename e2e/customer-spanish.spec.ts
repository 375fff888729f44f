import type { Page } from '@playwright/test';
import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';
import { screenshotsOf } from './shots.test-support.ts';

/**
 * The plans' Customer view in Spanish (issue 35, items 5 and 6), on seeded Sunrise application
 * 20002 (approved, no plan): the customer's one-tap choice, the region marked lang="es", the
 * Spanish catalog fetched only then, and the contract's language said plainly. Nothing is sent.
 */

const SEEDED_APPROVED = 20002;
/** The Spanish catalogs are chunks of their own, named after their file (es.po). */
const SPANISH_CHUNK = /\/assets\/es-[\w-]+\.js$/;

async function openCustomerView(page: Page, request: Parameters<typeof activeAccount>[0]) {
  await startSignedIn(
    page,
    await activeAccount(request, (account) => account.username === 'sunrise.admin'),
  );
  await page.goto(`/applications/${SEEDED_APPROVED}/promotions`);
  await expect(page.getByRole('status').filter({ hasText: / plans? for / })).toBeVisible();
  await page.getByRole('switch', { name: 'Customer view' }).check();
  await expect(page.getByRole('radiogroup', { name: 'Language' })).toBeVisible();
}

async function chooseSpanish(page: Page) {
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Español').click();
  await expect(page.getByRole('radiogroup', { name: 'Idioma' })).toBeVisible();
}

test.describe('the Customer view of plans in Spanish', () => {
  test('one tap turns the customer’s screen to Spanish, and back', async ({ page, request }) => {
    const chunks: string[] = [];
    page.on('request', (sent) => {
      if (SPANISH_CHUNK.test(new URL(sent.url()).pathname)) chunks.push(sent.url());
    });
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() !== 'GET' && sent.url().includes('/promotion')) posts.push(sent.url());
    });

    await openCustomerView(page, request);
    expect(chunks, 'no Spanish before the customer chooses it').toEqual([]);

    await chooseSpanish(page);
    expect(chunks.length).toBeGreaterThan(0);
    const spanish = page.locator('div[lang="es"]').first();
    await expect(spanish.getByRole('radio', { name: 'Español' })).toBeChecked();

    // The plans, their count and the money in Spanish; the lender's plan names as it writes them.
    await expect(
      spanish
        .getByRole('status')
        .filter({ hasText: /^\d+ planes? para \$[\d,]+\.\d\d financiados\.$/ }),
    ).toBeVisible();
    await expect(spanish.getByLabel('Ordenar por')).toBeVisible();
    await expect(spanish.getByText('al mes (estimado)').first()).toBeVisible();
    await expect(spanish.locator('h3 [lang="en"]').first()).toBeVisible();

    // The contract's language, said plainly in Spanish (items 6): English, from the lender's data.
    await expect(
      spanish.getByText(
        /Su contrato y sus divulgaciones están en inglés\. Puede pedir una traducción/,
      ),
    ).toBeVisible();

    // Compared side by side, in Spanish, without the dealer's figures.
    const boxes = page.getByRole('checkbox', { name: /^Comparar / });
    for (const index of [0, 1, 2]) await boxes.nth(index).check();
    const table = page.getByRole('region', { name: 'Planes lado a lado' });
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    await expect(table.getByRole('rowheader', { name: 'Total de los pagos' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Cargo del contratista' })).toHaveCount(0);

    // The dealer's own control stays English, outside the customer's region.
    await expect(page.getByRole('switch', { name: 'Customer view' })).toBeVisible();
    await screenshotsOf(page, 'promotions-customer-es');

    await page.getByRole('radiogroup', { name: 'Idioma' }).getByText('English').click();
    await expect(page.getByRole('radiogroup', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: / plans? for / })).toBeVisible();
    // Only the name "Español" is still marked Spanish: the region is English again.
    await expect(page.locator('div[lang="es"]')).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds nothing in the Spanish customer view, ${scheme}`, async ({ page, request }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openCustomerView(page, request);
      await chooseSpanish(page);
      const boxes = page.getByRole('checkbox', { name: /^Comparar / });
      for (const index of [0, 1, 2]) await boxes.nth(index).check();
      await expect(
        page.getByRole('region', { name: 'Planes lado a lado' }).getByRole('columnheader'),
      ).toHaveCount(4);
      await expectNoAxeViolations(page);
    });
  }
});
