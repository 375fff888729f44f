import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getDetail } from '../../api/applications.ts';
import { saveBlob } from '../../lib/download.ts';
import { ESIGN_CONSENT_MESSAGE } from '../../schemas/paperwork-form-schema.ts';
import { approvedWithPlan, signOnSigningPage, withPaperwork } from '../../test/paperwork-world.ts';
import { renderPage, serviceAnswers } from '../../test/render-page.tsx';

vi.mock('../../lib/download.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/download.ts')>()),
  saveBlob: vi.fn(),
}));

/**
 * The paperwork page against the real sandbox (renderPage). `approvedWithPlan` makes a new
 * approved Sunrise application (CA, closed-end, $12,531.25 financed, the dealer includes the
 * completion certificate) with promotion 302 (84 months at 9.99 %) chosen.
 */
const LONG = { timeout: 10_000 };
const SUBMIT = 'POST /v3/api/applications/paperwork/submit';
let applicationId = 0;

async function paperworkOf(promotionId = 302) {
  applicationId = await approvedWithPlan(promotionId);
  return `/applications/${applicationId}/paperwork`;
}

const section = (name: string) => screen.getByRole('region', { name });
async function formShown() {
  await screen.findByRole('region', { name: 'Parties' }, LONG);
}
const send = () => userEvent.click(screen.getByRole('button', { name: /^Send the paperwork/ }));

describe('the paperwork page', () => {
  it('opens under a focused heading with whose paperwork it is, a way back and every section', async () => {
    await renderPage(() => paperworkOf());
    expect(screen.getByRole('heading', { level: 1, name: 'Prepare the paperwork' })).toHaveFocus();
    await formShown();
    const detail = await getDetail(applicationId);
    expect(
      screen.getByText(`Maria Hernandez · Application ${detail.ApplicationNumber}`),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the application' })).toHaveAttribute(
      'href',
      `/applications/${applicationId}`,
    );
    for (const name of [
      'Parties',
      'Products',
      'Money',
      'Terms',
      'Autopay',
      'Completion',
      'Signing',
    ]) {
      expect(section(name)).toBeVisible();
    }
    expect(within(section('Money')).getByRole('status')).toHaveTextContent('$12,531.25');
    const terms = section('Terms');
    expect(terms).toHaveTextContent('Annual percentage rate9.99%');
    expect(terms).toHaveTextContent('Repayment termsEighty four months');
    expect(terms).toHaveTextContent('Promotion302');
  });

  it('downloads: sends once, lists the documents, and saves each as a named PDF', async () => {
    const { calls } = await renderPage(() => paperworkOf());
    await formShown();
    await userEvent.click(screen.getByRole('switch', { name: /Set up autopay/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Withdrawal day/ }), '5');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /First withdrawal month/ }),
      'August',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Routing number/ }), '021000021');
    await userEvent.type(screen.getByRole('textbox', { name: /^Account number/ }), '123456789');
    await send();
    expect(await screen.findByText('The paperwork is ready to download', {}, LONG)).toBeVisible();
    expect(calls().filter((call) => call === SUBMIT)).toHaveLength(1);
    const download = screen.getByRole('button', { name: 'Download the contract (full paperwork)' });
    expect(
      screen.getByRole('button', { name: 'Download the autopay (ACH) authorisation' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Download hard copies for the customer' }),
    ).toBeVisible();
    await userEvent.click(download);
    await screen.findByText(`Saved as Paperwork-${applicationId}-FULL.pdf.`, {}, LONG);
    expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(
      expect.any(Blob),
      `Paperwork-${applicationId}-FULL.pdf`,
    );
    const [blob] = vi.mocked(saveBlob).mock.calls.at(-1)!;
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('e-signs: asks for the ESIGN consent, then offers the signing page on this device', async () => {
    const { sent } = await renderPage(() => paperworkOf());
    await formShown();
    await userEvent.click(screen.getByRole('radio', { name: 'E-sign now, on this device' }));
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: /applicant a US citizen/ })).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    );
    await send();
    expect(await screen.findByText(ESIGN_CONSENT_MESSAGE, {}, LONG)).toBeVisible();
    const dealerEmail = screen.getByRole('textbox', { name: /^Dealer signer e-mail address/ });
    expect(dealerEmail).toHaveAccessibleDescription('Dealer signer e-mail is required');
    await userEvent.type(dealerEmail, 'marcus.reyes@sunrise.example.com');
    expect(sent.filter((request) => request.call === SUBMIT)).toHaveLength(0);
    await userEvent.click(
      screen.getByRole('checkbox', { name: /customer agreed to receive and sign/ }),
    );
    await send();
    const sign = await screen.findByRole('link', { name: 'Sign now on this device' }, LONG);
    expect(sign.getAttribute('href')).toMatch(/\/sandbox\/esign\//);
    const body = sent.find((request) => request.call === SUBMIT)?.body as {
      Signature: { SignatureTypes: string[]; EsignRedirectUrl: string };
    };
    expect(body.Signature.SignatureTypes).toEqual(['Written', 'Electronic']);
    expect(body.Signature.EsignRedirectUrl).toBe(
      `${window.location.origin}/applications/${applicationId}`,
    );
  });
});
