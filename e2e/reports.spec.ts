import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';
import { apiToken } from './sandbox-api.test-support.ts';

/**
 * The reports page against a fresh sandbox with the default seed (about 150 applications): the
 * funnel counts every application of the window, a filter by person and by month narrows it and
 * stays in the address, the funnel's CSV holds what the table shows, axe in light and dark.
 */
interface StatusRecord {
  LoanApplicationId: number;
  AssignedToUserId: number | null;
}

const DAY_MS = 86_400_000;

async function statusesSince(request: APIRequestContext, days = 90) {
  const token = await apiToken(request, 'operator');
  const since = `${new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 19)}Z`;
  const response = await request.get(
    `/v3/api/applications/statuses-since/${encodeURIComponent(since)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as StatusRecord[];
}

/** The reports, signed in as the operator, every application's detail read. */
async function openReports(page: Page, request: APIRequestContext, query = '') {
  // Reading ~150 details takes several seconds on a busy machine, on top of the page's loading.
  test.slow();
  await startSignedIn(page, await activeAccount(request, (a) => a.username === 'operator'));
  await page.goto(`/reports${query}`);
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Details of all \d+ applications read\.$/)).toBeVisible({
    timeout: 60_000,
  });
}

const funnelTable = (page: Page) => page.getByRole('table', { name: 'Applications at each step' });
const submitted = (page: Page) =>
  funnelTable(page)
    .getByRole('row', { name: /^Submitted / })
    .getByRole('cell')
    .first();

test.describe('the reports', () => {
  test('filter by person and by month, and export the funnel as CSV', async ({ page, request }) => {
    const records = await statusesSince(request);
    await openReports(page, request);
    await expect(submitted(page)).toHaveText(String(records.length));

    // By person: the seeded user with the lowest id (the options are in name order), who has
    // applications in the first month offered below.
    const person = page.getByRole('combobox', { name: 'Assigned to' });
    const offered = await person
      .locator('option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('value')));
    const userId = Math.min(...offered.filter(Boolean).map(Number));
    await person.selectOption(String(userId));
    await expect(page).toHaveURL(new RegExp(`[?&]user=${userId}(&|$)`));
    const theirs = records.filter((record) => record.AssignedToUserId === userId);
    await expect(submitted(page)).toHaveText(String(theirs.length));

    // And by month: the first month offered; the months' table then has that month alone.
    const month = page.getByRole('combobox', { name: 'Month submitted' });
    const monthValue = await month.locator('option').nth(1).getAttribute('value');
    const monthName = (await month.locator('option').nth(1).textContent())!;
    await month.selectOption(monthValue!);
    await expect(page).toHaveURL(new RegExp(`[?&]month=${monthValue}(&|$)`));
    const months = page.getByRole('table', { name: /^Applications by month submitted/ });
    await expect(months.getByRole('row')).toHaveCount(2);
    await expect(months.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(monthName);
    const inMonth = await months.getByRole('row').nth(1).getByRole('cell').first().textContent();
    await expect(submitted(page)).toHaveText(inMonth!);

    // The address holds the filters: a reload shows the same figures.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Assigned to' })).toHaveValue(String(userId));
    await expect(page.getByRole('combobox', { name: 'Month submitted' })).toHaveValue(monthValue!);
    await expect(page.getByText(/^Details of all \d+ applications read\.$/)).toBeVisible({
      timeout: 60_000,
    });
    await expect(submitted(page)).toHaveText(inMonth!);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV: Funnel', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^report-funnel-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Step,Applications,Share of submitted,Of the step before');
    expect(lines[1]).toMatch(new RegExp(`^Submitted,${inMonth},`));
    expect(lines.at(-1)).toMatch(/^"Approval rate \(approved of decided, %\)",[\d.]+$/);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`is accessible in ${scheme}`, async ({ page, request }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openReports(page, request);
      // The pictures come after the tables: scanned once they are drawn.
      await expect(page.locator('.report-picture svg').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
