import type { APIRequestContext, Page } from '@playwright/test';
import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  signIn,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';
import { confirmAuthorised, fillToReview, signInToWizard } from './wizard-steps.test-support.ts';

/**
 * Issue 24 item 9: after a navigation or a submit that moves to another page, the new page's
 * heading has the focus, so a screen reader hears where the user is (the shell's
 * use-focus-on-arrival.ts). A first load leaves focus at the document start; a change of the
 * search params alone (filters, a dealer chosen) leaves it on the control in use. Every route
 * has exactly one h1.
 */

/** Sunrise's approved seeded application (sandbox/seed.ts), which no journey here changes. */
const SEEDED_APPROVED = 20002;

const h1 = (page: Page, name?: string | RegExp) =>
  page.getByRole('heading', { level: 1, ...(name === undefined ? {} : { name }) });
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function openAs(page: Page, request: APIRequestContext, username: string, path: string) {
  await startSignedIn(page, await activeAccount(request, (a) => a.username === username));
  await page.goto(path);
}

test.describe('focus after a navigation or a submit', () => {
  test('signing in focuses the dashboard’s heading; a filter keeps the focus it has', async ({
    page,
    request,
  }) => {
    await page.goto('/sign-in');
    await signIn(page, await activeAccount(request, (a) => a.username === 'operator'));
    await expect(h1(page, 'Dashboard')).toBeFocused();

    // Filters live in the search params: choosing one is no arrival at another page.
    const status = page.getByLabel('Status', { exact: true });
    // selectOption alone does not move the focus; a person's choice does.
    await status.focus();
    await status.selectOption({ label: 'Approved' });
    await expect(page).toHaveURL(/status=Approved/);
    await expect(status).toBeFocused();
    await expect(h1(page, 'Dashboard')).not.toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a first load leaves focus at the start; each link of the navigation focuses its page’s heading', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'operator', '/');
    await expect(h1(page, 'Dashboard')).toBeVisible();
    await expect(h1(page, 'Dashboard')).not.toBeFocused();

    await mainNavigation(page).getByRole('link', { name: 'Dealers' }).click();
    await expect(h1(page, 'Dealers')).toBeFocused();
    // A dealer chosen on the page changes ?dealer= only: the focus stays on its link.
    const dealers = page.getByRole('navigation', { name: 'Dealers' });
    const lakeside = dealers.getByRole('link', { name: 'Lakeside Pools & Spas' });
    await lakeside.click();
    await expect(page).toHaveURL(/\/dealers\?dealer=102$/);
    await expect(
      page.getByRole('heading', { name: 'Lakeside Pools & Spas', level: 2 }),
    ).toBeVisible();
    await expect(lakeside).toBeFocused();

    await mainNavigation(page).getByRole('link', { name: 'Users' }).click();
    await expect(h1(page, 'Users')).toBeFocused();
    await mainNavigation(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(h1(page, 'Dashboard')).toBeFocused();
    // Back is a navigation too.
    await page.goBack();
    await expect(h1(page, 'Users')).toBeFocused();
  });

  test('opening an application from the dashboard focuses its heading', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'operator', '/');
    const table = page.getByRole('table', { name: /^Applications, sorted by/ });
    const link = table.getByRole('row').nth(1).getByRole('link');
    const id = await link.textContent();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/applications/${id}$`));
    // The loading heading gives way to the loaded one, which takes the focus again.
    await expect(h1(page, `Application ${id}`)).toBeFocused();
  });

  test('a submitted application opens with its heading focused', async ({ page, request }) => {
    // The whole application is filled through the form, as a dealer would.
    test.slow();
    await signInToWizard(page, request);
    await expect(h1(page, 'New application')).toBeFocused();
    await fillToReview(page, '500000001');
    await confirmAuthorised(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/\/applications\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop();
    await expect(h1(page, `Application ${id}`)).toBeFocused();
  });

  test('the operator’s new user opens with its heading focused', async ({ page, request }) => {
    const username = `e2e.focus.${Date.now().toString(36)}`;
    await openAs(page, request, 'operator', '/users');
    await page.getByRole('link', { name: 'New user' }).click();
    await expect(h1(page, 'New user')).toBeFocused();
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('textbox', { name: 'First name' }).fill('Fay');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Cushing');
    await page.getByRole('textbox', { name: 'Job title' }).fill('Installer');
    await page
      .getByRole('textbox', { name: 'E-mail address' })
      .fill(`${username}@sunrise.example.com`);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('9165550166');
    const row = page.getByRole('group', { name: 'Dealer 1' });
    await row
      .getByRole('combobox', { name: 'Dealer' })
      .selectOption({ label: 'Sunrise Home Comfort' });
    await row.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Dealer User' });
    await page.getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText(`${username} was created.`)).toBeVisible();
    await expect(h1(page, 'Edit user')).toBeFocused();
  });

  test('every route has exactly one h1', async ({ page, request }) => {
    test.slow();
    await page.goto('/sign-in');
    await expect(h1(page, 'Dealer Portal')).toBeVisible();
    await expect(h1(page)).toHaveCount(1);

    await openAs(page, request, 'sunrise.admin', '/');
    const routes: [string, string | RegExp][] = [
      ['/', 'Dashboard'],
      [`/applications/${SEEDED_APPROVED}`, `Application ${SEEDED_APPROVED}`],
      ['/applications/new', 'New application'],
      [`/applications/${SEEDED_APPROVED}/promotions`, 'Choose a promotion'],
      [`/applications/${SEEDED_APPROVED}/paperwork`, /paperwork|autopay/i],
      ['/dealers', 'Dealers'],
      ['/users', 'Users'],
      ['/users/new', 'New user'],
      ['/users/6/edit', 'Edit user'],
      ['/no-such-page', 'Page not found'],
    ];
    for (const [path, name] of routes) {
      await page.goto(path);
      await expect(h1(page, name), path).toBeVisible();
      await expect(h1(page), path).toHaveCount(1);
    }
  });
});
