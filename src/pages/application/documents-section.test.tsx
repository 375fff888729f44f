import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/format.ts';
import {
  renderPage,
  serviceAnswers,
  type TestSandbox,
} from '../../test/render-page.test-support.tsx';
import { submitApplicationOf } from '../../test/sandbox-steps.test-support.ts';
import { newestFirst } from './documents-list.tsx';

const TIMEOUT = { timeout: 10_000 };
/** The sandbox's SSN that leaves an application Pending on proof of income. */
const PEND_ON_INCOME = '500000010';

const pendingApplication = (sandbox: TestSandbox) =>
  submitApplicationOf(sandbox, { Applicant: { SocialSecurityNumber: PEND_ON_INCOME } });

/** A supporting document sent through the sandbox's own operation, as `username`. */
async function sendDocument(
  sandbox: TestSandbox,
  username: string,
  applicationId: number,
  name: string,
  category: 'general' | 'paperwork',
) {
  const token = await sandbox.signIn(username);
  const response = await sandbox.request(
    `/v3/api/applications/${applicationId}/supportingDocuments`,
    {
      method: 'POST',
      token,
      json: {
        DocumentName: name,
        Description: `${name} for the lender`,
        ViewDocumentType: category,
        Document: { FileName: `${name}.pdf`, Content: btoa('%PDF-1.4\n%%EOF\n') },
      },
    },
  );
  if (!response.ok) throw new Error(`upload answered ${response.status}`);
}

const documentsRegion = () => screen.findByRole('region', { name: 'Documents' }, TIMEOUT);
const messagesRegion = () =>
  screen.findByRole('region', { name: 'Messages from the lender' }, TIMEOUT);

