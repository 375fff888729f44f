import type { APIRequestContext, Page } from '@playwright/test';
import { expect, startSignedIn, test } from './fixtures.test-support.ts';
import { screenshotsOf } from './shots.test-support.ts';
import {
  applicationWithPlan,
  fillElectronic,
  outboxRows,
  send,
  sunriseAdmin,
} from './sandbox-api.test-support.ts';

/**
 * Issue 33 items 6 and 8: a change order before signing. A new approved Sunrise application
 * ($12,531.25 financed; the sandbox approves it rounded up to $13,000) with plan 302 chosen has
 * its paperwork e-mailed; then the amount changes, within the approved amount, and the new
 * paperwork replaces the unsigned one. Once anything is signed, the lender must make the change.
 */
const LONG = { timeout: 30_000 };

/** Sends the paperwork form as it stands, e-mailing each signer (the ESIGN consent given). */
async function emailThePaperwork(page: Page) {
  await fillElectronic(page, 'email');
  await send(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'The paperwork was e-mailed' }),
  ).toBeVisible(LONG);
}

async function emailedApplication(page: Page, request: APIRequestContext): Promise<number> {
  const id = await applicationWithPlan(request);
  await startSignedIn(page, await sunriseAdmin(request));
  await page.goto(`/applications/${id}/paperwork`);
  await expect(page.getByRole('region', { name: 'Parties' })).toBeVisible(LONG);
  await emailThePaperwork(page);
  return id;
}

/** The sandbox outbox's signing links for application `id`, newest first. */
async function outboxLinks(page: Page, request: APIRequestContext, id: number): Promise<string[]> {
  const links = await (
    await outboxRows(page, request, id)
  )
    .getByRole('link', { name: /^Open signing page for / })
    .all();
  return Promise.all(links.map(async (link) => (await link.getAttribute('href'))!));
}

async function openChangeDialog(page: Page, id: number) {
  await page.goto(`/applications/${id}`);
  await page.getByRole('button', { name: 'Change the amount' }).click(LONG);
  const dialog = page.getByRole('dialog', { name: 'Change the amount financed' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('a change order before signing (issue 33 items 6 and 8)', () => {
  test.slow();

  test('a new amount within the approved one: preview side by side, choose, and the new paperwork replaces the e-mailed one', async ({
    page,
    request,
  }) => {
    const id = await emailedApplication(page, request);
    const before = await outboxLinks(page, request, id);
    expect(before).toHaveLength(2);

    const dialog = await openChangeDialog(page, id);
    const amount = dialog.getByRole('textbox', { name: /^New amount financed/ });
    await amount.fill('14000');
    await dialog.getByRole('button', { name: 'Preview the plans' }).click();
    await expect(
      dialog.getByText('Amount financed must not be above the approved amount of $13,000.00'),
    ).toBeVisible();
    await expect(amount).toHaveValue('14,000.00');
    await amount.fill('12000');
    await dialog.getByRole('button', { name: 'Preview the plans' }).click();
    await expect(dialog.getByText('Plans for $12,000.00 financed.')).toBeVisible(LONG);
    const table = dialog.getByRole('region', { name: 'Plans side by side' });
    await expect(table.getByRole('columnheader').nth(1)).toContainText('Current plan');
    await expect(table.getByRole('columnheader')).not.toHaveCount(2);
    await screenshotsOf(page, 'change-amount-dialog');

    await table
      .getByRole('button', { name: /^Choose .* for \$12,000\.00$/ })
      .nth(1)
      .click();
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/paperwork\\?amount=12000$`), LONG);
    await expect(page.getByText('The amount financed changes to $12,000.00')).toBeVisible(LONG);
    await expect(
      page.getByRole('region', { name: 'Money' }).getByRole('status').first(),
    ).toHaveText('$12,000.00');
    await screenshotsOf(page, 'change-amount-paperwork');
    await emailThePaperwork(page);

    // The new documents went out: two new messages; the links sent before stop working.
    const after = await outboxLinks(page, request, id);
    expect(after).toHaveLength(4);
    const fresh = after.filter((link) => !before.includes(link));
    expect(fresh).toHaveLength(2);
    for (const link of before) expect((await request.get(link)).status()).toBe(404);
    for (const link of fresh) expect((await request.get(link)).status()).toBe(200);
  });

  test('once anything is signed, the change needs the lender, whose representative is named', async ({
    page,
    request,
  }) => {
    const id = await emailedApplication(page, request);
    const [link] = await outboxLinks(page, request, id);
    await page.goto(link!);
    const turn = page.getByRole('heading', { name: /^Sign as / });
    const heading = (await turn.textContent(LONG)) ?? '';
    await page.getByLabel('Type your full name to sign').fill(heading.slice('Sign as '.length));
    await page.getByLabel('Type your full name to sign').press('Enter');
    await expect(
      page.getByRole('heading', { name: /^You have signed$|^All documents/ }),
    ).toBeVisible(LONG);

    const dialog = await openChangeDialog(page, id);
    await expect(dialog.getByText('The change needs the lender')).toBeVisible(LONG);
    await expect(dialog.getByText(/Your lender representative: /)).toBeVisible();
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await screenshotsOf(page, 'change-amount-signed');
  });
});
