import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expect, expectNoAxeViolations, startSignedIn, test } from './fixtures.test-support.ts';
import { picture, screenshotsOf } from './shots.test-support.ts';
import {
  apiToken,
  applicationWithPlan,
  downloadOnlyPaperwork,
  sunriseAdmin,
} from './sandbox-api.test-support.ts';

/**
 * Issue 33 items 1 and 2: paperwork downloaded to sign on paper, finished from the application
 * page. The signed pages go back as the `paperwork` supporting document, from a file or from
 * photos combined into one PDF; the sandbox reviews them after SANDBOX_REVIEW_DELAY_MS (1.5 s
 * in playwright.config.ts), the written signatures read signed, and stage funding succeeds.
 */

/** The page asks for the signatures again every 15 s while the lender reviews. */
const REVIEW = { timeout: 40_000 };
const LONG = { timeout: 20_000 };

/** An approved Sunrise application with plan 302, its full paperwork sent to download. */
async function downloadedPaperwork(request: APIRequestContext): Promise<number> {
  const id = await applicationWithPlan(request);
  const headers = { Authorization: `Bearer ${await apiToken(request, 'sunrise.admin')}` };
  const paperwork = await request.post('/v3/api/applications/paperwork/submit', {
    headers,
    data: downloadOnlyPaperwork(id),
  });
  expect(paperwork.ok(), await paperwork.text()).toBe(true);
  return id;
}

async function openPanel(page: Page, request: APIRequestContext, id: number) {
  await startSignedIn(page, await sunriseAdmin(request));
  await page.goto(`/applications/${id}`);
  const panel = page.getByRole('region', { name: 'Signing on paper' });
  await expect(panel).toBeVisible(LONG);
  return panel;
}

