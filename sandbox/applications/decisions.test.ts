import { describe, expect, it } from 'vitest';
import { parse } from 'zod/mini';
import { applicationRecordSchema } from '../../src/schemas/application-records.ts';
import { v2StatusSchema, v3StatusSchema } from '../../src/schemas/application-status-records.ts';
import {
  validApplicantV3,
  validApplicationV3,
  validCoApplicantV3,
} from '../../src/schemas/fixtures/application-v3.test-support.ts';
import type { ApplicantV3 } from '../../src/schemas/application-v3.ts';
import { seedDealers } from '../seed.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';
import { amountApprovedFor, decide, rtcDateAfter, TEST_SSNS, type Decision } from './decisions.ts';
import { buildApplicationRecord, type NewApplication } from './record.ts';
import {
  call,
  specApplicationRecord,
  specStatus,
  type TestSandbox,
} from './applications.test-support.ts';

const [sunrise] = seedDealers('2025-06-15');

type Applicant = Partial<Record<keyof ApplicantV3, unknown>>;

/** A record of the fixture with changed income, housing payment, amount or co-applicant. */
function recordWith(options: {
  applicant?: Applicant;
  coApplicant?: Applicant | null;
  amountFinanced?: number;
}) {
  const input: NewApplication = {
    version: 3,
    dealer: sunrise!,
    applicant: validApplicantV3({ SocialSecurityNumber: '123456789', ...options.applicant }),
    coApplicant:
      options.coApplicant === undefined || options.coApplicant === null
        ? null
        : validCoApplicantV3({ SocialSecurityNumber: '987654321', ...options.coApplicant }),
    loan: {
      ...validApplicationV3().LoanParameters,
      CreditType: 'ClosedEnd',
      AmountFinanced: options.amountFinanced ?? 10_000,
    },
    assignedUserId: 1,
  };
  return buildApplicationRecord(input, 1, new Date('2025-06-15T15:00:00Z'));
}

describe('decide: test SSNs', () => {
  it.each(TEST_SSNS.approved.map((ssn, index) => [ssn, index + 1] as const))(
    '%s approves (risk tier %i)',
    (ssn, tier) => {
      // Even with no income at all: the test SSN decides.
      const record = recordWith({
        applicant: { SocialSecurityNumber: ssn, GrossMonthlyIncome: 0 },
      });
      expect(decide(record)).toEqual({ outcome: 'Approved', riskTier: tier });
    },
  );

  it.each(TEST_SSNS.declined)('%s declines', (ssn) => {
    const record = recordWith({
      applicant: { SocialSecurityNumber: ssn, GrossMonthlyIncome: 50_000 },
    });
    expect(decide(record)).toEqual({ outcome: 'Declined' });
  });

  it.each([
    ['500000010', ['Proof of income']],
    ['500000011', ['Verify identity']],
    ['500000012', ['Proof of income', 'Verify identity']],
  ])('%s pends on %j', (ssn, conditions) => {
    const record = recordWith({ applicant: { SocialSecurityNumber: ssn } });
    expect(decide(record)).toEqual({ outcome: 'Pending', conditions });
  });

  it("decides on the applicant's SSN, not the co-applicant's", () => {
    const record = recordWith({
      applicant: { GrossMonthlyIncome: 0, Payment: 1_000 },
      coApplicant: { SocialSecurityNumber: '500000001', GrossMonthlyIncome: 0 },
    });
    expect(decide(record).outcome).toBe('Declined');
  });
});

