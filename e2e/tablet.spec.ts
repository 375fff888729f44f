import type { Page } from '@playwright/test';
import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';

/**
 * A tablet held upright, 768 × 1024 (issue 24 item 8, decision 0030): the navigation waits behind
 * the menu button, the dashboard's key columns fit without a sideways scroll, and the header
 * names the role in full. One axe scan per test (decision 0015).
 */
test.use({ viewport: { width: 768, height: 1024 } });

const table = (page: Page) => page.getByRole('table', { name: /^Applications, sorted by/ });

async function openDashboard(page: Page, account: Parameters<typeof startSignedIn>[1]) {
  await startSignedIn(page, account);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

test('the navigation opens from the menu button, takes the focus, and Escape closes it', async ({
  page,
  request,
}) => {
  await openDashboard(page, await activeAccount(request, (a) => a.username === 'operator'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  const open = page.getByRole('button', { name: 'Open navigation' });
  await expect(nav).toBeHidden();

  // By the keyboard: the menu button is reached with Tab from the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(open).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(nav).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'New application' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(open).toBeFocused();

  // By the pointer: the same button closes it again.
  await open.click();
  await expect(nav).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close navigation' }).click();
  await expect(nav).toBeHidden();

  // Opened, a link takes the user to its page and the drawer closes.
  await open.click();
  await nav.getByRole('link', { name: 'Dealers' }).click();
  await expect(page.getByRole('heading', { name: 'Dealers', level: 1 })).toBeVisible();
  await expect(nav).toBeHidden();
});

test("the dashboard's key columns are on screen without a sideways scroll", async ({
  page,
  request,
}) => {
  test.slow(); // the scan goes over a screenful of rows
  await openDashboard(page, await activeAccount(request, (a) => a.username === 'operator'));
  const firstRow = table(page).getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').nth(1)).not.toHaveText('…');
  // A banner above (an attestation due soon) may push the table below the fold: bring it up,
  // which scrolls the page only, never the table's own box sideways.
  await page
    .locator('.dash-scroll')
    .evaluate((box) => box.scrollIntoView({ block: 'start', inline: 'nearest' }));
  for (const name of [
    'Application',
    'Applicant',
    'Dealer',
    'Status',
    'Amount financed',
    'Assigned to',
    'Last change',
  ]) {
    const header = page.getByRole('columnheader', { name, exact: true });
    await expect(header).toBeVisible();
    await expect(header).toBeInViewport();
  }
  // The rest give way; the application page shows them (decision 0030).
  for (const name of ['Amount approved', 'Buy rate', 'Unmet conditions']) {
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeHidden();
  }
  const fits = await table(page).evaluate((element) => {
    const region = element.parentElement!;
    return {
      region: region.scrollWidth <= region.clientWidth,
      page: document.documentElement.scrollWidth <= window.innerWidth,
    };
  });
  expect(fits).toEqual({ region: true, page: true });
  // The application number keeps its place: a row's link opens the page with every column.
  const link = firstRow.getByRole('link');
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the header names the role in full and the dealer switcher is not cut', async ({
  page,
  request,
}) => {
  const longest = await activeAccount(
    request,
    (a) => a.role === 'Sales Representative (read only)',
  );
  await openDashboard(page, longest);
  const header = page.getByRole('banner');
  const role = header.getByText(longest.role, { exact: true });
  await expect(role).toBeVisible();
  expect(await role.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(header.getByText(longest.displayName, { exact: true })).toBeVisible();

  // The widest header: the operator's, with the switcher on the longest dealer name.
  await openDashboard(page, await activeAccount(request, (a) => a.username === 'operator'));
  const switcher = header.getByRole('combobox', { name: 'Current dealer' });
  const names = await switcher.getByRole('option').allTextContents();
  const longestName = names.reduce((a, b) => (b.length > a.length ? b : a));
  await switcher.selectOption({ label: longestName });
  // The select is wide enough for its text: a canvas measures it in the select's own font.
  const room = await switcher.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(select.selectedOptions[0]!.text).width;
    const inner =
      select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return inner - text;
  });
  expect(room).toBeGreaterThanOrEqual(0);
  await expect(header.getByText('Operator', { exact: true })).toBeVisible();
  for (const control of [
    header.getByRole('button', { name: 'Open navigation' }),
    header.getByRole('button', { name: /Switch to (dark|light) mode/ }),
    header.getByRole('button', { name: 'Sign out' }),
  ]) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  await expectNoAxeViolations(page);
});
