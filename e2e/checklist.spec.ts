import type { APIRequestContext, Page } from '@playwright/test';
import { expect, startSignedIn, test } from './fixtures.test-support.ts';
import { screenshotsOf } from './shots.test-support.ts';
import { approvedApplication, DEALER_EMAIL, sunriseAdmin } from './sandbox-api.test-support.ts';

/**
 * Issue 33 items 3-5 in real Chromium: the funding checklist moving step by step through an
 * e-mail signing journey, against the sandbox (decision delay 0, its clock the real one, so the
 * right-to-cancel day is still ahead once everything is signed).
 */

const LONG = { timeout: 30_000 };

const checklist = (page: Page) => page.getByRole('region', { name: 'Funding checklist' });

/** The step titled `title`, as a list item of the checklist. */
const step = (page: Page, title: string) =>
  checklist(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

async function expectStage(page: Page, stage: string | RegExp) {
  await expect(checklist(page).getByText(/^Stage: /)).toHaveText(
    typeof stage === 'string' ? `Stage: ${stage}` : stage,
    LONG,
  );
}

/** Every message of the sandbox outbox for application `id`: its signing links. */
async function signingLinks(page: Page, request: APIRequestContext, id: number): Promise<string[]> {
  await page.goto('/sandbox/outbox');
  const username = page.getByLabel('Username');
  if (await username.isVisible()) {
    const account = await sunriseAdmin(request);
    await username.fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Sandbox outbox', level: 1 })).toBeVisible(LONG);
  const rows = page.getByRole('row').filter({ hasText: new RegExp(`for application ${id}\\b`) });
  await expect(rows).toHaveCount(2);
  const links = await rows.getByRole('link', { name: /^Open signing page for / }).all();
  return (await Promise.all(links.map((link) => link.getAttribute('href')))).map(String);
}

/** Signs on the first of `links` whose signer's turn it is; returns the link used. */
async function signOnce(page: Page, links: readonly string[]): Promise<string> {
  for (const href of links) {
    await page.goto(href);
    const turn = page.getByRole('heading', { name: /^Sign as |^You have signed$|^Waiting/ });
    const heading = (await turn.first().textContent(LONG)) ?? '';
    if (!heading.startsWith('Sign as ')) continue;
    await page.getByLabel('Type your full name to sign').fill(heading.slice('Sign as '.length));
    await page.getByLabel('Type your full name to sign').press('Enter');
    await expect(
      page.getByRole('heading', { name: /^You have signed$|^All documents are signed$/ }),
    ).toBeVisible(LONG);
    return href;
  }
  throw new Error('nobody had a turn to sign');
}

test.describe('the funding checklist', () => {
  test.slow();

  test('the checklist moving step by step through an e-sign journey', async ({ page, request }) => {
    const id = await approvedApplication(request);
    await startSignedIn(page, await sunriseAdmin(request));
    await page.goto(`/applications/${id}`);

    // Approved, no plan: the plan is the dealer's to choose, everything after waits.
    await expectStage(page, 'Choose a plan');
    await expect(step(page, 'The lender’s decision')).toContainText('Done');
    await expect(step(page, 'Choose a promotion')).toContainText(
      'To doChoose a promotionOwed by you (the dealer)',
    );
    await expect(step(page, 'Request funding')).toContainText('Not yet');

    // Choose a plan from the checklist.
    await step(page, 'Choose a promotion')
      .getByRole('link', { name: 'Choose a promotion' })
      .click();
    const choose = page.getByRole('button', { name: /^Choose this plan: / }).first();
    await expect(choose).toBeVisible(LONG);
    const plan = ((await choose.getAttribute('aria-label')) ?? '').replace(
      /^Choose this plan: /,
      '',
    );
    await choose.click();
    const dialog = page.getByRole('dialog', { name: `Choose “${plan}”?` });
    await dialog.getByRole('button', { name: 'Choose this plan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Plan chosen' })).toBeVisible(LONG);
    await page.goto(`/applications/${id}`);
    await expectStage(page, 'Prepare the paperwork');
    await expect(step(page, 'Choose a promotion')).toContainText(/^Done/);
    await expect(step(page, 'Choose a promotion')).toContainText('since');

    // Send the paperwork by e-mail from the checklist.
    await step(page, 'Prepare the paperwork')
      .getByRole('link', { name: 'Prepare the paperwork' })
      .click();
    await expect(page.getByRole('region', { name: 'Parties' })).toBeVisible(LONG);
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

    await page.goto(`/applications/${id}`);
    await expectStage(page, /^Stage: Out for signature \(0 of \d+\)$/);
    const applicant = step(page, 'The applicant signs the full paperwork');
    await expect(applicant).toContainText(
      'To doThe applicant signs the full paperworkOwed by the customer · since',
    );
    await expect(
      applicant.getByRole('button', { name: 'Resend to: The applicant signs the full paperwork' }),
    ).toBeVisible();
    // Item 5: the e-mailed signer's access code, next to them, never in the address.
    const signers = page.getByRole('table', { name: 'Signers of the Full paperwork (FULL)' });
    const code = signers.getByRole('row', { name: /^Applicant/ }).getByText(/^Access code: /);
    await expect(code).toBeVisible(LONG);
    expect(page.url()).not.toContain(((await code.textContent()) ?? '').slice(13));
    await screenshotsOf(page, 'checklist-out-for-signature');

    // Each signer signs from their e-mail; the checklist marks each one done.
    const links = await signingLinks(page, request, id);
    await signOnce(page, links);
    await page.goto(`/applications/${id}`);
    await expectStage(page, /^Stage: Out for signature \(1 of \d+\)$/);
    while (
      (await checklist(page)
        .getByText(/^Stage: Out for signature/)
        .count()) > 0
    ) {
      await signOnce(page, links);
      await page.goto(`/applications/${id}`);
      await expect(checklist(page).getByText(/^Stage: /)).toBeVisible(LONG);
    }
    for (const title of [
      'The applicant signs the full paperwork',
      'The dealer signs the full paperwork',
    ]) {
      await expect(step(page, title)).toContainText(/^Done/);
    }

    // The right to cancel runs: its day, the days left, the senior question.
    await expectStage(page, /^Stage: Waiting for the right to cancel \(until \d\d\/\d\d\/\d{4}\)$/);
    const rightToCancel = step(page, 'The customer’s right to cancel');
    await expect(rightToCancel).toContainText(
      /may cancel until the end of \d\d\/\d\d\/\d{4} \(\d+ days? left|its last day today/,
    );
    await expect(rightToCancel).toContainText(/65 or older|under 65/);
    await screenshotsOf(page, 'checklist-right-to-cancel');

    // Request funding: the confirmation names the day (item 4), then the step is done, dated.
    await step(page, 'Request funding').getByRole('link', { name: 'Go to stage funding' }).click();
    await page.getByRole('button', { name: 'Request stage funding' }).click();
    const confirm = page.getByRole('dialog', { name: 'Request stage funding?' });
    await expect(confirm).toContainText(/may still cancel until the end of \d\d\/\d\d\/\d{4}/);
    await confirm.getByRole('button', { name: 'Request stage funding' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Stage funding requested.' }),
    ).toBeVisible(LONG);
    await page.reload();
    await expectStage(page, 'Funding requested');
    await expect(step(page, 'Funding requested')).toContainText(
      /^DoneFunding requestedDone by you \(the dealer\) · since \d\d\/\d\d\/\d{4}/,
    );
    await screenshotsOf(page, 'checklist-funding-requested');
  });
});
