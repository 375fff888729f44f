import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export interface DemoAccount {
  username: string;
  password: string;
  displayName: string;
  role: string;
  isActive: boolean;
  dealers: { id: number; name: string }[];
}

/**
 * Every journey runs under the production Content-Security-Policy: any violation the
 * browser reports (console or securitypolicyviolation event) fails the test.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(text)) {
          violations.push(text);
        }
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Refused to load (CSP): ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function demoAccounts(request: APIRequestContext): Promise<DemoAccount[]> {
  const response = await request.get('/sandbox/accounts');
  expect(response.ok()).toBe(true);
  return (await response.json()) as DemoAccount[];
}

export async function activeAccount(
  request: APIRequestContext,
  match: (account: DemoAccount) => boolean = () => true,
): Promise<DemoAccount> {
  const account = (await demoAccounts(request)).find((a) => a.isActive && match(a));
  if (!account) throw new Error('No demo account matches');
  return account;
}

/** Sign in through the form, as a person would. */
export async function signIn(page: Page, account: Pick<DemoAccount, 'username' | 'password'>) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Opens the portal already signed in as `account`, without the form: the sandbox's session
 * answer is put where the portal keeps it (sessionStorage, `portal.session`). A cheap start for
 * journeys whose subject is another page (an axe scan per test re-signs in often); the sign-in
 * form has journeys of its own. Then `page.goto` the page under test.
 */
export async function startSignedIn(
  page: Page,
  account: Pick<DemoAccount, 'username' | 'password'>,
) {
  const response = await page.request.post('/sandbox/session', {
    data: { username: account.username, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const session = await response.text();
  // Any page of the portal's origin will do to reach its sessionStorage: the smallest one.
  await page.goto('/config.json');
  await page.evaluate((value) => sessionStorage.setItem('portal.session', value), session);
}

/**
 * Resolves once the page's finite animations and transitions have ended (a dialog fading in),
 * after two frames so one just started is counted. Spinners loop for ever and are not awaited.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

export async function expectNoAxeViolations(page: Page) {
  // Scanned mid-transition, a dialog's text is measured against a half-faded backdrop.
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** The sandbox ends the page's session, as the real service would after its own time-out. */
export async function expireSession(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('portal.session')!) as { token: string }).token,
  );
  const expired = await request.post('/sandbox/session/expire', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(expired.ok()).toBe(true);
}

/**
 * Reloads the page and answers the browser's own "Leave site?" (beforeunload) with "Cancel":
 * whether it asked. Chromium asks only once the user has interacted with the page.
 */
export async function reloadAsksFirst(page: Page): Promise<boolean> {
  let asked = false;
  page.once('dialog', (dialog) => {
    asked = dialog.type() === 'beforeunload';
    void dialog.dismiss();
  });
  await page.reload({ timeout: 3_000 }).catch(() => undefined);
  return asked;
}
