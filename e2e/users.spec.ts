import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  signIn,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

/**
 * Issue 23's journeys: the operator creates a Dealer User for Sunrise, who signs in and sees
 * only Sunrise; the operator changes their role, disables them (refused sign-in) and enables
 * them again; a dealer administrator manages only their dealer's users; a sales representative
 * has no Users page; the keyboard alone creates a user; axe, light and dark.
 */

const SUNRISE = 'Sunrise Home Comfort';
/** The password of every user created in the sandbox (README, "Users you add"). */
const NEW_USER_PASSWORD = 'demo1234';

/** A username no earlier run has taken: the server's sandbox may outlive one test. */
function uniqueUsername(prefix: string) {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

/** Signs in as a seeded account (sandbox/seed.ts) and opens `path`. */
async function openAs(page: Page, request: APIRequestContext, username: string, path: string) {
  await startSignedIn(page, await activeAccount(request, (a) => a.username === username));
  await page.goto(path);
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users you may manage' });
const rowOf = (page: Page, name: string) =>
  usersTable(page).getByRole('row').filter({ hasText: name });

/** Opens the users list searched for `text`, so that the row is on the first page. */
async function openListFor(page: Page, text: string) {
  await page.goto(`/users?q=${encodeURIComponent(text)}`);
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(text);
}

/** A browser of its own, for the new user, while the operator's stays signed in. */
async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test.describe('the operator and a new Dealer User of Sunrise', () => {
  // Each step builds on the one before: the user the first creates is the others' subject.
  test.describe.configure({ mode: 'serial' });
  const person = {
    username: uniqueUsername('e2e.dealer'),
    firstName: 'Tess',
    lastName: `Quinn${Date.now().toString(36).toUpperCase()}`,
  };
  const name = `${person.firstName} ${person.lastName}`;

  test('the operator creates a Dealer User for Sunrise, who appears in the list', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'operator', '/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'New user' }).click();
    await expect(page.getByRole('heading', { name: 'New user', level: 1 })).toBeFocused();

    await page.getByRole('textbox', { name: 'Username' }).fill(person.username);
    await page.getByRole('textbox', { name: 'First name' }).fill(person.firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(person.lastName);
    await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue(name);
    await page.getByRole('textbox', { name: 'Job title' }).fill('Service Coordinator');
    await page
      .getByRole('textbox', { name: 'E-mail address' })
      .fill(`${person.username}@sunrise.example.com`);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('9165550142');
    const row = page.getByRole('group', { name: 'Dealer 1' });
    await row.getByRole('combobox', { name: 'Dealer' }).selectOption({ label: SUNRISE });
    await row.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Dealer User' });
    await page.getByRole('button', { name: 'Create user' }).click();

    // The new user's edit page says so.
    await expect(
      page.getByText(
        `${person.username} was created. In the sandbox they sign in as ${person.username} with the demo accounts’ password`,
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/users\/\d+\/edit$/);

    await openListFor(page, person.username);
    const listed = rowOf(page, name);
    await expect(listed).toHaveCount(1);
    await expect(listed.getByRole('cell', { name: person.username, exact: true })).toBeVisible();
    await expect(listed.getByText('Service Coordinator')).toBeVisible();
    await expect(listed.getByText(`${SUNRISE}: Dealer User`)).toBeVisible();
    await expect(listed.getByText('Active', { exact: true })).toBeVisible();
  });

  test('the new user signs in with the sandbox password and sees only Sunrise', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await signIn(page, { username: person.username, password: NEW_USER_PASSWORD });
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByTestId('current-user')).toHaveText(name);

    // One dealer: no switcher, Sunrise named in the header.
    const header = page.getByRole('banner');
    await expect(header.getByText(SUNRISE)).toBeVisible();
    await expect(header.getByRole('combobox', { name: 'Current dealer' })).toHaveCount(0);

    // The dealers page goes straight to Sunrise, with no list of others to pick from.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dealers' })
      .click();
    await expect(page.getByRole('heading', { name: SUNRISE, level: 2 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Dealers' })).toHaveCount(0);
    await expect(page.getByText('Lakeside Pools & Spas')).toHaveCount(0);

    // A Dealer User has no Users page.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  });

  test('the operator changes the role, disables the user (sign-in refused), then enables them again', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    await openAs(page, request, 'operator', '/users');
    await openListFor(page, person.username);
    const listed = rowOf(page, name);

    // Change the role: the edit page reads the user afresh, then PUT.
    await listed.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'Edit user', level: 1 })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(person.username);
    const role = page.getByRole('group', { name: 'Dealer 1' }).getByRole('combobox', {
      name: 'Role',
    });
    await expect(role).toHaveValue(/.+/);
    await role.selectOption({ label: 'Sales Representative (read only)' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Saved the changes to ${person.username}.`)).toBeVisible();

    await page.getByRole('link', { name: 'Back to users' }).click();
    await openListFor(page, person.username);
    await expect(listed.getByText(`${SUNRISE}: Sales Representative (read only)`)).toBeVisible();

    // Disable: the operator types the username to confirm.
    await listed.getByRole('button', { name: `Disable ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Disable ${name}?` });
    const confirm = dialog.getByRole('button', { name: 'Disable user' });
    await expect(confirm).toBeDisabled();
    await dialog
      .getByLabel(`Type the username ${person.username} to confirm`)
      .fill(person.username);
    await confirm.click();
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByRole('status').filter({ hasText: /is disabled and can no longer sign in/ }),
    ).toBeVisible();
    await expect(listed.getByText('Disabled', { exact: true })).toBeVisible();

    // Their next sign-in is refused, saying why; nothing typed is lost.
    const theirs = await freshPage(browser);
    await theirs.goto('/sign-in');
    await signIn(theirs, { username: person.username, password: NEW_USER_PASSWORD });
    await expect(theirs.getByRole('alert')).toContainText(
      'This account has been disabled. Ask your administrator to reactivate it.',
    );
    await expect(theirs).toHaveURL(/\/sign-in$/);
    await expect(theirs.getByLabel('Username')).toHaveValue(person.username);

    // Enable again: the sign-in works.
    await listed.getByRole('button', { name: `Enable again ${name}` }).click();
    await expect(page.getByText(`${name} is active again and can sign in.`)).toBeVisible();
    await expect(listed.getByText('Active', { exact: true })).toBeVisible();

    await theirs.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(theirs.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(theirs.getByTestId('current-user')).toHaveText(name);
    await theirs.context().close();
  });
});

test.describe('who manages which users', () => {
  test('a dealer administrator manages only the users of their own dealer', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'sunrise.admin', '/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(rowOf(page, 'Hannah Lee')).toHaveCount(1);
    // Other dealers' administrators and the operator staff are not among them.
    for (const other of ['Priya Natarajan', 'Daniel Okafor', 'Olivia Grant', 'Emily Watson']) {
      await expect(rowOf(page, other)).toHaveCount(0);
    }
    // Every listed user works for Sunrise.
    const rows = usersTable(page).getByRole('rowgroup').nth(1).getByRole('row');
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(rows.nth(index)).toContainText(SUNRISE);
    }
    // Their users work for one dealer only: there is no dealer to filter by.
    await expect(page.getByRole('combobox', { name: 'Dealer', exact: true })).toHaveCount(0);

    // The form's dealer choices: Sunrise only (already chosen), and never the Operator role.
    await page.getByRole('link', { name: 'New user' }).click();
    await expect(page.getByRole('heading', { name: 'New user', level: 1 })).toBeFocused();
    const row = page.getByRole('group', { name: 'Dealer 1' });
    const dealer = row.getByRole('combobox', { name: 'Dealer' });
    await expect(dealer.getByRole('option')).toHaveText(['Choose a dealer', SUNRISE]);
    await expect(dealer.locator('option:checked')).toHaveText(SUNRISE);
    await expect(page.getByRole('button', { name: 'Add a dealer' })).toHaveCount(0);
  });

  test('a sales representative has no Users page', async ({ page, request }) => {
    await openAs(page, request, 'sunrise.rep', '/');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(nav.getByText(/^UsersNot available for your account$/)).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // Typing the address says it is not available, with no list and no New user.
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText('Not available for your account')).toBeVisible();
    await expect(page.getByText(/This account cannot see the portal’s users/)).toBeVisible();
    await expect(usersTable(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'New user' })).toHaveCount(0);

    await page.goto('/users/new');
    await expect(page.getByRole('heading', { name: 'New user', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText('Not available for your account')).toBeVisible();
    await expect(page.getByRole('form', { name: 'User' })).toHaveCount(0);
  });
});

/**
 * Presses Tab (or Shift+Tab, `back`) until `target` has the focus, at most `limit` times, then
 * expects it focused.
 */
async function tabTo(
  page: Page,
  target: ReturnType<Page['getByRole']>,
  { limit = 40, back = false } = {},
) {
  for (
    let step = 0;
    step < limit && !(await target.evaluate((el) => el === document.activeElement));
    step += 1
  ) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('the users pages from the keyboard, and for axe', () => {
  test('the keyboard alone creates a user', async ({ page, request }) => {
    test.slow();
    const username = uniqueUsername('e2e.keys');
    const lastName = `Keys${Date.now().toString(36).toUpperCase()}`;
    await openAs(page, request, 'sunrise.admin', '/users');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

    // From the list to New user, and Enter.
    await tabTo(page, page.getByRole('link', { name: 'New user' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'New user', level: 1 })).toBeFocused();

    // The fields in order, by Tab and typing.
    const fill = async (label: string, text: string) => {
      await tabTo(page, page.getByRole('textbox', { name: label }));
      await page.keyboard.type(text);
    };
    await fill('Username', username);
    await fill('First name', 'Kim');
    await fill('Last name', lastName);
    await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue(
      `Kim ${lastName}`,
    );
    await fill('Job title', 'Installer');
    await fill('E-mail address', `${username}@sunrise.example.com`);
    await fill('Phone number', '9165550177');

    // The dealer is chosen already (Sunrise alone); the role by typing its name.
    const row = page.getByRole('group', { name: 'Dealer 1' });
    await expect(
      row.getByRole('combobox', { name: 'Dealer' }).locator('option:checked'),
    ).toHaveText(SUNRISE);
    const role = row.getByRole('combobox', { name: 'Role' });
    await tabTo(page, role);
    await page.keyboard.type('Dealer User');
    await expect(role.locator('option:checked')).toHaveText('Dealer User');

    // Active stays ticked; Space toggles it off and on again.
    const active = page.getByRole('checkbox', { name: 'Active' });
    await tabTo(page, active);
    await page.keyboard.press('Space');
    await expect(active).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(active).toBeChecked();

    await tabTo(page, page.getByRole('button', { name: 'Create user' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(`${username} was created.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Edit user', level: 1 })).toBeFocused();

    // Back to the list by keyboard (the link just before the heading): the new user is there.
    await tabTo(page, page.getByRole('link', { name: 'Back to users' }), { limit: 3, back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await tabTo(page, page.getByRole('searchbox', { name: 'Search users' }));
    await page.keyboard.type(username);
    await expect(rowOf(page, `Kim ${lastName}`).getByText(`${SUNRISE}: Dealer User`)).toBeVisible();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the users list is axe-clean, ${scheme}`, async ({ page, request }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openAs(page, request, 'operator', '/users');
      await expect(rowOf(page, 'Marcus Reyes').getByText('Office Manager')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`the user form is axe-clean, ${scheme}`, async ({ page, request }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openAs(page, request, 'operator', '/users/new');
      await expect(page.getByRole('heading', { name: 'New user', level: 1 })).toBeVisible();
      // With a refusal on a field, as someone meets it.
      await page.getByRole('button', { name: 'Create user' }).click();
      await expect(page.getByRole('textbox', { name: 'Username' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expectNoAxeViolations(page);
    });
  }
});
