import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maskSsn } from '../../lib/format.ts';
import { renderPage } from '../../test/render-page.test-support.tsx';
import { seededApplicationOf, submitApplicationOf } from '../../test/sandbox-steps.test-support.ts';
import { pollInterval } from './live-status.ts';

/** The portal's default poll while Processing (application-view.tsx). */
const POLL_MS = 2000;
/** How long the sandbox keeps a submission Processing in the live-status tests. */
const DECISION_DELAY_MS = 60_000;

const statusOf = (id: number) => `GET /v3/api/applications/status/${id}`;
const stageFundOf = (id: number) => `POST /v3/api/applications/stageFund/${id}`;

afterEach(() => vi.useRealTimers());

/**
 * Fake timers that still follow the clock (findBy* keeps working): a check that no more polls
 * come can then run many poll intervals at once, whatever the machine's load, instead of
 * sleeping and hoping they had their turn. Installed before the page opens, so its polls use them.
 */
function pollClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return { runFor: (ms: number) => vi.advanceTimersByTimeAsync(ms) };
}

/** The fixture application, submitted through the sandbox; its page and its Id. */
function submitted(overrides?: Parameters<typeof submitApplicationOf>[1]) {
  const application = { id: 0 };
  const path = async ({ sandbox }: { sandbox: Parameters<typeof submitApplicationOf>[0] }) => {
    application.id = await submitApplicationOf(sandbox, overrides);
    return `/applications/${application.id}`;
  };
  return { application, path };
}

describe('live status', () => {
  it('polls only while Processing', () => {
    expect(pollInterval('Processing', 2000)).toBe(2000);
    for (const status of ['Approved', 'Pending', 'Declined', 'FundingRequested', null, undefined]) {
      expect(pollInterval(status, 2000)).toBe(false);
    }
  });

  it('shows the decision when it arrives, then stops asking', async () => {
    const { application, path } = submitted();
    const clock = pollClock();
    const { sandbox, calls } = await renderPage(path, { decisionDelayMs: DECISION_DELAY_MS });
    const statusCalls = () => calls().filter((call) => call === statusOf(application.id)).length;

    expect(
      await screen.findByRole('status', { name: 'Credit decision in progress' }),
    ).toBeVisible();
    // Before the decision: the Id heads the page, the submission number beside it.
    const heading = screen.getByRole('heading', {
      level: 1,
      name: `Application ${application.id}`,
    });
    expect(
      screen.getByText(/Lender’s number given once decided · Submission number [A-Z]\d{9}/),
    ).toBeVisible();
    // Still Processing at the next poll; then the sandbox's clock reaches the decision.
    await clock.runFor(POLL_MS);
    expect(statusCalls()).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('status', { name: 'Credit decision in progress' })).toBeVisible();
    sandbox.advance(DECISION_DELAY_MS);
    await clock.runFor(POLL_MS);

    const approved = await screen.findByRole('status', { name: 'Approved' });
    expect(approved).toHaveTextContent('$13,000.00');
    expect(approved).toHaveTextContent('6.99%');
    // The decision refreshes the detail and history; the heading keeps the application's number
    // and the lender's number joins the secondary line.
    expect(await screen.findByText(/Lender’s number 7575769/)).toBeVisible();
    expect(heading).toHaveTextContent(`Application ${application.id}`);
    expect(heading).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: /7575769/ })).toBeNull();
    expect(await screen.findByText(/Credit decision: approved/)).toBeVisible();

    const callsWhenDecided = statusCalls();
    await clock.runFor(25 * POLL_MS);
    expect(statusCalls()).toBe(callsWhenDecided);
  });

  it('never polls a decided application', async () => {
    const { application, path } = submitted();
    const clock = pollClock();
    const { calls } = await renderPage(path);
    await screen.findByRole('status', { name: 'Approved' });
    await clock.runFor(25 * POLL_MS);
    expect(calls().filter((call) => call === statusOf(application.id))).toHaveLength(1);
  });
});

describe('ApplicationView', () => {
  it('shows the applicants with the SSN masked, the loan, the dealer and the assigned user', async () => {
    // A spouse as co-applicant (Daniel, SSN 500000002), assigned to the Sunrise administrator.
    await renderPage(submitted({ CoApplicant: {} }).path);
    const applicants = await screen.findByRole(
      'region',
      { name: 'Applicants' },
      { timeout: 10_000 },
    );
    expect(within(applicants).getByRole('heading', { name: 'Applicant' })).toBeVisible();
    expect(within(applicants).getByRole('heading', { name: 'Co-applicant' })).toBeVisible();
    expect(applicants).toHaveTextContent('Maria L Hernandez');
    expect(applicants).toHaveTextContent('Daniel Hernandez');
    expect(applicants).toHaveTextContent('*****0001');
    expect(applicants).toHaveTextContent('*****0002');
    expect(applicants).not.toHaveTextContent('500000002');
    expect(applicants).not.toHaveTextContent('D1234567');
    expect(applicants).toHaveTextContent('03/15/1984');

    const loan = screen.getByRole('region', { name: 'Loan' });
    for (const text of ['$12,500.00', '$1,031.25', '$12,531.25', '$13,000.00', 'Closed end']) {
      expect(loan).toHaveTextContent(text);
    }
    const dealer = screen.getByRole('region', { name: 'Dealer' });
    expect(dealer).toHaveTextContent('Sunrise Home Comfort');
    expect(await within(dealer).findByText('Marcus Reyes (sunrise.admin)')).toBeVisible();
  });

  it('shows even a full SSN by its last four only', () => {
    // The sandbox sends it masked; the applicant summary masks whatever the service sends.
    expect(maskSsn('500000002')).toBe('*****0002');
    expect(maskSsn('500-00-0002')).toBe('*****0002');
  });

  it('stage funding is not offered before the full paperwork is signed, and says what is missing', async () => {
    const { application, path } = submitted();
    // Approved, but no paperwork is sent: the lender would refuse stage funding.
    const { calls } = await renderPage(path);
    const button = await screen.findByRole(
      'button',
      { name: 'Request stage funding' },
      { timeout: 10_000 },
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Not available yet: The full paperwork has not been sent for signing yet.',
    );
    expect(calls()).not.toContain(stageFundOf(application.id));
  });

  it('says clearly when there is no such application', async () => {
    await renderPage('/applications/999999999');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Application not found' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  });

  it('says another dealer’s application is not found, as if there were none', async () => {
    await renderPage(async ({ sandbox }) => `/applications/${seededApplicationOf(sandbox, 103)}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Application not found' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  });

  it('shows the attestation lock-out as the service words it', async () => {
    // Lakeside missed its attestation deadline (sandbox/seed.ts): its applications are locked.
    let id = 0;
    await renderPage(
      async ({ sandbox }) => {
        id = seededApplicationOf(sandbox, 102);
        return `/applications/${id}`;
      },
      { as: 'lakeside.admin' },
    );
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: `Application ${id} is locked` },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Lakeside Pools & Spas (dealer 700102) missed its attestation deadline on 05/31/2025. The dealer must attest before its applications can be used again.',
    );
  });
});
