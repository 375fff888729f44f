import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  ODD_VALUES,
  allPaths,
  issuePaths,
  withChanges,
} from './fixtures/with-changes.test-support.ts';
import {
  promotionsPreviewSearchParams,
  promotionsPreviewFormSchema,
  promotionsPreviewQuerySchema,
  setPromotionBody,
  setPromotionRequestSchema,
  setPromotionV1Body,
  setPromotionV1RequestSchema,
  type SetPromotionContext,
} from './promotion-requests.ts';

function expectOutcome(result: ReturnType<typeof safeParse>, failsAt: string | null) {
  if (failsAt === null) {
    expect(issuePaths(result)).toEqual([]);
    return;
  }
  expect(issuePaths(result)).toContain(failsAt);
  for (const issue of result.error!.issues) expect(issue.message).not.toMatch(/^Invalid/);
}

/** Promotion records as the service returns them (v3 fields the bodies do not copy left out). */
const closedEndPromotion = {
  Id: 11,
  ClosedEndPaymentRateId: 21,
  Apr: '0.1799',
  AddOnId: null,
  PaymentFactor: 0,
  Terms: 84,
};
const revolvingPromotion = {
  Id: 12,
  ClosedEndPaymentRateId: null,
  Apr: '0',
  AddOnId: 7,
  PaymentFactor: 0.0175,
  Terms: 0,
};

type Row = [
  string,
  object,
  Record<string, unknown>,
  SetPromotionContext['creditType'],
  string | null,
];

const setPromotionRows: Row[] = [
  ['closed-end promotion as received', closedEndPromotion, {}, 'ClosedEnd', null],
  ['revolving promotion as received', revolvingPromotion, {}, 'Revolving', null],
  ['PromotionId 0', closedEndPromotion, { PromotionId: 0 }, 'ClosedEnd', 'PromotionId'],
  [
    'PromotionId missing',
    closedEndPromotion,
    { PromotionId: undefined },
    'ClosedEnd',
    'PromotionId',
  ],
  [
    'ClosedEndPaymentRateId negative',
    closedEndPromotion,
    { ClosedEndPaymentRateId: -1 },
    'ClosedEnd',
    'ClosedEndPaymentRateId',
  ],
  [
    'ClosedEndPaymentRateId null',
    closedEndPromotion,
    { ClosedEndPaymentRateId: null },
    'ClosedEnd',
    null,
  ],
  ['closed-end without Apr', closedEndPromotion, { Apr: null }, 'ClosedEnd', 'Apr'],
  ['closed-end Apr as a percentage', closedEndPromotion, { Apr: '17.99' }, 'ClosedEnd', 'Apr'],
  ['closed-end Apr without leading zero', closedEndPromotion, { Apr: '.1799' }, 'ClosedEnd', null],
  ['closed-end Apr not a number', closedEndPromotion, { Apr: 'n/a' }, 'ClosedEnd', 'Apr'],
  ['Apr as a number', closedEndPromotion, { Apr: 0.1799 }, 'ClosedEnd', 'Apr'],
  ['closed-end without Terms', closedEndPromotion, { Terms: null }, 'ClosedEnd', 'Terms'],
  ['Terms not whole', closedEndPromotion, { Terms: 84.5 }, 'ClosedEnd', 'Terms'],
  [
    'closed-end without PaymentFactor',
    closedEndPromotion,
    { PaymentFactor: undefined },
    'ClosedEnd',
    null,
  ],
  // Issue 18 item 1: "not null" fields are left out, never null.
  [
    'closed-end PaymentFactor null (not null)',
    closedEndPromotion,
    { PaymentFactor: null },
    'ClosedEnd',
    'PaymentFactor',
  ],
  ['revolving Apr null (not null)', revolvingPromotion, { Apr: null }, 'Revolving', 'Apr'],
  ['revolving Terms null (not null)', revolvingPromotion, { Terms: null }, 'Revolving', 'Terms'],
  [
    'revolving without PaymentFactor',
    revolvingPromotion,
    { PaymentFactor: null },
    'Revolving',
    'PaymentFactor',
  ],
  [
    'PaymentFactor as text',
    revolvingPromotion,
    { PaymentFactor: '0.0175' },
    'Revolving',
    'PaymentFactor',
  ],
  [
    'revolving without Apr and Terms',
    revolvingPromotion,
    { Apr: undefined, Terms: undefined },
    'Revolving',
    null,
  ],
];

describe('set promotion (v3)', () => {
  it.each<Row>([
    ...setPromotionRows,
    ['AddOnId negative', revolvingPromotion, { AddOnId: -7 }, 'Revolving', 'AddOnId'],
    ['unknown field', closedEndPromotion, { FullTerms: 84 }, 'ClosedEnd', ''],
  ])('%s', (_name, promotion, changes, creditType, failsAt) => {
    const body = withChanges(setPromotionBody(promotion as typeof closedEndPromotion), changes);
    expectOutcome(safeParse(setPromotionRequestSchema({ creditType }), body), failsAt);
  });
});

