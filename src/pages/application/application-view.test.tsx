import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../api/client.ts';
import { jsonResponse, renderWithProviders } from '../../test/render.tsx';
import { ApplicationView } from './application-view.tsx';
import { pollInterval } from './live-status.ts';
import {
  APPLICATION_ID,
  detailRecord,
  requestsOf,
  serve,
  statusRecord,
  sunriseUsers,
} from './test-support.ts';

const STATUS = `GET /v3/api/applications/status/${APPLICATION_ID}`;
const DETAIL = `GET /v3/api/applications/detail/${APPLICATION_ID}`;
const DETAIL_V2 = `GET /v2/api/applications/detail/${APPLICATION_ID}`;
const HISTORY = `GET /v3/api/applications/history/${APPLICATION_ID}`;
const STAGE_FUND = `POST /v3/api/applications/stageFund/${APPLICATION_ID}`;

const processingDetail = detailRecord({
  Status: 'Processing',
  ApplicationNumber: null,
  BuyRate: null,
  RiskTier: null,
  RtcDate: null,
  Messages: [],
  HistoryItems: [],
});
const processingStatus = statusRecord({
  LoanApplicationStatus: 'Processing',
  LoanApplicationNumber: null,
  BuyRate: null,
  AmountApproved: null,
  RTCDate: null,
  RiskTier: null,
});

beforeEach(() => configureClient({ baseUrl: '', getToken: () => 'token' }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * Fake timers that still follow the clock (findBy* keeps working): a check that no more polls
 * come can then run a second's worth of poll intervals at once, whatever the machine's load,
 * instead of sleeping and hoping they had their turn.
 */
function pollClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return { runFor: (ms: number) => vi.advanceTimersByTimeAsync(ms) };
}

function renderView(fetchMock: ReturnType<typeof serve>, pollIntervalMs = 2000) {
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <MemoryRouter>
      <ApplicationView applicationId={APPLICATION_ID} pollIntervalMs={pollIntervalMs} />
    </MemoryRouter>,
  );
}

/** Routes for an application as the sandbox answers it once decided. */
function decided(detail = detailRecord(), status = statusRecord()) {
  return {
    [DETAIL]: jsonResponse(detail),
    [DETAIL_V2]: jsonResponse({ ...detail, LongApplicationStatus: 'Approved for $13,000.00.' }),
    [STATUS]: jsonResponse(status),
    [HISTORY]: jsonResponse({ HistoryItems: detail.HistoryItems }),
    ['GET /v3/api/users']: jsonResponse(sunriseUsers),
  };
}

describe('live status', () => {
  it('polls only while Processing', () => {
    expect(pollInterval('Processing', 2000)).toBe(2000);
    for (const status of ['Approved', 'Pending', 'Declined', 'FundingRequested', null, undefined]) {
      expect(pollInterval(status, 2000)).toBe(false);
    }
  });

  it('shows the decision when it arrives, then stops asking', async () => {
    let statusCalls = 0;
    let decidedNow = false;
    const fetchMock = serve({
      ...decided(),
      [DETAIL]: () => jsonResponse(decidedNow ? detailRecord() : processingDetail),
      [DETAIL_V2]: () => jsonResponse(decidedNow ? detailRecord() : processingDetail),
      [HISTORY]: () =>
        jsonResponse({ HistoryItems: decidedNow ? detailRecord().HistoryItems : [] }),
      [STATUS]: () => {
        statusCalls += 1;
        // Processing for the first two answers, then the lender decides.
        decidedNow = statusCalls >= 3;
        return jsonResponse(decidedNow ? statusRecord() : processingStatus);
      },
    });
    const clock = pollClock();
    renderView(fetchMock, 20);

    expect(
      await screen.findByRole('status', { name: 'Credit decision in progress' }),
    ).toBeVisible();
    const approved = await screen.findByRole('status', { name: 'Approved' });
    expect(approved).toHaveTextContent('$13,000.00');
    expect(approved).toHaveTextContent('6.99%');
    // The decision refreshes the detail (the title gains the application number) and history.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application 7575769' }),
    ).toBeVisible();
    expect(await screen.findByText(/Credit decision: approved/)).toBeVisible();

    const callsWhenDecided = statusCalls;
    await clock.runFor(1_000); // 50 intervals of 20 ms
    expect(statusCalls).toBe(callsWhenDecided);
  });

  it('never polls a decided application', async () => {
    const fetchMock = serve(decided());
    const clock = pollClock();
    renderView(fetchMock, 20);
    await screen.findByRole('status', { name: 'Approved' });
    await clock.runFor(1_000); // 50 intervals of 20 ms
    expect(requestsOf(fetchMock).filter((request) => request === STATUS)).toHaveLength(1);
  });
});

describe('ApplicationView', () => {
  it('shows the applicants with the SSN masked, the loan, the dealer and the assigned user', async () => {
    const detail = detailRecord({
      CoApplicant: {
        ...detailRecord().Applicant,
        Id: 201512,
        FirstName: 'Daniel',
        MiddleInitial: null,
        SocialSecurityNumber: '500000002', // even a full number shows only its last four
        CoApplicantType: 'Spouse',
      },
    });
    renderView(serve(decided(detail)));
    const applicants = await screen.findByRole('region', { name: 'Applicants' });
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

  it('stage funding asks first, then shows the lender’s refusal as sent', async () => {
    const fetchMock = serve({
      ...decided(),
      [STAGE_FUND]: jsonResponse(
        { Message: 'The full paperwork must be signed before stage funding can be requested.' },
        400,
      ),
    });
    renderView(fetchMock);
    await userEvent.click(await screen.findByRole('button', { name: 'Request stage funding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request stage funding?' });
    expect(dialog).toHaveTextContent('application 7575769 ($12,531.25 financed)');
    expect(requestsOf(fetchMock)).not.toContain(STAGE_FUND);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request stage funding' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The full paperwork must be signed before stage funding can be requested.',
    );
    expect(requestsOf(fetchMock).filter((request) => request === STAGE_FUND)).toHaveLength(1);
  });

  it('says clearly when there is no such application (or it is another dealer’s)', async () => {
    renderView(serve({}));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toBeVisible();
  });

  it('shows the attestation lock-out as the service words it', async () => {
    const message =
      'Lakeside Pools & Spas (dealer 700102) missed its attestation deadline on 10/01/2026. The dealer must attest before its applications can be used again.';
    renderView(
      serve({
        [DETAIL]: jsonResponse({ Message: message }, 403),
        [STATUS]: jsonResponse({ Message: message }, 403),
      }),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: `Application ${APPLICATION_ID} is locked`,
      }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});
