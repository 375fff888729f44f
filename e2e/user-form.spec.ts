import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';
import type { APIRequestContext, Page } from '@playwright/test';

/** Signs in as a seeded account (sandbox/seed.ts) and opens the user form at `path`. */
async function openAs(page: Page, request: APIRequestContext, username: string, path: string) {
  await startSignedIn(page, await activeAccount(request, (a) => a.username === username));
  await page.goto(path);
}

test.describe('the user form', () => {
  test('an administrator changes a user with the keyboard alone; the form is axe-clean', async ({
    page,
    request,
  }) => {
    // Arriving from the list, as a user does: the new page's heading takes the focus.
    await openAs(page, request, 'sunrise.admin', '/users');
    await page.getByRole('link', { name: 'Edit Hannah Lee' }).click();
    const heading = page.getByRole('heading', { name: 'Edit user', level: 1 });
    await expect(heading).toBeFocused();
    const title = page.getByRole('textbox', { name: 'Job title' });
    await expect(title).toHaveValue('Dealer Sales Representative');
    await expectNoAxeViolations(page);

    // Tab from the heading to the job title, type, and save with Enter.
    for (
      let step = 0;
      step < 8 && !(await title.evaluate((el) => el === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(title).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Senior Representative');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Saved the changes to sunrise.rep.')).toBeVisible();

    // Put it back, so other journeys find the seed's title.
    await title.fill('Dealer Sales Representative');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved the changes to sunrise.rep.')).toBeVisible();
  });

  test('a user who also works for another dealer shows only their roles to change, axe-clean', async ({
    page,
    request,
  }) => {
    // Jorge Castillo works for Sunrise and Empire; Sunrise's administrator manages Sunrise only.
    await openAs(page, request, 'sunrise.admin', '/users/6/edit');
    await expect(
      page.getByText(/also works for a dealer whose users you do not manage/),
    ).toBeVisible();
    for (const name of ['First name', 'Last name', 'Job title', 'E-mail address']) {
      await expect(page.getByRole('textbox', { name })).toBeDisabled();
    }
    await expect(page.getByRole('checkbox', { name: /Active/ })).toBeDisabled();
    await expect(
      page.getByRole('group', { name: 'Dealer 1' }).getByRole('combobox', { name: 'Role' }),
    ).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test('in dark mode, a refused e-mail address names the dealer, axe-clean', async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openAs(page, request, 'sunrise.admin', '/users/new');
    await expect(page.getByRole('heading', { name: 'New user', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Username' }).fill('ana.ruiz');
    await page.getByRole('textbox', { name: 'First name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Ruiz');
    await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue('Ana Ruiz');
    await page.getByRole('textbox', { name: 'Job title' }).fill('Sales Consultant');
    // The address of Lakeside's administrator: another dealer's user, so not valid here.
    await page
      .getByRole('textbox', { name: 'E-mail address' })
      .fill('priya.natarajan@lakeside.example.com');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('9165550199');
    const row = page.getByRole('group', { name: 'Dealer 1' });
    await row.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Dealer User' });
    await page.getByRole('button', { name: 'Create user' }).click();
    const email = page.getByRole('textbox', { name: 'E-mail address' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(/Not valid for a user of Sunrise Home Comfort/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
