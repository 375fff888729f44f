import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signOnSigningPage, withPaperwork } from '../../test/paperwork-world.test-support.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';

/**
 * The funding checklist on the application page, stage funding's confirmation around the
 * right-to-cancel day, and the access codes of e-mailed signers, against the real sandbox
 * (issue 33 items 3, 4 and 5).
 */
const TIMEOUT = { timeout: 10_000 };

const checklist = () => screen.findByRole('region', { name: 'Funding checklist' }, TIMEOUT);

async function step(title: string) {
  return within(await checklist())
    .getByText(title, { selector: 'p' })
    .closest('li')!;
}

describe('the funding checklist', () => {
  it('e-mailed paperwork: each signer is a step the customer owes, since it was sent, with Resend', async () => {
    await renderPage(async () => `/applications/${(await withPaperwork('email')).id}`);
    await waitFor(async () =>
      expect(await checklist()).toHaveTextContent('Stage: Out for signature (0 of 2)'),
    );
    expect(await step('Prepare the paperwork')).toHaveTextContent(
      'DonePrepare the paperworkDone by you (the dealer) · since',
    );
    const applicant = await step('The applicant signs the full paperwork');
    expect(applicant).toHaveTextContent(
      'To doThe applicant signs the full paperworkOwed by the customer · since 06/15/2025',
    );
    expect(
      await within(applicant).findByRole(
        'button',
        { name: 'Resend to: The applicant signs the full paperwork' },
        TIMEOUT,
      ),
    ).toBeVisible();
    expect(await step('Request funding')).toHaveTextContent('Not yet');
  });

  it('signed paperwork after the right-to-cancel day: every signature done, funding to request', async () => {
    await renderPage(async () => {
      const { id, ESignUrl } = await withPaperwork('esign');
      await signOnSigningPage(ESignUrl!);
      return `/applications/${id}`;
    });
    await waitFor(async () =>
      expect(await checklist()).toHaveTextContent('Stage: Ready to request funding'),
    );
    expect(await step('The applicant signs the full paperwork')).toHaveTextContent('Done');
    expect(await step('The customer’s right to cancel')).toHaveTextContent(
      /DoneThe customer’s right to cancel.*The right to cancel ended with/,
    );
    const funding = await step('Request funding');
    expect(within(funding).getByRole('link', { name: 'Go to stage funding' })).toHaveAttribute(
      'href',
      '#stage-funding',
    );
  });
});

describe('stage funding’s confirmation and the right-to-cancel day (item 4)', () => {
  // Only the browser's Date moves: the sandbox decides on its own clock (2025-06-15 15:00 UTC).
  afterEach(() => {
    vi.useRealTimers();
  });

  async function confirmationOn(browserNow: string) {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(browserNow));
    await renderPage(async () => {
      const { id, ESignUrl } = await withPaperwork('esign');
      await signOnSigningPage(ESignUrl!);
      return `/applications/${id}`;
    });
    const button = await screen.findByRole('button', { name: 'Request stage funding' }, TIMEOUT);
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    return screen.findByRole('dialog', { name: 'Request stage funding?' }, TIMEOUT);
  }

  it('before the day, names it and says the customer may still cancel until then', async () => {
    const dialog = await confirmationOn('2025-06-15T16:00:00Z');
    expect(dialog).toHaveTextContent(
      /The customer may still cancel until the end of \d\d\/\d\d\/\d{4}, their right-to-cancel day/,
    );
    expect(await step('The customer’s right to cancel')).toHaveTextContent(
      /To do.*days? left|last day/,
    );
  });

  it('once the day has passed, says nothing of cancelling', async () => {
    const dialog = await confirmationOn('2025-07-15T16:00:00Z');
    expect(dialog).toHaveTextContent('This asks the lender to fund');
    expect(dialog).not.toHaveTextContent(/may still cancel/);
  });
});

describe('access codes of e-mailed signers (item 5)', () => {
  it('shows each e-mailed signer’s code next to them, labelled, and keeps it out of the URL and storage', async () => {
    await renderPage(async () => `/applications/${(await withPaperwork('email')).id}`);
    const table = await screen.findByRole(
      'table',
      { name: 'Signers of the Full paperwork (FULL)' },
      TIMEOUT,
    );
    const applicantRow = await within(table).findByRole('row', { name: /^Applicant/ }, TIMEOUT);
    const code = within(applicantRow)
      .getByText(/^Access code:/)
      .textContent!.replace('Access code: ', '');
    expect(code).toMatch(/\S+/);
    expect(window.location.href).not.toContain(code);
    const stored = [
      ...Object.values({ ...window.localStorage }),
      ...Object.values({ ...window.sessionStorage }),
    ].join(' ');
    expect(stored).not.toContain(code);
  });

  it('shows no access code for paperwork e-signed at the table', async () => {
    await renderPage(async () => `/applications/${(await withPaperwork('esign')).id}`);
    await screen.findByRole('table', { name: 'Signers of the Full paperwork (FULL)' }, TIMEOUT);
    expect(screen.queryByText(/Access code:/)).toBeNull();
  });
});