describe('decide: debt-to-income for any other SSN', () => {
  // The payment estimate of 10,000.00 financed is 2% = 200; obligations = Payment + 200.
  const table: {
    why: string;
    applicant?: Applicant;
    coApplicant?: Applicant;
    amountFinanced?: number;
    expected: Decision;
  }[] = [
    {
      why: '(1,000 + 200) / 20,000 = 6%: tier 1',
      applicant: { GrossMonthlyIncome: 20_000, Payment: 1_000 },
      expected: { outcome: 'Approved', riskTier: 1 },
    },
    {
      why: '(900 + 200) / 6,000 = 18.3%: tier 2',
      applicant: { GrossMonthlyIncome: 6_000, Payment: 900 },
      expected: { outcome: 'Approved', riskTier: 2 },
    },
    {
      why: '(1,300 + 200) / 6,000 = 25% exactly: tier 3',
      applicant: { GrossMonthlyIncome: 6_000, Payment: 1_300 },
      expected: { outcome: 'Approved', riskTier: 3 },
    },
    {
      why: '(1,900 + 200) / 6,000 = 35% exactly: approved, tier 5',
      applicant: { GrossMonthlyIncome: 6_000, Payment: 1_900 },
      expected: { outcome: 'Approved', riskTier: 5 },
    },
    {
      why: 'a cent over 35%: pending on proof of income',
      applicant: { GrossMonthlyIncome: 6_000, Payment: 1_900.01 },
      expected: { outcome: 'Pending', conditions: ['Proof of income'] },
    },
    {
      why: 'over 35% without identification: pending on income and identity',
      applicant: {
        GrossMonthlyIncome: 6_000,
        Payment: 2_000,
        IdentificationType: 'Unavailable',
        IdentificationNumber: null,
        IsIssueDatePresent: null,
        IdentificationIssueDate: null,
        IsIssueStatePresent: null,
        IdentificationState: null,
        ExpirationDateUnavailable: null,
        IdentificationExpirationDate: null,
      },
      expected: { outcome: 'Pending', conditions: ['Proof of income', 'Verify identity'] },
    },
    {
      why: '(2,800 + 200) / 6,000 = 50% exactly: pending',
      applicant: { GrossMonthlyIncome: 6_000, Payment: 2_800 },
      expected: { outcome: 'Pending', conditions: ['Proof of income'] },
    },
    {
      why: 'a cent over 50%: declined',
      applicant: { GrossMonthlyIncome: 6_000, Payment: 2_800.01 },
      expected: { outcome: 'Declined' },
    },
    {
      why: 'no income: declined',
      applicant: { GrossMonthlyIncome: 0, Payment: 0, AdditionalIncomeSources: [] },
      expected: { outcome: 'Declined' },
    },
    {
      why: 'the payment estimate rounds up to a dollar: 10,000.01 → 201, a dollar over 35%',
      applicant: { GrossMonthlyIncome: 6_000, Payment: 1_900 },
      amountFinanced: 10_000.01,
      expected: { outcome: 'Pending', conditions: ['Proof of income'] },
    },
    {
      why: 'additional income counts: (1,900 + 200) / (3,000 + 3,000) = 35%',
      applicant: {
        GrossMonthlyIncome: 3_000,
        Payment: 1_900,
        AdditionalIncomeSources: [
          { AdditionalIncomeSource: 'Other', Source: 'Pension', Amount: 3_000 },
        ],
      },
      expected: { outcome: 'Approved', riskTier: 5 },
    },
    {
      why: "the co-applicant's income counts: (1,900 + 200) / (3,000 + 3,000) = 35%",
      applicant: { GrossMonthlyIncome: 3_000, Payment: 1_900 },
      coApplicant: { GrossMonthlyIncome: 3_000, AdditionalIncomeSources: [] },
      expected: { outcome: 'Approved', riskTier: 5 },
    },
    {
      why: 'without that co-applicant: (1,900 + 200) / 3,000 = 70%, declined',
      applicant: { GrossMonthlyIncome: 3_000, Payment: 1_900 },
      expected: { outcome: 'Declined' },
    },
  ];

  it.each(table)('$why', ({ applicant, coApplicant, amountFinanced, expected }) => {
    expect(decide(recordWith({ applicant, coApplicant, amountFinanced }))).toEqual(expected);
  });
});

