import type { APIRequestContext, Page } from '@playwright/test';
import { activeAccount, expect, startSignedIn, test } from './fixtures.test-support.ts';
import { apiToken, applicationWithPlan } from './sandbox-api.test-support.ts';
import { picture } from './shots.test-support.ts';

const LONG = { timeout: 30_000 };

/**
 * Issue 32 items 9-13 and 15: every message says what happened, in the dealer's words. Seeded
 * data: sandbox/seed.ts and sandbox/applications/seed.ts.
 */
async function openAs(page: Page, request: APIRequestContext, username: string, path: string) {
  await startSignedIn(page, await activeAccount(request, (a) => a.username === username));
  await page.goto(path);
}

/** The seeded applications of the last 365 days the operator may see (none of a locked dealer). */
async function listedApplications(request: APIRequestContext) {
  const since = `${new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 19)}Z`;
  const response = await request.get(
    `/v3/api/applications/statuses-since/${encodeURIComponent(since)}`,
    { headers: { Authorization: `Bearer ${await apiToken(request, 'operator')}` } },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    LoanApplicationId: number;
    LoanApplicationStatus: string | null;
  }[];
}

/** A seeded application of `status`. */
async function applicationWithStatus(request: APIRequestContext, status: string) {
  const found = (await listedApplications(request)).find(
    (record) => record.LoanApplicationStatus === status,
  );
  if (!found) throw new Error(`No seeded application is ${status}`);
  return found.LoanApplicationId;
}

/**
 * A seeded application of Lakeside, locked out for its missed attestation: the seed numbers
 * applications in a row, and the list leaves out the locked dealer's, so a gap is one of them.
 */
async function lockedOutApplication(request: APIRequestContext) {
  const ids = new Set((await listedApplications(request)).map((r) => r.LoanApplicationId));
  const lowest = Math.min(...ids);
  let id = lowest;
  while (ids.has(id)) id += 1;
  return id;
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

test.describe('a dealer locked out for attestation is told, not sent in circles (item 13)', () => {
  test('the dashboard neither suggests a longer period nor leaves out whom to call', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'lakeside.admin', '/');
    const banner = page.getByRole('alert', {
      name: 'Lakeside Pools & Spas has lost access until it attests',
    });
    await expect(banner).toContainText('Your lender representative: Kevin Brooks');
    const empty = page.getByRole('alert', {
      name: 'No applications can be listed until the dealer attests',
    });
    await expect(empty).toBeVisible();
    await expect(page.getByText(/longer period/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Show the last 365 days/ })).toHaveCount(0);
  });

  test('promotions and paperwork say the dealer is locked out, with no "Try again"', async ({
    page,
    request,
  }) => {
    const id = await lockedOutApplication(request);
    for (const path of [`/applications/${id}/promotions`, `/applications/${id}/paperwork`]) {
      await openAs(page, request, 'lakeside.admin', path);
      const locked = page.getByRole('alert', { name: 'The dealer is locked out until it attests' });
      await expect(locked).toContainText('Lakeside Pools & Spas');
      await expect(locked).toContainText('missed its attestation deadline');
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    }
  });

  test('a dealer due soon is warned, naming whom to call (item 15)', async ({ page, request }) => {
    await openAs(page, request, 'sunrise.admin', '/');
    const banner = page.getByRole('alert', { name: /^Sunrise Home Comfort must attest by / });
    await expect(banner).toContainText('20 days left');
    await expect(banner).toContainText('Your lender representative: Kevin Brooks');
  });
});

