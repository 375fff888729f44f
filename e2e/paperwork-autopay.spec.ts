import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, todayIso } from '../src/lib/dates.ts';
import { paperworkRequestFromForm } from '../src/schemas/paperwork-form-mapping.ts';
import { chosenPromotion, paperworkFormDefaults } from '../src/schemas/paperwork-form.ts';
import type { PaperworkData } from '../src/schemas/paperwork-records.ts';
import type { Promotion } from '../src/schemas/promotion-records.ts';
import { setPromotionBody } from '../src/schemas/promotion-requests.ts';
import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';
import { apiToken, approvedApplication } from './sandbox-api.test-support.ts';

/**
 * ACH-only paperwork (autopay alone, issue 21 item 5) in Chromium against the sandbox: a new
 * approved Sunrise application with plan 302 and its full paperwork e-signed by everyone, built
 * through the API (the full paperwork from the GET with the portal's own mappers); then autopay
 * is added from the application page, e-signed on the sandbox's signing page, and shows signed.
 */

const LONG = { timeout: 20_000 };

/** Everyone whose turn it is signs on the sandbox's signing page, in this browser tab. */
async function signEveryone(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/esign\//, LONG);
  const turn = page.getByRole('heading', { name: /^Sign as |^All documents are signed$/ });
  const signed: string[] = [];
  for (let signer = 0; signer < 5; signer++) {
    const heading = (await turn.textContent(LONG)) ?? '';
    if (!heading.startsWith('Sign as ')) break;
    const name = heading.slice('Sign as '.length);
    await page.getByLabel('Type your full name to sign').fill(name);
    await page.getByRole('button', { name: 'Sign', exact: true }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeHidden(LONG);
    signed.push(name);
  }
  await expect(page.getByRole('heading', { name: 'All documents are signed' })).toBeVisible(LONG);
  return signed;
}

/** A new approved application with plan 302 chosen (and, if asked, its full paperwork signed). */
async function approvedWithPlan(
  page: Page,
  request: APIRequestContext,
  { fullPaperworkSigned }: { fullPaperworkSigned: boolean },
): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'sunrise.admin')}` };
  const Id = await approvedApplication(request);
  const listed = await request.get(`/v3/api/applications/promotions/${Id}`, { headers });
  const plans = (await listed.json()) as Promotion[];
  const plan = plans.find((promotion) => promotion.Id === 302)!;
  const chosen = await request.post(`/v3/api/applications/promotions/${Id}`, {
    headers,
    data: setPromotionBody(plan),
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  await startSignedIn(page, await activeAccount(request, (a) => a.username === 'sunrise.admin'));
  if (!fullPaperworkSigned) return Id;

  // The full paperwork, e-signed: the GET through the portal's own mappers, as the page does.
  const data = (await (
    await request.get(`/v3/api/applications/paperwork/${Id}`, { headers })
  ).json()) as PaperworkData;
  const today = todayIso();
  const values = paperworkFormDefaults(data, {
    applicationId: Id,
    promotion: chosenPromotion(data, plans),
    includeLcc: false,
    today,
    applicationUrl: new URL(`/applications/${Id}`, page.url()).href,
    // As the page does: the signed-in person signs for the dealer (issue 32 item 9).
    signedIn: { name: 'Marcus Reyes', email: 'paperwork@sunrise.example.com' },
  });
  values.SigningOption = 'esign';
  values.EsignConsent = true;
  values.CompletionCertificateChoice = 'none';
  values.CompletionCertificate.TentativeCompletionDate ||= addDays(today, 30);
  values.Signature.Applicant.IsUnitedStatesCitizen = true;
  const full = await request.post('/v3/api/applications/paperwork/submit', {
    headers,
    data: paperworkRequestFromForm(values),
  });
  expect(full.ok(), await full.text()).toBe(true);
  const { ESignUrl } = (await full.json()) as { ESignUrl: string };
  await page.goto(new URL(ESignUrl).pathname);
  await signEveryone(page);
  return Id;
}

test.describe('ACH-only paperwork', () => {
  test('ACH-only after full paperwork', async ({ page, request }) => {
    test.slow();
    const id = await approvedWithPlan(page, request, { fullPaperworkSigned: true });
    await page.goto(`/applications/${id}`);
    const steps = page.getByRole('region', { name: 'Funding checklist' });
    await expect(steps.getByText(/autopay can still be set up alone/)).toBeVisible(LONG);
    await steps.getByRole('link', { name: 'Set up autopay (ACH only)' }).click();

    await expect(page).toHaveURL(new RegExp(`/applications/${id}/autopay$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Set up autopay' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Autopay' })).toBeVisible(LONG);
    await expect(page.getByText(/Regulation E/)).toBeVisible();
    await expect(page.getByText(/the full paperwork's \(the authorisation/)).toBeVisible();

    await page.getByRole('textbox', { name: /^Withdrawal day/ }).fill('5');
    await page.getByRole('combobox', { name: /First withdrawal month/ }).selectOption('August');
    await page.getByRole('textbox', { name: /^Bank name/ }).fill('First Pacific Bank');
    await page.getByRole('textbox', { name: /^Routing number/ }).fill('021000021');
    await page.getByRole('textbox', { name: /^Account number/ }).fill('123456789');
    await page.getByRole('radio', { name: 'E-sign now, on this device' }).check();
    await expect(
      page.getByRole('checkbox', { name: 'The applicant signs the autopay authorisation' }),
    ).toBeChecked(LONG);
    await page
      .getByRole('radiogroup', { name: /^Is the applicant a US citizen/ })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await page.getByRole('checkbox', { name: /ESIGN Act/ }).check();
    await page.getByRole('button', { name: /^Send the autopay paperwork/ }).click();
    await expect(page.getByText('The paperwork is ready to sign')).toBeVisible(LONG);
    // The result leads the page (issue 32 item 6), with sending again as a second choice.
    await expect(page.getByRole('link', { name: 'Sign now on this device' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Send again' })).toHaveAccessibleDescription(
      'Sending the autopay paperwork again replaces the signing page above: its link stops working.',
    );
    await expect(page.getByRole('region', { name: 'Autopay' })).toBeHidden();
    // One axe scan (decision 0015): the mode filled, e-sign open, the result shown (light).
    await expectNoAxeViolations(page);
    // Nothing of the bank in the address bar.
    expect(page.url()).not.toMatch(/021000021|123456789/);

    await page.getByRole('link', { name: 'Sign now on this device' }).click();
    await signEveryone(page);
    await page.getByRole('link', { name: "Return to the dealer's site" }).click();
    await expect(page).toHaveURL(new RegExp(`/applications/${id}$`), LONG);

    const ach = page.getByRole('table', { name: 'Signers of the Automatic payments (ACH)' });
    await expect(ach).toBeVisible(LONG);
    await expect(ach.getByRole('row')).not.toHaveCount(1);
    await expect(ach).not.toContainText('Not signed yet', LONG);
    // Signed: autopay is no longer offered.
    await expect(steps.getByRole('link', { name: 'Set up autopay (ACH only)' })).toHaveCount(0);
    // Bank numbers are kept nowhere in the browser.
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...sessionStorage, ...localStorage }),
    );
    expect(stored).not.toMatch(/021000021|123456789/);
  });

  test('has no axe violations on the autopay page, e-mail open (dark)', async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const id = await approvedWithPlan(page, request, { fullPaperworkSigned: false });
    await page.goto(`/applications/${id}/autopay`);
    await expect(page.getByRole('region', { name: 'Autopay' })).toBeVisible(LONG);
    await page.getByRole('combobox', { name: /^How often/ }).selectOption('Twice a month');
    await page.getByRole('radio', { name: 'E-mail each signer a link to sign' }).check();
    await expect(page.getByRole('checkbox', { name: /ESIGN Act/ })).toBeVisible(LONG);
    await page.getByRole('button', { name: /^Send the autopay paperwork/ }).click();
    await expect(page.getByText(/Routing number is required/)).toBeVisible(LONG);
    await expectNoAxeViolations(page);
  });

  test('the old address of autopay alone leads to its page, keeping other parameters', async ({
    page,
    request,
  }) => {
    const id = await approvedWithPlan(page, request, { fullPaperworkSigned: false });
    await page.goto(`/applications/${id}/paperwork?mode=autopay&from=mail`);
    await expect(page).toHaveURL(new RegExp(`/applications/${id}/autopay\\?from=mail$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Set up autopay' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Autopay' })).toBeVisible(LONG);
  });
});

// Issue 32 item 1: the autopay form holds bank numbers and is never kept on this device.
test('leaving autopay with a bank number typed asks first, saying what is lost', async ({
  page,
  request,
}) => {
  const id = await approvedWithPlan(page, request, { fullPaperworkSigned: false });
  await page.goto(`/applications/${id}/autopay`);
  await expect(page.getByRole('region', { name: 'Autopay' })).toBeVisible(LONG);
  await page.getByRole('textbox', { name: /^Routing number/ }).fill('021000021');
  await page.getByRole('link', { name: 'Back to the application' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toContainText('everything typed in the autopay form, bank numbers included');
  await leave.getByRole('button', { name: 'Leave this page' }).click();
  await expect(page).toHaveURL(new RegExp(`/applications/${id}$`));
});
