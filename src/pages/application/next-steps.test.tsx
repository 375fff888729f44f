import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submitApplication } from '../../api/applications.ts';
import { listPromotions, setPromotion } from '../../api/promotions.ts';
import { sessionStore } from '../../api/session-store.ts';
import { validApplicationV3 } from '../../schemas/fixtures/application-v3.test-support.ts';
import { setPromotionBody } from '../../schemas/promotion-requests.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';
import { anyDocumentSigned, promotionStepState } from './promotion-step.tsx';

/**
 * The "Choose a promotion" step of the application page, against the real sandbox. Seeded
 * records (sandbox/applications/seed.ts, the Sunrise dealer): 20002 is approved with no plan
 * chosen, 20140 is still Processing, 20011 has its full paperwork signed (funding requested). New applications approve at once (SSN
 * 500000001) or pend (500000010).
 */
const APPROVED = 20002;
const PROCESSING = 20140;
const SIGNED = 20011;

async function newApplication(ssn = '500000001') {
  const submitted = await submitApplication(
    validApplicationV3({ Applicant: { SocialSecurityNumber: ssn } }),
  );
  return submitted.Id;
}

/** A new approved application with its plan `promotionId` chosen through the real POST. */
async function withChosenPlan(promotionId: number) {
  const id = await newApplication();
  const plan = (await listPromotions(id)).find((promotion) => promotion.Id === promotionId);
  if (!plan) throw new Error(`promotion ${promotionId} is not offered`);
  await setPromotion(id, setPromotionBody(plan));
  return { id, plan };
}

async function promotionStep(title = 'Choose a promotion') {
  const next = await screen.findByRole(
    'region',
    { name: 'Funding checklist' },
    { timeout: 10_000 },
  );
  return within(next).getByText(title, { selector: 'p' }).closest('li')!;
}

describe('the application page’s "Choose a promotion" step', () => {
  it('links an approved application without a plan to its promotion picker', async () => {
    let id = 0;
    await renderPage(async () => {
      id = await newApplication();
      return `/applications/${id}`;
    });
    const step = await promotionStep();
    const link = await within(step).findByRole('link', { name: 'Choose a promotion' });
    expect(link).toHaveAttribute('href', `/applications/${id}/promotions`);
    expect(step).not.toHaveTextContent('Not in this version of the portal');
    expect(step).not.toHaveTextContent('Chosen plan');
  });

  it('names the chosen plan and links to change it', async () => {
    let chosen = { id: 0, name: '', code: '' };
    await renderPage(async () => {
      const { id, plan } = await withChosenPlan(302);
      chosen = { id, name: plan.Name ?? '', code: plan.PromoCode ?? '' };
      return `/applications/${id}`;
    });
    const step = await promotionStep();
    expect(
      await within(step).findByText(`${chosen.name} (${chosen.code})`, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(step).toHaveTextContent(`Chosen plan: ${chosen.name} (${chosen.code})`);
    expect(within(step).getByRole('link', { name: 'Change promotion' })).toHaveAttribute(
      'href',
      `/applications/${chosen.id}/promotions`,
    );
    expect(within(step).queryByRole('link', { name: 'Choose a promotion' })).toBeNull();
  });

  it('offers an account that cannot choose a plan to see the plans only, saying why (issue 32 item 14)', async () => {
    await renderPage(`/applications/${APPROVED}`, { as: 'sunrise.rep' });
    const step = await promotionStep();
    expect(await within(step).findByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      `/applications/${APPROVED}/promotions`,
    );
    expect(
      within(step).queryByRole('link', { name: /Choose a promotion|Change promotion/ }),
    ).toBeNull();
    expect(step).toHaveTextContent(/this account cannot choose promotions/);
  });

  it('offers no change once a document is signed, and says why', async () => {
    await renderPage(`/applications/${SIGNED}`);
    // Over, so titled by what it was, not "Choose a promotion" (issue 24 item 6).
    const step = await promotionStep('Promotion');
    expect(
      await within(step).findByText('A document is signed, so the plan can no longer change.'),
    ).toBeInTheDocument();
    expect(within(step).queryByRole('link')).toBeNull();
  });

  it('says plans come once approved for a processing application', async () => {
    await renderPage(`/applications/${PROCESSING}`);
    const step = await promotionStep();
    expect(step).toHaveTextContent('Plans become available once the application is approved.');
    expect(within(step).queryByRole('link')).toBeNull();
  });

  it('says plans come once approved for a pending application', async () => {
    await renderPage(async () => `/applications/${await newApplication('500000010')}`);
    expect(
      await screen.findByText('Pending: conditions to meet', {}, { timeout: 10_000 }),
    ).toBeVisible();
    const step = await promotionStep();
    expect(step).toHaveTextContent('Plans become available once the application is approved.');
    expect(within(step).queryByRole('link')).toBeNull();
  });

  it('says the step is not available when the service disabled promotions for the account', async () => {
    await renderPage(async () => {
      const id = await newApplication();
      // The service answered "disabled for the current user" to promotions in this session.
      sessionStore.remember('promotions.read');
      return `/applications/${id}`;
    });
    const step = await promotionStep();
    expect(step).toHaveTextContent(
      'Not available for your account: this account cannot see promotions.',
    );
    expect(within(step).queryByRole('link')).toBeNull();
  });
});

describe('promotionStepState', () => {
  const signedBy = (DateSigned: string | null) => [
    {
      SignatureType: 'FULL' as const,
      SignatureInformation: [
        {
          SigneeType: 'Applicant' as const,
          DateSent: '2025-06-10T00:00:00',
          DateSigned,
          EmailAddress: null,
          AccessCode: null,
          Reviewed: null,
        },
      ],
    },
  ];

  it('counts a document as signed only when a signer has a DateSigned', () => {
    expect(anyDocumentSigned([])).toBe(false);
    expect(anyDocumentSigned(signedBy(null))).toBe(false);
    expect(anyDocumentSigned(signedBy('2025-06-12T00:00:00'))).toBe(true);
  });

  it.each([
    { status: 'Approved', signed: false, mayRead: true, state: 'open' },
    { status: 'Approved', signed: true, mayRead: true, state: 'locked' },
    { status: 'FundingRequested', signed: true, mayRead: true, state: 'locked' },
    { status: 'FundingRequested', signed: false, mayRead: true, state: 'past' },
    { status: 'Processing', signed: false, mayRead: true, state: 'waiting' },
    { status: 'Pending', signed: false, mayRead: true, state: 'waiting' },
    { status: undefined, signed: false, mayRead: true, state: 'waiting' },
    { status: 'Approved', signed: false, mayRead: false, state: 'unavailable' },
    // A step that is over says so whatever the account may do (issue 24 item 6).
    { status: 'FundingRequested', signed: true, mayRead: false, state: 'locked' },
    { status: 'FundingRequested', signed: false, mayRead: false, state: 'past' },
    { status: 'Processing', signed: false, mayRead: false, state: 'unavailable' },
  ] as const)('$status, signed $signed, may read $mayRead → $state', ({ state, ...input }) => {
    expect(promotionStepState(input)).toBe(state);
  });
});
