import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';
import type { APIRequestContext, Page } from '@playwright/test';

/** Signs in as a seeded account (sandbox/seed.ts) and opens the users page. */
async function openAs(page: Page, request: APIRequestContext, username: string, path = '/users') {
  await startSignedIn(page, await activeAccount(request, (a) => a.username === username));
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users you may manage' });
const rowOf = (page: Page, name: string) =>
  usersTable(page).getByRole('row').filter({ hasText: name });

test.describe('the users list', () => {
  test('is axe-clean, light and dark, with the disable dialog open', async ({ page, request }) => {
    await openAs(page, request, 'operator');
    await expect(rowOf(page, 'Marcus Reyes').getByText('Office Manager')).toBeVisible();
    await rowOf(page, 'Marcus Reyes').getByRole('button', { name: 'Disable Marcus Reyes' }).click();
    await expect(page.getByRole('dialog', { name: 'Disable Marcus Reyes?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('at 768 px the list fits the page, and the keyboard alone disables and enables a user', async ({
    page,
    request,
  }) => {
    // One axe scan (light and dark) of the narrow layout, and a journey: more than a quick test.
    test.slow();
    await page.setViewportSize({ width: 768, height: 1024 });
    await openAs(page, request, 'sunrise.admin');
    const hannah = rowOf(page, 'Hannah Lee');
    await expect(hannah.getByText('Dealer Sales Representative')).toBeVisible();
    // Jorge also works for Empire: his account is not Sunrise's administrator's to disable.
    const jorge = rowOf(page, 'Jorge Castillo');
    await expect(
      jorge.getByText(/only the lender’s staff or an administrator of each/),
    ).toBeVisible();
    await expect(jorge.getByRole('button', { name: /Disable/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // Nothing makes the page itself scroll sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    // Search from the keyboard; the address keeps it.
    await page.getByLabel('Search users').focus();
    await page.keyboard.type('hannah');
    await expect(jorge).toHaveCount(0);
    await expect(hannah).toBeVisible();
    await expect(page).toHaveURL(/\?q=hannah/);

    const disable = hannah.getByRole('button', { name: 'Disable Hannah Lee' });
    await disable.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Disable Hannah Lee?' });
    const typed = dialog.getByLabel('Type the username sunrise.rep to confirm');
    await expect(typed).toBeFocused();
    await page.keyboard.type('sunrise.rep');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Hannah Lee is disabled and can no longer sign in.')).toBeFocused();
    await expect(hannah.getByText('Disabled')).toBeVisible();

    // Tab from the outcome reaches the row's Enable again.
    const enable = hannah.getByRole('button', { name: 'Enable again Hannah Lee' });
    for (
      let tabs = 0;
      tabs < 12 && !(await enable.evaluate((b) => b === document.activeElement));
      tabs += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(enable).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Hannah Lee is active again and can sign in.')).toBeVisible();
    await expect(hannah.getByText('Active')).toBeVisible();
  });

  test('phone numbers are written as people write them', async ({ page, request }) => {
    await openAs(page, request, 'sunrise.admin');
    await expect(rowOf(page, 'Hannah Lee').getByText('(916) 555-0163')).toBeVisible();
    await expect(page.getByText('9165550163')).toHaveCount(0);
  });

  test('a sales representative has no users list', async ({ page, request }) => {
    await openAs(page, request, 'sunrise.rep');
    await expect(page.getByText(/This account cannot see the portal’s users/)).toBeVisible();
    await expect(usersTable(page)).toHaveCount(0);
  });
});
