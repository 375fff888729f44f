import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { submitApplication } from '../../api/applications.ts';
import { validApplicationV3 } from '../../schemas/fixtures/application-v3.test-support.ts';
import type { Promotion } from '../../schemas/promotion-records.ts';
import { setPromotionBody } from '../../schemas/promotion-requests.ts';
import {
  APPROVE_SSN,
  approvedWithPlan,
  signOnSigningPage,
  withPaperwork,
} from '../../test/paperwork-world.test-support.ts';
import {
  renderPage,
  serviceAnswers,
  type PageSetup,
} from '../../test/render-page.test-support.tsx';

/**
 * The paperwork page's states against the real sandbox (renderPage): no plan chosen, not
 * approved, something signed, a read-only role, a disabled endpoint, a load that fails, a
 * refused or failed submission (nothing typed is lost), and a resubmission.
 * Seeded 20002 is a Sunrise (CA) application, approved, with no plan chosen.
 */
const LONG = { timeout: 10_000 };
const SUBMIT = 'POST /v3/api/applications/paperwork/submit';
const NO_PLAN = 20002;

/** The sandbox's own fetch (before renderPage records requests), for an answer to pass on to. */
let sandboxFetch: typeof fetch = () => Promise.reject(new Error('no sandbox yet'));

/** A request the test let through, as the sandbox answers it. */
async function passOn(request: Request) {
  return sandboxFetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.method === 'GET' ? undefined : await request.text(),
  });
}

/** Chooses plan 302 for seeded 20002 as the Sunrise administrator (the page's user may not). */
async function seededWithPlan({ sandbox }: PageSetup) {
  sandboxFetch = globalThis.fetch;
  const token = await sandbox.signIn('sunrise.admin');
  const listed = await sandbox.request(`/v3/api/applications/promotions/${NO_PLAN}`, { token });
  const plan = ((await listed.json()) as Promotion[]).find((promotion) => promotion.Id === 302)!;
  const chosen = await sandbox.request(`/v3/api/applications/promotions/${NO_PLAN}`, {
    token,
    method: 'POST',
    json: setPromotionBody(plan),
  });
  expect(chosen.status).toBeLessThan(300);
  return `/applications/${NO_PLAN}/paperwork`;
}

const send = () => userEvent.click(screen.getByRole('button', { name: /^Send the paperwork/ }));

