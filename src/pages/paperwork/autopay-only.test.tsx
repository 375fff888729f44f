import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { submitApplication } from '../../api/applications.ts';
import { getPaperwork } from '../../api/paperwork.ts';
import { formatUsDate } from '../../lib/dates.ts';
import type * as Download from '../../lib/download.ts';
import { saveBlob } from '../../lib/download.ts';
import {
  validApplicationV3,
  validCoApplicantV3,
} from '../../schemas/fixtures/application-v3.test-support.ts';
import { ESIGN_CONSENT_MESSAGE } from '../../schemas/paperwork-form-schema.ts';
import { calendarDay } from '../../schemas/paperwork-requests.ts';
import {
  APPROVE_SSN,
  approvedWithPlan,
  signOnSigningPage,
  submitAchOnlyPaperwork,
  withPaperwork,
} from '../../test/paperwork-world.test-support.ts';
import { renderPage, type SentRequest } from '../../test/render-page.test-support.tsx';

vi.mock('../../lib/download.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof Download>()),
  saveBlob: vi.fn(),
}));

/**
 * The ACH-only paperwork's page (`/autopay`, issue 21 item 5; issue 30 item 8) against the real
 * sandbox: autopay alone, before any full paperwork (no signature date) and after the full
 * paperwork is signed (its date), each rule next to its field, the signing-ACH defaults, the
 * three signing options, a read-only role and an application that is not approved.
 * Seeded 20002 is an approved Sunrise application with no plan chosen.
 */
const LONG = { timeout: 10_000 };
const SUBMIT_ACH = 'POST /v3/api/applications/paperwork/submit/ach';
const NO_PLAN = 20002;
const autopayPath = (id: number) => `/applications/${id}/autopay`;

interface AchBody {
  LoanApplicationId: number;
  Payment: Record<string, unknown> & { BankInformation: Record<string, unknown> };
  Signature: {
    SignatureTypes: string[];
    SignatureDate: string | null;
    Applicant: Record<string, unknown> | null;
    CoApplicant: Record<string, unknown> | null;
  };
  DocumentSelection: { DownloadHardCopies: boolean };
}
const achBodies = (sent: SentRequest[]) =>
  sent.filter((request) => request.call === SUBMIT_ACH).map((request) => request.body as AchBody);

const section = (name: string) => screen.getByRole('region', { name });
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const send = () =>
  userEvent.click(screen.getByRole('button', { name: /^Send the autopay paperwork/ }));
async function formShown() {
  await screen.findByRole('region', { name: 'Autopay' }, LONG);
}
async function retype(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
  await userEvent.tab();
}

/** The payment every sending test gives: the 5th of each month from August, and the bank. */
async function fillPayment() {
  await userEvent.type(field(/^Withdrawal day/), '5');
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /First withdrawal month/ }),
    'August',
  );
  await userEvent.type(field(/^Bank name/), 'First Pacific Bank');
  await userEvent.type(field(/^Routing number/), '021000021');
  await userEvent.type(field(/^Account number/), '123456789');
}

async function answerCitizen(who: RegExp) {
  const group = await screen.findByRole('radiogroup', { name: who }, LONG);
  await userEvent.click(within(group).getByRole('radio', { name: 'Yes' }));
}

