import type { Page } from '@playwright/test';

/**
 * Full-page screenshots of the page as it stands, at 1280 and 768 px, light and dark, for people
 * to look at (test-results/screenshots/); the page is left at 1280 px, light.
 */
export async function screenshotsOf(page: Page, name: string) {
  for (const width of [1280, 768]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      // From the top: a page scrolled down draws the sticky header mid-way in a full-page shot.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `test-results/screenshots/${name}-${width}-${scheme}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}
