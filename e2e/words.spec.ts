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

/** The sandbox's token for a demo account, for reading the seed through the service's API. */
async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const account = await activeAccount(request, (a) => a.username === username);
  const response = await request.post('/sandbox/session', {
    data: { username: account.username, password: account.password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A seeded application of `status` from the last 90 days. */
async function applicationWithStatus(request: APIRequestContext, status: string) {
  const since = `${new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 19)}Z`;
  const response = await request.get(
    `/v3/api/applications/statuses-since/${encodeURIComponent(since)}`,
    { headers: { Authorization: `Bearer ${await apiToken(request, 'operator')}` } },
  );
  expect(response.ok()).toBe(true);
  const records = (await response.json()) as {
    LoanApplicationId: number;
    LoanApplicationStatus: string | null;
  }[];
  const found = records.find((record) => record.LoanApplicationStatus === status);
  if (!found) throw new Error(`No seeded application is ${status}`);
  return found.LoanApplicationId;
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

test.describe('no raw ids or technical text (item 11)', () => {
  test('a declined application is called declined on its promotions and paperwork pages', async ({
    page,
    request,
  }) => {
    const id = await applicationWithStatus(request, 'Declined');
    await openAs(page, request, 'operator', `/applications/${id}/promotions`);
    await expect(page.getByRole('alert').filter({ hasText: 'Declined' })).toContainText(
      'The lender declined this application. It offers no plans for it.',
    );
    await expect(page.getByText(/not approved yet/i)).toHaveCount(0);
    await page.goto(`/applications/${id}/paperwork`);
    await expect(page.getByRole('alert').filter({ hasText: 'Declined' })).toContainText(
      'No paperwork is prepared for it.',
    );
    await expect(page.getByText(/not approved/i)).toHaveCount(0);
  });

  test('a pending application is not approved yet', async ({ page, request }) => {
    const id = await applicationWithStatus(request, 'Pending');
    await openAs(page, request, 'operator', `/applications/${id}/promotions`);
    await expect(page.getByText('Not approved yet')).toBeVisible();
    await expect(page.getByText('Its status now: Pending.')).toBeVisible();
  });
});
