import type { APIRequestContext, Page } from '@playwright/test';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.fixture.ts';
import type { Promotion } from '../src/schemas/promotion-records.ts';
import { setPromotionBody } from '../src/schemas/promotion-requests.ts';
import { activeAccount, expect, startSignedIn, test } from './fixtures.ts';
import { screenshotsOf } from './shots.ts';

/**
 * Issue 33 items 6 and 8: a change order before signing. A new approved Sunrise application
 * ($12,531.25 financed; the sandbox approves it rounded up to $13,000) with plan 302 chosen has
 * its paperwork e-mailed; then the amount changes, within the approved amount, and the new
 * paperwork replaces the unsigned one. Once anything is signed, the lender must make the change.
 */
const LONG = { timeout: 30_000 };
const DEALER_EMAIL = 'marcus.reyes@sunrise.example.com';

const admin = (request: APIRequestContext) =>
  activeAccount(request, (account) => account.username === 'sunrise.admin');

/** A new approved application with plan 302 chosen, through the API as sunrise.admin. */
async function approvedWithPlan(request: APIRequestContext): Promise<number> {
  const { username, password } = await admin(request);
  const session = await request.post('/sandbox/session', { data: { username, password } });
  const { token } = (await session.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const submitted = await request.post('/v3/api/applications', {
    headers,
    data: validApplicationV3({ Applicant: { SocialSecurityNumber: '500000001' } }),
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const { Id } = (await submitted.json()) as { Id: number };
  const plans = (await (
    await request.get(`/v3/api/applications/promotions/${Id}`, { headers })
  ).json()) as Promotion[];
  const chosen = await request.post(`/v3/api/applications/promotions/${Id}`, {
    headers,
    data: setPromotionBody(plans.find((plan) => plan.Id === 302)!),
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  return Id;
}

/** Sends the paperwork form as it stands, e-mailing each signer (the ESIGN consent given). */
async function emailThePaperwork(page: Page) {
  await page.getByRole('radio', { name: 'E-mail each signer a link to sign' }).check();
  await page
    .getByRole('radiogroup', { name: /Is the applicant a US citizen/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('textbox', { name: /^Dealer signer e-mail address/ }).fill(DEALER_EMAIL);
  await page.getByRole('checkbox', { name: /ESIGN Act/ }).check();
  await page.getByRole('button', { name: /^Send the paperwork/ }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The paperwork was e-mailed' }),
  ).toBeVisible(LONG);
}

async function emailedApplication(page: Page, request: APIRequestContext): Promise<number> {
  const id = await approvedWithPlan(request);
  await startSignedIn(page, await admin(request));
  await page.goto(`/applications/${id}/paperwork`);
  await expect(page.getByRole('region', { name: 'Parties' })).toBeVisible(LONG);
  await emailThePaperwork(page);
  return id;
}

/** The sandbox outbox's links for application `id`, newest first. */
async function outboxLinks(page: Page, request: APIRequestContext, id: number): Promise<string[]> {
  await page.goto('/sandbox/outbox');
  const username = page.getByLabel('Username');
  if (await username.isVisible()) {
    const account = await admin(request);
    await username.fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Sandbox outbox', level: 1 })).toBeVisible();
  const rows = page.getByRole('row').filter({ hasText: new RegExp(`for application ${id}\\b`) });
  const links = await rows.getByRole('link', { name: /^Open signing page for / }).all();
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
