import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { activeAccount, expect, signIn, test } from './fixtures.test-support.ts';

/**
 * The dashboard's Stage column against the default seed (issue 33 item 7, decision 0037): the
 * seed's Processing and Pending applications wait for the decision, its Declined ones are
 * declined, its Approved ones have no paperwork (a plan to choose, once their detail is read, or
 * conditions pending) and its FundingRequested ones asked for funding.
 */
interface StatusRecord {
  LoanApplicationId: number;
  LoanApplicationStatus: string | null;
  Messages: { MessageType: string | null; IsMet: boolean | null }[] | null;
}

const DAY_MS = 86_400_000;

async function statusesSince(
  request: APIRequestContext,
): Promise<{ records: StatusRecord[]; token: string }> {
  const account = await activeAccount(request, (a) => a.username === 'operator');
  const session = await request.post('/sandbox/session', {
    data: { username: account.username, password: account.password },
  });
  const { token } = (await session.json()) as { token: string };
  const since = `${new Date(Date.now() - 90 * DAY_MS).toISOString().slice(0, 19)}Z`;
  const response = await request.get(
    `/v3/api/applications/statuses-since/${encodeURIComponent(since)}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(response.ok()).toBe(true);
  return { records: (await response.json()) as StatusRecord[], token };
}

/** Whether an application's detail lists any paperwork document (other journeys send some). */
async function hasPaperwork(request: APIRequestContext, token: string, id: number) {
  const response = await request.get(`/v3/api/applications/detail/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const detail = (await response.json()) as { Signatures: unknown[] | null };
  return (detail.Signatures ?? []).length > 0;
}

const table = (page: Page) => page.getByRole('table', { name: /^Applications, sorted by/ });
const summary = (page: Page) => page.getByText(/^Showing \d+ of \d+ applications$/);
const stageFilter = (page: Page) => page.getByRole('combobox', { name: 'Stage' });
/** The Stage cells of the rows rendered (the fifth column). */
const stageCells = (page: Page) =>
  table(page).locator('tbody tr[data-id]').locator('td:nth-child(5)');

test("the dashboard's stage filter", async ({ page, request }) => {
  test.slow(); // every row's detail is read in the background first
  const { records, token } = await statusesSince(request);
  const total = records.length;
  const funded = records.filter((r) => r.LoanApplicationStatus === 'FundingRequested');
  const approvedWithoutConditions = records.filter(
    (r) =>
      r.LoanApplicationStatus === 'Approved' &&
      !(r.Messages ?? []).some((m) => m.MessageType === 'Condition' && m.IsMet === false),
  );
  // Other journeys on the same sandbox send paperwork for some: those are further along.
  const choosing: StatusRecord[] = [];
  for (const record of approvedWithoutConditions) {
    if (!(await hasPaperwork(request, token, record.LoanApplicationId))) choosing.push(record);
  }
  expect(funded.length).toBeGreaterThan(0);
  expect(choosing.length).toBeGreaterThan(0);

  await page.goto('/sign-in');
  await signIn(page, await activeAccount(request, (a) => a.username === 'operator'));
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Stage', exact: true })).toBeVisible();
  await expect(page.getByText(`Names for all ${total} applications loaded.`)).toBeVisible({
    timeout: 60_000,
  });

  // An approved application without paperwork has a plan to choose, once its detail is read.
  await stageFilter(page).selectOption({ label: 'Choose a plan' });
  await expect(page).toHaveURL(/[?&]stage=choose-plan(&|$)/);
  await expect(summary(page)).toHaveText(`Showing ${choosing.length} of ${total} applications`);
  for (const cell of await stageCells(page).all()) await expect(cell).toHaveText('Choose a plan');

  await stageFilter(page).selectOption({ label: 'Funding requested' });
  await expect(page).toHaveURL(/[?&]stage=funding-requested(&|$)/);
  await expect(summary(page)).toHaveText(`Showing ${funded.length} of ${total} applications`);
  await expect(stageCells(page).first()).toHaveText('Funding requested');

  // The filter is in the address: a reload shows the same list.
  await page.reload();
  await expect(stageFilter(page)).toHaveValue('funding-requested');
  await expect(summary(page)).toHaveText(`Showing ${funded.length} of ${total} applications`);

  // The CSV carries the stage of every row it lists.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]?.split(',').slice(4, 6)).toEqual(['Status', 'Stage']);
  expect(lines).toHaveLength(funded.length + 1);
  for (const line of lines.slice(1)) expect(line).toContain(',FundingRequested,Funding requested,');

  // Sorted by stage: furthest along first, then from the decision on.
  await stageFilter(page).selectOption({ label: 'All stages' });
  await expect(summary(page)).toHaveText(`Showing ${total} of ${total} applications`);
  await page.getByRole('button', { name: 'Stage', exact: true }).click();
  await expect(page).toHaveURL(/sort=stage&dir=desc/);
  await expect(stageCells(page).first()).toHaveText('Funding requested');
  await page.getByRole('button', { name: 'Stage', exact: true }).click();
  await expect(page).toHaveURL(/sort=stage&dir=asc/);
  await expect(stageCells(page).first()).toHaveText('Waiting for the decision');
  await expect(table(page)).toHaveAccessibleName(/sorted by Stage, ascending/);
});
