import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  signIn,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';
import {
  confirmAuthorised,
  fillApplicant,
  fillCoApplicant,
  fillDealer,
  fillLoan,
  fillToReview,
  next,
  select,
  signInToWizard,
  stepHeading,
  sunriseAdministrator,
  text,
} from './wizard-steps.test-support.ts';
import { picture } from './shots.test-support.ts';

/**
 * The new-application wizard against the sandbox (decision delay 0): an approval SSN submitted
 * end to end, a co-applicant, a service 400 mapped back onto its field and step, a reload that
 * keeps the draft but not the SSN, a double click that sends one request, the keyboard on the
 * stepper, and every step's state scanned by axe and photographed
 * (test-results/screenshots/wizard-*.png).
 */

/** Counts the application submissions the page sends. */
function countSubmissions(page: Page) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/v3/api/applications') {
      posts.push(request.url());
    }
  });
  return posts;
}

async function sessionToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => sessionStorage.getItem('portal.session'));
  return (JSON.parse(stored ?? '{}') as { token: string }).token;
}

test.describe('the new-application wizard', () => {
  // Each journey fills a whole application through the form, as a dealer would.
  test.slow();

  test('submits an approval SSN and opens the application', async ({ page, request }) => {
    await signInToWizard(page, request);
    const posts = countSubmissions(page);
    await fillToReview(page, '500000001');
    await expect(page.getByText('•••-••-0001')).toBeVisible();
    await expect(page.getByText('$12,531.25')).toBeVisible();
    await confirmAuthorised(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/\/applications\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The decision arrives on the page it opened, by polling: no reload.
    await expect(page.getByRole('status', { name: /\S/ })).toHaveAccessibleName('Approved');
    expect(posts).toHaveLength(1);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('portal.draft')),
      ),
    ).toEqual([]);
  });

  test('submits an application with a co-applicant', async ({ page, request }) => {
    await signInToWizard(page, request);
    await fillDealer(page);
    await next(page, 'Applicant');
    await fillApplicant(page, '500000003');
    await next(page, 'Co-applicant');
    await fillCoApplicant(page);
    await next(page, 'Loan');
    await fillLoan(page);
    await next(page, 'Review and submit');
    const coApplicant = page.getByRole('region', { name: 'Co-applicant' });
    await expect(coApplicant.getByText('Daniel Hernandez')).toBeVisible();
    await expect(coApplicant.getByText('State pension fund (Pension): $1,200.00')).toBeVisible();
    await confirmAuthorised(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page).toHaveURL(/\/applications\/\d+$/);

    const id = new URL(page.url()).pathname.split('/').pop();
    const detail = await request.get(`/v3/api/applications/detail/${id}`, {
      headers: { Authorization: `Bearer ${await sessionToken(page)}` },
    });
    expect(detail.ok()).toBe(true);
    const record = (await detail.json()) as { CoApplicant: { FirstName: string } | null };
    expect(record.CoApplicant?.FirstName).toBe('Daniel');
  });

  test('puts a service 400 on its field and opens its step', async ({ page, request }) => {
    await signInToWizard(page, request);
    // The sandbox accepts what the form accepts; this makes the service refuse a valid name.
    await page.route('**/v3/api/applications', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              Message: 'The request is invalid.',
              ModelState: { 'request.Applicant.FirstName': ['First name was refused.'] },
            }),
          })
        : route.fallback(),
    );
    await fillToReview(page, '500000001');
    await confirmAuthorised(page);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(stepHeading(page, 'Applicant')).toBeVisible();
    const firstName = text(page, 'First name');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(firstName).toHaveAccessibleDescription(/First name was refused\./);
    await expect(
      page.getByRole('alert').filter({ hasText: 'The application was not submitted' }),
    ).toBeVisible();
    // Still the wizard, on the step of the refused field.
    await expect(page).toHaveURL(/\/applications\/new\?step=applicant$/);
  });

  test('keeps the draft over a reload, but never the SSN', async ({ page, request }) => {
    await signInToWizard(page, request);
    await fillDealer(page);
    await next(page, 'Applicant');
    await text(page, 'First name').fill('Maria');
    await text(page, 'Social Security number').fill('500000001');
    await text(page, 'Date of birth').fill('1984-03-15');
    await page.waitForFunction(() =>
      Object.entries(localStorage).some(
        ([key, value]) => key.startsWith('portal.draft') && value.includes('Maria'),
      ),
    );
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...localStorage, ...sessionStorage }),
    );
    expect(stored).not.toContain('500000001');
    expect(stored).not.toContain('1984-03-15');

    await page.reload();
    await expect(stepHeading(page, 'Applicant')).toBeVisible();
    await expect(page.getByText('Your unfinished application is back')).toBeVisible();
    await expect(text(page, 'First name')).toHaveValue('Maria');
    await expect(text(page, 'Social Security number')).toHaveValue('');
    await expect(text(page, 'Date of birth')).toHaveValue('');
    await page.getByRole('button', { name: 'Dealer and product' }).click();
    await expect(select(page, 'Product or service')).toHaveValue('HVAC');
  });

  test('signing out asks before leaving an unfinished application behind', async ({
    page,
    request,
  }) => {
    const account = await signInToWizard(page, request);
    await fillDealer(page);
    await next(page, 'Applicant');
    await text(page, 'First name').fill('Maria');
    await page.waitForFunction(() =>
      Object.entries(localStorage).some(
        ([key, value]) => key.startsWith('portal.draft') && value.includes('Maria'),
      ),
    );
    const signOut = page.getByRole('button', { name: 'Sign out' });
    const dialog = page.getByRole('dialog', { name: 'Sign out with an unfinished application?' });

    await signOut.click();
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(text(page, 'First name')).toHaveValue('Maria');

    await signOut.click();
    await dialog.getByRole('button', { name: 'Keep it and sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/applications/new');
    await expect(page.getByText('Your unfinished application is back')).toBeVisible();
    await expect(text(page, 'First name')).toHaveValue('Maria');

    await signOut.click();
    await dialog.getByRole('button', { name: 'Discard it and sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('draft'))),
    ).toEqual([]);
    // Without a draft, signing out asks nothing.
    await signOut.click();
    await expect(page).toHaveURL(/\/sign-in/);
  });

  test('a double click on submit sends one request', async ({ page, request }) => {
    await signInToWizard(page, request);
    const posts = countSubmissions(page);
    await fillToReview(page, '500000002');
    await confirmAuthorised(page);
    await page.getByRole('button', { name: 'Submit application' }).dblclick();
    await expect(page).toHaveURL(/\/applications\/\d+$/);
    expect(posts).toHaveLength(1);
  });

  // Every step's scans are in the tests per width and scheme below.
  test('the co-applicant step, ticked but not filled in, passes an axe scan', async ({
    page,
    request,
  }) => {
    await signInToWizard(page, request);
    await fillDealer(page);
    await next(page, 'Applicant');
    await fillApplicant(page, '500000001');
    await next(page, 'Co-applicant');
    await page.getByRole('checkbox', { name: 'A co-applicant applies too' }).check();
    await expect(select(page, 'Relationship to the applicant')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the keyboard reaches the stepper', async ({ page, request }) => {
    await signInToWizard(page, request);
    await fillToReview(page, '500000001');

    // Back to the loan step with the keyboard alone: the stepper's buttons are in the tab order.
    const loanStep = page.getByRole('button', { name: 'Step 4: Loan' });
    await loanStep.focus();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Loan')).toBeFocused();
    await expect(loanStep).toHaveAttribute('aria-current', 'step');
  });
});

/**
 * Every step and state of the wizard, photographed and scanned at both widths and in both
 * schemes. Three tests per width and scheme, each through one part of the wizard, so that no
 * test fills a whole application more than once nor makes more than three scans (decision 0015).
 */
async function openWizardAt(
  page: Page,
  request: APIRequestContext,
  width: number,
  scheme: 'light' | 'dark',
) {
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: scheme });
  await startSignedIn(page, await sunriseAdministrator(request));
  await page.goto('/applications/new');
  await expect(stepHeading(page, 'Dealer and product')).toBeVisible();
  return async (name: string) => {
    // The shell's header is fixed: from the top it is drawn once, where it belongs.
    await page.evaluate(() => window.scrollTo(0, 0));
    await picture(page, {
      path: `test-results/screenshots/wizard-${name}-${width}-${scheme}.png`,
      fullPage: true,
    });
    await expectNoAxeViolations(page);
  };
}

