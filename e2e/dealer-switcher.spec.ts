import type { APIRequestContext, Page } from '@playwright/test';
import { activeAccount, expect, startSignedIn, test } from './fixtures.test-support.ts';

/**
 * The operator's dealer switcher is the dashboard's dealer filter (issue 24 item 7, decision
 * 0030): "All dealers" by default lists every dealer's applications; a dealer lists its own.
 */
const DAY_MS = 86_400_000;

async function statusesSince(request: APIRequestContext, days = 90) {
  const account = await activeAccount(request, (a) => a.username === 'operator');
  const session = await request.post('/sandbox/session', {
    data: { username: account.username, password: account.password },
  });
  const { token } = (await session.json()) as { token: string };
  const since = `${new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 19)}Z`;
  const response = await request.get(
    `/v3/api/applications/statuses-since/${encodeURIComponent(since)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as { DealerId: number | null }[];
}

const summary = (page: Page) => page.getByText(/^Showing \d+ of \d+ applications$/);
const table = (page: Page) => page.getByRole('table', { name: /^Applications, sorted by/ });

test('the operator switches dealer: the dashboard lists that dealer only, then all again', async ({
  page,
  request,
}) => {
  const records = await statusesSince(request);
  const sunrise = records.filter((record) => record.DealerId === 101).length;
  expect(sunrise).toBeGreaterThan(0);
  expect(sunrise).toBeLessThan(records.length);
  await startSignedIn(page, await activeAccount(request, (a) => a.username === 'operator'));
  await page.goto('/');
  const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Current dealer' });
  await expect(switcher).toHaveValue('');
  await expect(switcher.getByRole('option', { selected: true })).toHaveText('All dealers');
  await expect(summary(page)).toHaveText(
    `Showing ${records.length} of ${records.length} applications`,
  );

  // With All dealers the new application asks which dealer (it took the first one before).
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'New application' }).click();
  await expect(page.getByRole('combobox', { name: 'Dealer', exact: true })).toHaveValue('');
  await nav.getByRole('link', { name: 'Dashboard' }).click();

  await switcher.selectOption({ label: 'Sunrise Home Comfort' });
  await expect(summary(page)).toHaveText(`Showing ${sunrise} of ${records.length} applications`);
  // Every row on screen is Sunrise's (the Dealer column, by its nickname).
  const dealers: (string | null)[] = [];
  for (const row of (await table(page).getByRole('row').all()).slice(1)) {
    dealers.push(await row.getByRole('cell').nth(2).textContent());
  }
  expect(dealers.length).toBeGreaterThan(0);
  expect(new Set(dealers)).toEqual(new Set(['Sunrise']));

  // The new application starts from the chosen dealer.
  await nav.getByRole('link', { name: 'New application' }).click();
  await expect(page.getByRole('combobox', { name: 'Dealer', exact: true })).toHaveValue('101');
  await nav.getByRole('link', { name: 'Dashboard' }).click();

  await switcher.selectOption({ label: 'All dealers' });
  await expect(summary(page)).toHaveText(
    `Showing ${records.length} of ${records.length} applications`,
  );
});
