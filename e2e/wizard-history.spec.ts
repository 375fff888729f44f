import type { Page } from '@playwright/test';
import { expect, reloadAsksFirst, signIn, test } from './fixtures.test-support.ts';
import {
  fillDealer,
  next,
  openWizardOnLoanStep,
  signInToWizard,
  stepHeading,
  sunriseAdministrator,
  text,
} from './wizard-steps.test-support.ts';

/**
 * Issue 32, items 2 and 3: the wizard's steps are in the browser's history (Back goes to the
 * previous step, Forward to the next), leaving with an SSN, date of birth or ID number typed asks
 * first, and "Next" after typing "Assign to" advances on the first click.
 */

/** A click as a person makes it: the button is pressed for a moment before it is released. */
async function humanClick(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`No button ${name}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // Long enough for the blur's check to answer while the button is held.
  await page.waitForTimeout(250);
  await page.mouse.up();
}

test.describe('the wizard and the browser history', () => {
  // Each from the dashboard, through the dealer step, to the applicant step.
  test.beforeEach(async ({ page, request }) => {
    await signInToWizard(page, request);
    await fillDealer(page);
    await next(page, 'Applicant');
  });

  test('Back and Forward move between the steps, and the dashboard comes after the first', async ({
    page,
  }) => {
    await expect(page).toHaveURL(/\/applications\/new\?step=applicant$/);
    await page.goBack();
    await expect(stepHeading(page, 'Dealer and product')).toBeVisible();
    await page.goForward();
    await expect(stepHeading(page, 'Applicant')).toBeVisible();
    await page.goBack();
    await expect(stepHeading(page, 'Dealer and product')).toBeVisible();
    // Nothing the draft does not keep was typed: leaving asks nothing.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('leaving with an SSN typed asks first; staying keeps it, leaving clears it', async ({
    page,
  }) => {
    await text(page, 'Social Security number').fill('500000001');
    await page.goBack();
    // Back within the wizard is a step, not a departure: nothing asks.
    await expect(stepHeading(page, 'Dealer and product')).toBeVisible();
    await page.goBack();
    const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Social Security number');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/applications\/new/);
    await page.goForward();
    await expect(text(page, 'Social Security number')).toHaveValue(/500.?00.?0001/);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Leave this page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a reload with a date of birth typed asks the browser first', async ({ page }) => {
    await text(page, 'Date of birth').fill('1984-03-15');
    expect(await reloadAsksFirst(page)).toBe(true);
  });
});

test('"Next" after typing "Assign to" advances on the first click', async ({ page, request }) => {
  test.slow();
  const account = await sunriseAdministrator(request);
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page).toHaveURL(/\/$/);
  // Reached only to the loan step: Forward past it goes nowhere.
  await openWizardOnLoanStep(page, account.username, 3);
  await page
    .getByRole('textbox', { name: 'Assign to (e-mail of a portal user)' })
    .fill('jorge.castillo@sunrise.example.com');
  await humanClick(page, 'Next');
  await expect(stepHeading(page, 'Review and submit')).toBeVisible();
  await expect(page.getByText('Checked: a portal user of Sunrise Home Comfort.')).toBeHidden();

  // A refused address still stops on the Loan step, with the reason on the field.
  await page.goBack();
  await expect(stepHeading(page, 'Loan')).toBeVisible();
  const assignTo = page.getByRole('textbox', { name: 'Assign to (e-mail of a portal user)' });
  await assignTo.fill('priya.natarajan@lakeside.example.com');
  await humanClick(page, 'Next');
  await expect(
    page.getByText(/is not the e-mail address of a portal user of Sunrise/),
  ).toBeVisible();
  await expect(stepHeading(page, 'Loan')).toBeVisible();
});
