import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';
import { screenshotsOf } from './shots.test-support.ts';
import { approvedApplication } from './sandbox-api.test-support.ts';

/**
 * The promotion picker (issue 20) against the sandbox (decision delay 0). Journeys that choose a
 * plan submit an approved application of their own through the API; the rest look at seeded
 * Sunrise application 20002 (approved, no plan, nothing signed) and change nothing.
 */

const SEEDED_APPROVED = 20002;

async function signedInAs(page: Page, request: APIRequestContext, username: string) {
  await startSignedIn(
    page,
    await activeAccount(request, (account) => account.username === username),
  );
}

const heading = (page: Page) => page.getByRole('heading', { name: 'Choose a promotion', level: 1 });
const checklist = (page: Page) => page.getByRole('region', { name: 'Funding checklist' });
/** The line that counts the plans, or says the list is a preview. */
const planCount = (page: Page) => page.getByRole('status').filter({ hasText: / plans? / });
const compareBoxes = (page: Page) => page.getByRole('checkbox', { name: /^Compare / });
const chooseButtons = (page: Page) => page.getByRole('button', { name: /^Choose this plan: / });
const sideBySide = (page: Page) => page.getByRole('region', { name: 'Plans side by side' });
const customerView = (page: Page) => page.getByRole('switch', { name: 'Customer view' });

/** The plan a choose button is for, from its accessible name. */
async function planOf(button: Locator): Promise<string> {
  const label = await button.getAttribute('aria-label');
  return (label ?? '').replace(/^Choose this plan: /, '');
}

/** Opens the picker of a seeded application and waits for its plans. */
async function openPicker(page: Page, id: number) {
  await page.goto(`/applications/${id}/promotions`);
  await expect(heading(page)).toBeVisible();
  await expect(planCount(page)).toContainText(/\d+ plans for \$/);
}

