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

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}
