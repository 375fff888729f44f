import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { signedStatusQuery } from '../../api/paperwork.ts';
import {
  currentSignatures,
  liveSignedStatusQuery,
  SIGNED_STATUS_REFRESH_MS,
  signedStatusRefreshInterval,
} from '../../api/signed-status.ts';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';
import { signOnSigningPage, withPaperwork } from '../../test/paperwork-world.test-support.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';

/**
 * The Signatures section of the application page against the real sandbox (renderPage): the
 * signed-status panel per document and signee, Resend, and the way to stage funding once the
 * full paperwork is signed. Seeded 20011 has its full paperwork signed (funding requested).
 */
const SIGNED = 20011;
type Sandbox = Awaited<ReturnType<typeof renderPage>>['sandbox'];
const TIMEOUT = { timeout: 10_000 };

/** The sandbox outbox's e-mailed signing requests for one application. */
async function outboxFor(sandbox: Sandbox, applicationId: number) {
  const response = await sandbox.request('/sandbox/outbox.json', {
    token: await sandbox.signIn('sunrise.admin'),
  });
  const messages = (await response.json()) as { applicationId: number }[];
  return messages.filter((message) => message.applicationId === applicationId);
}

async function signaturesRegion() {
  return screen.findByRole('region', { name: 'Signatures' }, TIMEOUT);
}

