import {
  activeAccount,
  demoAccounts,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
} from './fixtures.test-support.ts';

test.describe('sign-in', () => {
  test('every active demo account sees the shell with their name and dealers', async ({
    page,
    request,
  }) => {
    // Every account signs in and out through the form, one after the other.
    test.slow();
    const accounts = (await demoAccounts(request)).filter((account) => account.isActive);
    expect(accounts.length).toBeGreaterThanOrEqual(5);
    for (const account of accounts) {
      await page.goto('/sign-in');
      await signIn(page, account);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page.getByTestId('current-user')).toHaveText(account.displayName);
      const header = page.getByRole('banner');
      if (account.dealers.length > 1) {
        const switcher = header.getByRole('combobox', { name: 'Current dealer' });
        for (const dealer of account.dealers) {
          await expect(switcher.getByRole('option', { name: dealer.name })).toBeAttached();
        }
      } else {
        await expect(header.getByText(account.dealers[0]!.name)).toBeVisible();
      }
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/sign-in$/);
    }
  });

  test('picking a demo account signs in as that person', async ({ page, request }) => {
    const account = await activeAccount(request);
    await page.goto('/sign-in');
    await page.getByRole('button', { name: `Sign in as ${account.displayName}` }).click();
    await expect(page.getByTestId('current-user')).toHaveText(account.displayName);
  });

  test('the inactive user is refused with a clear message', async ({ page, request }) => {
    const inactive = (await demoAccounts(request)).find((account) => !account.isActive)!;
    await page.goto('/sign-in');
    await signIn(page, inactive);
    await expect(page.getByRole('alert')).toContainText(/disabled|inactive/i);
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByLabel('Username')).toHaveValue(inactive.username);
  });

  test('a wrong password is refused and nothing typed is lost', async ({ page, request }) => {
    const account = await activeAccount(request);
    await page.goto('/sign-in');
    await signIn(page, { username: account.username, password: 'not-the-password' });
    await expect(page.getByRole('alert')).toContainText(/username or password is incorrect/i);
    await expect(page.getByLabel('Username')).toHaveValue(account.username);
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Enter your username')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
  });

  test('after sign-in the user lands on the page they asked for', async ({ page, request }) => {
    const account = await activeAccount(request);
    await page.goto('/dealers');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fdealers$/);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/dealers$/);
    await expect(page.getByRole('heading', { name: 'Dealers', level: 1 })).toBeVisible();
  });

  test('the token lives in sessionStorage only, never in localStorage or the URL', async ({
    page,
    request,
  }) => {
    const account = await activeAccount(request);
    await page.goto('/sign-in');
    await signIn(page, account);
    await expect(page.getByTestId('current-user')).toBeVisible();
    const storage = await page.evaluate(() => ({
      session: sessionStorage.getItem('portal.session'),
      local: JSON.stringify({ ...localStorage }),
    }));
    const token = (JSON.parse(storage.session!) as { token: string }).token;
    expect(token.length).toBeGreaterThan(10);
    expect(storage.local).not.toContain(token);
    expect(page.url()).not.toContain(token);
  });

  // One axe scan per test (decision 0015).
  for (const scheme of ['light', 'dark'] as const) {
    test(`the sign-in page has no accessibility violations (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { name: 'Demo accounts' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Sign in as / }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
