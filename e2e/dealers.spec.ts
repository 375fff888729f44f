import {
  activeAccount,
  expect,
  expectNoAxeViolations,
  startSignedIn,
  test,
} from './fixtures.test-support.ts';
import type { APIRequestContext, Page } from '@playwright/test';

/** Signs in as a seeded account (sandbox/seed.ts) and opens the dealers page at `path`. */
async function openAs(page: Page, request: APIRequestContext, username: string, path = '/dealers') {
  await startSignedIn(page, await activeAccount(request, (a) => a.username === username));
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Dealers', level: 1 })).toBeVisible();
}

test.describe('the dealers page', () => {
  test('uploads a dealer document from the dealers page', async ({ page, request }) => {
    await openAs(page, request, 'sunrise.admin');
    const documents = page.getByRole('region', { name: 'Dealer documents' });
    // A small PDF made here: a header, one empty page, a trailer.
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    await documents
      .getByLabel('Choose files for Documents for Sunrise Home Comfort')
      .setInputFiles({ name: 'w9-2026.pdf', mimeType: 'application/pdf', buffer: pdf });
    const row = documents.getByRole('listitem', { name: 'w9-2026.pdf' });
    await row.getByLabel('Description').fill('Taxpayer identification for 2026');
    await row.getByRole('button', { name: 'Upload' }).click();
    await expect(row.getByText('Sent.')).toBeVisible();
    await expect(row.getByRole('progressbar', { name: 'w9-2026.pdf upload' })).toBeVisible();
  });

  test('checks an e-mail address: a user of the dealer, then someone who is not', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'sunrise.admin');
    const check = page.getByRole('region', { name: 'Check an e-mail address' });
    const field = check.getByLabel('E-mail address');

    await field.fill('jorge.castillo@sunrise.example.com');
    await check.getByRole('button', { name: 'Check' }).click();
    await expect(check.getByRole('status')).toHaveText(
      'jorge.castillo@sunrise.example.com is valid for a user of Sunrise Home Comfort.',
    );

    await field.fill('priya.natarajan@lakeside.example.com');
    await field.press('Enter');
    await expect(
      check.getByText(
        /priya\.natarajan@lakeside\.example\.com is not valid for Sunrise Home Comfort/,
      ),
    ).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(check.getByRole('status')).toHaveText('');
  });

  test('the operator searches for a dealer and picks it; the choice is in the address', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'operator');
    const dealers = page.getByRole('navigation', { name: 'Dealers' });
    await expect(dealers.getByRole('link')).toHaveCount(3);
    await page.getByRole('searchbox', { name: /Find a dealer/ }).fill('700102');
    await expect(dealers.getByRole('link')).toHaveCount(1);
    await dealers.getByRole('link', { name: 'Lakeside Pools & Spas' }).click();
    await expect(page).toHaveURL(/\/dealers\?dealer=102$/);
    await expect(
      page.getByRole('heading', { name: 'Lakeside Pools & Spas', level: 2 }),
    ).toBeVisible();
    const attestation = page.getByRole('region', { name: 'Attestation' });
    await expect(attestation.getByText('Deadline missed')).toBeVisible();
    await expect(
      attestation.getByText('Lakeside Pools & Spas cannot start applications'),
    ).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Lakeside Pools & Spas', level: 2 }),
    ).toBeVisible();
  });

  test('the read-only sales representative sees the dealer but no upload and no e-mail check', async ({
    page,
    request,
  }) => {
    await openAs(page, request, 'sunrise.rep');
    await expect(
      page.getByRole('region', { name: 'Products' }).getByText('Attic Insulation'),
    ).toBeVisible();
    const check = page.getByRole('region', { name: 'Check an e-mail address' });
    await expect(check.getByText(/Not available for your account/)).toBeVisible();
    await expect(check.getByRole('textbox')).toHaveCount(0);
    const documents = page.getByRole('region', { name: 'Dealer documents' });
    await expect(documents.getByText(/cannot send dealer documents/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Choose files|Upload/ })).toHaveCount(0);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`has no accessibility violations, ${scheme}`, async ({ page, request }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await openAs(page, request, 'operator', '/dealers?dealer=102');
      await expect(
        page.getByRole('region', { name: 'Products' }).getByRole('listitem').first(),
      ).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Attestation' }).getByText('Deadline missed'),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