for (const width of [1280, 768]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`wizard steps 1-2 at ${width}px, ${scheme}: photographed, no axe violations`, async ({
      page,
      request,
    }) => {
      // Three scans and a whole applicant filled in.
      test.slow();
      const shot = await openWizardAt(page, request, width, scheme);
      await fillDealer(page);
      await shot('1-dealer');
      await next(page, 'Applicant');
      // With its errors showing: the messages must be tied to their fields and readable too.
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(text(page, 'First name')).toBeFocused();
      await shot('2-applicant-errors');
      await fillApplicant(page, '500000001');
      await page
        .getByRole('checkbox', { name: 'The project is installed at a different address' })
        .check();
      await page.getByRole('button', { name: 'Add additional income' }).click();
      await expect(page.getByRole('button', { name: 'Remove additional income 1' })).toBeVisible();
      await shot('2-applicant');
    });

    test(`wizard step 3 at ${width}px, ${scheme}: photographed, no axe violations`, async ({
      page,
      request,
    }) => {
      // Two scans and a whole applicant and co-applicant filled in.
      test.slow();
      const shot = await openWizardAt(page, request, width, scheme);
      await fillDealer(page);
      await next(page, 'Applicant');
      await fillApplicant(page, '500000001');
      await next(page, 'Co-applicant');
      await shot('3-co-applicant-none');
      await fillCoApplicant(page);
      await shot('3-co-applicant');
    });

    test(`wizard steps 4-5 at ${width}px, ${scheme}: photographed, no axe violations`, async ({
      page,
      request,
    }) => {
      // Two scans and a whole application filled in.
      test.slow();
      const shot = await openWizardAt(page, request, width, scheme);
      await fillDealer(page);
      await next(page, 'Applicant');
      await fillApplicant(page, '500000001');
      await next(page, 'Co-applicant');
      await next(page, 'Loan');
      await fillLoan(page);
      await shot('4-loan');
      await next(page, 'Review and submit');
      await shot('5-review');
    });
  }
}
