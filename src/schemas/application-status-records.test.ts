import { describe, expect, it } from 'vitest';
import { parse, safeParse, type ZodMiniType } from 'zod/mini';
import {
  applicationHistorySchema,
  v1StatusesSinceSchema,
  v1StatusSchema,
  v2StatusesSinceSchema,
  v2StatusSchema,
  v3StatusesSinceSchema,
  v3StatusSchema,
} from './application-status-records.ts';

const base = {
  LoanApplicationId: 5001,
  LoanApplicationNumber: 880001,
  LoanApplicationStatus: 'Approved',
  DealerId: 101,
  AssignedToUserId: 6,
  Messages: [{ MessageType: 'Hint', IsMet: true, Label: 'ID', Text: 'Identity verified' }],
  DispositionCode: null,
  BuyRate: '9.99',
  AmountFinanced: 24000,
};

/** Every field any operation adds, so each schema shows which ones it keeps. */
const everything = {
  ...base,
  RTCDate: '2026-11-26T00:00:00',
  ProjectNumber: 'PRJ-42',
  RiskTier: 2,
  LongApplicationStatus: 'Approved - awaiting paperwork',
  AmountApproved: 25000,
  Unlisted: 'dropped',
};

const readBase = { ...base, Messages: [{ ...base.Messages[0] }] };

const one = (schema: ZodMiniType) => (body: unknown) => parse(schema, body);
const first = (schema: ZodMiniType) => (body: unknown) => (parse(schema, [body]) as unknown[])[0];

describe('application status records, one per operation', () => {
  it.each<[string, (body: unknown) => unknown, Record<string, unknown>]>([
    ['v1 status', one(v1StatusSchema), {}],
    ['v1 statuses-since', first(v1StatusesSinceSchema), {}],
    [
      'v2 status',
      one(v2StatusSchema),
      {
        RTCDate: '2026-11-26',
        ProjectNumber: 'PRJ-42',
        RiskTier: 2,
        LongApplicationStatus: 'Approved - awaiting paperwork',
      },
    ],
    [
      'v2 statuses-since',
      first(v2StatusesSinceSchema),
      { RTCDate: '2026-11-26', LongApplicationStatus: 'Approved - awaiting paperwork' },
    ],
    [
      'v3 status',
      one(v3StatusSchema),
      { AmountApproved: 25000, RTCDate: '2026-11-26', ProjectNumber: 'PRJ-42', RiskTier: 2 },
    ],
    [
      'v3 statuses-since',
      first(v3StatusesSinceSchema),
      { AmountApproved: 25000, RTCDate: '2026-11-26', ProjectNumber: 'PRJ-42' },
    ],
  ])('%s keeps exactly its own fields', (_name, read, added) => {
    expect(read(everything)).toEqual({ ...readBase, ...added });
  });

  it.each([
    ['v1', v1StatusSchema],
    ['v2', v2StatusSchema],
    ['v3', v3StatusSchema],
  ] as const)('%s keeps an unknown status and message type', (_name, schema) => {
    const status = parse(schema, {
      ...base,
      LoanApplicationStatus: 'Funded',
      Messages: [{ MessageType: 'Stipulation' }],
    });
    expect(status.LoanApplicationStatus).toBe('Funded');
    expect(status.Messages).toEqual([{ MessageType: 'Stipulation' }]);
  });

  it.each([
    '2026-11-26T00:00:00',
    '2026-11-26T00:00:00Z',
    '2026-11-26T00:00:00-08:00',
    '2026-11-26',
  ])('reads RTCDate %s as the calendar day 2026-11-26', (RTCDate) => {
    expect(parse(v3StatusSchema, { ...base, RTCDate }).RTCDate).toBe('2026-11-26');
  });

  it('reads a record that sends only its identifier', () => {
    expect(parse(v3StatusSchema, { LoanApplicationId: 5001 })).toEqual({
      LoanApplicationId: 5001,
      Messages: [],
    });
  });

  it('keeps the status names apart from the application record names', () => {
    const status = parse(v3StatusSchema, {
      LoanApplicationId: 5001,
      Status: 'Approved',
      AssignedUserId: 6,
      FinancialInformation: { TotalAmountFinanced: 24000 },
    });
    expect(status.LoanApplicationStatus).toBeUndefined();
    expect(status.AssignedToUserId).toBeUndefined();
    expect(status.AmountFinanced).toBeUndefined();
    expect(status).not.toHaveProperty('RtcDate');
  });

  it('refuses a record without its identifier', () => {
    expect(safeParse(v3StatusesSinceSchema, [{ ...base, LoanApplicationId: null }]).success).toBe(
      false,
    );
  });
});

describe('application history', () => {
  it('reads history items, dates without a zone as UTC', () => {
    expect(
      parse(applicationHistorySchema, {
        HistoryItems: [
          { Message: 'Application submitted', Date: '2026-11-21T23:30:00' },
          { Message: 'Approved', Date: '2026-11-22T08:00:00Z', By: 'system' },
        ],
      }),
    ).toEqual({
      HistoryItems: [
        { Message: 'Application submitted', Date: '2026-11-21T23:30:00.000Z' },
        { Message: 'Approved', Date: '2026-11-22T08:00:00.000Z' },
      ],
    });
  });

  it('reads a missing list as empty', () => {
    expect(parse(applicationHistorySchema, {})).toEqual({ HistoryItems: [] });
  });
});
