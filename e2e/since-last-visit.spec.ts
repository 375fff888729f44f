import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, startSignedIn, test } from './fixtures.test-support.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { screenshotsOf } from './shots.test-support.ts';
import { seed } from '../sandbox/seed.ts';
import { apiToken, APPROVE, DEALER_EMAIL, sunriseAdmin } from './sandbox-api.test-support.ts';

/**
 * The dashboard's "Since you were last here" feed (issue 36): a change made through the sandbox
 * while the portal is open appears in the feed and the tab's title and, once chosen, as one
 * browser notification (Chromium's permission granted; notifications observed through an init
 * script wrapping window.Notification), however many tabs are open.
 */
interface Shown {
  title: string;
  body: string;
}

/** Records every notification made, in the page (window.shown), and still makes it. */
function recordNotifications() {
  const Real = window.Notification;
  const shown: { title: string; body: string }[] = [];
  Object.assign(window, { shown });
  class Recorded extends Real {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      shown.push({ title, body: options?.body ?? '' });
    }
  }
  Object.defineProperty(window, 'Notification', { value: Recorded, configurable: true });
}

/**
 * A new application, approved at once and assigned to the signed-in dealer (their own deal), or
 * to whom the sandbox assigns it by default.
 */
async function approvedForMe(request: APIRequestContext, mine = true): Promise<number> {
  const response = await request.post('/v3/api/applications', {
    headers: { Authorization: `Bearer ${await apiToken(request, 'sunrise.admin')}` },
    data: validApplicationV3({
      Applicant: { SocialSecurityNumber: APPROVE },
      ...(mine && { AssignedUserEmailAddress: DEALER_EMAIL }),
    }),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { Id: number }).Id;
}

const shownIn = (page: Page) =>
  page.evaluate(() => (window as unknown as { shown: Shown[] }).shown);

async function openDashboard(page: Page) {
  await page.goto('/');
  const feed = page.getByRole('region', { name: 'Since you were last here' });
  await expect(feed).toBeVisible();
  return feed;
}

/** A poll now, rather than in 30 s. */
async function poll(page: Page) {
  await page.getByRole('button', { name: 'Refresh' }).click();
}

test('a change made while the portal is open: the feed, the title, one notification', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  await context.grantPermissions(['notifications']);
  await context.addInitScript(recordNotifications);
  const account = await sunriseAdmin(request);
  await startSignedIn(page, account);
  const feed = await openDashboard(page);
  // The first visit starts the feed: nothing before it is news.
  await expect(feed.getByRole('status')).toHaveText(/^No changes since /);
  await feed.getByRole('button', { name: 'Notify me of my deals' }).click();
  await expect(feed.getByRole('button', { name: 'Turn off notifications' })).toBeVisible();

  const id = await approvedForMe(request);
  await poll(page);
  await expect(feed.getByRole('status')).toHaveText(/^[1-9]\d* changes? since /);
  await expect(page).toHaveTitle(/^\([1-9]\d*\) /);
  // Closed, with changes to show.
  await expectNoAxeViolations(page);
  await feed.getByRole('button', { name: 'Show changes' }).click();
  const link = feed.getByRole('link', { name: `Application ${id}` }).first();
  await expect(feed.getByRole('listitem').filter({ hasText: 'Approved' })).toBeVisible();
  await expect(link).toHaveAttribute('href', `/applications/${id}`);

  await expect
    .poll(() => shownIn(page))
    .toContainEqual({
      title: `Application ${id}`,
      body: 'Approved',
    });
  // No personal data: the application's number and what happened only.
  for (const note of await shownIn(page)) {
    expect(`${note.title} ${note.body}`).toMatch(/^Application \d+ [A-Z][a-z ]+[A-Za-z ]*$/);
  }
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshotsOf(page, 'dashboard-since-last-visit');

  await feed.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(feed.getByRole('status')).toHaveText(/^No changes since /);
  await expect(page).toHaveTitle(/^Dealer Portal/);
  // Seen stays seen on this device.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Since you were last here' })).toContainText(
    'No changes since',
  );
});

test('two tabs open: one notification for one change', async ({ page, context, request }) => {
  test.slow();
  await context.grantPermissions(['notifications']);
  await context.addInitScript(recordNotifications);
  const account = await sunriseAdmin(request);
  await startSignedIn(page, account);
  const feed = await openDashboard(page);
  await feed.getByRole('button', { name: 'Notify me of my deals' }).click();
  await expect(feed.getByRole('button', { name: 'Turn off notifications' })).toBeVisible();
  const other = await context.newPage();
  await startSignedIn(other, account);
  const otherFeed = await openDashboard(other);
  await expect(otherFeed.getByRole('button', { name: 'Turn off notifications' })).toBeVisible();

  await approvedForMe(request);
  await poll(page);
  await poll(other);
  for (const each of [feed, otherFeed]) {
    await expect(each.getByRole('status')).toHaveText(/^[1-9]\d* changes? since /);
  }
  await expect
    .poll(async () => [...(await shownIn(page)), ...(await shownIn(other))].length)
    .toBeGreaterThan(0);
  const all = [...(await shownIn(page)), ...(await shownIn(other))];
  expect(new Set(all.map((note) => note.title)).size).toBe(all.length);
});

test('a deal reassigned to me while the portal is open', async ({ page, request }) => {
  await startSignedIn(page, await sunriseAdmin(request));
  const feed = await openDashboard(page);
  const status = feed.getByRole('status');
  const id = await approvedForMe(request, false);
  await poll(page);
  await expect(status).toHaveText(/^[1-9]\d* changes? since /);
  await feed.getByRole('button', { name: 'Mark all as seen' }).click();
  await expect(status).toHaveText(/^No changes since /);

  const reassigned = await request.post(`/v3/api/applications/${id}/reassign/`, {
    headers: { Authorization: `Bearer ${await apiToken(request, 'sunrise.admin')}` },
    data: { UserIdToAssign: seed.users.marcus.id, DealerId: 101 },
  });
  expect(reassigned.ok(), await reassigned.text()).toBe(true);
  await poll(page);
  await expect(status).toHaveText(/^1 change since /);
  await feed.getByRole('button', { name: 'Show changes' }).click();
  await expect(feed.getByRole('listitem')).toHaveText(
    new RegExp(`^Application ${id}: Assigned to you`),
  );
});