describe('decision figures', () => {
  it.each([
    // 2025-06-12 is a Thursday, 06-13 a Friday, 06-14 a Saturday, 06-15 a Sunday.
    { day: '2025-06-12', saturday: true, expected: '2025-06-16' },
    { day: '2025-06-12', saturday: false, expected: '2025-06-17' },
    { day: '2025-06-13', saturday: true, expected: '2025-06-17' },
    { day: '2025-06-13', saturday: false, expected: '2025-06-18' },
    { day: '2025-06-14', saturday: true, expected: '2025-06-18' },
    { day: '2025-06-15', saturday: false, expected: '2025-06-18' },
    { day: '2025-06-16', saturday: false, expected: '2025-06-19' },
    { day: '2025-12-31', saturday: false, expected: '2026-01-05' },
  ])(
    'right to cancel: 3 business days after $day (open Saturday: $saturday) is $expected',
    ({ day, saturday, expected }) => {
      expect(rtcDateAfter(day, saturday)).toBe(expected);
    },
  );

  it.each([
    [12_531.25, 13_000],
    [12_500, 12_500],
    [1_000.01, 1_500],
    [0.29, 500],
    [100_000, 100_000],
  ])('AmountApproved of %d financed is %d', (financed, approved) => {
    expect(amountApprovedFor(financed)).toBe(approved);
  });
});

type Detail = {
  Status: string;
  IsActive: boolean;
  ApplicationNumber: number | null;
  BuyRate: string | null;
  RiskTier: number | null;
  RtcDate: string | null;
  LongApplicationStatus: string;
  Messages: { MessageType: string; IsMet: boolean; Label: string }[];
  HistoryItems: { Message: string; Date: string }[];
  FinancialInformation: { TotalAmountFinanced: number };
};

async function submitWithSsn(sandbox: TestSandbox, token: string, ssn: string) {
  const { body } = await call(sandbox, '/v3/api/applications', {
    token,
    method: 'POST',
    json: validApplicationV3({ Applicant: { SocialSecurityNumber: ssn } }),
  });
  return (body as { Id: number }).Id;
}

async function detailOf(sandbox: TestSandbox, token: string, id: number) {
  const { body } = await call(sandbox, `/v2/api/applications/detail/${id}`, { token });
  specApplicationRecord('detail', 2).parse(body);
  parse(applicationRecordSchema, body);
  return body as Detail;
}

describe('decisions through the interface (no delay)', () => {
  it.each(TEST_SSNS.approved.map((ssn, index) => [ssn, index + 1] as const))(
    '%s: approved, tier %i, with number, rate, amount, right-to-cancel day and met conditions',
    async (ssn, tier) => {
      // Sunday 2025-06-15; Sunrise is open on Saturdays.
      const sandbox = createTestSandbox();
      const token = await sandbox.signIn('dealer.user');
      const id = await submitWithSsn(sandbox, token, ssn);
      const detail = await detailOf(sandbox, token, id);
      expect(detail).toMatchObject({
        Status: 'Approved',
        IsActive: true,
        RiskTier: tier,
        RtcDate: '2025-06-18T00:00:00',
      });
      expect(String(detail.ApplicationNumber)).toMatch(/^\d{7}$/);
      expect(detail.BuyRate).toMatch(/^\d{1,2}\.\d{2}$/);
      expect(detail.LongApplicationStatus).toMatch(/^Approved for \$13,000\.00/);
      expect(detail.Messages.some((message) => message.MessageType === 'Hint')).toBe(true);
      const conditions = detail.Messages.filter((message) => message.MessageType === 'Condition');
      expect(conditions.length).toBeGreaterThan(0);
      expect(conditions.every((condition) => condition.IsMet)).toBe(true);
      expect(detail.HistoryItems).toEqual([
        {
          Message: expect.stringMatching(/^Credit decision: approved/),
          Date: '2025-06-15T15:00:00.000',
        },
      ]);

      const { body } = await call(sandbox, `/v3/api/applications/status/${id}`, { token });
      const status = specStatus.status[3].parse(body);
      expect(status.AmountApproved).toBe(13_000);
      expect(status.AmountApproved!).toBeGreaterThanOrEqual(
        detail.FinancialInformation.TotalAmountFinanced,
      );
      expect(parse(v3StatusSchema, body).RTCDate).toBe('2025-06-18');
    },
  );

  it.each(TEST_SSNS.declined)('%s: declined, numbered, inactive', async (ssn) => {
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn('dealer.user');
    const detail = await detailOf(sandbox, token, await submitWithSsn(sandbox, token, ssn));
    expect(detail).toMatchObject({
      Status: 'Declined',
      IsActive: false,
      BuyRate: null,
      RiskTier: null,
      RtcDate: null,
    });
    expect(detail.ApplicationNumber).not.toBeNull();
    expect(detail.HistoryItems.map((item) => item.Message)).toEqual(['Credit decision: declined.']);
  });

  it.each([
    ['500000010', ['Proof of income']],
    ['500000011', ['Verify identity']],
    ['500000012', ['Proof of income', 'Verify identity']],
  ])('%s: pending with the unmet conditions %j', async (ssn, labels) => {
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn('dealer.user');
    const id = await submitWithSsn(sandbox, token, ssn);
    const detail = await detailOf(sandbox, token, id);
    expect(detail).toMatchObject({ Status: 'Pending', IsActive: true, RiskTier: null });
    expect(detail.ApplicationNumber).not.toBeNull();
    const unmet = detail.Messages.filter(
      (message) => message.MessageType === 'Condition' && !message.IsMet,
    );
    expect(unmet.map((message) => message.Label)).toEqual(labels);
    const { body } = await call(sandbox, `/v2/api/applications/status/${id}`, { token });
    expect(parse(v2StatusSchema, body).LongApplicationStatus).toMatch(/^Pending: the lender needs/);
  });

  it('decides any other SSN by the income rule', async () => {
    const sandbox = createTestSandbox();
    const token = await sandbox.signIn('dealer.user');
    const approve = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      json: validApplicationV3({
        Applicant: { SocialSecurityNumber: '123456789', GrossMonthlyIncome: 9_000, Payment: 1_200 },
      }),
    });
    const decline = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      json: validApplicationV3({
        Applicant: { SocialSecurityNumber: '123456789', GrossMonthlyIncome: 2_500, Payment: 1_800 },
      }),
    });
    const idOf = (result: { body: unknown }) => (result.body as { Id: number }).Id;
    expect((await detailOf(sandbox, token, idOf(approve))).Status).toBe('Approved');
    expect((await detailOf(sandbox, token, idOf(decline))).Status).toBe('Declined');
  });
});

