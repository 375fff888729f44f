import type { Page } from '@playwright/test';
import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  expireSession,
  signIn,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';

async function signInAsAdmin(page: Page, request: Parameters<typeof activeAccount>[0]) {
  const account = await activeAccount(request, (a) => a.role === 'Dealer Administrator');
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByTestId('current-user')).toHaveText(account.displayName);
  return account;
}

test.describe('the shell', () => {
  test('every navigation item opens its page', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [link, heading, path] of [
      ['New application', 'New application', '/applications/new'],
      ['Dealers', 'Dealers', '/dealers'],
      ['Users', 'Users', '/users'],
      ['Dashboard', 'Dashboard', '/'],
    ] as const) {
      await nav.getByRole('link', { name: link }).click();
      // The wizard names its first step in the address (?step=dealer) once it is drawn.
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : path}(\\?step=dealer)?$`));
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('an unknown address shows the not-found page', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });

  test('an expired session asks to sign in again over the page and keeps its state', async ({
    page,
    request,
  }) => {
    const account = await signInAsAdmin(page, request);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dealers' })
      .click();
    // Something typed on the page: the dealer's e-mail check (one dealer, so no dealer search).
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('someone@sunrise.example.com');

    await expireSession(page, request);

    // The next request (the e-mail check) meets the expired session.
    await page.getByRole('button', { name: 'Check' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
    await expect(dialog).toBeVisible();
    // The service's "Authorization has been denied for this request." in the portal's words.
    await expect(
      page.getByText('The address could not be checked: Your session has expired.'),
    ).toBeVisible();
    await expect(page.getByText(/Authorization has been denied/i)).toHaveCount(0);
    await expect(dialog.getByLabel('Username')).toHaveValue(account.username);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dealers$/);
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(
      'someone@sunrise.example.com',
    );
    await expect(
      page.getByRole('region', { name: 'Products' }).getByRole('listitem').first(),
    ).toBeVisible();
  });

  test('sign-out ends the session and forgets what was loaded', async ({ page, request }) => {
    await signInAsAdmin(page, request);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dealers' })
      .click();
    // What the dealers page loaded (it has no table: the dashboard's, still shown while the page
    // loaded, was what this waited for, until navigation got quicker than the wait).
    const products = page.getByRole('region', { name: 'Products' }).getByRole('listitem');
    await expect(products.first()).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
    await page.goBack();
    await expect(page).toHaveURL(/\/sign-in/);
    await expect(products).toHaveCount(0);
  });

  test('a user with two dealers switches between them', async ({ page, request }) => {
    const account = await activeAccount(request, (a) => a.dealers.length === 2);
    await page.goto('/sign-in');
    await signIn(page, account);
    const switcher = page.getByRole('combobox', { name: 'Current dealer' });
    // All dealers first (decision 0030).
    await expect(switcher).toHaveValue('');
    await switcher.selectOption(String(account.dealers[1]!.id));
    await page.reload();
    await expect(switcher).toHaveValue(String(account.dealers[1]!.id));
  });

  test('the colour scheme toggles and is remembered', async ({ page, request }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAsAdmin(page, request);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });

  test('idle time-out warns a minute before and then signs out', async ({ page, request }) => {
    await page.clock.install();
    await signInAsAdmin(page, request);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dealers' })
      .click();
    await page.clock.fastForward('14:05');
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await page.clock.fastForward('15:05');
    await expect(page).toHaveURL(/\/sign-in\?reason=idle&next=%2Fdealers$/);
    await expect(page.getByRole('alert', { name: 'You were signed out' })).toBeVisible();
  });

  // One axe scan per test: each takes seconds on a busy machine (decision 0015).
  for (const width of [1280, 768]) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const { path, heading, ready } of [
        {
          // The dealer's view with its products, from their own operation.
          path: '/dealers',
          heading: 'Dealers',
          ready: (page: Page) =>
            page.getByRole('region', { name: 'Products' }).getByRole('listitem').first(),
        },
        {
          // The dashboard with its rows: a page still loading changes under the scan.
          path: '/',
          heading: 'Dashboard',
          ready: (page: Page) => page.getByText(/^Showing \d+ of \d+ applications$/),
        },
      ]) {
        test(`the shell has no accessibility violations on ${path} at ${width}px, ${scheme}`, async ({
          page,
          request,
        }) => {
          // The dashboard's scan goes over ~150 rows: several seconds on a busy machine.
          if (path === '/') test.slow();
          await page.setViewportSize({ width, height: 900 });
          await page.emulateMedia({ colorScheme: scheme });
          await startSignedIn(
            page,
            await activeAccount(request, (a) => a.role === 'Dealer Administrator'),
          );
          await page.goto(path);
          await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
          await expect(ready(page)).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
    }
  }

  test('a narrow screen opens the navigation from the menu button', async ({ page, request }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto('/sign-in');
    await signIn(page, await activeAccount(request, (a) => a.role === 'Dealer Administrator'));
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  });

  test("on a phone the header's controls stay on the screen", async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/sign-in');
    // The widest header: a user with two dealers has the dealer switcher too.
    await signIn(page, await activeAccount(request, (a) => a.dealers.length === 2));
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    for (const control of [
      header.getByRole('button', { name: 'Open navigation' }),
      header.getByRole('combobox', { name: 'Current dealer' }),
      header.getByRole('button', { name: /Switch to (dark|light) mode/ }),
      header.getByRole('button', { name: 'Sign out' }),
    ]) {
      // The dealer switcher comes with the dealers: measured once it is there, not before.
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      // Inside the header's 16 px padding, as at any other width (give or take text's subpixels).
      expect(box.x + box.width).toBeLessThanOrEqual(360 - 16 + 0.5);
    }
  });
});