/** Chooses `button`'s plan through the confirm dialog and returns the plan's name. */
async function choose(page: Page, button: Locator): Promise<string> {
  const name = await planOf(button);
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Choose “${name}”?` });
  await dialog.getByRole('button', { name: 'Choose this plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Plan chosen' })).toHaveText(
    `Plan chosen: ${name}.`,
  );
  return name;
}

test.describe('the promotion picker', () => {
  test('compare three, customer view, choose a plan and change it from the application page', async ({
    page,
    request,
  }) => {
    test.slow();
    const id = await approvedApplication(request);
    await signedInAs(page, request, 'sunrise.admin');
    await page.goto(`/applications/${id}`);
    await checklist(page).getByRole('link', { name: 'Choose a promotion' }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/promotions$`));
    await expect(heading(page)).toBeFocused();
    await expect(planCount(page)).toContainText(/^\d+ plans for \$12,531\.25 financed\.$/);

    // Three side by side; a fourth is refused with the reason.
    for (const index of [0, 1, 2]) await compareBoxes(page).nth(index).check();
    const table = sideBySide(page);
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    await expect(table.getByRole('rowheader', { name: 'Dealer fee' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Your net funding' })).toBeVisible();
    await compareBoxes(page).nth(3).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Three plans at most' })).toBeVisible();
    await expect(compareBoxes(page).nth(3)).not.toBeChecked();
    await expect(table.getByRole('columnheader')).toHaveCount(4);

    // The customer's view: nothing meant for the dealer; the payment brings the APR and
    // every payment of the plan's schedule, with their total when every payment is known.
    await customerView(page).check();
    await expect(table.getByRole('rowheader', { name: 'Dealer fee' })).toHaveCount(0);
    await expect(table.getByRole('rowheader', { name: 'Your net funding' })).toHaveCount(0);
    await expect(table.getByRole('rowheader', { name: 'For paperwork' })).toHaveCount(0);
    for (const figure of ['APR', 'Payments', 'Total of payments']) {
      await expect(table.getByRole('rowheader', { name: figure, exact: true })).toBeVisible();
    }
    await expect(page.getByText('Dealer fee', { exact: true })).toHaveCount(0);
    await expect(page.getByText('Your net funding', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/paperwork has no 60-month term/)).toHaveCount(0);
    const closedEnd = page.getByRole('article', { name: '84 months at 9.99% APR', exact: true });
    await expect(closedEnd).toContainText(
      '9.99% APR · 83 monthly payments of $207.97 and a final payment of $207.83 · $17,469.34 total of payments',
    );
    await expect(
      page.getByRole('article', { name: '24 months at 0% APR', exact: true }),
    ).toContainText(
      '0% APR · 23 monthly payments of $522.14 and a final payment of $522.03 · $12,531.25 total of payments',
    );
    await expect(
      page.getByRole('article', {
        name: '84 months at 17.99% APR, first 12 months interest only',
        exact: true,
      }),
    ).toContainText(
      '17.99% APR · 12 monthly payments of $187.86 (interest only), then 72 of $263.31 · The exact payments and their total will be in the contract',
    );

    // And back to the dealer's view, the comparison kept.
    await customerView(page).uncheck();
    await expect(table.getByRole('rowheader', { name: 'Dealer fee' })).toBeVisible();
    await expect(closedEnd.getByText('Dealer fee', { exact: true })).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(4);

    // Choose the first plan, then see it named on the application page.
    const first = await choose(page, chooseButtons(page).first());
    await page.getByRole('link', { name: 'Back to the application' }).click();
    await expect(checklist(page)).toContainText(`Chosen plan: ${first} (`);

    // Change it: the chosen plan is marked; another one replaces it.
    await checklist(page).getByRole('link', { name: 'Change promotion' }).click();
    await expect(heading(page)).toBeFocused();
    await expect(page.getByRole('article', { name: first, exact: true })).toContainText(
      'This is the application’s plan.',
    );
    const second = await choose(page, chooseButtons(page).first());
    expect(second).not.toBe(first);
    await page.getByRole('link', { name: 'Back to the application' }).click();
    await expect(checklist(page)).toContainText(`Chosen plan: ${second} (`);
    await expect(checklist(page)).not.toContainText(first);
  });

  test('after choosing a plan, the paperwork and autopay are the next step right there (issue 32 item 5)', async ({
    page,
    request,
  }) => {
    const id = await approvedApplication(request);
    await signedInAs(page, request, 'sunrise.admin');
    await openPicker(page, id);
    await expect(page.getByRole('link', { name: 'Prepare the paperwork' })).toHaveCount(0);

    await choose(page, chooseButtons(page).last());
    const autopay = page.getByRole('link', { name: 'Set up autopay' });
    await expect(autopay).toBeInViewport();
    await expect(autopay).toHaveAttribute('href', `/applications/${id}/autopay`);
    const paperwork = page.getByRole('link', { name: 'Prepare the paperwork' });
    await expect(paperwork).toBeInViewport();
    // In view and not under the sticky header: the element at its centre is the link itself.
    expect(
      await paperwork.evaluate((link) => {
        const box = link.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return link.contains(hit);
      }),
    ).toBe(true);
    await screenshotsOf(page, 'promotions-next-step');
    await paperwork.click();
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/paperwork$`));
    await expect(
      page.getByRole('heading', { name: 'Prepare the paperwork', level: 1 }),
    ).toBeVisible();
  });

  test('previews another amount through the query variant', async ({ page, request }) => {
    await signedInAs(page, request, 'sunrise.admin');
    await openPicker(page, SEEDED_APPROVED);
    // Within the $3,000.00 the lender approved: the approved amount is a limit (issue 33 item 6).
    const preview = page.waitForRequest((candidate: Request) => {
      const url = new URL(candidate.url());
      const params = url.searchParams;
      return (
        candidate.method() === 'GET' &&
        url.pathname === '/v3/api/applications/promotions' &&
        params.get('applicationId') === String(SEEDED_APPROVED) &&
        params.get('amountFinanced') === '2500' &&
        Boolean(params.get('creditType')) &&
        Boolean(params.get('stateCode'))
      );
    });
    await page.getByLabel('Preview another amount financed').fill('2500');
    const sent = await preview;
    expect([...new URL(sent.url()).searchParams.keys()].sort()).toEqual([
      'amountFinanced',
      'applicationId',
      'creditType',
      'stateCode',
    ]);
    await expect(planCount(page)).toContainText(
      /^Preview for \$2,500\.00: \d+ plans? for this amount, not the application’s \$[\d,]+\.\d\d\.$/,
    );

    await page.getByRole('button', { name: 'Back to the application’s amount' }).click();
    await expect(planCount(page)).toContainText(/^\d+ plans for \$[\d,]+\.\d\d financed\.$/);
  });

  test('a read-only rep can compare but not choose', async ({ page, request }) => {
    const posts: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes('/api/applications/promotions')) {
        posts.push(sent.url());
      }
    });
    await signedInAs(page, request, 'sunrise.rep');
    await openPicker(page, SEEDED_APPROVED);

    // The reason stands before any click, and every choose control is unavailable.
    await expect(
      page.getByText(/^Not available for your account: this account cannot choose promotions\./),
    ).toBeVisible();
    const buttons = chooseButtons(page);
    await expect(buttons.first()).toBeVisible();
    for (const button of await buttons.all()) await expect(button).toBeDisabled();

    await compareBoxes(page).nth(0).check();
    await compareBoxes(page).nth(1).check();
    await expect(sideBySide(page).getByRole('columnheader')).toHaveCount(3);
    await customerView(page).check();
    await expect(sideBySide(page).getByRole('rowheader', { name: 'Dealer fee' })).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  for (const scheme of ['light', 'dark'] as const) {
    for (const view of ['dealer', 'customer'] as const) {
      test(`axe finds nothing in the ${view} view, ${scheme}`, async ({ page, request }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await signedInAs(page, request, 'sunrise.admin');
        await openPicker(page, SEEDED_APPROVED);
        for (const index of [0, 1, 2]) await compareBoxes(page).nth(index).check();
        await expect(sideBySide(page).getByRole('columnheader')).toHaveCount(4);
        if (view === 'customer') {
          await customerView(page).check();
          await expect(sideBySide(page).getByRole('rowheader', { name: 'Dealer fee' })).toHaveCount(
            0,
          );
        }
        await expectNoAxeViolations(page);
      });
    }
  }

  test('keyboard only: from the application page, sort, compare and choose', async ({
    page,
    request,
  }) => {
    test.slow();
    const id = await approvedApplication(request);
    await signedInAs(page, request, 'sunrise.admin');
    await page.goto(`/applications/${id}`);
    const link = checklist(page).getByRole('link', { name: 'Choose a promotion' });
    await expect(link).toBeVisible();

    await tabTo(page, link);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/promotions$`));
    await expect(heading(page)).toBeFocused();
    await expect(planCount(page)).toContainText(/\d+ plans for \$/);

    // Sort by APR with the arrow keys on the select.
    const sort = page.getByLabel('Sort by');
    await tabTo(page, sort);
    await page.keyboard.press('ArrowDown');
    await expect(sort).toHaveValue('apr');

    // Two plans into the comparison with Space.
    for (const index of [0, 1]) {
      const box = compareBoxes(page).nth(index);
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    await expect(sideBySide(page).getByRole('columnheader')).toHaveCount(3);

    // Choose the next plan on: Enter opens the dialog, whose confirm button has the focus.
    const button = chooseButtons(page).nth(1);
    const name = await planOf(button);
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Choose “${name}”?` });
    const confirm = dialog.getByRole('button', { name: 'Choose this plan' });
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Plan chosen' })).toHaveText(
      `Plan chosen: ${name}.`,
    );

    // Back to the application, by Shift+Tab to the way back.
    await tabTo(page, page.getByRole('link', { name: 'Back to the application' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(checklist(page)).toContainText(`Chosen plan: ${name} (`);
  });
});

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus: as a keyboard user moves, one stop
 * at a time. Fails after `limit` stops.
 */
async function tabTo(page: Page, target: Locator, key = 'Tab', limit = 80) {
  await expect(target).toBeVisible();
  for (let stop = 0; stop < limit; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key} within ${limit} stops`).toBeFocused();
}
