import { test, type Locator, type Page, type PageScreenshotOptions } from '@playwright/test';

/**
 * Pictures are for people to look at, not under test: only `npm run screenshots` (its own
 * Playwright config, project "screenshots") takes them; a test run keeps the journeys' assertions
 * and takes none.
 */
export const takingPictures = () => test.info().project.name === 'screenshots';

/** A picture of the page or one of its parts, into test-results/screenshots/ when pictures are taken. */
export async function picture(
  target: Page | Locator,
  options: Pick<PageScreenshotOptions, 'path' | 'fullPage' | 'clip'>,
) {
  if (takingPictures()) await target.screenshot(options);
}

/**
 * Full-page pictures of the page as it stands, at 1280 and 768 px, light and dark
 * (test-results/screenshots/); the page is left at 1280 px, light.
 */
export async function screenshotsOf(page: Page, name: string) {
  if (!takingPictures()) return;
  for (const width of [1280, 768]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      // From the top: a page scrolled down draws the sticky header mid-way in a full-page shot.
      await page.evaluate(() => window.scrollTo(0, 0));
      await picture(page, {
        path: `test-results/screenshots/${name}-${width}-${scheme}.png`,
        fullPage: true,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}
