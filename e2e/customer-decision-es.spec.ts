import type { APIRequestContext, Page } from '@playwright/test';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';
import { screenshotsOf } from './shots.test-support.ts';
import { apiToken, applicationWithPlan } from './sandbox-api.test-support.ts';

/**
 * The decision explained to the customer and the ESIGN notice, in Spanish (issue 35, item 5):
 * the customer's one-tap choice, the region marked lang="es", the lender's own words kept in
 * English, the contract's language said plainly, and the dealer's own controls left in English.
 */

const LONG = { timeout: 20_000 };
const PEND_ON_INCOME = '500000010';

async function signInAsSunrise(page: Page, request: APIRequestContext) {
  await startSignedIn(page, await activeAccount(request, (a) => a.username === 'sunrise.admin'));
}

/** A new pending application (a proof-of-income condition), its page open with the customer view. */
async function openPendingForCustomer(page: Page, request: APIRequestContext) {
  const response = await request.post('/v3/api/applications', {
    headers: { Authorization: `Bearer ${await apiToken(request, 'sunrise.admin')}` },
    data: validApplicationV3({ Applicant: { SocialSecurityNumber: PEND_ON_INCOME } }),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { Id } = (await response.json()) as { Id: number };
  await signInAsSunrise(page, request);
  await page.goto(`/applications/${Id}`);
  await expect(page.getByRole('status', { name: 'Pending: conditions to meet' })).toBeVisible(LONG);
  await page.getByRole('button', { name: 'Show the customer' }).click();
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Español').click();
  return page.getByRole('region', { name: 'Su solicitud necesita algo más' });
}

/** A new approved application with a plan, its paperwork open with e-sign chosen. */
async function openEsignNotice(page: Page, request: APIRequestContext) {
  const Id = await applicationWithPlan(request);
  await signInAsSunrise(page, request);
  await page.goto(`/applications/${Id}/paperwork`);
  await expect(page.getByRole('region', { name: 'Parties' })).toBeVisible(LONG);
  await page.getByRole('radio', { name: 'E-sign now, on this device' }).check();
  await page.getByRole('radiogroup', { name: 'Language' }).getByText('Español').click();
  return page.getByRole('region', { name: 'Antes de aceptar firmar electrónicamente' });
}

test.describe('the customer’s screens in Spanish: the decision and the ESIGN notice', () => {
  test('the decision, shown to the customer in Spanish', async ({ page, request }) => {
    const explained = await openPendingForCustomer(page, request);
    await expect(explained).toBeVisible();
    await expect(explained.locator('xpath=ancestor::div[@lang][1]')).toHaveAttribute('lang', 'es');
    await expect(explained).toContainText('El prestamista necesita algo más antes de decidir.');
    // The lender's condition as the lender wrote it, marked English.
    await expect(explained.getByRole('listitem').locator('[lang="en"]')).toContainText(
      'Proof of income',
    );
    await expect(
      page.getByText(
        /^Su contrato y sus divulgaciones están en inglés\. Puede pedir una traducción/,
      ),
    ).toBeVisible();
    // The dealer's own banner and button stay English.
    await expect(page.getByRole('status', { name: 'Pending: conditions to meet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide the customer view' })).toBeVisible();
    await screenshotsOf(page, 'application-customer-decision-es');
  });

  test('the ESIGN notice in Spanish, the dealer’s consent statement in English', async ({
    page,
    request,
  }) => {
    const notice = await openEsignNotice(page, request);
    await expect(notice).toBeVisible();
    await expect(notice.locator('xpath=ancestor::div[@lang][1]')).toHaveAttribute('lang', 'es');
    await expect(notice).toContainText('(la ley federal ESIGN). La decisión es suya.');
    await expect(notice).toContainText('puede recibirlos en papel');
    await expect(
      page.getByText(
        /^Su contrato y sus divulgaciones están en inglés\. Puede pedir una traducción/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /ESIGN Act/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Dealer signer name/ })).toBeVisible();
    // The customer's tap checked none of the dealer's unfinished fields.
    await expect(page.getByText('Applicant is a US citizen: choose yes or no')).toHaveCount(0);
    await notice.scrollIntoViewIfNeeded();
    await screenshotsOf(page, 'paperwork-esign-notice-es');
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`axe finds nothing in the decision’s Spanish customer view, ${scheme}`, async ({
      page,
      request,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(await openPendingForCustomer(page, request)).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`axe finds nothing in the Spanish ESIGN notice, ${scheme}`, async ({ page, request }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(await openEsignNotice(page, request)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
