import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { submitApplication } from '../../api/applications.ts';
import { validApplicationV3 } from '../../schemas/fixtures/application-v3.test-support.ts';
import type { SignedDocument } from '../../schemas/signed-status-records.ts';
import {
  APPROVE_SSN,
  approvedWithPlan,
  signOnSigningPage,
  withPaperwork,
} from '../../test/paperwork-world.test-support.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';
import { paperworkStepState } from './paperwork-steps.tsx';

/**
 * The application page's next steps after the plan, against the real sandbox: prepare the
 * paperwork, collect the signatures, request funding. Seeded 20140 is Processing; 20011 has
 * its full paperwork signed and funding requested.
 */
const PROCESSING = 20140;
const SIGNED = 20011;
const TIMEOUT = { timeout: 10_000 };

/** The list item of the step titled `title` in the funding checklist. */
async function step(title: string) {
  const next = await screen.findByRole('region', { name: 'Funding checklist' }, TIMEOUT);
  return within(next).getByText(title, { selector: 'p' }).closest('li')!;
}

/** The checklist's steps (decision to funding, whatever their titles say now) never say "not in this version". */
async function expectJourneyBuilt() {
  const next = await screen.findByRole('region', { name: 'Funding checklist' }, TIMEOUT);
  const steps = within(next).getAllByRole('listitem');
  expect(steps.length).toBeGreaterThanOrEqual(7);
  for (const item of steps) expect(item).not.toHaveTextContent(/not in this version/i);
}

describe('next steps after the plan', () => {
  it('asks for a promotion before the paperwork of an approved application', async () => {
    await renderPage(async () => {
      const { Id } = await submitApplication(
        validApplicationV3({ Applicant: { SocialSecurityNumber: APPROVE_SSN } }),
      );
      return `/applications/${Id}`;
    });
    const paperwork = await step('Prepare the paperwork');
    expect(
      await within(paperwork).findByText(/^Choose a promotion first/, {}, TIMEOUT),
    ).toBeVisible();
    // No way to the full paperwork; autopay alone needs no plan (autopay-only-steps.test.tsx).
    expect(
      within(paperwork)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Set up autopay (ACH only)']);
    expect(await step('The customer signs the full paperwork')).toHaveTextContent(
      'Once the paperwork is sent.',
    );
    expect(await step('Request funding')).toHaveTextContent(
      'Once the customer has signed the full paperwork',
    );
    await expectJourneyBuilt();
  });

  it('links to the paperwork page once a plan is chosen', async () => {
    let id = 0;
    await renderPage(async () => {
      id = await approvedWithPlan();
      return `/applications/${id}`;
    });
    const paperwork = await step('Prepare the paperwork');
    expect(
      await within(paperwork).findByRole('link', { name: 'Prepare the paperwork' }, TIMEOUT),
    ).toHaveAttribute('href', `/applications/${id}/paperwork`);
    await expectJourneyBuilt();
  });

  it('offers to change paperwork out for signing, and counts the signatures', async () => {
    let id = 0;
    await renderPage(async () => {
      id = (await withPaperwork('esign')).id;
      return `/applications/${id}`;
    });
    const paperwork = await step('Prepare the paperwork');
    expect(
      await within(paperwork).findByRole('link', { name: 'Change the paperwork' }, TIMEOUT),
    ).toHaveAttribute('href', `/applications/${id}/paperwork`);
    expect(paperwork).toHaveTextContent('a new submission replaces it');
    expect(
      await screen.findByRole('region', { name: 'Funding checklist' }, TIMEOUT),
    ).toHaveTextContent('Stage: Out for signature (0 of 2)');
  });

  it('once the full paperwork is signed: paperwork fixed, signatures in, funding next', async () => {
    await renderPage(async () => {
      const { id, ESignUrl } = await withPaperwork('esign');
      await signOnSigningPage(ESignUrl!);
      return `/applications/${id}`;
    });
    // Steps that are over are titled by what they were (issue 24 item 6).
    const paperwork = await step('Paperwork');
    expect(
      await within(paperwork).findByText(
        'A document is signed, so the paperwork can no longer change; autopay can still be set up alone.',
        {},
        TIMEOUT,
      ),
    ).toBeVisible();
    // Only ACH-only paperwork is still offered (autopay-only-steps.test.tsx).
    expect(
      within(paperwork)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Set up autopay (ACH only)']);
    expect(await step('The applicant signs the full paperwork')).toHaveTextContent('Signed.');
    const funding = await step('Request funding');
    expect(within(funding).getByRole('link', { name: 'Go to stage funding' })).toHaveAttribute(
      'href',
      '#stage-funding',
    );
    await expectJourneyBuilt();
  });

  it('says funding is requested once it is, and asks for nothing more', async () => {
    await renderPage(`/applications/${SIGNED}`);
    const funding = await step('Funding requested');
    expect(funding).toHaveTextContent('Done by you (the dealer) · since');
    expect(funding).toHaveTextContent('The lender reviews the signed paperwork before funding.');
    expect(within(funding).queryByRole('link')).toBeNull();
  });

  it('says paperwork waits for the decision while Processing', async () => {
    await renderPage(`/applications/${PROCESSING}`);
    expect(await step('Prepare the paperwork')).toHaveTextContent(
      'once the application is approved and a promotion is chosen',
    );
    await expectJourneyBuilt();
  });
});

describe('paperworkStepState', () => {
  const signed = (DateSigned: string | null): SignedDocument[] => [
    {
      SignatureType: 'FULL',
      SignatureInformation: [
        {
          SigneeType: 'Applicant',
          DateSent: '2025-06-15',
          DateSigned,
          EmailAddress: null,
          AccessCode: null,
          Reviewed: null,
        },
      ],
    },
  ];

  it.each([
    { status: 'Approved', promotionId: 302, signatures: [], mayWrite: true, state: 'open' },
    {
      status: 'Approved',
      promotionId: 302,
      signatures: signed(null),
      mayWrite: true,
      state: 'open',
    },
    { status: 'Approved', promotionId: null, signatures: [], mayWrite: true, state: 'needs-plan' },
    {
      status: 'Approved',
      promotionId: 302,
      signatures: signed('2025-06-16'),
      mayWrite: true,
      state: 'locked',
    },
    {
      status: 'FundingRequested',
      promotionId: 302,
      signatures: signed('2025-06-16'),
      mayWrite: true,
      state: 'locked',
    },
    { status: 'FundingRequested', promotionId: 302, signatures: [], mayWrite: true, state: 'past' },
    { status: 'Processing', promotionId: null, signatures: [], mayWrite: true, state: 'waiting' },
    { status: 'Pending', promotionId: null, signatures: [], mayWrite: true, state: 'waiting' },
    { status: 'Approved', promotionId: 302, signatures: [], mayWrite: false, state: 'unavailable' },
    // A step that is over says so whatever the account may do (issue 24 item 6).
    {
      status: 'FundingRequested',
      promotionId: 302,
      signatures: signed('2025-06-16'),
      mayWrite: false,
      state: 'locked',
    },
    {
      status: 'FundingRequested',
      promotionId: 302,
      signatures: [],
      mayWrite: false,
      state: 'past',
    },
  ] as const)('$status, plan $promotionId, may write $mayWrite → $state', ({ state, ...input }) => {
    expect(paperworkStepState(input)).toBe(state);
  });
});
