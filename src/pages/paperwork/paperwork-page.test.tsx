import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getDetail } from '../../api/applications.ts';
import type * as Download from '../../lib/download.ts';
import { saveBlob } from '../../lib/download.ts';
import { ESIGN_CONSENT_MESSAGE } from '../../schemas/paperwork-form-schema.ts';
import { approvedWithPlan } from '../../test/paperwork-world.test-support.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';

// The browser's save, stubbed: the test checks what would be saved, under which name.
vi.mock('../../lib/download.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
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
  it('opens under its heading with whose paperwork it is, a way back and every section', async () => {
    await renderPage(() => paperworkOf());
    expect(screen.getByRole('heading', { level: 1, name: 'Prepare the paperwork' })).toBeVisible();
    await formShown();
    const detail = await getDetail(applicationId);
    expect(screen.getByText(`Maria Hernandez · Application ${detail.Id}`)).toBeVisible();
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
    expect(terms).toHaveTextContent('Repayment terms84 months');
    // The plan by its name, never "Promotion 302" (issue 32 item 11).
    expect(terms).toHaveTextContent('Plan84 months at 9.99% APR');
    expect(terms).not.toHaveTextContent('302');
  });

  it('downloads: sends once, offers the documents the answer named, and saves each as a named PDF', async () => {
    const { calls } = await renderPage(() => paperworkOf());
    await formShown();
    await userEvent.click(screen.getByRole('checkbox', { name: /Set up autopay/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: /^Withdrawal day/ }), '5');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /First withdrawal month/ }),
      'August',
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Routing number/ }), '021000021');
    await userEvent.type(screen.getByRole('textbox', { name: /^Account number/ }), '123456789');
    await send();
    expect(await screen.findByText('The paperwork is ready to download', {}, LONG)).toBeVisible();
    expect(calls().filter((call) => call === SUBMIT)).toHaveLength(1);
    // Hard copies asked for (the default): the answer names the packet, and nothing else.
    const download = screen.getByRole('button', { name: 'Download hard copies for the customer' });
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(1);
    await userEvent.click(download);
    await screen.findByText(`Saved as Paperwork-${applicationId}-HardCopies.pdf.`, {}, LONG);
    expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(
      expect.any(Blob),
      `Paperwork-${applicationId}-HardCopies.pdf`,
    );
    const [blob] = vi.mocked(saveBlob).mock.calls.at(-1)!;
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });

  it('downloads: an answer naming only FULL offers and fetches the contract alone', async () => {
    const { calls } = await renderPage(() => paperworkOf());
    await formShown();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Also download the hard copies for the customer' }),
    );
    await send();
    expect(await screen.findByText('The paperwork is ready to download', {}, LONG)).toBeVisible();
    expect(
      screen
        .getAllByRole('button', { name: /^Download / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Download the contract (full paperwork)']);
    await userEvent.click(
      screen.getByRole('button', { name: 'Download the contract (full paperwork)' }),
    );
    await screen.findByText(`Saved as Paperwork-${applicationId}-FULL.pdf.`, {}, LONG);
    const fetched = calls().filter(
      (call) =>
        call.startsWith('GET /v3/api/applications/paperwork/') && call.includes('/download'),
    );
    expect(fetched).toHaveLength(1);
  });

  it('e-signs: asks for the ESIGN consent, then offers the signing page on this device', async () => {
    const { sent } = await renderPage(() => paperworkOf());
    await formShown();
    await userEvent.click(screen.getByRole('radio', { name: 'E-sign now, on this device' }));
    await userEvent.click(
      within(await screen.findByRole('radiogroup', { name: /applicant a US citizen/ })).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    );
    await send();
    expect(await screen.findByText(ESIGN_CONSENT_MESSAGE, {}, LONG)).toBeVisible();
    // The dealer signer is the signed-in person, not the company (issue 32 item 9); editable.
    const dealerName = screen.getByRole('textbox', { name: /^Dealer signer name/ });
    const dealerEmail = screen.getByRole('textbox', { name: /^Dealer signer e-mail address/ });
    expect(dealerName).toHaveValue('Marcus Reyes');
    expect(dealerEmail).toHaveValue('marcus.reyes@sunrise.example.com');
    await userEvent.clear(dealerEmail);
    await send();
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
      Signature: {
        SignatureTypes: string[];
        EsignRedirectUrl: string;
        Dealer: { Name: string; EmailAddress: string };
      };
    };
    expect(body.Signature.SignatureTypes).toEqual(['Written', 'Electronic']);
    expect(body.Signature.Dealer).toEqual({
      Name: 'Marcus Reyes',
      EmailAddress: 'marcus.reyes@sunrise.example.com',
    });
    expect(body.Signature.EsignRedirectUrl).toBe(
      `${window.location.origin}/applications/${applicationId}`,
    );
  });
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  await userEvent.tab();
}
const amountShown = () => within(section('Money')).getByRole('status');

