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
});
