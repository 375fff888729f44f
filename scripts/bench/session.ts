import type { Page } from 'playwright';
import { parse } from 'zod/mini';
import {
  demoAccountsSchema,
  sandboxSessionSchema,
  type SandboxSession,
} from '../../src/schemas/sign-in.ts';

/**
 * A signed-in session from the sandbox, for measuring the pages behind sign-in.
 * The answers are checked against the portal's own schemas: a session the app
 * would reject would silently bench the sign-in page instead of the dashboard.
 */

/** Where the portal keeps its session (src/api/session-store.ts): per tab, in sessionStorage. */
export const SESSION_STORAGE_KEY = 'portal.session';

async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok)
    throw new Error(
      `${init?.method ?? 'GET'} ${url} answered ${response.status}: ${await response.text()}`,
    );
  return response.json();
}

/**
 * Signs in as the first active demo account (the sandbox lists the operator,
 * who sees every dealer, first), so the dashboard is measured with the most data.
 */
export async function signInToSandbox(origin: string): Promise<SandboxSession> {
  const accounts = parse(
    demoAccountsSchema,
    await getJson(new URL('/sandbox/accounts', origin).href),
  );
  const account = accounts.find((candidate) => candidate.isActive);
  if (!account) throw new Error('The sandbox lists no active account to sign in with');
  const answer = await getJson(new URL('/sandbox/session', origin).href, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  return parse(sandboxSessionSchema, answer);
}

/**
 * Signs a Playwright tab in as after a sign-in: the session goes into the tab's sessionStorage
 * on /sign-in, before the app boots on the next page.
 */
export async function signInTab(page: Page, baseUrl: string, session: unknown): Promise<void> {
  await page.goto(new URL('/sign-in', baseUrl).href, { waitUntil: 'load' });
  await page.evaluate(
    ([key, value]) => sessionStorage.setItem(key!, value!),
    [SESSION_STORAGE_KEY, JSON.stringify(session)],
  );
}
