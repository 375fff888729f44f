import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { activeAccount, expect, startSignedIn, test } from './fixtures.test-support.ts';
import { apiToken } from './sandbox-api.test-support.ts';
import { picture } from './shots.test-support.ts';

/**
 * Issue 24 item 1: every application's name is read in the background, so a dealer finds a real
 * applicant whose row never came on screen, and the CSV export has a name on every row.
 */
const DAY_MS = 86_400_000;
const DEALER = 'sunrise.admin';

/** The dealer's applications of the default window (90 days), as the dashboard lists them. */
async function listed(request: APIRequestContext, token: string): Promise<number[]> {
  const since = `${new Date(Date.now() - 90 * DAY_MS).toISOString().slice(0, 19)}Z`;
  const response = await request.get(
    `/v3/api/applications/statuses-since/${encodeURIComponent(since)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { LoanApplicationId: number }[]).map(
    (status) => status.LoanApplicationId,
  );
}

async function applicantOf(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/v3/api/applications/detail/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const { Applicant } = (await response.json()) as {
    Applicant: { FirstName: string; LastName: string };
  };
  return `${Applicant.FirstName} ${Applicant.LastName}`;
}

test.describe('the dashboard’s names', () => {
  test('a dealer finds an applicant whose row never came on screen', async ({ page, request }) => {
    const token = await apiToken(request, DEALER);
    const ids = await listed(request, token);
    expect(ids.length).toBeGreaterThan(30);
    // The table lists the latest first: the earliest is far below the fold.
    const earliest = Math.min(...ids);
    const name = await applicantOf(request, token, earliest);

    await startSignedIn(page, await activeAccount(request, (a) => a.username === DEALER));
    await page.goto('/');
    const table = page.getByRole('table', { name: /^Applications, sorted by/ });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('link', { name: String(earliest), exact: true })).toHaveCount(0);
    const tableTop = (await table.boundingBox())?.y;

    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Names for all ${ids.length} applications loaded.` }),
    ).toBeVisible();
    // The names' line had its place from the first frame: the table did not move when it came.
    expect((await table.boundingBox())?.y).toBe(tableTop);
    await picture(page, { path: 'test-results/screenshots/dashboard-names-1280-light.png' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    const row = table
      .getByRole('row')
      .filter({ hasText: name })
      .filter({ hasText: String(earliest) });
    await expect(row).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ applications$/)).not.toHaveText(/^Showing 0 /);
    await expect(page.getByText(/Searching names/)).toHaveCount(0);
  });

  test('the CSV export writes every applicant’s name', async ({ page, request }) => {
    const token = await apiToken(request, DEALER);
    const ids = await listed(request, token);
    await startSignedIn(page, await activeAccount(request, (a) => a.username === DEALER));
    await page.goto('/');
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    await expect(exportButton).toBeEnabled();
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    await expect(page.getByText(`Exported ${ids.length} applications.`)).toBeVisible();
    const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    const header = lines[0]!.split(',');
    const applicant = header.indexOf('Applicant');
    expect(applicant).toBeGreaterThan(-1);
    expect(lines).toHaveLength(ids.length + 1);
    // Names and dealers hold no commas in the seed: a plain split finds the column.
    const blank = lines.slice(1).filter((line) => line.split(',')[applicant]!.trim() === '');
    expect(blank).toEqual([]);
    const sample = Math.min(...ids);
    const line = lines.find((candidate) => candidate.startsWith(`${sample},`));
    expect(line?.split(',')[applicant]).toBe(await applicantOf(request, token, sample));
  });
});