describe('the paperwork page’s states', () => {
  it('leads to the promotion picker when no plan is chosen', async () => {
    await renderPage(`/applications/${NO_PLAN}/paperwork`);
    expect(await screen.findByText('Choose a promotion first', {}, LONG)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose a promotion' })).toHaveAttribute(
      'href',
      `/applications/${NO_PLAN}/promotions`,
    );
    expect(screen.queryByRole('region', { name: 'Parties' })).toBeNull();
  });

  it('says so while the application is not approved', async () => {
    await renderPage(
      async () => {
        const { Id } = await submitApplication(
          validApplicationV3({ Applicant: { SocialSecurityNumber: APPROVE_SSN } }),
        );
        return `/applications/${Id}/paperwork`;
      },
      { decisionDelayMs: 3_600_000 },
    );
    expect(await screen.findByText('Not approved yet', {}, LONG)).toBeVisible();
    expect(screen.getByText(/Its status now: Processing/)).toBeVisible();
  });

  it('says the paperwork can no longer change once someone has signed', async () => {
    await renderPage(async () => {
      const { id, ESignUrl } = await withPaperwork('esign');
      await signOnSigningPage(ESignUrl!, 1);
      return `/applications/${id}/paperwork`;
    });
    expect(await screen.findByText('The paperwork is being signed', {}, LONG)).toBeVisible();
    expect(screen.getByText(/can no longer change/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Send the paperwork/ })).toBeNull();
  });

  it('shows a read-only role a summary with the reason first, not a form (issue 32 item 14)', async () => {
    const { calls } = await renderPage(seededWithPlan, { as: 'sunrise.rep' });
    const summary = await screen.findByRole('region', { name: 'Paperwork summary' }, LONG);
    const reason = screen.getByText(/This account cannot send paperwork\./);
    expect(reason.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(summary).toHaveTextContent(/Amount financed.*Paperwork\s*Not sent yet/);
    expect(screen.queryByRole('region', { name: 'Parties' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Send the paperwork/ })).toBeNull();
    expect(calls()).not.toContain(SUBMIT);
  });

  it('says the paperwork is not available when the service disabled it for the account', async () => {
    await renderPage(seededWithPlan, {
      answers: { 'GET /v3/api/applications/paperwork/:id': () => serviceAnswers.disabled() },
    });
    expect(await screen.findByText('Not available for your account', {}, LONG)).toBeVisible();
    expect(screen.getByText(/This account cannot see paperwork/)).toBeVisible();
  });

  it('offers to try again when the paperwork cannot be loaded', async () => {
    let failing = true;
    await renderPage(seededWithPlan, {
      answers: {
        'GET /v3/api/applications/paperwork/:id': async (request) => {
          if (failing) throw new TypeError('Failed to fetch');
          return passOn(request);
        },
      },
    });
    expect(
      await screen.findByText('The paperwork data could not be loaded', {}, LONG),
    ).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Parties' }, LONG)).toBeVisible();
  });

  it('keeps everything typed when the submission fails on the network, and sends on retry', async () => {
    let failing = true;
    const { calls } = await renderPage(seededWithPlan, {
      answers: {
        [SUBMIT]: async (request) => {
          if (failing) throw new TypeError('Failed to fetch');
          return passOn(request);
        },
      },
    });
    await screen.findByRole('region', { name: 'Parties' }, LONG);
    const description = screen.getByRole('textbox', { name: /^Trade-in description/ });
    await userEvent.type(description, 'Old heater');
    await send();
    expect(await screen.findByText('The paperwork was not sent', {}, LONG)).toBeVisible();
    expect(description).toHaveValue('Old heater');
    failing = false;
    await send();
    expect(await screen.findByText('The paperwork is ready to download', {}, LONG)).toBeVisible();
    expect(calls().filter((call) => call === SUBMIT)).toHaveLength(2);
    expect(description).toHaveValue('Old heater');
  });

  it('puts a refusal on the field it names, keeping what was typed', async () => {
    await renderPage(seededWithPlan, {
      answers: {
        [SUBMIT]: () =>
          serviceAnswers.invalid({
            'request.LoanParameters.DownPayment': ['Down payment is more than the lender allows.'],
          }),
      },
    });
    await screen.findByRole('region', { name: 'Parties' }, LONG);
    await send();
    const down = screen.getByRole('textbox', { name: /^Down payment/ });
    expect(
      await screen.findByText('Down payment is more than the lender allows.', {}, LONG),
    ).toBeVisible();
    expect(down).toHaveAccessibleDescription(
      expect.stringContaining('Down payment is more than the lender allows.'),
    );
    expect(screen.getByText('The paperwork was not sent')).toBeVisible();
  });

  it('a real refusal: someone signed after the page opened, and the service says so', async () => {
    let esignUrl = '';
    await renderPage(async () => {
      const { id, ESignUrl } = await withPaperwork('esign');
      esignUrl = ESignUrl!;
      return `/applications/${id}/paperwork`;
    });
    await screen.findByRole('region', { name: 'Parties' }, LONG);
    await signOnSigningPage(esignUrl, 1);
    await userEvent.click(screen.getByRole('radio', { name: 'Download and sign on paper' }));
    await send();
    const alert = await screen.findByText('The paperwork was not sent', {}, LONG);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(/sign/i);
  });

  it('shows the last submission’s option and what a new one replaces', async () => {
    await renderPage(async () => `/applications/${(await withPaperwork('email')).id}/paperwork`);
    const before = await screen.findByText('Paperwork was sent before', {}, LONG);
    const notice = before.closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent(/e-mail each signer a link to sign/);
    expect(notice).toHaveTextContent(/a new submission replaces those documents/);
    expect(screen.getByRole('radio', { name: 'E-mail each signer a link to sign' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Send the paperwork again' })).toBeEnabled();
  });

  it('confirms who was e-mailed', async () => {
    await renderPage(async () => `/applications/${await approvedWithPlan()}/paperwork`);
    await screen.findByRole('region', { name: 'Parties' }, LONG);
    await userEvent.click(screen.getByRole('radio', { name: 'E-mail each signer a link to sign' }));
    const signing = screen.getByRole('region', { name: 'Signing' });
    await userEvent.click(
      within(within(signing).getByRole('radiogroup', { name: /applicant a US citizen/ })).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    );
    // The signed-in person signs for the dealer: nothing to type (issue 32 item 9).
    expect(screen.getByRole('textbox', { name: /^Dealer signer e-mail address/ })).toHaveValue(
      'marcus.reyes@sunrise.example.com',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: /customer agreed/ }));
    await send();
    expect(await screen.findByText('The paperwork was e-mailed', {}, LONG)).toBeVisible();
    expect(screen.getByText('maria.hernandez@example.com')).toBeVisible();
    expect(screen.getByText('marcus.reyes@sunrise.example.com')).toBeVisible();
  });
});
