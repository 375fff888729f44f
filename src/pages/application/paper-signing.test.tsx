import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format.ts';
import { withPaperwork } from '../../test/paperwork-world.test-support.ts';
import { renderPage, type TestSandbox } from '../../test/render-page.test-support.tsx';
import { signedPaperSentAt, writtenDocumentsOf } from './paper-signing.tsx';

/**
 * The "Signing on paper" panel of the application page against the real sandbox: what to do
 * after a download, the signed pages sent and waiting for the lender's review, the review done,
 * and the documents to download again (issue 33 items 1 and 2).
 */
const TIMEOUT = { timeout: 10_000 };

async function sendSignedPages(sandbox: TestSandbox, applicationId: number) {
  const response = await sandbox.request(
    `/v3/api/applications/${applicationId}/supportingDocuments`,
    {
      method: 'POST',
      token: await sandbox.signIn('sunrise.admin'),
      json: {
        DocumentName: 'Signed contract',
        Description: 'Signed on paper',
        ViewDocumentType: 'paperwork',
        Document: { FileName: 'signed.pdf', Content: btoa('%PDF-1.4\n%%EOF\n') },
      },
    },
  );
  if (!response.ok) throw new Error(`upload answered ${response.status}`);
}

const panel = () => screen.findByRole('region', { name: 'Signing on paper' }, TIMEOUT);

describe('signing on paper', () => {
  it('after a download: says how to finish, offers the upload as paperwork, file or photos, and the documents again', async () => {
    await renderPage(
      async () => `/applications/${(await withPaperwork('download', { payment: true })).id}`,
    );
    const region = await panel();
    expect(region).toHaveTextContent('Print the documents below.');
    expect(region).toHaveTextContent('Send the signed pages back here');
    expect(within(region).getByRole('group', { name: 'Signed contract' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Photograph the pages' })).toBeVisible();
    // The Written documents of the paperwork GET: the contract and the autopay authorisation.
    expect(
      within(region)
        .getAllByRole('button', { name: /^Download/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Download the contract (full paperwork)',
      'Download the autopay (ACH) authorisation',
    ]);
    expect(region.closest('#paper-signing')).not.toBeNull();
  });

  it('photos show in page order with a preview each, and can be moved and removed', async () => {
    await renderPage(async () => `/applications/${(await withPaperwork('download')).id}`);
    const region = await panel();
    const input = region.querySelector<HTMLInputElement>('input[type="file"][capture]')!;
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input.multiple).toBe(true);
    const photo = (name: string) => new File(['jpeg'], name, { type: 'image/jpeg' });
    await userEvent.upload(input, [photo('one.jpg'), photo('two.jpg'), photo('three.jpg')]);
    const pages = () =>
      within(within(region).getByRole('list', { name: 'Photographed pages, in page order' }))
        .getAllByRole('img')
        .map((image) => image.getAttribute('src'));
    const [one, two, three] = pages();
    await userEvent.click(within(region).getByRole('button', { name: 'Move page 3 up' }));
    expect(pages()).toEqual([one, three, two]);
    await userEvent.click(within(region).getByRole('button', { name: 'Remove page 1' }));
    expect(pages()).toEqual([three, two]);
    expect(
      within(region).getByRole('button', { name: 'Combine 2 photos into one PDF' }),
    ).toBeVisible();
  });

  it('once the signed pages are sent, reads "Signed contract sent on …, waiting for the lender’s review"', async () => {
    let sentAt = '';
    await renderPage(
      async ({ sandbox }) => {
        const { id } = await withPaperwork('download');
        await sendSignedPages(sandbox, id);
        sentAt = (
          sandbox.db
            .prepare(
              'SELECT uploaded_at FROM documents WHERE application_id = ? AND uploaded_by IS NOT NULL',
            )
            .get(id) as { uploaded_at: string }
        ).uploaded_at;
        return `/applications/${id}`;
      },
      { reviewDelayMs: 3_600_000 },
    );
    const region = await panel();
    await waitFor(() =>
      expect(region).toHaveTextContent(
        `Signed contract sent on ${formatDateTime(sentAt)}, waiting for the lender’s review`,
      ),
    );
    expect(region).toHaveTextContent('Send the signed pages again');
  });

  it('after the lender’s review: every written signature signed, no upload, the documents still offered', async () => {
    await renderPage(async ({ sandbox }) => {
      const { id } = await withPaperwork('download');
      await sendSignedPages(sandbox, id);
      return `/applications/${id}`;
    });
    const region = await panel();
    await waitFor(() => expect(region).toHaveTextContent('The signed contract was reviewed'));
    expect(within(region).queryByRole('group', { name: 'Signed contract' })).toBeNull();
    expect(
      within(region).getByRole('button', { name: 'Download the contract (full paperwork)' }),
    ).toBeVisible();
  });

  it('is not shown for paperwork sent to sign electronically', async () => {
    await renderPage(async () => `/applications/${(await withPaperwork('esign')).id}`);
    await screen.findByRole('region', { name: 'Signatures' }, TIMEOUT);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Signing on paper' })).toBeNull();
  });
});

describe('writtenDocumentsOf and signedPaperSentAt', () => {
  const signer = (DateSigned: string | null) => ({
    EmailAddress: null,
    DateSent: null,
    DateSigned,
  });
  const item = (SignatureType: string, PaperworkSignatureType: string, signers: object) => ({
    SignatureType,
    PaperworkSignatureType,
    ...signers,
  });
  const written = (...Signatures: object[]) => writtenDocumentsOf({ Signatures } as never);
  it('reads the Written items only, and signed only when every named signer signed', () => {
    expect(
      written(
        item('Written', 'FULL', { Applicant: signer('2025-06-15') }),
        item('Electronic', 'ACH', { Applicant: signer(null) }),
      ),
    ).toEqual({ types: ['FULL'], signed: true });
    expect(
      written(item('Written', 'FULL', { Applicant: signer('2025-06-15'), Dealer: signer(null) })),
    ).toEqual({ types: ['FULL'], signed: false });
    expect(written()).toEqual({ types: [], signed: false });
  });

  it('takes the latest paperwork a person sent, never one the service filed', () => {
    const record = (Category: string, UploadUserName: string, UploadTimeUTC: string) => ({
      Name: 'x',
      Category,
      UploadUserName,
      UploadTimeUTC,
    });
    expect(
      signedPaperSentAt([
        record('paperwork', 'dealer.user', '2025-06-15T15:00:00Z'),
        record('paperwork', 'System', '2025-06-16T15:00:00Z'),
        record('general', 'dealer.user', '2025-06-17T15:00:00Z'),
        record('paperwork', 'sunrise.admin', '2025-06-15T16:00:00Z'),
      ] as never),
    ).toBe('2025-06-15T16:00:00Z');
    expect(
      signedPaperSentAt([record('paperwork', 'System', '2025-06-16T15:00:00Z')] as never),
    ).toBeNull();
  });
});