describe('ACH-only paperwork (the autopay page)', () => {
  it('before any full paperwork: autopay alone, the Regulation E notice, SignatureDate null, download', async () => {
    let id = 0;
    const { sent } = await renderPage(async () => {
      id = await approvedWithPlan();
      return autopayPath(id);
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Set up autopay' })).toBeVisible();
    await formShown();
    expect(screen.getByRole('link', { name: 'Back to the application' })).toHaveAttribute(
      'href',
      `/applications/${id}`,
    );
    // Autopay and signing only: none of the contract's sections.
    for (const name of ['Parties', 'Products', 'Money', 'Terms', 'Completion']) {
      expect(screen.queryByRole('region', { name })).toBeNull();
    }
    expect(section('Autopay')).toHaveTextContent(
      /Autopay is the customer's choice: the credit does not depend on it \(Regulation E\)/,
    );
    expect(section('Signing')).toHaveTextContent(
      'Signature date: none, as there is no full paperwork yet.',
    );
    // The plan's monthly payment is the amount by default.
    expect(field(/^Payment amount/)).not.toHaveValue('');
    await fillPayment();
    expect(screen.getByRole('radio', { name: 'Download and sign on paper' })).toBeChecked();
    await send();
    expect(await screen.findByText('The paperwork is ready to download', {}, LONG)).toBeVisible();
    const bodies = achBodies(sent);
    expect(bodies).toHaveLength(1);
    const [body] = bodies;
    expect(body!.LoanApplicationId).toBe(id);
    expect(body!.Signature.SignatureDate).toBeNull();
    expect(body!.Signature.SignatureTypes).toEqual(['Written']);
    expect(body!.Signature.Applicant).toBeNull();
    expect(body!.Payment).toMatchObject({
      PaymentFrequency: 'OnceMonthly',
      DayOfMonthForFirstWithdrawal: 5,
      MonthToWithdrawFirstPayment: 8,
      BankInformation: { RoutingNumber: '021000021', AccountNumber: '123456789' },
    });
    expect(body!.DocumentSelection.DownloadHardCopies).toBe(true);
    // The answer names the hard copies (the packet with the ACH authorisation), and only them.
    expect(screen.getAllByRole('button', { name: /^Download / })).toHaveLength(1);
    await userEvent.click(
      screen.getByRole('button', { name: 'Download hard copies for the customer' }),
    );
    await screen.findByText(`Saved as Paperwork-${id}-HardCopies.pdf.`, {}, LONG);
    expect(vi.mocked(saveBlob)).toHaveBeenCalledWith(
      expect.any(Blob),
      `Paperwork-${id}-HardCopies.pdf`,
    );
  });

  it('after the full paperwork is signed: offered still, with the full paperwork’s SignatureDate; e-sign', async () => {
    let id = 0;
    const { sent } = await renderPage(async () => {
      const paperwork = await withPaperwork('esign');
      id = paperwork.id;
      await signOnSigningPage(paperwork.ESignUrl!);
      return autopayPath(id);
    });
    await formShown();
    expect(screen.queryByText('The paperwork is being signed')).toBeNull();
    const full = (await getPaperwork(id)).Signatures.find(
      (signature) => signature.PaperworkSignatureType === 'FULL',
    )!;
    // The sandbox's clock: 2025-06-15.
    expect(section('Signing')).toHaveTextContent(
      "Signature date: 06/15/2025, the full paperwork's",
    );
    await fillPayment();
    // The full paperwork was e-signed: so is this, by default.
    expect(screen.getByRole('radio', { name: 'E-sign now, on this device' })).toBeChecked();
    await answerCitizen(/^Is the applicant a US citizen/);
    await userEvent.click(await screen.findByRole('checkbox', { name: /customer agreed/ }));
    await send();
    const sign = await screen.findByRole('link', { name: 'Sign now on this device' }, LONG);
    expect(sign.getAttribute('href')).toMatch(/\/sandbox\/esign\//);
    const [body] = achBodies(sent);
    expect(body!.Signature.SignatureDate).toBe(formatUsDate(calendarDay(full.SignatureDate)!));
    expect(body!.Signature.SignatureDate).toBe('06/15/2025');
    expect(body!.Signature.SignatureTypes).toEqual(['Written', 'Electronic']);
    expect(body!.Signature.Applicant).toMatchObject({ ApplicantSigningAch: true });
  });

  it('the signing-ACH choices: applicant yes and co-applicant no by default, as sent; changed, as sent', async () => {
    const { sent } = await renderPage(async () => {
      const id = await approvedWithPlan(302, {
        CoApplicant: validCoApplicantV3({ SocialSecurityNumber: '500000002' }),
      });
      return autopayPath(id);
    });
    await formShown();
    await fillPayment();
    await userEvent.click(screen.getByRole('radio', { name: 'E-mail each signer a link to sign' }));
    const applicantSigns = await screen.findByRole(
      'checkbox',
      { name: 'The applicant signs the autopay authorisation' },
      LONG,
    );
    const coApplicantSigns = screen.getByRole('checkbox', {
      name: 'The co-applicant signs the autopay authorisation',
    });
    expect(applicantSigns).toBeChecked();
    expect(coApplicantSigns).not.toBeChecked();
    await answerCitizen(/Is the applicant a US citizen/);
    await answerCitizen(/Is the co-applicant a US citizen/);
    await userEvent.type(field(/^Co-applicant e-mail address/), 'luis.hernandez@example.com');
    const dealerEmail = field(/^Dealer signer e-mail address/);
    if (!(dealerEmail as HTMLInputElement).value) {
      await userEvent.type(dealerEmail, 'marcus.reyes@sunrise.example.com');
    }
    await userEvent.click(screen.getByRole('checkbox', { name: /customer agreed/ }));
    await send();
    expect(await screen.findByText('The paperwork was e-mailed', {}, LONG)).toBeVisible();
    let [body] = achBodies(sent);
    expect(body!.Signature.Applicant).toMatchObject({ ApplicantSigningAch: true });
    expect(body!.Signature.CoApplicant).toMatchObject({ CoApplicantSigningAch: false });
    // Who was e-mailed: the applicant and the dealer, not the co-applicant.
    const result = screen.getByText('The paperwork was e-mailed').closest('[role="alert"]')!;
    expect(within(result as HTMLElement).getAllByRole('listitem')).toHaveLength(2);

    // The result leads the page; sending again is asked for, and says what it replaces.
    const again = screen.getByRole('button', { name: 'Send again' });
    expect(again).toHaveAccessibleDescription(
      'Sending the autopay paperwork again replaces the e-mailed links: the ones sent stop working.',
    );
    await userEvent.click(again);
    await userEvent.click(coApplicantSigns);
    await send();
    await waitFor(() => expect(achBodies(sent)).toHaveLength(2), LONG);
    body = achBodies(sent)[1];
    expect(body!.Signature.CoApplicant).toMatchObject({ CoApplicantSigningAch: true });
  });
});

describe('ACH-only: each rule next to its field', () => {
  it('routing number: exactly 9 digits', async () => {
    await renderPage(autopayPath(NO_PLAN));
    await formShown();
    const routing = field(/^Routing number/);
    await retype(routing, '12345678');
    expect(routing).toHaveAttribute('aria-invalid', 'true');
    expect(routing).toHaveAccessibleDescription(/Routing number: exactly 9 digits/);
    await retype(routing, '021000021');
    expect(routing).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('account number: digits only, at most 17', async () => {
    await renderPage(autopayPath(NO_PLAN));
    await formShown();
    const account = field(/^Account number/);
    await retype(account, '123456789012345678');
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAccessibleDescription(/Account number.*17/);
    await retype(account, '12345678901234567');
    expect(account).not.toHaveAttribute('aria-invalid', 'true');
    await retype(account, '1234-5678');
    expect(account).toHaveAccessibleDescription(/Account number: digits only/);
  });

  it('withdrawal day: at most 31; the month: one of 12', async () => {
    await renderPage(autopayPath(NO_PLAN));
    await formShown();
    const day = field(/^Withdrawal day/);
    await retype(day, '32');
    expect(day).toHaveAttribute('aria-invalid', 'true');
    expect(day).toHaveAccessibleDescription(/at most 31/);
    await retype(day, '31');
    expect(day).not.toHaveAttribute('aria-invalid', 'true');
    const month = screen.getByRole('combobox', { name: /First withdrawal month/ });
    const months = within(month)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value)
      .filter(Boolean);
    expect(months).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  });

  it('second withdrawal day: only twice a month, and then required', async () => {
    const { calls } = await renderPage(autopayPath(NO_PLAN));
    await formShown();
    expect(screen.queryByRole('textbox', { name: /^Second withdrawal day/ })).toBeNull();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^How often/ }),
      'Twice a month',
    );
    const second = field(/^Second withdrawal day/);
    await send();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription(
      /Second withdrawal day is required for twice-monthly payments/,
    );
    expect(calls()).not.toContain(SUBMIT_ACH);
    await retype(second, '20');
    expect(second).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^How often/ }),
      'Once a month',
    );
    expect(screen.queryByRole('textbox', { name: /^Second withdrawal day/ })).toBeNull();
  });

  it('e-sign and e-mail need the ESIGN consent', async () => {
    const { calls } = await renderPage(autopayPath(NO_PLAN));
    await formShown();
    await fillPayment();
    await userEvent.click(screen.getByRole('radio', { name: 'E-sign now, on this device' }));
    await answerCitizen(/^Is the applicant a US citizen/);
    await send();
    expect(await screen.findByText(ESIGN_CONSENT_MESSAGE, {}, LONG)).toBeVisible();
    expect(calls()).not.toContain(SUBMIT_ACH);
    await userEvent.click(screen.getByRole('checkbox', { name: /customer agreed/ }));
    await waitFor(() => expect(screen.queryByText(ESIGN_CONSENT_MESSAGE)).toBeNull());
  });
});

