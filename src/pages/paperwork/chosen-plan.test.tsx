import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { submitApplication } from '../../api/applications.ts';
import { validApplicationV3 } from '../../schemas/fixtures/application-v3.test-support.ts';
import { APPROVE_SSN } from '../../test/paperwork-world.test-support.ts';
import { renderPage, type TestSandbox } from '../../test/render-page.test-support.tsx';

/**
 * Issue 31 item 1: the chosen plan is known from what the spec shows. The application detail
 * names no plan (the spec shows PromotionId in the v1/v3 submit answers only); the paperwork
 * GET's PrimaryPromotionId and the set-promotion call's success do.
 */
const LONG = { timeout: 10_000 };

async function rawDetail(sandbox: TestSandbox, id: number): Promise<unknown> {
  const answer = await sandbox.request(`/v3/api/applications/detail/${id}`, {
    token: await sandbox.signIn('sunrise.admin'),
  });
  return answer.json();
}

describe('the chosen plan, from a detail without PromotionId', () => {
  it('after a plan is chosen, the next steps name it and the paperwork form opens', async () => {
    let id = 0;
    let world: TestSandbox | null = null;
    await renderPage(async ({ sandbox }) => {
      world = sandbox;
      const submitted = await submitApplication(
        validApplicationV3({ Applicant: { SocialSecurityNumber: APPROVE_SSN } }),
      );
      id = submitted.Id;
      return `/applications/${id}/promotions`;
    });
    const choose = await screen.findByRole(
      'button',
      { name: 'Choose this plan: 84 months at 9.99% APR' },
      LONG,
    );
    await userEvent.click(choose);
    const dialog = await screen.findByRole('dialog', { name: 'Choose “84 months at 9.99% APR”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose this plan' }));
    await screen.findByText('Plan chosen: 84 months at 9.99% APR.', {}, LONG);
    // The service's detail still names no plan: the portal knows it from elsewhere.
    expect(await rawDetail(world!, id)).not.toHaveProperty('PromotionId');

    await userEvent.click(screen.getByRole('link', { name: 'Back to the application' }));
    const next = await screen.findByRole('region', { name: 'Funding checklist' }, LONG);
    expect(await within(next).findByText(/84 months at 9\.99% APR/, {}, LONG)).toBeVisible();
    await userEvent.click(within(next).getByRole('link', { name: 'Prepare the paperwork' }));
    expect(await screen.findByRole('region', { name: 'Terms' }, LONG)).toHaveTextContent(
      'Plan84 months at 9.99% APR',
    );
    expect(screen.queryByText(/Choose a promotion first/)).toBeNull();
  });

  it('before a plan is chosen, the paperwork page says to choose one first', async () => {
    await renderPage(async () => {
      const submitted = await submitApplication(
        validApplicationV3({ Applicant: { SocialSecurityNumber: APPROVE_SSN } }),
      );
      return `/applications/${submitted.Id}/paperwork`;
    });
    expect(await screen.findByText(/Choose a promotion first/, {}, LONG)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Parties' })).toBeNull();
  });
});
