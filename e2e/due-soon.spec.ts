import type { Page } from '@playwright/test';
import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { APPROVE, apiToken, sunriseAdmin } from './sandbox-api.test-support.ts';
import { screenshotsOf } from './shots.test-support.ts';

/**
 * The dashboard's "Due soon" list (issue 36 items 2-3, decision 0042) against the seed: Sunrise's
 * attestation is due in 20 days, seeded pending applications have had their conditions open for
 * weeks; the journey adds an approved application whose ID expires in three days.
 */
const dueSoon = (page: Page) => page.getByRole('region', { name: 'Due soon' });
const deadlines = (page: Page) => dueSoon(page).getByRole('list', { name: /^Deadlines/ });

async function openDueSoon(page: Page, username = 'sunrise.admin') {
  await startSignedIn(page, await activeAccount(page.request, (a) => a.username === username));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  // Every detail read: the list is complete.
  await expect(page.getByText(/^Names for all \d+ applications loaded\.$/)).toBeVisible({
    timeout: 60_000,
  });
  await expect(deadlines(page)).toBeVisible();
  await showAll(page);
}

/** Every deadline, not the first few only. */
async function showAll(page: Page) {
  const all = dueSoon(page).getByRole('button', { name: /^Show all \d+$/ });
  if (await all.isVisible()) await all.click();
}

test.describe('Due soon', () => {
  test('each item leads to the action that meets it', async ({ page }) => {
    test.slow(); // every row's detail is read in the background first, then three pages
    await openDueSoon(page);

    const attestation = deadlines(page)
      .getByRole('listitem')
      .filter({ hasText: 'Dealer attestation window' });
    await expect(attestation).toContainText('20 days left');
    await attestation.getByRole('link', { name: /^Attest with the lender/ }).click();
    await expect(page).toHaveURL(/\/dealers\?dealer=101$/);
    await expect(page.getByRole('heading', { name: 'Dealers', level: 1 })).toBeVisible();

    await page.goBack();
    await expect(deadlines(page)).toBeVisible({ timeout: 60_000 });
    await showAll(page);
    const conditions = deadlines(page)
      .getByRole('listitem')
      .filter({ hasText: 'Conditions open' })
      .first();
    await expect(conditions).toContainText(/\d+ days? overdue/);
    await conditions.getByRole('link', { name: /^Send the documents for the conditions/ }).click();
    await expect(page).toHaveURL(/\/applications\/\d+#documents$/);
    // The page opens at its documents, where the conditions' uploads are.
    await expect(page.getByRole('heading', { name: 'Documents', level: 2 })).toBeInViewport();

    // An ID that expires in 3 days, before the paperwork can be signed.
    const expiring = new Date(Date.now() + 3 * 86_400_000);
    const day = [
      expiring.getFullYear(),
      String(expiring.getMonth() + 1).padStart(2, '0'),
      String(expiring.getDate()).padStart(2, '0'),
    ].join('-');
    const created = await page.request.post('/v3/api/applications', {
      headers: { Authorization: `Bearer ${await apiToken(page.request, 'sunrise.admin')}` },
      data: validApplicationV3({
        Applicant: { SocialSecurityNumber: APPROVE, IdentificationExpirationDate: day },
      }),
    });
    expect(created.status(), await created.text()).toBe(200);
    const id = ((await created.json()) as { Id: number }).Id;
    await page.goBack();
    await page.getByRole('button', { name: 'Refresh' }).click();
    const idExpiry = deadlines(page)
      .getByRole('listitem')
      .filter({ hasText: 'ID expires before signing' })
      .filter({ has: page.getByRole('link', { name: new RegExp(`^Application ${id}$`) }) });
    // Its detail comes with the background names; the list shows all of it once it is longer.
    await expect(async () => {
      await showAll(page);
      await expect(idExpiry).toContainText('3 days left', { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await idExpiry.getByRole('link', { name: /^Prepare the paperwork with a current ID/ }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/paperwork$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a user mutes a kind; the administrator changes a threshold, refused when out of range', async ({
    page,
  }) => {
    test.slow();
    await openDueSoon(page);
    const attestation = deadlines(page)
      .getByRole('listitem')
      .filter({ hasText: 'Dealer attestation window' });
    await expect(attestation).toBeVisible();

    await dueSoon(page).getByRole('button', { name: 'Due soon settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Due soon settings' });
    await expect(dialog.getByText(/has no settings operation/)).toBeVisible();

    // 20 days left: outside a 10-day warning, and a bad figure keeps what was typed.
    const warning = dialog.getByRole('textbox', { name: /^Attestation warning/ });
    await warning.fill('0');
    await dialog.getByRole('button', { name: 'Save thresholds' }).click();
    await expect(
      dialog.getByText('Attestation warning: enter a whole number of days from 1 to 90.'),
    ).toBeVisible();
    await expect(warning).toHaveValue('0');
    await warning.fill('10');
    await dialog.getByRole('button', { name: 'Save thresholds' }).click();
    await expect(dialog.getByText('Saved for Sunrise Home Comfort on this device.')).toBeVisible();
    await expect(attestation).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Use the defaults' }).click();
    await expect(attestation).toBeVisible();

    // Muted for this user only.
    await dialog.getByRole('checkbox', { name: 'Dealer attestation window' }).uncheck();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(attestation).toHaveCount(0);
    await expect(dueSoon(page).getByText(/Muted: Dealer attestation window\./)).toBeVisible();
    await page.reload();
    await expect(dueSoon(page).getByText(/Muted: Dealer attestation window\./)).toBeVisible({
      timeout: 60_000,
    });
  });

  test('a dealer user sees who sets the thresholds', async ({ page }) => {
    await startSignedIn(
      page,
      await activeAccount(page.request, (a) => a.username === 'sunrise.rep'),
    );
    await page.goto('/');
    await dueSoon(page).getByRole('button', { name: 'Due soon settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Due soon settings' });
    await expect(
      dialog.getByText('Your dealer administrator sets the thresholds of your dealers.'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the list and its settings are accessible, ${scheme}`, async ({ page }) => {
      test.slow(); // every detail first, then a scan with the dialog open
      await page.emulateMedia({ colorScheme: scheme });
      await openDueSoon(page, (await sunriseAdmin(page.request)).username);
      // The pictures loop over both schemes themselves: taken once.
      if (scheme === 'light') await screenshotsOf(page, 'due-soon');
      await dueSoon(page).getByRole('button', { name: 'Due soon settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Due soon settings' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Paperwork unsigned after/ })).toBeVisible();
      await expectNoAxeViolations(page);
      if (scheme === 'light') await screenshotsOf(page, 'due-soon-settings');
    });
  }
});
