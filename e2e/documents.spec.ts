import type { APIRequestContext, Page } from '@playwright/test';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.fixture.ts';
import { activeAccount, expect, expectNoAxeViolations, startSignedIn, test } from './fixtures.ts';

/**
 * The application page's supporting documents (issue 22, item 2): the list of sent documents,
 * the uploader opened for a pending condition, and what a read-only role sees. Each journey
 * submits a pending application of its own through the API, as the Sunrise administrator.
 */

/** The sandbox's SSN that leaves an application Pending on proof of income. */
const PEND_ON_INCOME = '500000010';
const WAIT = { timeout: 20_000 };

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const { password } = await activeAccount(request, (account) => account.username === username);
  const response = await request.post('/sandbox/session', { data: { username, password } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A Sunrise application the sandbox leaves Pending on proof of income; its Id. */
async function pendingApplication(request: APIRequestContext): Promise<number> {
  const token = await tokenOf(request, 'sunrise.admin');
  const response = await request.post('/v3/api/applications', {
    headers: { Authorization: `Bearer ${token}` },
    data: validApplicationV3({
      AssignedUserEmailAddress: 'marcus.reyes@sunrise.example.com',
      Applicant: { SocialSecurityNumber: PEND_ON_INCOME },
    }),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { Id: number }).Id;
}

/** A document sent through the service's own operation, so the list has something to show. */
async function sendDocument(request: APIRequestContext, applicationId: number, name: string) {
  const token = await tokenOf(request, 'sunrise.admin');
  const response = await request.post(`/v3/api/applications/${applicationId}/supportingDocuments`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      DocumentName: name,
      Description: 'Sent before the journey',
      ViewDocumentType: 'general',
      Document: {
        FileName: `${name}.pdf`,
        Content: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
      },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openAs(page: Page, request: APIRequestContext, username: string, id: number) {
  await startSignedIn(page, await activeAccount(request, (a) => a.username === username));
  await page.goto(`/applications/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Application/, WAIT);
}

const documentsRegion = (page: Page) => page.getByRole('region', { name: 'Documents' });

test.describe('supporting documents on the application page', () => {
  test('a read-only representative sees the list and no upload buttons', async ({
    page,
    request,
  }) => {
    const id = await pendingApplication(request);
    await sendDocument(request, id, 'Pay stub October');
    await openAs(page, request, 'sunrise.rep', id);
    const documents = documentsRegion(page);
    await expect(documents.getByRole('cell', { name: 'Pay stub October' })).toBeVisible(WAIT);
    await expect(documents).toContainText('this account cannot upload supporting documents');
    await expect(documents).toContainText('cannot be opened or downloaded from the portal');
    // The condition is shown, and nothing offers to upload for it.
    await expect(page.getByRole('region', { name: 'Messages from the lender' })).toContainText(
      'Not met',
    );
    await expect(page.getByRole('button', { name: /upload/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /choose files/i })).toHaveCount(0);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the Documents section with its list has no axe violations, ${scheme}`, async ({
    page,
    request,
  }) => {
    const id = await pendingApplication(request);
    await sendDocument(request, id, 'Pay stub October');
    await page.emulateMedia({ colorScheme: scheme });
    await openAs(page, request, 'sunrise.admin', id);
    await expect(documentsRegion(page).getByRole('cell', { name: 'Pay stub October' })).toBeVisible(
      WAIT,
    );
    await page.getByRole('button', { name: 'Upload for this condition: Proof of income' }).click();
    await expect(
      documentsRegion(page).getByRole('heading', { name: /Upload for the condition/ }),
    ).toBeFocused(WAIT);
    await expectNoAxeViolations(page);
  });
}