describe('the application page’s documents', () => {
  it('lists the sent documents newest first, with name, category, time and sender, and says they cannot be downloaded', async () => {
    let times: string[] = [];
    await renderPage(async ({ sandbox }) => {
      const id = await pendingApplication(sandbox);
      await sendDocument(sandbox, 'sunrise.admin', id, 'Pay stub October', 'general');
      sandbox.advance(60_000);
      await sendDocument(sandbox, 'operator', id, 'Photo ID', 'general');
      sandbox.advance(60_000);
      await sendDocument(sandbox, 'sunrise.admin', id, 'Signed contract', 'general');
      times = (
        sandbox.db
          .prepare('SELECT uploaded_at FROM documents WHERE application_id = ? ORDER BY id')
          .all(id) as { uploaded_at: string }[]
      ).map((row) => row.uploaded_at);
      return `/applications/${id}`;
    });
    const region = await documentsRegion();
    const table = await within(region).findByRole('table', {}, TIMEOUT);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Signed contract', 'General', formatDateTime(times[2]), 'sunrise.admin'],
      ['Photo ID', 'General', formatDateTime(times[1]), 'operator'],
      ['Pay stub October', 'General', formatDateTime(times[0]), 'sunrise.admin'],
    ]);
    // Shown in the user's zone, with the zone named, never the raw UTC text.
    expect(rows[0]?.[2]).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(region).toHaveTextContent(/cannot be opened or downloaded from the portal/);
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when nothing has been sent yet', async () => {
    await renderPage(async ({ sandbox }) => `/applications/${await pendingApplication(sandbox)}`);
    const region = await documentsRegion();
    expect(
      await within(region).findByText(
        'No documents have been sent for this application yet.',
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
  });

  it('offers "Upload for this condition" in the funding checklist, opens the uploader for it, as the decision lists it', async () => {
    await renderPage(async ({ sandbox }) => `/applications/${await pendingApplication(sandbox)}`);
    await screen.findByRole('status', { name: 'Pending: conditions to meet' }, TIMEOUT);
    const checklist = await screen.findByRole('region', { name: 'Funding checklist' }, TIMEOUT);
    const action = await within(checklist).findByRole(
      'button',
      { name: 'Upload for this condition: Proof of income' },
      TIMEOUT,
    );
    // Met conditions and hints have nothing to upload for; the offer is made once, in the checklist.
    expect(screen.getAllByRole('button', { name: /Upload for this condition/ })).toHaveLength(1);
    const messages = await messagesRegion();
    expect(messages).toHaveTextContent('Not met');
    await userEvent.click(action);
    const region = await documentsRegion();
    const uploader = within(region).getByRole('region', {
      name: 'Upload for the condition “Proof of income”',
    });
    expect(uploader).toHaveTextContent(/The lender asks: Upload a recent pay stub/);
    await waitFor(() =>
      expect(
        within(uploader).getByRole('heading', { name: /Upload for the condition/ }),
      ).toHaveFocus(),
    );
    // The shared uploader, for this application: a chosen file starts with the condition's words.
    await within(uploader).findByRole('button', { name: 'Choose files' }, TIMEOUT);
    await userEvent.upload(
      within(uploader).getByLabelText('Choose files for Documents for this application'),
      new File(['%PDF-1.4'], 'pay-stub.pdf', { type: 'application/pdf' }),
    );
    const row = within(uploader).getByRole('listitem', { name: 'pay-stub.pdf' });
    expect(within(row).getByRole('textbox', { name: /Description/ })).toHaveValue(
      'Proof of income: Upload a recent pay stub, tax return or benefits statement showing the monthly income.',
    );
    expect(within(row).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });

  it('makes the pending condition a step the dealer owes, with its upload', async () => {
    await renderPage(async ({ sandbox }) => `/applications/${await pendingApplication(sandbox)}`);
    const next = await screen.findByRole('region', { name: 'Funding checklist' }, TIMEOUT);
    expect(next).toHaveTextContent('Stage: Conditions pending');
    const step = within(next)
      .getByText('Condition: Proof of income', { selector: 'p' })
      .closest('li')!;
    expect(step).toHaveTextContent('To do');
    expect(step).toHaveTextContent('Owed by you (the dealer)');
    expect(
      within(step).getByRole('button', { name: 'Upload for this condition: Proof of income' }),
    ).toBeVisible();
  });

  it('shows a read-only representative the list and no upload buttons', async () => {
    await renderPage(
      async ({ sandbox }) => {
        const id = await pendingApplication(sandbox);
        await sendDocument(sandbox, 'sunrise.admin', id, 'Pay stub October', 'general');
        return `/applications/${id}`;
      },
      { as: 'sunrise.rep' },
    );
    const region = await documentsRegion();
    expect(await within(region).findByRole('cell', { name: 'Pay stub October' }, TIMEOUT));
    expect(region).toHaveTextContent(
      'Not available for your account: this account cannot upload supporting documents.',
    );
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
  });

  it('says a disabled list is about the account, before anything else', async () => {
    await renderPage(async ({ sandbox }) => `/applications/${await pendingApplication(sandbox)}`, {
      answers: {
        'GET /v3/api/applications/:id/supportingDocuments': serviceAnswers.disabled,
      },
    });
    const region = await documentsRegion();
    expect(
      await within(region).findByText(
        /Not available for your account: this account cannot see supporting documents/,
        {},
        TIMEOUT,
      ),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the list fails', async () => {
    let failures = 0;
    await renderPage(async ({ sandbox }) => `/applications/${await pendingApplication(sandbox)}`, {
      answers: {
        'GET /v3/api/applications/:id/supportingDocuments': () => {
          failures += 1;
          return new Response('{"Message":"Not here."}', {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          });
        },
      },
    });
    const region = await documentsRegion();
    const retry = await within(region).findByRole('button', { name: 'Try again' }, TIMEOUT);
    expect(region).toHaveTextContent('The documents could not be loaded');
    const before = failures;
    await userEvent.click(retry);
    await waitFor(() => expect(failures).toBeGreaterThan(before));
  });
});

describe('newestFirst', () => {
  it('puts the latest first, keeps same-instant documents newest first and undated last', () => {
    const at = (Name: string, UploadTimeUTC: string | null) => ({
      Name,
      UploadTimeUTC,
      UploadUserName: 'x',
      Category: 'general' as const,
    });
    expect(
      newestFirst([
        at('a', '2026-01-01T10:00:00Z'),
        at('undated', null),
        at('b', '2026-01-01T10:00:00Z'),
        at('c', '2026-01-02T09:00:00Z'),
      ]).map((document) => document.Name),
    ).toEqual(['c', 'b', 'a', 'undated']);
  });
});
