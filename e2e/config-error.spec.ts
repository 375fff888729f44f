import { expect, test } from './fixtures.test-support.ts';

test.describe('runtime config', () => {
  test('a missing config.json shows a clear error page', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { name: 'The portal cannot start' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('missing');
  });

  test('an invalid config.json names the wrong fields', async ({ page }) => {
    await page.route('**/config.json', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ authMode: 'magic' }),
      }),
    );
    await page.goto('/sign-in');
    await expect(page.getByRole('alert')).toContainText('authMode');
    await expect(page.getByRole('alert')).toContainText('roles');
  });

  test('token mode asks for an access token instead of a password', async ({ page }) => {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      const config = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...config, authMode: 'token' } });
    });
    await page.goto('/sign-in');
    await expect(page.getByLabel('Access token', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveCount(0);
    await page.getByLabel('Access token', { exact: true }).fill('not-a-real-token');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('did not accept this access token');
  });
});
