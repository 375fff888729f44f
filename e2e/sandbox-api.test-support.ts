import type { APIRequestContext, Page } from '@playwright/test';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { validFullPaperwork } from '../src/schemas/fixtures/paperwork.test-support.ts';
import type { Promotion } from '../src/schemas/promotion-records.ts';
import { setPromotionBody } from '../src/schemas/promotion-requests.ts';
import { seed } from '../sandbox/seed.ts';
import { activeAccount, expect } from './fixtures.test-support.ts';

/**
 * The journeys' one set-up through the sandbox's API (and its outbox page): a demo account's
 * token, a new approved Sunrise application with or without a plan, the paperwork to sign on
 * paper. Specs import these rather than write their own.
 */

/** The SSN that makes the sandbox approve an application at once. */
export const APPROVE = '500000001';
export const DEALER_EMAIL = seed.users.marcus.email;

export const sunriseAdmin = (request: APIRequestContext) =>
  activeAccount(request, (a) => a.username === 'sunrise.admin');

/** The sandbox's token for a demo account, for calling the service's API as it. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const { password } = await activeAccount(request, (account) => account.username === username);
  const response = await request.post('/sandbox/session', { data: { username, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A new approved Sunrise application, no plan chosen, through the API. */
export async function approvedApplication(request: APIRequestContext): Promise<number> {
  const response = await request.post('/v3/api/applications', {
    headers: { Authorization: `Bearer ${await apiToken(request, 'sunrise.admin')}` },
    data: validApplicationV3({ Applicant: { SocialSecurityNumber: APPROVE } }),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { Id: number }).Id;
}

/** A new approved Sunrise application with plan 302 chosen, through the API. */
export async function applicationWithPlan(request: APIRequestContext): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiToken(request, 'sunrise.admin')}` };
  const Id = await approvedApplication(request);
  const listed = await request.get(`/v3/api/applications/promotions/${Id}`, { headers });
  const plan = ((await listed.json()) as Promotion[]).find((promotion) => promotion.Id === 302);
  const chosen = await request.post(`/v3/api/applications/promotions/${Id}`, {
    headers,
    data: setPromotionBody(plan!),
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  return Id;
}

/** The sandbox outbox, signed in as sunrise.admin: the rows of messages for application `id`. */
export async function outboxRows(page: Page, request: APIRequestContext, id: number) {
  await page.goto('/sandbox/outbox');
  const username = page.getByLabel('Username');
  if (await username.isVisible()) {
    const account = await sunriseAdmin(request);
    await username.fill(account.username);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Sandbox outbox', level: 1 })).toBeVisible();
  return page.getByRole('row').filter({ hasText: new RegExp(`for application ${id}\\b`) });
}

/** E-sign or e-mail: the applicant's citizenship, the dealer signer, the ESIGN consent. */
export async function fillElectronic(page: Page, option: 'esign' | 'email') {
  await page
    .getByRole('radio', {
      name: option === 'esign' ? 'E-sign now, on this device' : 'E-mail each signer a link to sign',
    })
    .check();
  await page
    .getByRole('radiogroup', { name: /Is the applicant a US citizen/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('textbox', { name: /^Dealer signer e-mail address/ }).fill(DEALER_EMAIL);
  await page.getByRole('checkbox', { name: /ESIGN Act/ }).check();
}

export async function send(page: Page) {
  await page.getByRole('button', { name: /^Send the paperwork/ }).click();
}

/**
 * The full paperwork of application `id` to download and sign on paper, carrying promotion 302
 * (84 months at 9.99 %), without autopay: the body journeys send through the API to reach a
 * page with paperwork waiting for written signatures.
 */
export function downloadOnlyPaperwork(id: number) {
  const fixture = validFullPaperwork();
  return validFullPaperwork({
    LoanApplicationId: id,
    LoanParameters: {
      ...fixture.LoanParameters,
      PrimaryPromotionId: 302,
      SecondaryPromotionId: null,
      ClosedEndPaymentRateId: 5302,
      AnnualPercentageRate: 9.99,
      RepaymentTerms: 'EightyFourMonths',
    },
    Payment: null,
  });
}