describe('each section checked as it is filled', () => {
  it('parties: a name left empty is refused next to it, and typed again it is accepted', async () => {
    await renderPage(() => paperworkOf());
    await formShown();
    const first = field(/^First name/);
    await retype(first, '');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription(/first name/i);
    await retype(first, 'Maria');
    expect(first).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('products: one line for closed-end; a price that is not an amount is refused', async () => {
    await renderPage(() => paperworkOf());
    await formShown();
    const products = section('Products');
    expect(within(products).queryByRole('button', { name: 'Add a second product' })).toBeNull();
    const price = within(products).getByRole('textbox', { name: /^Price/ });
    await retype(price, 'twelve');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    await retype(price, '12,531.25');
    expect(price).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('products: one or two lines for revolving, added and removed', async () => {
    await renderPage(
      async () => {
        // An Empire (NY, revolving) application, as the Empire administrator submits it.
        applicationId = await approvedWithPlan(201, {
          LoanParameters: {
            ContractState: 'NY',
            ProductOrService: 'Appliances',
            SellingPrice: 3200,
            DownPayment: null,
            SalesTax: 283.84,
            DealerId: 103,
          },
        });
        return `/applications/${applicationId}/paperwork`;
      },
      { as: 'empire.admin' },
    );
    await formShown();
    expect(screen.queryByRole('textbox', { name: /^Completion payment/ })).toBeNull();
    const products = section('Products');
    await userEvent.click(within(products).getByRole('button', { name: 'Add a second product' }));
    expect(within(products).getAllByRole('group', { name: /^Product \d/ })).toHaveLength(2);
    expect(within(products).queryByRole('button', { name: 'Add a second product' })).toBeNull();
    await userEvent.click(within(products).getByRole('button', { name: 'Remove product 2' }));
    expect(within(products).getAllByRole('group', { name: /^Product \d/ })).toHaveLength(1);
    expect(section('Terms')).toHaveTextContent('Payment factor');
  });

  it('money: the amount financed follows every figure, and must stay within 1,000–100,000', async () => {
    await renderPage(() => paperworkOf());
    await formShown();
    expect(amountShown()).toHaveTextContent('$12,531.25');
    // The fixture's figures: $12,500 + $1,031.25 tax − $1,000 down.
    await retype(field(/^Sales tax/), '1131.25');
    expect(amountShown()).toHaveTextContent('$12,631.25');
    await retype(field(/^Trade-in amount/), '200.25');
    expect(amountShown()).toHaveTextContent('$12,431.00');
    await retype(field(/^Down payment/), '12500');
    expect(amountShown()).toHaveTextContent('$931.00');
    const range = await within(section('Money')).findByText(/amount financed/i, {
      selector: 'p[role="alert"]',
    });
    expect(range).toBeVisible();
    expect(range).toHaveTextContent(/1,?000/);
    await retype(field(/^Down payment/), '1000');
    expect(amountShown()).toHaveTextContent('$12,431.00');
    await waitFor(() => expect(range).not.toBeInTheDocument());
  });

  it('money: the amount financed may not go above the approved amount, which the message names (issue 33 item 6)', async () => {
    const { calls } = await renderPage(() => paperworkOf());
    await formShown();
    // The sandbox approves the amount rounded up to the next $500: $13,000.00.
    await retype(field(/^Down payment/), '0');
    expect(amountShown()).toHaveTextContent('$13,531.25');
    const limit = await within(section('Money')).findByText(
      'Amount financed must not be above the approved amount of $13,000.00',
      { selector: 'p[role="alert"]' },
      LONG,
    );
    expect(limit).toBeVisible();
    await send();
    expect(calls()).not.toContain(SUBMIT);
    expect(field(/^Down payment/)).toHaveValue('0.00');
    await retype(field(/^Down payment/), '531.25');
    expect(amountShown()).toHaveTextContent('$13,000.00');
    await waitFor(() => expect(limit).not.toBeInTheDocument());
  });

  it('money: a fee needs its type; the completion payment is asked for a California contract', async () => {
    await renderPage(() => paperworkOf());
    await formShown();
    expect(field(/^Completion payment/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add a fee' }));
    await retype(field(/^Fee 1 amount/), '50');
    await userEvent.click(screen.getByRole('heading', { name: 'Terms' }));
    await userEvent.tab();
    await send();
    const type = screen.getByRole('combobox', { name: /^Fee 1 type/ });
    expect(type).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(type, 'Documentation fee');
    expect(type).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Remove fee 1' }));
    expect(screen.queryByRole('combobox', { name: /^Fee 1 type/ })).toBeNull();
  });

  it('money: a plan worked out for another amount blocks sending until it is previewed and accepted', async () => {
    const { calls } = await renderPage(() => paperworkOf());
    await formShown();
    await retype(field(/^Down payment/), '1531.25');
    expect(amountShown()).toHaveTextContent('$12,000.00');
    expect(screen.getByText("The plan's payment was for another amount")).toBeVisible();
    await send();
    expect(await screen.findByText(/Not sent: the plan's payment was worked out/)).toBeVisible();
    expect(calls()).not.toContain(SUBMIT);
    expect(screen.getByRole('link', { name: /Choose another plan/ })).toHaveAttribute(
      'href',
      `/applications/${applicationId}/promotions`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview the plan for $12,000.00' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'The customer agrees: use this payment' }, LONG),
    );
    expect(screen.queryByText("The plan's payment was for another amount")).toBeNull();
    await send();
    expect(await screen.findByText('The paperwork is ready to download', {}, LONG)).toBeVisible();
    expect(calls().filter((call) => call === SUBMIT)).toHaveLength(1);
  });

  it('autopay: the customer’s choice; routing number of 9 digits; a second day only twice a month', async () => {
    await renderPage(() => paperworkOf());
    await formShown();
    const autopay = section('Autopay');
    expect(autopay).toHaveTextContent(/not depend on it \(Regulation E\)/);
    await userEvent.click(within(autopay).getByRole('checkbox', { name: /Set up autopay/ }));
    const routing = await screen.findByRole('textbox', { name: /^Routing number/ });
    await retype(routing, '12345');
    expect(routing).toHaveAttribute('aria-invalid', 'true');
    await retype(routing, '021000021');
    expect(routing).not.toHaveAttribute('aria-invalid', 'true');
    const account = field(/^Account number/);
    await retype(account, '123456789012345678');
    expect(account).toHaveAttribute('aria-invalid', 'true');
    await retype(account, '12345678901234567');
    expect(account).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('textbox', { name: /^Second withdrawal day/ })).toBeNull();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^How often/ }),
      'Twice a month',
    );
    expect(field(/^Second withdrawal day/)).toBeVisible();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^How often/ }),
      'Once a month',
    );
    expect(screen.queryByRole('textbox', { name: /^Second withdrawal day/ })).toBeNull();
  });

  it('completion: the dealer offers the certificate; a full one needs every field', async () => {
    await renderPage(() => paperworkOf());
    await formShown();
    const completion = section('Completion');
    await userEvent.click(
      within(completion).getByRole('radio', { name: /The project is complete/ }),
    );
    expect(screen.queryByLabelText(/^Projected completion date/)).toBeNull();
    await send();
    const date = await screen.findByLabelText(/^Completion date/);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(date, '2025-06-10');
    expect(date).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('signing: hard copies only for download; e-sign asks for each signer and the consent', async () => {
    await renderPage(() => paperworkOf());
    await formShown();
    const signing = section('Signing');
    expect(within(signing).getByRole('checkbox', { name: /hard copies/ })).toBeChecked();
    expect(within(signing).queryByRole('textbox', { name: /^Applicant e-mail/ })).toBeNull();
    await userEvent.click(
      within(signing).getByRole('radio', { name: 'E-sign now, on this device' }),
    );
    expect(within(signing).queryByRole('checkbox', { name: /hard copies/ })).toBeNull();
    expect(await within(signing).findByRole('textbox', { name: /^Applicant e-mail/ })).toHaveValue(
      'maria.hernandez@example.com',
    );
    expect(within(signing).getByRole('checkbox', { name: /ESIGN Act/ })).not.toBeChecked();
    const date = within(signing).getByLabelText(/^Signature date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2020-01-01');
    await userEvent.tab();
    expect(date).toHaveAttribute('aria-invalid', 'true');
  });
});