describe('set promotion (v1)', () => {
  it.each<Row>([
    ...setPromotionRows,
    ['AddOnId is not a v1 field', revolvingPromotion, { AddOnId: 7 }, 'Revolving', ''],
  ])('%s', (_name, promotion, changes, creditType, failsAt) => {
    const body = withChanges(setPromotionV1Body(promotion as typeof closedEndPromotion), changes);
    expectOutcome(safeParse(setPromotionV1RequestSchema({ creditType }), body), failsAt);
  });

  it('copies the promotion without AddOnId', () => {
    expect(setPromotionV1Body(revolvingPromotion)).toEqual({
      PromotionId: 12,
      ClosedEndPaymentRateId: null,
      Apr: '0',
      PaymentFactor: 0.0175,
      Terms: 0,
    });
  });
});

describe('promotions preview query', () => {
  const query = {
    applicationId: '1001',
    amountFinanced: '11575.5',
    creditType: 'ClosedEnd',
    stateCode: 'CA',
  };

  it.each<[string, Record<string, unknown>, string | null]>([
    ['complete', {}, null],
    ['applicationId 0', { applicationId: '0' }, 'applicationId'],
    ['applicationId not a number', { applicationId: 'A1001' }, 'applicationId'],
    ['applicationId missing', { applicationId: undefined }, 'applicationId'],
    ['amountFinanced 0.01', { amountFinanced: '0.01' }, null],
    ['amountFinanced 0', { amountFinanced: '0' }, 'amountFinanced'],
    ['amountFinanced negative', { amountFinanced: '-5' }, 'amountFinanced'],
    ['amountFinanced with a comma', { amountFinanced: '11,575.50' }, 'amountFinanced'],
    ['creditType Revolving', { creditType: 'Revolving' }, null],
    ['creditType unknown', { creditType: 'Lease' }, 'creditType'],
    ['stateCode unknown', { stateCode: 'PR' }, 'stateCode'],
    ['stateCode missing', { stateCode: undefined }, 'stateCode'],
  ])('%s', (_name, changes, failsAt) => {
    expectOutcome(safeParse(promotionsPreviewQuerySchema, withChanges(query, changes)), failsAt);
  });

  it('reads the numbers out of the query text', () => {
    expect(safeParse(promotionsPreviewQuerySchema, query).data).toEqual({
      applicationId: 1001,
      amountFinanced: 11575.5,
      creditType: 'ClosedEnd',
      stateCode: 'CA',
    });
  });

  it('builds the query the schema reads back', () => {
    const preview = {
      applicationId: 1001,
      amountFinanced: 10.1,
      creditType: 'Revolving',
      stateCode: 'NV',
    } as const;
    const built = promotionsPreviewSearchParams(preview);
    expect(built).toEqual({
      applicationId: '1001',
      amountFinanced: '10.1',
      creditType: 'Revolving',
      stateCode: 'NV',
    });
    expect(new URLSearchParams(built).toString()).toBe(
      'applicationId=1001&amountFinanced=10.1&creditType=Revolving&stateCode=NV',
    );
    expect(safeParse(promotionsPreviewQuerySchema, built).data).toEqual(preview);
  });
});

describe('any promotion body or query', () => {
  it.each(['ClosedEnd', 'Revolving'] as const)(
    'is answered with issues, never an exception (%s)',
    (creditType) => {
      const schemas = [
        setPromotionRequestSchema({ creditType }),
        setPromotionV1RequestSchema({ creditType }),
        promotionsPreviewQuerySchema,
      ];
      const bodies = [
        setPromotionBody(closedEndPromotion),
        setPromotionV1Body(revolvingPromotion),
        promotionsPreviewSearchParams({
          applicationId: 1,
          amountFinanced: 1,
          creditType,
          stateCode: 'CA',
        }),
      ];
      for (const schema of schemas) {
        for (const body of bodies) {
          for (const value of ODD_VALUES) expect(() => safeParse(schema, value)).not.toThrow();
          for (const path of allPaths(body)) {
            for (const value of ODD_VALUES) {
              expect(() => safeParse(schema, withChanges(body, { [path]: value }))).not.toThrow();
            }
          }
        }
      }
    },
  );
});

describe('preview amount field', () => {
  it.each<[string, unknown, string | null]>([
    ['an amount', 11575.5, null],
    ['one cent', 0.01, null],
    ['blank: the application’s own amount', null, null],
    ['zero', 0, 'Amount financed must be greater than 0'],
    ['negative', -5, 'Amount financed must be greater than 0'],
    ['three decimals', 10.125, 'Amount financed: at most two decimals (cents)'],
    ['not an amount', Number.NaN, 'Amount financed must be an amount'],
    ['text', '100', 'Amount financed must be an amount'],
  ])('%s', (_name, amountFinanced, message) => {
    const result = safeParse(promotionsPreviewFormSchema, { amountFinanced });
    if (message === null) expect(result.success).toBe(true);
    else expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('reads the amount the query will carry', () => {
    expect(safeParse(promotionsPreviewFormSchema, { amountFinanced: 10.1 }).data).toEqual({
      amountFinanced: 10.1,
    });
  });
});
