import type { APIRequestContext, Page } from '@playwright/test';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import type { Promotion } from '../src/schemas/promotion-records.ts';
import { setPromotionBody } from '../src/schemas/promotion-requests.ts';
import { activeAccount, expect } from './fixtures.test-support.ts';

/**
 * Paperwork journeys' set-up through the sandbox's API and its outbox page, shared by the specs
 * that need an approved Sunrise application with a plan (e2e/paperwork-journeys.spec.ts,
 * e2e/change-order.spec.ts).
 */
const APPROVE = '500000001';
export const DEALER_EMAIL = 'marcus.reyes@sunrise.example.com';

export const sunriseAdmin = (request: APIRequestContext) =>
  activeAccount(request, (a) => a.username === 'sunrise.admin');

async function apiToken(request: APIRequestContext): Promise<string> {
  const { password } = await sunriseAdmin(request);
  const response = await request.post('/sandbox/session', {
    data: { username: 'sunrise.admin', password },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A new approved Sunrise application with plan 302 chosen, through the API. */
export async function applicationWithPlan(request: APIRequestContext): Promise<number> {
  const headers = { Authorization: `Bearer ${await apiToken(request)}` };
  const submitted = await request.post('/v3/api/applications', {
    headers,
    data: validApplicationV3({ Applicant: { SocialSecurityNumber: APPROVE } }),
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const { Id } = (await submitted.json()) as { Id: number };
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