/** Chooses e-sign on the paperwork page, the applicant a US citizen, with the ESIGN consent. */
async function chooseESign(page: Page) {
  await page.getByRole('radio', { name: 'E-sign now, on this device' }).check();
  await page
    .getByRole('radiogroup', { name: /Is the applicant a US citizen/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('checkbox', { name: /ESIGN Act/ }).check();
}

test.describe('the dealer signer is a person (item 9)', () => {
  test('defaults to the signed-in user, editable, and signs as them, never as the company', async ({
    page,
    request,
  }) => {
    const id = await applicationWithPlan(request);
    await openAs(page, request, 'sunrise.admin', `/applications/${id}/paperwork`);
    await expect(page.getByRole('region', { name: 'Parties' })).toBeVisible(LONG);
    await chooseESign(page);
    const name = page.getByRole('textbox', { name: /^Dealer signer name/ });
    const email = page.getByRole('textbox', { name: /^Dealer signer e-mail address/ });
    await expect(name).toHaveValue('Marcus Reyes');
    await expect(email).toHaveValue('marcus.reyes@sunrise.example.com');
    await expect(name).toBeEditable();
    await page.getByRole('button', { name: /^Send the paperwork/ }).click();
    await page.getByRole('link', { name: 'Sign now on this device' }).click(LONG);
    await expect(page).toHaveURL(/\/sandbox\/esign\//, LONG);
    await expect(page.getByText('Marcus Reyes').first()).toBeVisible();
    await expect(page.getByText(/Sign as Sunrise Home Comfort/)).toHaveCount(0);
  });
});

test.describe('one application, one number (item 10)', () => {
  test('the signing page and the outbox show the portal’s number first, the lender’s labelled', async ({
    page,
    request,
  }) => {
    const id = await applicationWithPlan(request);
    await openAs(page, request, 'sunrise.admin', `/applications/${id}/paperwork`);
    await expect(page.getByText(`Application ${id}`).first()).toBeVisible(LONG);
    await chooseESign(page);
    await page.getByRole('button', { name: /^Send the paperwork/ }).click();
    await page.getByRole('link', { name: 'Sign now on this device' }).click(LONG);
    await expect(page).toHaveURL(/\/sandbox\/esign\//, LONG);
    await expect(page).toHaveTitle(new RegExp(`Application ${id} \\(lender’s number \\d+\\)`));
    await expect(
      page.getByText(new RegExp(`^Application ${id} \\(lender’s number \\d+\\)`)),
    ).toBeVisible();
  });
});

test.describe('smaller things (item 15)', () => {
  test('at 1280 px the dashboard shows applicant names, assignees, times and column headers whole', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAs(page, request, 'operator', '/');
    const names = page.locator('.dash-table tbody tr td:nth-child(2)');
    await expect(names.first()).not.toHaveText('…', LONG);
    await expect(names.nth(5)).not.toHaveText('…', LONG);
    const cut = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLElement>(
          // Applicant, Stage, the amounts, Assigned to and Last change.
          [2, 5, 6, 7, 9, 11]
            .map((column) => `.dash-table tbody tr td:nth-child(${column})`)
            .concat('.dash-table thead th')
            .join(', '),
        ),
      ]
        .filter((cell) => cell.textContent !== '…' && cell.scrollWidth > cell.clientWidth)
        .map((cell) => cell.textContent),
    );
    expect(cut).toEqual([]);
  });

  test('the sandbox outbox fits 1280 px and shows local times with their zone', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const id = await applicationWithPlan(request);
    await openAs(page, request, 'sunrise.admin', `/applications/${id}/paperwork`);
    await expect(page.getByRole('region', { name: 'Parties' })).toBeVisible(LONG);
    await page.getByRole('radio', { name: 'E-mail each signer a link to sign' }).check();
    await page
      .getByRole('radiogroup', { name: /Is the applicant a US citizen/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await page.getByRole('checkbox', { name: /ESIGN Act/ }).check();
    await page.getByRole('button', { name: /^Send the paperwork/ }).click();
    await expect(page.getByText('The paperwork was e-mailed')).toBeVisible(LONG);
    await page.goto('/sandbox/outbox');
    const account = await activeAccount(request, (a) => a.username === 'sunrise.admin');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const row = page.getByRole('row').filter({ hasText: new RegExp(`for application ${id}\\b`) });
    await expect(row.first()).toBeVisible();
    // The portal's number first, the lender's labelled (item 10).
    await expect(row.first().getByRole('cell').nth(3)).toHaveText(
      new RegExp(`^${id}\\s*Lender’s number \\d+$`),
    );
    // Local time with its zone, as the portal writes a moment: "11/29/2026, 6:02 AM UTC".
    await expect(row.first().locator('time')).toHaveText(
      /^\d\d\/\d\d\/\d{4}, \d{1,2}:\d\d [AP]M \S+$/,
    );
    const wrap = page.locator('.table-wrap');
    expect(await wrap.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
    await picture(page, { path: 'test-results/screenshots/words-outbox-1280.png', fullPage: true });
  });
});
