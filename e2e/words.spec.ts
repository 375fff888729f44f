import { activeAccount, expect, startSignedIn, test } from './fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';

/**
 * Issue 32 items 9-13 and 15: every message says what happened, in the dealer's words. Seeded
 * data: sandbox/seed.ts and sandbox/applications/seed.ts.
 */
async function openAs(page: Page, request: APIRequestContext, username: string, path: string) {
  await startSignedIn(page, await activeAccount(request, (a) => a.username === username));
  await page.goto(path);
}

const assignedTo = (page: Page) =>
  page.getByRole('region', { name: 'Dealer' }).locator('dt:text-is("Assigned to") + dd');

test.describe('"Assigned to" is never wrong (item 12)', () => {
  test('the lender’s operator is outside the dealer’s users, not "a user of Sunrise"', async ({
    page,
    request,
  }) => {
    // 20011 is assigned to Olivia Grant, the lender's operator.
    await openAs(page, request, 'sunrise.admin', '/applications/20011');
    await expect(assignedTo(page)).toHaveText(
      'someone outside your dealer’s users (such as the lender’s staff)',
    );
    await expect(page.getByText(/a user of Sunrise/i)).toHaveCount(0);
  });

  test('an account without the users list says it cannot name the assignee', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'dealer.user', '/applications/20011');
    await expect(assignedTo(page)).toHaveText('someone this account cannot name');
    await page.goto('/');
    const table = page.getByRole('table').first();
    await expect(table).toBeVisible();
    await expect(page.getByText(/A user of/)).toHaveCount(0);
  });
});
