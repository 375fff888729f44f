import type { APIRequestContext, Page } from '@playwright/test';
import { activeAccount, expect, expireSession, signIn, test } from './fixtures.test-support.ts';

/** One sign-in per browser (decision 0036): pages of one context are tabs of one browser. */

async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const account = await activeAccount(request, (a) => a.role === 'Dealer Administrator');
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByTestId('current-user')).toHaveText(account.displayName);
  return account;
}

const applicationHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test.describe('tabs of one browser', () => {
  test('a dashboard row opened in a new tab is signed in, and so is a pasted link; sign-out in one signs out the others', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    const link = page.getByRole('row').nth(1).getByRole('link');
    const id = await link.textContent();
    const opened = page.context().waitForEvent('page');
    await link.click({ modifiers: ['ControlOrMeta'] });
    const rowTab = await opened;
    await expect(applicationHeading(rowTab)).toHaveText(`Application ${id}`);
    await expect(rowTab).toHaveURL(new RegExp(`/applications/${id}$`));
    // The first tab stayed where it was.
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    const pasted = await page.context().newPage();
    await pasted.goto(`/applications/${id}`);
    await expect(applicationHeading(pasted)).toHaveText(`Application ${id}`);
    // The token reached the new tabs without storage that outlives them.
    for (const tab of [page, rowTab, pasted]) {
      expect(await tab.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/token/i);
    }

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    for (const tab of [rowTab, pasted]) {
      await expect(tab).toHaveURL(/\/sign-in$/);
      expect(await tab.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
    }
    // Nothing signed in is left to answer a new tab: it asks to sign in.
    const later = await page.context().newPage();
    await later.goto(`/applications/${id}`);
    await expect(later).toHaveURL(/\/sign-in\?next=/);
  });

  test('without a signed-in tab a new tab asks to sign in', async ({ page }) => {
    await page.goto('/dealers');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fdealers$/);
    await expect(page.getByLabel('Username')).toBeVisible();
  });

  test('an expired session asks every tab to sign in again, and signing in once is enough', async ({
    page,
    request,
  }) => {
    const account = await signInAsAdmin(page, request);
    const other = await page.context().newPage();
    await other.goto('/dealers');
    await expect(other.getByRole('heading', { name: 'Dealers', level: 1 })).toBeVisible();

    await expireSession(page, request);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Users' })
      .click();

    const expired = (tab: Page) => tab.getByRole('dialog', { name: 'Your session has expired' });
    await expect(expired(page)).toBeVisible();
    await expect(expired(other)).toBeVisible();
    // The tab in the background keeps its page under the question.
    await expect(other).toHaveURL(/\/dealers$/);

    await expired(page).getByLabel('Password', { exact: true }).fill(account.password);
    await expired(page).getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(expired(page)).toBeHidden();
    await expect(expired(other)).toBeHidden();
    await expect(other.getByRole('heading', { name: 'Dealers', level: 1 })).toBeVisible();
  });

  test('activity in one tab keeps every tab signed in; the idle sign-out signs out every tab', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await signInAsAdmin(page, request);
    const other = await page.context().newPage();
    await other.goto('/dealers');
    await expect(other.getByRole('heading', { name: 'Dealers', level: 1 })).toBeVisible();
    const warning = (tab: Page) => tab.getByRole('dialog', { name: 'Are you still there?' });

    // At work in the first tab only: the other, left alone for 15 minutes, stays signed in.
    await page.clock.fastForward('10:00');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).click();
    await page.clock.fastForward('05:05');
    await expect(other).toHaveURL(/\/dealers$/);
    await expect(warning(other)).toBeHidden();

    // "Stay signed in" in one tab answers the warning in every tab.
    await page.clock.fastForward('09:05');
    await expect(warning(page)).toBeVisible();
    await expect(warning(other)).toBeVisible();
    await warning(page).getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning(other)).toBeHidden();

    await page.clock.fastForward('15:05');
    await expect(page).toHaveURL(/\/sign-in\?reason=idle$/);
    await expect(other).toHaveURL(/\/sign-in\?reason=idle&next=%2Fdealers$/);
  });

  test('a full load of a signed-in page logs no HydrateFallback warning', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page, request);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/HydrateFallback/.test(message.text())) warnings.push(message.text());
    });
    for (const path of ['/', '/dealers']) {
      await page.goto(path);
      await expect(page.getByTestId('current-user')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(warnings).toEqual([]);
  });
});