describe('decisions after SANDBOX_DECISION_DELAY_MS', () => {
  it('stays Processing until the delay has passed, then decides at the due time', async () => {
    const sandbox = createTestSandbox(new Date('2025-06-13T20:00:00Z'), {
      decisionDelayMs: 3_000,
    });
    const token = await sandbox.signIn('dealer.user');
    const id = await submitWithSsn(sandbox, token, '500000002');
    const statusNow = async () =>
      specStatus.status[2].parse(
        (await call(sandbox, `/v2/api/applications/status/${id}`, { token })).body,
      );

    sandbox.advance(2_999);
    expect(await statusNow()).toMatchObject({
      LoanApplicationStatus: 'Processing',
      LoanApplicationNumber: null,
      RTCDate: null,
      LongApplicationStatus: expect.stringMatching(/in progress/),
    });
    const { body: early } = await call(sandbox, `/v3/api/applications/history/${id}`, { token });
    expect(early).toEqual({ HistoryItems: [] });

    // Read a minute late: the decision is dated when it was due, not when it was read.
    sandbox.advance(60_001);
    expect(await statusNow()).toMatchObject({
      LoanApplicationStatus: 'Approved',
      RiskTier: 2,
      // Friday 2025-06-13, open Saturday: Saturday, Monday, Tuesday.
      RTCDate: '2025-06-17T00:00:00',
    });
    const detail = await detailOf(sandbox, token, id);
    expect(detail.HistoryItems).toEqual([
      { Message: expect.stringMatching(/^Credit decision/), Date: '2025-06-13T20:00:03.000' },
    ]);
    expect(detail).toMatchObject({ ModifyDateUtc: '2025-06-13T20:00:03.000' });

    const { body: since } = await call(
      sandbox,
      '/v3/api/applications/statuses-since/2025-06-13T20:00:01Z',
      { token },
    );
    expect(
      (since as { LoanApplicationId: number }[]).map((item) => item.LoanApplicationId),
    ).toEqual([id]);
  });
});