/** The panel alone, at 1280 and 768 px, light and dark. */
async function panelShots(page: Page, name: string) {
  for (const width of [1280, 768]) {
    for (const scheme of ['light', 'dark'] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: scheme });
      const panel = page.getByRole('region', { name: 'Signing on paper' });
      // Below the shell's fixed header, which would otherwise cover the panel's heading.
      await panel.evaluate((element) =>
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96),
      );
      await picture(panel, {
        path: `test-results/screenshots/${name}-${width}-${scheme}.png`,
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Sent: the page says so until the lender's review arrives. */
async function waitingForReview(page: Page) {
  await expect(page.getByRole('region', { name: 'Signing on paper' })).toContainText(
    /Signed contract sent on .+, waiting for the lender’s review/,
    LONG,
  );
}

/** The lender's review arrives, the signatures read signed, and stage funding succeeds. */
async function reviewedThenFunded(page: Page) {
  const panel = page.getByRole('region', { name: 'Signing on paper' });
  await expect(panel).toContainText('The signed contract was reviewed', REVIEW);
  const signatures = page.getByRole('region', { name: 'Signatures' });
  await expect(signatures).not.toContainText('Not signed yet', LONG);
  await page.getByRole('button', { name: 'Request stage funding' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request stage funding?' });
  await dialog.getByRole('button', { name: 'Request stage funding' }).click();
  await expect(page.getByText('Stage funding requested.')).toBeVisible(LONG);
}

test.describe('the paper path, finished', () => {
  // The review is asked for every 15 s, and the first journey takes twelve screenshots.
  test.describe.configure({ timeout: 120_000 });

  test('download again, sign on paper, send the signed PDF, the lender reviews it, funding', async ({
    page,
    request,
  }) => {
    const id = await downloadedPaperwork(request);
    const panel = await openPanel(page, request, id);
    await expect(panel).toContainText('Print the documents below.');
    await expect(page.getByRole('button', { name: 'Request stage funding' })).toBeDisabled();

    // Item 2: the written documents, downloaded again from the application page.
    const download = page.waitForEvent('download', LONG);
    await panel.getByRole('button', { name: 'Download the contract (full paperwork)' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`Paperwork-${id}-FULL.pdf`);
    const signedPages = await readFile((await saved.path())!);
    expect(signedPages.subarray(0, 5).toString()).toBe('%PDF-');
    await panelShots(page, 'paper-signing-instructions');

    // The printed contract comes back signed, scanned as a PDF.
    await panel.getByLabel('Choose files for Signed contract').setInputFiles({
      name: 'signed-contract.pdf',
      mimeType: 'application/pdf',
      buffer: signedPages,
    });
    const row = panel.getByRole('listitem', { name: 'signed-contract.pdf' });
    await expect(row.getByLabel('Category')).toHaveCount(0);
    await row.getByRole('button', { name: 'Upload' }).click();
    await expect(row.getByText('Sent.')).toBeVisible(LONG);
    await waitingForReview(page);
    await panelShots(page, 'paper-signing-waiting');
    await reviewedThenFunded(page);
    await screenshotsOf(page, 'paper-signing-reviewed');
  });

  test('photographs of the pages, in page order, combined into one PDF and sent', async ({
    page,
    request,
  }) => {
    const id = await downloadedPaperwork(request);
    const panel = await openPanel(page, request, id);
    // Three "photos", pictures of the page itself: portrait; landscape; and one stored
    // landscape whose EXIF orientation (6) turns it upright, as a tablet held upright saves it.
    const photo = async (width: number, height: number) =>
      page.screenshot({ clip: { x: 0, y: 0, width, height }, type: 'jpeg' });
    const photos = [
      { name: 'page-1.jpg', mimeType: 'image/jpeg', buffer: await photo(300, 400) },
      { name: 'page-2.jpg', mimeType: 'image/jpeg', buffer: await photo(400, 300) },
      { name: 'page-3.jpg', mimeType: 'image/jpeg', buffer: turnedUpright(await photo(400, 300)) },
    ];
    const camera = panel.locator('input[type="file"][capture="environment"]');
    await expect(camera).toHaveAttribute('accept', 'image/*');
    await camera.setInputFiles(photos);
    const pages = panel.getByRole('list', { name: 'Photographed pages, in page order' });
    await expect(pages.getByRole('img')).toHaveCount(3);
    await panel.getByRole('button', { name: 'Move page 3 up' }).click();
    await panel.getByRole('button', { name: 'Remove page 1' }).click();
    await expect(pages.getByRole('img')).toHaveCount(2);
    await panelShots(page, 'paper-signing-photos');
    await expectNoAxeViolations(page);
    await panel.getByRole('button', { name: 'Combine 2 photos into one PDF' }).click();
    const row = panel.getByRole('listitem', { name: 'signed-contract.pdf' });
    await expect(row).toBeVisible(LONG);
    await expect(pages).toHaveCount(0);
    // The upload's body is a Blob sent by XMLHttpRequest, which Playwright does not report:
    // the page keeps it for the test to read.
    await page.evaluate(() => {
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, sent) {
        Object.assign(window, { sentBody: sent });
        send.call(this, sent);
      };
    });
    await row.getByRole('button', { name: 'Upload' }).click();
    await expect(row.getByText('Sent.')).toBeVisible(LONG);
    // The PDF sent: page 3 (upright by its orientation) then page 2 (landscape), under 30 MB.
    const body = JSON.parse(
      await page.evaluate(() => (window as unknown as { sentBody: Blob }).sentBody.text()),
    ) as { ViewDocumentType: string; Document: { FileName: string; Content: string } };
    expect([body.ViewDocumentType, body.Document.FileName]).toEqual([
      'paperwork',
      'signed-contract.pdf',
    ]);
    const pdf = await PDFDocument.load(Buffer.from(body.Document.Content, 'base64'));
    expect(pdf.getPages().map((sent) => [sent.getWidth(), sent.getHeight()])).toEqual([
      [612, 792],
      [792, 612],
    ]);
    expect(Buffer.from(body.Document.Content, 'base64').byteLength).toBeLessThan(30 * 1024 * 1024);
    await waitingForReview(page);
    await reviewedThenFunded(page);
  });
});

/**
 * The JPEG with an EXIF block saying "turn a quarter clockwise to view" (Orientation 6), put
 * right after its start marker: a big-endian TIFF header and one IFD entry.
 */
function turnedUpright(jpeg: Buffer): Buffer {
  const exif = Buffer.from([
    0xff, 0xe1, 0x00, 0x22, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00, 0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00,
    0x00, 0x08, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00,
    0x00, 0x00, 0x00, 0x00,
  ]);
  return Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]);
}
