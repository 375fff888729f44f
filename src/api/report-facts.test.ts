import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationRecord } from '../schemas/application-records.ts';
import { applicationKeys, detailQuery } from './applications.ts';
import { readReportFacts, reportFactsOf, stepOfMessage } from './report-facts.ts';

/** The parts of a detail the facts read, with private data they must not keep. */
const record = (history: { Message: string; Date: string }[]) =>
  ({
    Id: 7,
    Applicant: { FirstName: 'Maria', SocialSecurityNumber: '***-**-6789' },
    Dealer: { Id: 1, Address: { State: 'CA' } },
    FinancialInformation: { ProductCode: 'HVAC' },
    Terms: { CreditType: 'Revolving' },
    LoanType: 'ClosedEnd',
    CreateDateUtc: '2026-10-01T16:00:00.000Z',
    HistoryItems: history,
    Signatures: [
      {
        SignatureType: 'FULL',
        SignatureInformation: [{ DateSent: '2026-10-02', DateSigned: '2026-10-03' }],
      },
    ],
  }) as unknown as ApplicationRecord;

describe('stepOfMessage', () => {
  it.each([
    ['Credit decision: approved for $24,000.00.', 'decided'],
    ['Credit decision: declined.', 'decided'],
    ['Promotion chosen: 12 months same as cash.', 'planChosen'],
    ['Full paperwork submitted for e-signing by Dana Lee.', 'sent'],
    ['Full paperwork signed by the applicant.', 'signed'],
    ['Signed paperwork received on paper: FULL.', 'signed'],
    ['Stage funding requested by Dana Lee.', 'fundingRequested'],
  ])('%s is the step %s', (message, step) => expect(stepOfMessage(message)).toBe(step));

  it.each(['Reassigned from A to B by C.', 'Project number set to PRJ-1 by C.', 'Unsigned copy'])(
    '%s is no step',
    (message) => expect(stepOfMessage(message)).toBeNull(),
  );
});

describe('reportFactsOf', () => {
  it('keeps the first moment of each step, the product, credit type and the dealer’s zone', () => {
    const facts = reportFactsOf(
      record([
        { Message: 'Credit decision: approved.', Date: '2026-10-01T16:05:00.000Z' },
        { Message: 'Full paperwork submitted for e-signing.', Date: '2026-10-02T10:00:00.000Z' },
        { Message: 'Credit decision: approved again.', Date: '2026-10-01T18:00:00.000Z' },
      ]),
    );
    expect(facts).toEqual({
      product: 'HVAC',
      creditType: 'Revolving',
      dealerTimeZone: 'America/Los_Angeles',
      submittedAt: '2026-10-01T16:00:00.000Z',
      steps: {
        decided: '2026-10-01T16:05:00.000Z',
        planChosen: null,
        sent: '2026-10-02T10:00:00.000Z',
        signed: null,
        fundingRequested: null,
      },
      paperworkSent: true,
      fullSigned: true,
    });
    expect(JSON.stringify(facts)).not.toContain('6789');
  });
});

describe('readReportFacts', () => {
  it('uses facts a page kept, or a cached detail, before reading the detail', async () => {
    const client = new QueryClient();
    client.setQueryData(detailQuery(7).queryKey, record([]));
    const fetch = vi.spyOn(globalThis, 'fetch');
    const facts = await readReportFacts(client, 7, new AbortController().signal);
    expect(facts.product).toBe('HVAC');
    expect(await readReportFacts(client, 7, new AbortController().signal)).toBe(
      client.getQueryData([...applicationKeys.one(7), 'report-facts']),
    );
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
