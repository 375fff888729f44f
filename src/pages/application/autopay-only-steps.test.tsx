import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submitApplication } from '../../api/applications.ts';
import { validApplicationV3 } from '../../schemas/fixtures/application-v3.test-support.ts';
import {
  APPROVE_SSN,
  approvedWithPlan,
  signOnSigningPage,
  submitAchOnlyPaperwork,
  withPaperwork,
} from '../../test/paperwork-world.test-support.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';

/**
 * ACH-only paperwork (autopay alone) from the application page, against the real sandbox: the
 * "Set up autopay (ACH only)" link in the paperwork step while it can be sent (approved, with
 * or without a plan, also once the full paperwork is signed; not for a read-only role, not once
 * the authorisation is signed), and the ACH document in the signed-status panel.
 * Seeded 20002 is an approved Sunrise application with no plan chosen.
 */
const TIMEOUT = { timeout: 10_000 };
const LINK = 'Set up autopay (ACH only)';

async function paperworkStep() {
  const next = await screen.findByRole('region', { name: 'Funding checklist' }, TIMEOUT);
  // Titled "Paperwork" once it is over (a document signed).
  return within(next)
    .getByText(/^(Prepare the paperwork|Paperwork)$/, { selector: 'p' })
    .closest('li')!;
}

describe('ACH-only paperwork from the application page', () => {
  it('links to the autopay page once approved, before any plan', async () => {
    await renderPage('/applications/20002');
    const step = await paperworkStep();
    expect(await within(step).findByRole('link', { name: LINK }, TIMEOUT)).toHaveAttribute(
      'href',
      '/applications/20002/autopay',
    );
  });

  it('still offers it once the full paperwork is signed', async () => {
    let id = 0;
    await renderPage(async () => {
      const { id: created, ESignUrl } = await withPaperwork('esign');
      id = created;
      await signOnSigningPage(ESignUrl!);
      return `/applications/${id}`;
    });
    const step = await paperworkStep();
    await within(step).findByText(
      /can no longer change; autopay can still be set up alone/,
      {},
      TIMEOUT,
    );
    expect(within(step).getByRole('link', { name: LINK })).toHaveAttribute(
      'href',
      `/applications/${id}/autopay`,
    );
  });

  it('is not offered to a role that may not send paperwork', async () => {
    await renderPage('/applications/20002', { as: 'sunrise.rep' });
    const step = await paperworkStep();
    expect(
      await within(step).findByText(/this account cannot send paperwork/, {}, TIMEOUT),
    ).toBeVisible();
    expect(within(step).queryByRole('link', { name: LINK })).toBeNull();
  });

  it('is not offered before the approval', async () => {
    await renderPage(
      async () => {
        const { Id } = await submitApplication(
          validApplicationV3({ Applicant: { SocialSecurityNumber: APPROVE_SSN } }),
        );
        return `/applications/${Id}`;
      },
      { decisionDelayMs: 3_600_000 },
    );
    const step = await paperworkStep();
    expect(
      await within(step).findByText(/once the application is approved/, {}, TIMEOUT),
    ).toBeVisible();
    expect(within(step).queryByRole('link', { name: LINK })).toBeNull();
  });

  it('after an ACH-only e-sign, the panel shows the ACH document signed; autopay no longer offered', async () => {
    await renderPage(async () => {
      const id = await approvedWithPlan();
      const { ESignUrl } = await submitAchOnlyPaperwork(id, 'esign');
      await signOnSigningPage(ESignUrl!);
      return `/applications/${id}`;
    });
    const table = await screen.findByRole(
      'table',
      { name: 'Signers of the Automatic payments (ACH)' },
      TIMEOUT,
    );
    await waitFor(() => {
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row).not.toHaveTextContent('Not signed yet');
    }, TIMEOUT);
    // Only the ACH document: no full paperwork was sent.
    expect(
      screen.queryByRole('table', { name: 'Signers of the Full paperwork (FULL)' }),
    ).toBeNull();
    const step = await paperworkStep();
    expect(within(step).queryByRole('link', { name: LINK })).toBeNull();
  });
});
