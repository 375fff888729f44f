import type { APIRequestContext, Page, Request } from '@playwright/test';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { setPromotionBody } from '../src/schemas/promotion-requests.ts';
import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  signIn,
  test,
} from './fixtures.test-support.ts';
import { screenshotsOf } from './shots.test-support.ts';
import { apiToken, APPROVE } from './sandbox-api.test-support.ts';

/**
 * What an account may do is visible before it acts (issue 18, item 6), and after a 401 nothing
 * is asked of the service until the user signs in again (item 3).
 */

async function signInAs(page: Page, request: APIRequestContext, username: string) {
  const account = await activeAccount(request, (a) => a.username === username);
  await page.goto('/sign-in');
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  return account;
}

test.describe('the read-only sales representative', () => {
  test('sees the wizard and the application’s actions unavailable, with the reason', async ({
    page,
    request,
  }) => {
    test.slow();
    const admin = await apiToken(request, 'sunrise.admin');
    const submitted = await request.post('/v3/api/applications', {
      headers: { Authorization: `Bearer ${admin}` },
      data: validApplicationV3({ Applicant: { SocialSecurityNumber: APPROVE } }),
    });
    expect(submitted.status(), await submitted.text()).toBe(200);
    const { Id } = (await submitted.json()) as { Id: number };

    await signInAs(page, request, 'sunrise.rep');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: /New application/ })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: /Users/ })).toHaveCount(0);
    await expect(navigation.getByText('Not available for your account')).toHaveCount(2);

    await page.goto('/applications/new');
    await expect(page.getByRole('heading', { name: 'New application', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(/This account cannot submit applications\./)).toBeVisible();
    await expect(
      page.getByText(/dealer’s administrator or the lender’s sales representative/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);

    await page.goto(`/applications/${Id}`);
    await expect(page.getByRole('button', { name: 'Save project number' })).toBeDisabled({
      timeout: 15_000,
    });
    await expect(page.getByLabel(/Project number/)).toBeDisabled();
    await expect(page.getByText(/this account cannot set project numbers/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request stage funding' })).toBeDisabled();
    await expect(page.getByText(/this account cannot request stage funding/)).toBeVisible();
    await expect(page.getByText(/this account cannot reassign applications/)).toBeVisible();
    await expect(page.getByLabel('Reassign to')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test('a read-only representative sees a paperwork summary with the reason first, and no Change promotion (issue 32 item 14)', async ({
  page,
  request,
}) => {
  test.slow();
  // An approved application whose plan the administrator chose.
  const admin = await apiToken(request, 'sunrise.admin');
  const headers = { Authorization: `Bearer ${admin}` };
  const submitted = await request.post('/v3/api/applications', {
    headers,
    data: validApplicationV3({ Applicant: { SocialSecurityNumber: APPROVE } }),
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const { Id } = (await submitted.json()) as { Id: number };
  const plans = await request.get(`/v3/api/applications/promotions/${Id}`, { headers });
  const [plan] = (await plans.json()) as Parameters<typeof setPromotionBody>[0][];
  const chosen = await request.post(`/v3/api/applications/promotions/${Id}`, {
    headers,
    data: setPromotionBody(plan!),
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);

  await signInAs(page, request, 'sunrise.rep');
  await page.goto(`/applications/${Id}`);
  const steps = page.getByRole('region', { name: 'Funding checklist' });
  await expect(steps.getByText(/Chosen plan:/)).toBeVisible({ timeout: 15_000 });
  await expect(steps.getByRole('link', { name: 'Change promotion' })).toHaveCount(0);
  await expect(steps.getByRole('link', { name: 'See the plans' })).toBeVisible();
  await expect(steps.getByText(/this account cannot choose promotions/)).toBeVisible();

  await page.goto(`/applications/${Id}/paperwork`);
  const reason = page.getByRole('alert').filter({ hasText: 'This account cannot send paperwork.' });
  await expect(reason).toBeInViewport({ timeout: 15_000 });
  const summary = page.getByRole('region', { name: 'Paperwork summary' });
  await expect(summary).toContainText('Not sent yet');
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Send the paperwork/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(1200);
  await expectNoAxeViolations(page);
  await screenshotsOf(page, 'paperwork-read-only');
});

const ANONYMOUS = [/^POST \/sandbox\/session$/, /^GET \/sandbox\/accounts$/];
const isApi = (path: string) => /^\/(v\d\/api|sandbox)\//.test(path);

test('after a 401 nothing is sent until the user signs in again, then the data loads', async ({
  page,
  request,
}) => {
  test.slow();
  // Every API request as it leaves, with its bearer header (or none).
  const sent: { what: string; authorization: string | undefined; at: number }[] = [];
  let clock = 0;
  const pending: Promise<void>[] = [];
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (!isApi(url.pathname)) return;
    const at = ++clock;
    pending.push(
      req.allHeaders().then((headers) => {
        sent.push({
          what: `${req.method()} ${url.pathname}`,
          authorization: headers.authorization,
          at,
        });
      }),
    );
  });

  // The dashboard's first row details are held back until the session has been ended, so they
  // meet the expiry while the rest of the rows on screen wait their turn.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const firstHeld = new Promise<void>((resolve) => (held = resolve));
  await page.route('**/v3/api/applications/detail/**', async (route) => {
    held();
    await released;
    await route.continue();
  });

  const account = await signInAs(page, request, 'sunrise.admin');
  await firstHeld;
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('portal.session')!) as { token: string }).token,
  );
  const expired = await request.post('/sandbox/session/expire', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(expired.ok()).toBe(true);
  const firstRefused = page.waitForResponse((response) => response.status() === 401);
  release();
  const refusedAt = clock;
  await firstRefused;

  const dialog = page.getByRole('dialog', { name: 'Your session has expired' });
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByLabel('Username')).toHaveValue(account.username);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  const signedIn = page.waitForResponse(
    (response) => response.url().endsWith('/sandbox/session') && response.ok(),
  );
  const signInAt = clock;
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signedIn;
  await expect(dialog).toBeHidden();

  // The rows' details load again, with the new token.
  const newToken = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('portal.session')!) as { token: string }).token,
  );
  // Every detail refused at the expiry is asked again, with the new token, and the others too.
  await Promise.all(pending);
  const detail = (entry: (typeof sent)[number]) =>
    entry.what.startsWith('GET /v3/api/applications/detail/');
  const refused = sent.filter((entry) => entry.at <= refusedAt && detail(entry));
  expect(refused.length).toBeGreaterThan(0);
  await expect
    .poll(
      async () => {
        await Promise.all(pending);
        const again = new Set(
          sent
            .filter(
              (entry) =>
                entry.at > signInAt &&
                detail(entry) &&
                entry.authorization === `Bearer ${newToken}`,
            )
            .map((entry) => entry.what),
        );
        return refused.filter((entry) => !again.has(entry.what)).map((entry) => entry.what);
      },
      { timeout: 20_000 },
    )
    .toEqual([]);

  await Promise.all(pending);
  const anonymous = (what: string) => ANONYMOUS.some((pattern) => pattern.test(what));
  expect(
    sent.filter((entry) => !anonymous(entry.what) && !entry.authorization).map((e) => e.what),
    'API requests without a bearer token',
  ).toEqual([]);
  // Between the requests held at the expiry and the sign-in, nothing was asked.
  expect(
    sent.filter((entry) => entry.at > refusedAt && entry.at <= signInAt).map((entry) => entry.what),
    'API requests while the session was expired',
  ).toEqual([]);
  expect(sent.some((entry) => entry.at > signInAt && entry.what === 'POST /sandbox/session')).toBe(
    true,
  );
});
