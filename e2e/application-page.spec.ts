import type { APIRequestContext, Page } from '@playwright/test';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { setPromotionBody } from '../src/schemas/promotion-requests.ts';
import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  signIn,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';
import { picture, screenshotsOf } from './shots.test-support.ts';
import { apiToken, APPROVE, downloadOnlyPaperwork } from './sandbox-api.test-support.ts';

/**
 * The application page against the sandbox (decision delay 0). Applications are submitted
 * through the API as the same user who then signs in through the form, so each journey starts
 * from an application of its own.
 */

type Overrides = Parameters<typeof validApplicationV3>[0];

const DECLINE = '500000005';
const PEND_ON_INCOME = '500000010';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function submitApplication(
  request: APIRequestContext,
  token: string,
  overrides: Overrides,
): Promise<number> {
  const response = await request.post('/v3/api/applications', {
    headers: bearer(token),
    data: validApplicationV3(overrides),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { Id: number }).Id;
}

const withSsn = (ssn: string, overrides: Overrides = {}): Overrides => ({
  ...overrides,
  Applicant: { ...overrides.Applicant, SocialSecurityNumber: ssn },
});

/**
 * Full paperwork signed on paper, as the sandbox's own tests get there: choose promotion 302
 * (84 months at 9.99 %), submit download-only paperwork that carries it, then have the sandbox
 * record every signer as signed.
 */
async function signFullPaperwork(request: APIRequestContext, token: string, id: number) {
  const promotions = await request.get(`/v3/api/applications/promotions/${id}`, {
    headers: bearer(token),
  });
  expect(promotions.ok(), await promotions.text()).toBe(true);
  const plan = ((await promotions.json()) as { Id: number }[]).find((p) => p.Id === 302);
  expect(plan, 'promotion 302 is offered').toBeDefined();
  const chosen = await request.post(`/v3/api/applications/promotions/${id}`, {
    headers: bearer(token),
    data: setPromotionBody(plan as Parameters<typeof setPromotionBody>[0]),
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);

  const paperwork = await request.post('/v3/api/applications/paperwork/submit', {
    headers: bearer(token),
    data: downloadOnlyPaperwork(id),
  });
  expect(paperwork.ok(), await paperwork.text()).toBe(true);

  const signed = await request.post(`/sandbox/paperwork/${id}/mark-signed`, {
    headers: bearer(token),
  });
  expect(signed.ok(), await signed.text()).toBe(true);
}

async function signInThroughForm(page: Page, request: APIRequestContext, username: string) {
  const account = await activeAccount(request, (candidate) => candidate.username === username);
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByTestId('current-user')).toHaveText(account.displayName);
}

/** Submits as `username`, signs in as them and opens the new application's page. */
async function openApplication(
  page: Page,
  request: APIRequestContext,
  overrides: Overrides,
  username = 'sunrise.admin',
) {
  const token = await apiToken(request, username);
  const id = await submitApplication(request, token, overrides);
  await signInThroughForm(page, request, username);
  await page.goto(`/applications/${id}`);
  return { id, token };
}

/** The decision banner: the one status region with a name (its title). */
const decision = (page: Page) => page.getByRole('status', { name: /\S/ });

test.describe('the application page', () => {
  test('an approval shows Approved with the amount approved and the buy rate', async ({
    page,
    request,
  }) => {
    const { id } = await openApplication(page, request, withSsn(APPROVE));
    const banner = decision(page);
    await expect(banner).toHaveAccessibleName('Approved');
    // Amount financed 12,531.25 rounded up to the next $500; tier 1 buys at 6.99 %.
    await expect(banner).toContainText('Amount approved$13,000.00');
    await expect(banner).toContainText('Buy rate6.99%');
    await expect(banner).toContainText("Lender's note: Approved for $13,000.00");
    // The Id heads the page; the lender's number is a secondary line (decision 0029).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Application ${id}`);
    await expect(
      page.getByText(/^Lender’s number \d{7} · Submission number [A-Z]\d{9}$/),
    ).toBeVisible();

    const applicants = page.getByRole('region', { name: 'Applicants' });
    await expect(applicants).toContainText('*****0001');
    await expect(applicants).not.toContainText(APPROVE);
    await expect(applicants).toContainText('This application has no co-applicant.');
    const loan = page.getByRole('region', { name: 'Loan' });
    for (const figure of ['$12,500.00', '$1,000.00', '$1,031.25', '$12,531.25', 'Closed end']) {
      await expect(loan).toContainText(figure);
    }
    const messages = page.getByRole('region', { name: 'Messages from the lender' });
    await expect(messages).toContainText('Proof of income');
    await expect(messages).toContainText('Met');
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'Credit decision: approved',
    );
    // Every step to funding is built, the lender's conditions included: none says "not in this version".
    const checklist = page.getByRole('region', { name: 'Funding checklist' });
    await expect(checklist).toContainText('Stage: Choose a plan');
    await expect(checklist).toContainText('Choose a promotion first');
    await expect(checklist).toContainText('Condition: Proof of income');
    const notYet = checklist.getByRole('listitem').filter({ hasText: /not in this version/i });
    await expect(notYet).toHaveCount(0);
  });

  test('a pending application shows the conditions to meet', async ({ page, request }) => {
    await openApplication(page, request, withSsn(PEND_ON_INCOME));
    const banner = decision(page);
    await expect(banner).toHaveAccessibleName('Pending: conditions to meet');
    await expect(banner.getByRole('listitem')).toHaveText([/^Proof of income: Upload/]);
    await expect(page.getByRole('region', { name: 'Messages from the lender' })).toContainText(
      'Not met',
    );
  });

  test('a denial shows Declined', async ({ page, request }) => {
    await openApplication(page, request, withSsn(DECLINE));
    await expect(decision(page)).toHaveAccessibleName('Declined');
    await expect(decision(page)).toContainText('The lender declined this application.');
    await expect(page.getByRole('region', { name: 'Funding checklist' })).toContainText(
      'The application is declined: there is nothing further to do towards funding.',
    );
  });

  test('an application with a co-applicant shows both summaries', async ({ page, request }) => {
    await openApplication(page, request, withSsn(APPROVE, { CoApplicant: {} }));
    const applicants = page.getByRole('region', { name: 'Applicants' });
    await expect(applicants.getByRole('heading', { name: 'Applicant', exact: true })).toBeVisible();
    await expect(applicants.getByRole('heading', { name: 'Co-applicant' })).toBeVisible();
    await expect(applicants).toContainText('Maria L Hernandez');
    await expect(applicants).toContainText('Daniel Hernandez');
    await expect(applicants).toContainText('Spouse');
    await expect(applicants).toContainText('*****0002');
  });

  test('reassigns to another user of the dealer', async ({ page, request }) => {
    await openApplication(page, request, withSsn(APPROVE));
    const manage = page.getByRole('region', { name: 'Manage this application' });
    await manage.getByLabel('Reassign to').selectOption({ label: 'Hannah Lee (sunrise.rep)' });
    await manage.getByRole('button', { name: 'Reassign' }).click();
    await page
      .getByRole('dialog', { name: /to Hannah Lee\?$/ })
      .getByRole('button', { name: 'Reassign' })
      .click();
    await expect(manage.getByRole('status').filter({ hasText: 'Reassigned' })).toHaveText(
      'Reassigned to Hannah Lee (sunrise.rep).',
    );
    await expect(page.getByRole('region', { name: 'Dealer' })).toContainText(
      'Hannah Lee (sunrise.rep)',
    );
    await expect(page.getByRole('region', { name: 'History' })).toContainText(/Reassigned from/);
    // Hannah has it now, so the picker offers the others.
    await expect(
      manage.getByLabel('Reassign to').getByRole('option', { name: 'Hannah Lee (sunrise.rep)' }),
    ).toHaveCount(0);
  });

  test('saves the project number and refuses one over 30 characters', async ({ page, request }) => {
    await openApplication(page, request, withSsn(APPROVE));
    const manage = page.getByRole('region', { name: 'Manage this application' });
    const field = manage.getByRole('textbox', { name: 'Project number' });
    await field.fill('X'.repeat(31));
    await manage.getByRole('button', { name: 'Save project number' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(manage).toContainText('Project number: at most 30 characters');

    await field.fill('JOB-1042');
    await field.press('Enter');
    await expect(manage.getByRole('status').filter({ hasText: 'Project number' })).toHaveText(
      'Project number saved.',
    );
    await expect(page.getByRole('region', { name: 'Loan' })).toContainText('JOB-1042');
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Manage this application' }).getByRole('textbox', {
        name: 'Project number',
      }),
    ).toHaveValue('JOB-1042');
  });

  test('stage funding: unavailable, saying what is missing, until the full paperwork is signed', async ({
    page,
    request,
  }) => {
    const { id, token } = await openApplication(page, request, withSsn(APPROVE));
    const manage = page.getByRole('region', { name: 'Manage this application' });

    await expect(decision(page)).toHaveAccessibleName('Approved');
    const requestButton = manage.getByRole('button', { name: 'Request stage funding' });
    await expect(requestButton).toBeDisabled();
    await expect(requestButton).toHaveAccessibleDescription(
      'Not available yet: The full paperwork has not been sent for signing yet.',
    );
    await screenshotsOf(page, 'application-stage-funding-unavailable');

    await signFullPaperwork(request, token, id);
    await page.reload();

    await expect(requestButton).toBeEnabled();
    await expect(manage).not.toContainText('Not available yet');
    await requestButton.click();
    const dialog = page.getByRole('dialog', { name: 'Request stage funding?' });
    await dialog.getByRole('button', { name: 'Request stage funding' }).click();
    await expect(dialog).toBeHidden();
    await expect(decision(page)).toHaveAccessibleName('Status: Funding requested');
    await expect(manage.getByRole('alert')).toHaveCount(0);
    const signatures = page.getByRole('region', { name: 'Signatures' });
    await expect(signatures).toContainText('Full paperwork (FULL)');
    await expect(signatures).not.toContainText('Not signed yet');
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'Stage funding requested',
    );
    await picture(page, {
      path: 'test-results/screenshots/application-funding-requested-1280-light.png',
      fullPage: true,
    });
  });

  test('works with the keyboard alone', async ({ page, request }) => {
    const { id, token } = await openApplication(page, request, withSsn(APPROVE));
    // Stage funding is offered once the full paperwork is signed.
    await signFullPaperwork(request, token, id);
    await page.reload();
    await expect(decision(page)).toHaveAccessibleName('Approved');
    const requestFunding = page.getByRole('button', { name: 'Request stage funding' });
    // Tab from the top of the page to the button, as a keyboard user would.
    await page.getByRole('heading', { level: 1 }).click();
    for (let presses = 0; presses < 80; presses += 1) {
      if (await requestFunding.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(requestFunding).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Request stage funding?' });
    await expect(dialog.getByRole('button', { name: 'Request stage funding' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(requestFunding).toBeFocused();

    await page.keyboard.press('Shift+Tab'); // the Reassign button
    await page.keyboard.press('Shift+Tab'); // the picker
    await expect(page.getByLabel('Reassign to')).toBeFocused();
    await page.keyboard.press('Shift+Tab'); // Save project number
    await page.keyboard.press('Shift+Tab'); // the project number
    await expect(page.getByRole('textbox', { name: 'Project number' })).toBeFocused();
    await page.keyboard.type('KB-7');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Loan' })).toContainText('KB-7');
  });

  test('an unknown application says it was not found', async ({ page, request }) => {
    await signInThroughForm(page, request, 'sunrise.admin');
    await page.goto('/applications/99999999');
    await expect(
      page.getByRole('heading', { name: 'Application not found', level: 1 }),
    ).toBeVisible();
  });

  test('another dealer’s application is not found either', async ({ page, request }) => {
    const token = await apiToken(request, 'sunrise.admin');
    const id = await submitApplication(request, token, withSsn(APPROVE));
    await signInThroughForm(page, request, 'lakeside.admin');
    await page.goto(`/applications/${id}`);
    await expect(
      page.getByRole('heading', { name: 'Application not found', level: 1 }),
    ).toBeVisible();
  });

  // One axe scan per test (decision 0015): an approval, its stage-funding dialog, a pending one.
  for (const scheme of ['light', 'dark'] as const) {
    /** Submits as sunrise.admin, starts signed in as them and opens the application. */
    async function openSignedIn(page: Page, request: APIRequestContext, overrides: Overrides) {
      await page.emulateMedia({ colorScheme: scheme });
      const token = await apiToken(request, 'sunrise.admin');
      const id = await submitApplication(request, token, overrides);
      await startSignedIn(
        page,
        await activeAccount(request, (account) => account.username === 'sunrise.admin'),
      );
      await page.goto(`/applications/${id}`);
      return { id, token };
    }

    test(`an approval has no axe violations (${scheme})`, async ({ page, request }) => {
      await openSignedIn(page, request, withSsn(APPROVE, { CoApplicant: {} }));
      await expect(decision(page)).toHaveAccessibleName('Approved');
      await expect(page.getByLabel('Reassign to')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`the stage-funding dialog has no axe violations (${scheme})`, async ({
      page,
      request,
    }) => {
      const { id, token } = await openSignedIn(page, request, withSsn(APPROVE));
      // Stage funding is offered once the full paperwork is signed.
      await signFullPaperwork(request, token, id);
      await page.reload();
      await expect(decision(page)).toHaveAccessibleName('Approved');
      await page.getByRole('button', { name: 'Request stage funding' }).click();
      const dialog = page.getByRole('dialog', { name: 'Request stage funding?' });
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });

    test(`a pending application has no axe violations (${scheme})`, async ({ page, request }) => {
      await openSignedIn(page, request, withSsn(PEND_ON_INCOME));
      await expect(decision(page)).toHaveAccessibleName('Pending: conditions to meet');
      await expect(page.getByLabel('Reassign to')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('application page screenshots', () => {
  const cases = [
    { name: 'approved', ssn: APPROVE, banner: 'Approved' },
    { name: 'pending', ssn: PEND_ON_INCOME, banner: 'Pending: conditions to meet' },
    { name: 'declined', ssn: DECLINE, banner: 'Declined' },
  ];
  for (const width of [1280, 768]) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`at ${width}px, ${scheme}`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        const token = await apiToken(request, 'sunrise.admin');
        const ids = [];
        for (const { ssn, name } of cases) {
          ids.push(
            await submitApplication(
              request,
              token,
              withSsn(ssn, name === 'approved' ? { CoApplicant: {} } : {}),
            ),
          );
        }
        await signInThroughForm(page, request, 'sunrise.admin');
        for (const [index, { name, banner }] of cases.entries()) {
          await page.goto(`/applications/${ids[index]}`);
          await expect(decision(page)).toHaveAccessibleName(banner);
          await expect(page.getByRole('region', { name: 'History' })).toContainText(
            'Credit decision',
          );
          await picture(page, {
            path: `test-results/screenshots/application-${name}-${width}-${scheme}.png`,
            fullPage: true,
          });
        }
      });
    }
  }
});