/** The rows (signer and e-mail, sent, signed[, reviewed]) of one document's table. */
async function signerRows(documentName: string) {
  const table = await screen.findByRole(
    'table',
    { name: `Signers of the ${documentName}` },
    TIMEOUT,
  );
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('the signed-status panel', () => {
  it('lists each signee of e-signed paperwork as sent and not signed, with Resend', async () => {
    await renderPage(async () => `/applications/${(await withPaperwork('esign')).id}`);
    const region = await signaturesRegion();
    await waitFor(async () =>
      expect(await signerRows('Full paperwork (FULL)')).toEqual([
        ['Applicantmaria.hernandez@example.com', '06/15/2025', 'Not signed yet'],
        ['Dealerpaperwork@sunrise.example.com', '06/15/2025', 'Not signed yet'],
      ]),
    );
    expect(region).toHaveTextContent('Waiting for signatures');
    expect(region).toHaveTextContent(
      'This list updates by itself while someone still has to sign.',
    );
    expect(
      within(region).getByRole('button', { name: 'Resend the Full paperwork (FULL)' }),
    ).toBeVisible();
    // No ACH document, so no Reviewed column.
    expect(within(region).queryByRole('columnheader', { name: /Reviewed/ })).toBeNull();
  });

  it('resends after a confirmation, once, and says when', async () => {
    const user = userEvent.setup();
    let id = 0;
    const { sandbox } = await renderPage(async () => {
      id = (await withPaperwork('email')).id;
      return `/applications/${id}`;
    });
    const region = await signaturesRegion();
    await user.click(
      await within(region).findByRole(
        'button',
        { name: 'Resend the Full paperwork (FULL)' },
        TIMEOUT,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Send the signing request again?' });
    expect(dialog).toHaveTextContent('Full paperwork (FULL)');
    const before = await outboxFor(sandbox, id);
    expect(before).toHaveLength(2);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await within(region).findByText(/^Signing request sent again on \d\d\/\d\d\/\d{4}/),
    ).toBeVisible();
    // Each signer yet to sign got the request once more: the double click sent once.
    expect(await outboxFor(sandbox, id)).toHaveLength(4);
  });

  it('shows the dealer’s review for ACH signed electronically', async () => {
    await renderPage(
      async () => `/applications/${(await withPaperwork('esign', { payment: true })).id}`,
    );
    await screen.findByRole('table', { name: 'Signers of the Automatic payments (ACH)' }, TIMEOUT);
    const rows = await signerRows('Automatic payments (ACH)');
    expect(rows.map((row) => row[3])).toEqual(['Not yet', 'Not yet']);
    // The full paperwork's Reviewed is null: no column there.
    const full = screen.getByRole('table', { name: 'Signers of the Full paperwork (FULL)' });
    expect(within(full).queryByRole('columnheader', { name: /Reviewed/ })).toBeNull();
  });

  it('offers no Resend for paperwork printed for signing on paper', async () => {
    await renderPage(async () => `/applications/${(await withPaperwork('download')).id}`);
    await waitFor(async () =>
      expect(await signerRows('Full paperwork (FULL)')).toEqual([
        [expect.stringMatching(/^Applicant/), '—', 'Not signed yet'],
        [expect.stringMatching(/^Dealer/), '—', 'Not signed yet'],
      ]),
    );
    const region = await signaturesRegion();
    expect(within(region).queryByRole('button', { name: /Resend/ })).toBeNull();
  });

  // Issue 31 item 4: a service may list printed paperwork as sent; the GET says it is Written.
  it('offers no Resend for paperwork to download, even when signed-status lists it as sent', async () => {
    const sentNotSigned = [
      {
        SignatureType: 'FULL',
        SignatureInformation: ['Applicant', 'Dealer'].map((SigneeType) => ({
          SigneeType,
          DateSent: '2025-06-15T00:00:00',
          DateSigned: null,
          EmailAddress: null,
          AccessCode: null,
          Reviewed: null,
        })),
      },
    ];
    await renderPage(async () => `/applications/${(await withPaperwork('download')).id}`, {
      answers: {
        'GET /v3/api/applications/paperwork/:id/signed-status': () => Response.json(sentNotSigned),
      },
    });
    await waitFor(async () =>
      expect(await signerRows('Full paperwork (FULL)')).toEqual([
        [expect.stringMatching(/^Applicant/), '06/15/2025', 'Not signed yet'],
        [expect.stringMatching(/^Dealer/), '06/15/2025', 'Not signed yet'],
      ]),
    );
    const region = await signaturesRegion();
    expect(within(region).queryByRole('button', { name: /Resend/ })).toBeNull();
  });

  it('says the full paperwork is signed, leads to stage funding, and funding succeeds', async () => {
    const user = userEvent.setup();
    await renderPage(async () => {
      const { id, ESignUrl } = await withPaperwork('esign');
      await signOnSigningPage(ESignUrl!);
      return `/applications/${id}`;
    });
    const region = await signaturesRegion();
    expect(
      await within(region).findByText('The full paperwork is signed', {}, TIMEOUT),
    ).toBeVisible();
    expect(region).not.toHaveTextContent('Not signed yet');
    expect(region).not.toHaveTextContent('This list updates by itself');
    expect(within(region).queryByRole('button', { name: /Resend/ })).toBeNull();
    expect(within(region).getByRole('link', { name: 'Go to stage funding' })).toHaveAttribute(
      'href',
      '#stage-funding',
    );
    const manage = screen.getByRole('region', { name: 'Manage this application' });
    await user.click(within(manage).getByRole('button', { name: 'Request stage funding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request stage funding?' });
    await user.click(within(dialog).getByRole('button', { name: 'Request stage funding' }));
    expect(await within(manage).findByText('Stage funding requested.', {}, TIMEOUT)).toBeVisible();
    expect(within(manage).queryByRole('alert')).toBeNull();
  });

  it('shows the seeded signed application’s full paperwork as signed, from signed-status', async () => {
    await renderPage(`/applications/${SIGNED}`);
    const region = await signaturesRegion();
    expect(
      await within(region).findByText('The full paperwork is signed', {}, TIMEOUT),
    ).toBeVisible();
    expect(region).toHaveTextContent('Status now: Funding requested.');
    expect(within(region).queryByRole('link', { name: 'Go to stage funding' })).toBeNull();
  });

  it('shows what an e-signer just signed on arrival from the signing page', async () => {
    await renderPage(async () => {
      const { id, ESignUrl } = await withPaperwork('esign');
      await signOnSigningPage(ESignUrl!, 1);
      return `/applications/${id}`;
    });
    await waitFor(async () =>
      expect((await signerRows('Full paperwork (FULL)')).map((row) => row[2])).toEqual([
        '06/15/2025',
        'Not signed yet',
      ]),
    );
  });
});

describe('the signed-status refresh', () => {
  it('shows signatures as they arrive while the page is open, then stops asking', async () => {
    // Only the interval is faked: the sandbox, React and Testing Library keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    let esignUrl = '';
    await renderPage(async () => {
      const submitted = await withPaperwork('esign');
      esignUrl = submitted.ESignUrl!;
      return `/applications/${submitted.id}`;
    });
    const region = await signaturesRegion();
    expect(await within(region).findByText('Waiting for signatures', {}, TIMEOUT)).toBeVisible();
    const asked: string[] = [];
    const sandboxFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/signed-status')) asked.push(url);
      return sandboxFetch(input, init);
    };
    await signOnSigningPage(esignUrl);
    expect(region).toHaveTextContent('Not signed yet');
    await vi.advanceTimersByTimeAsync(SIGNED_STATUS_REFRESH_MS);
    expect(
      await within(region).findByText('The full paperwork is signed', {}, TIMEOUT),
    ).toBeVisible();
    expect(asked).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(4 * SIGNED_STATUS_REFRESH_MS);
    expect(asked).toHaveLength(1);
    expect(region).not.toHaveTextContent('This list updates by itself');
  });

  const signee = (DateSigned: string | null) => ({
    SigneeType: 'Applicant' as const,
    DateSent: '2025-06-15',
    DateSigned,
    EmailAddress: null,
    AccessCode: null,
    Reviewed: null,
  });
  const documents = (...signed: (string | null)[]): SignedDocument[] => [
    { SignatureType: 'FULL', SignatureInformation: signed.map(signee) },
  ];
  const state = (status: 'pending' | 'success' | 'error', data?: SignedDocument[]) =>
    ({ state: { status, data } }) as Parameters<typeof signedStatusRefreshInterval>[0];

  it('asks every 15 s while anyone has to sign, and stops when all have', () => {
    expect(SIGNED_STATUS_REFRESH_MS).toBe(15_000);
    expect(signedStatusRefreshInterval(state('pending'))).toBe(15_000);
    expect(signedStatusRefreshInterval(state('success', documents('2025-06-15', null)))).toBe(
      15_000,
    );
    expect(
      signedStatusRefreshInterval(state('success', documents('2025-06-15', '2025-06-16'))),
    ).toBe(false);
    // Refused (paperwork neither completed nor sent for e-signing): nothing to watch.
    expect(signedStatusRefreshInterval(state('error'))).toBe(false);
  });

  it('refreshes only while the page is visible, and is fresh on every visit', () => {
    const options = liveSignedStatusQuery(7, true);
    expect(options.queryKey).toEqual(signedStatusQuery(7).queryKey);
    expect(options.refetchInterval).toBe(signedStatusRefreshInterval);
    expect(options.refetchIntervalInBackground).toBe(false);
    expect(options.refetchOnMount).toBe('always');
    expect(options.staleTime).toBe(0);
    expect(liveSignedStatusQuery(7, false).enabled).toBe(false);
  });

  it('keeps the detail’s documents that signed-status leaves out, in FULL, LCC, ACH order', () => {
    const full = documents(null)[0]!;
    const ach: SignedDocument = { ...full, SignatureType: 'ACH' };
    const achSigned: SignedDocument = {
      SignatureType: 'ACH',
      SignatureInformation: [signee('2025-06-16')],
    };
    expect(currentSignatures([full, ach], [achSigned])).toEqual([full, achSigned]);
    expect(currentSignatures([full], undefined)).toEqual([full]);
  });
});
