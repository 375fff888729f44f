import { activeAccount, expect, signIn, startSignedIn, test } from './fixtures.test-support.ts';
import {
  customerScreen,
  fillApplicant,
  handOverToCustomer,
  sunriseAdministrator,
} from './wizard-steps.test-support.ts';
import { inSpanish } from './spanish-labels.test-support.ts';

/**
 * Screenshots of every page at desktop and tablet width, light and dark, for people to look at
 * (test-results/screenshots/). Not a test: only `npm run screenshots` runs it
 * (playwright.screenshots.config.ts); it waits for each page to render before its picture.
 */
const pages = [
  { name: 'dashboard', path: '/', heading: 'Dashboard' },
  { name: 'new-application', path: '/applications/new', heading: 'New application' },
  // The account has two dealers: the picker, and Sunrise chosen.
  { name: 'dealers', path: '/dealers?dealer=101', heading: 'Dealers' },
  { name: 'reports', path: '/reports', heading: 'Reports' },
  { name: 'not-found', path: '/nowhere', heading: 'Page not found' },
];

for (const width of [1280, 768]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`screenshots at ${width}px, ${scheme}`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const shot = (name: string) =>
        page.screenshot({
          path: `test-results/screenshots/${name}-${width}-${scheme}.png`,
          fullPage: true,
        });

      await page.goto('/sign-in');
      await expect(page.getByRole('button', { name: /^Sign in as / }).first()).toBeVisible();
      await shot('sign-in');

      await signIn(page, await activeAccount(request, (a) => a.dealers.length === 2));
      // Signed in before going on: an address typed while the sign-in is under way finds none.
      await expect(page).toHaveURL(/\/$/);
      for (const { name, path, heading } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        if (name === 'dealers') {
          await expect(
            page.getByRole('region', { name: 'Products' }).getByRole('listitem').first(),
          ).toBeVisible();
          await expect(page.getByText('If the deadline is missed', { exact: false })).toBeVisible();
        }
        if (name === 'reports') {
          // Reading every application's detail takes a while on a busy machine.
          test.slow();
          await expect(page.getByText(/^Details of all \d+ applications read\.$/)).toBeVisible({
            timeout: 60_000,
          });
          // The pictures are drawn as they come near the screen: bring each into view once.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 400) {
              window.scrollTo(0, y);
              await new Promise((resolve) => requestAnimationFrame(resolve));
            }
          });
          await expect(page.locator('.report-picture svg')).toHaveCount(3);
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        await shot(name);
      }

      // The promotion picker of seeded approved application 20002, three plans compared, in
      // the dealer's view and then the customer's.
      await page.goto('/applications/20002/promotions');
      await expect(page.getByRole('status').filter({ hasText: / plans for / })).toBeVisible();
      for (const index of [0, 1, 2]) {
        await page
          .getByRole('checkbox', { name: /^Compare / })
          .nth(index)
          .check();
      }
      const sideBySide = page.getByRole('region', { name: 'Plans side by side' });
      await expect(sideBySide.getByRole('columnheader')).toHaveCount(4);
      // Ticking the boxes scrolled the page: from the top, the shell's header is where it belongs.
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot('promotions');
      await page.getByRole('switch', { name: 'Customer view' }).check();
      await expect(sideBySide.getByRole('rowheader', { name: 'Dealer fee' })).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot('promotions-customer');

      // The users pages as the operator, who sees every user and may change them: the list,
      // the new-user form, and the form of seeded user 6 (two dealers, so two rows).
      await startSignedIn(page, await activeAccount(request, (a) => a.username === 'operator'));
      await page.goto('/users');
      await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
      await expect(
        page
          .getByRole('table', { name: 'Users you may manage' })
          .getByRole('row')
          .filter({ hasText: 'Marcus Reyes' })
          .getByText('Office Manager'),
      ).toBeVisible();
      // The dealer filter names the dealers once they have loaded (numbers until then).
      await expect(
        page
          .getByRole('combobox', { name: 'Dealer', exact: true })
          .getByRole('option', { name: 'Lakeside Pools & Spas' }),
      ).toBeAttached();
      await shot('users');
      await page.goto('/users/new');
      await expect(page.getByRole('heading', { name: 'New user', level: 1 })).toBeVisible();
      await shot('user-new');
      await page.goto('/users/6/edit');
      await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(/.+/);
      await shot('user-edit');
    });
  }
}

// Customer mode (issue 35) on the tablet and the desktop, in both languages: the customer's
// details, their consents refused for want of a tick, the hand-back's unlock; then, in English,
// the dealer's review with the private fields hidden.
for (const width of [1280, 768]) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const language of ['English', 'Español'] as const) {
      test(`customer mode at ${width}px, ${scheme}, ${language}`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.emulateMedia({ colorScheme: scheme });
        const lang = language === 'English' ? 'en' : 'es';
        const shot = (name: string) =>
          page.screenshot({
            path: `test-results/screenshots/${name}-${lang}-${width}-${scheme}.png`,
          });
        test.slow();
        await page.clock.install();
        const account = await sunriseAdministrator(request);
        await page.goto('/sign-in');
        await signIn(page, account);
        await expect(page).toHaveURL(/\/$/);
        // Addressed rather than through the menu, which a tablet's width folds away.
        await page.goto('/applications/new');
        await expect(
          page.getByRole('heading', { name: 'Dealer and product', level: 2 }),
        ).toBeVisible();
        await handOverToCustomer(page);
        const screen = customerScreen(page);
        await screen.getByText(language).click();
        await expect(screen.locator(`[lang="${lang}"]`).first()).toBeVisible();
        await shot('customer-details');
        const toConsents = screen.getByRole('button', {
          name: /^(Next: your consents|Siguiente: sus autorizaciones)$/,
        });
        await toConsents.click();
        await expect(screen.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
        await shot('customer-details-error');
        // Left untouched for 5 minutes, the screen locks itself; the dealer unlocks it.
        await page.clock.fastForward('05:01');
        await expect(screen.getByRole('textbox', { name: 'Your password' })).toBeVisible();
        await shot('customer-locked');
        await screen.getByRole('textbox', { name: 'Your password' }).fill(account.password);
        await screen.getByRole('button', { name: 'Unlock' }).click();
        await fillApplicant(page, '500000001', lang === 'es' ? inSpanish : undefined);
        await toConsents.click();
        await screen.getByRole('button', { name: /^(Finish|Terminar)$/ }).click();
        await expect(screen.getByRole('checkbox').first()).toHaveAttribute('aria-invalid', 'true');
        await shot('customer-consents');
        for (const box of await screen.getByRole('checkbox').all()) await box.check();
        await screen.getByRole('button', { name: /^(Finish|Terminar)$/ }).click();
        await screen
          .getByRole('button', {
            name: /^(Give the tablet back to the dealer|Devuelva la tableta al contratista)$/,
          })
          .click();
        await expect(screen.getByRole('textbox', { name: 'Your password' })).toBeVisible();
        await shot('customer-unlock');
        if (lang === 'en') {
          await screen.getByRole('textbox', { name: 'Your password' }).fill(account.password);
          await screen.getByRole('button', { name: 'Unlock' }).click();
          await expect(
            page.getByRole('heading', { name: 'Review and submit', level: 2 }),
          ).toBeVisible();
          await page.screenshot({
            path: `test-results/screenshots/customer-review-${width}-${scheme}.png`,
            fullPage: true,
          });
        }
      });
    }
  }
}