describe('ACH-only: when it is offered', () => {
  it('a read-only role sees the form but cannot send, and is told why before any click', async () => {
    const { calls } = await renderPage(autopayPath(NO_PLAN), { as: 'sunrise.rep' });
    await formShown();
    expect(screen.getByRole('button', { name: 'Send the autopay paperwork' })).toBeDisabled();
    expect(screen.getByText(/this account cannot send paperwork/)).toBeVisible();
    expect(calls()).not.toContain(SUBMIT_ACH);
  });

  it('says so while the application is not approved', async () => {
    await renderPage(
      async () => {
        const { Id } = await submitApplication(
          validApplicationV3({ Applicant: { SocialSecurityNumber: APPROVE_SSN } }),
        );
        return autopayPath(Id);
      },
      { decisionDelayMs: 3_600_000 },
    );
    expect(await screen.findByText('Not approved yet', {}, LONG)).toBeVisible();
    expect(screen.getByText(/Autopay is set up once the lender approves/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Autopay' })).toBeNull();
  });

  it('says the authorisation can no longer change once someone has signed it', async () => {
    let esignUrl = '';
    await renderPage(async () => {
      const id = await approvedWithPlan();
      esignUrl = (await submitAchOnlyPaperwork(id, 'esign')).ESignUrl!;
      await signOnSigningPage(esignUrl, 1);
      return autopayPath(id);
    });
    expect(
      await screen.findByText('The autopay authorisation is being signed', {}, LONG),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Send the autopay paperwork/ })).toBeNull();
  });

  it('the full page leads to it with a short line', async () => {
    let id = 0;
    await renderPage(async () => {
      id = await approvedWithPlan();
      return `/applications/${id}/paperwork`;
    });
    await screen.findByRole('region', { name: 'Parties' }, LONG);
    expect(screen.getByText(/Only autopay\?/)).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Set up autopay alone' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Set up autopay' }, LONG),
    ).toBeVisible();
    await formShown();
    expect(screen.queryByRole('region', { name: 'Parties' })).toBeNull();
  });
});
