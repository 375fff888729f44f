import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validApplicationV3 } from '../../src/schemas/fixtures/application-v3.test-support.ts';
import { messages } from '../http.ts';
import {
  approvedApplication,
  call,
  choosePromotion,
  empireApplication,
  listPromotions,
  modelStateKeys,
  type TestSandbox,
} from '../paperwork/paperwork.test-support.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';

/** The spec's v3 Promotion record, strictly. */
const specPromotionV3 = z.strictObject({
  Id: z.number().int().positive(),
  Name: z.string().min(1),
  PromoCode: z.string().min(1),
  AddOnId: z.number().int().positive().nullable(),
  ClosedEndPaymentRateId: z.number().int().positive().nullable(),
  Apr: z.string().regex(/^0(\.\d+)?$/),
  PaymentFactor: z.number(),
  Terms: z.number().int(),
  FullTerms: z.number().int(),
  EstimatedMonthlyPayment: z.number(),
  DealerFee: z.number(),
});
const specPromotionV1 = specPromotionV3.omit({
  Name: true,
  FullTerms: true,
  EstimatedMonthlyPayment: true,
  DealerFee: true,
});

let sandbox: TestSandbox;
let token: string;
beforeEach(async () => {
  sandbox = createTestSandbox();
  token = await sandbox.signIn('dealer.user');
});

const previewPath = (query: Record<string, string>) =>
  `/v3/api/applications/promotions?${new URLSearchParams(query).toString()}`;

describe('GET /v3/api/applications/promotions/{applicationId}', () => {
  it('lists the closed-end plans for a California application of 12,531.25, strictly as the spec shows', async () => {
    const id = await approvedApplication(sandbox, token);
    const { status, body } = await call(sandbox, `/v3/api/applications/promotions/${id}`, {
      token,
    });
    expect(status).toBe(200);
    const records = z.array(specPromotionV3).parse(body);
    expect(records.map((record) => record.Id)).toEqual([301, 302, 303, 304]);
    expect(records.find((record) => record.Id === 303)).toMatchObject({
      Apr: '0.1799',
      AddOnId: 9303,
      Terms: 12,
      FullTerms: 84,
      PaymentFactor: 0,
      EstimatedMonthlyPayment: 263.31,
    });
    expect(records.find((record) => record.Id === 304)).toMatchObject({ Terms: 60, FullTerms: 60 });
  });

  it('lists the revolving plans for a New York retailer, EstimatedMonthlyPayment rounded up', async () => {
    const id = await approvedApplication(sandbox, token, empireApplication());
    const records = z.array(specPromotionV3).parse(await listPromotions(sandbox, token, id));
    // 3,483.84 × 0.0175 = 60.9672; plan 202 is not offered in NY and 203 starts above 25,000.
    expect(records).toEqual([
      expect.objectContaining({
        Id: 201,
        Apr: '0',
        Terms: 0,
        FullTerms: 0,
        EstimatedMonthlyPayment: 61,
      }),
    ]);
  });

  it('answers 400 naming applicationId while the application is not approved', async () => {
    const submitted = await call(sandbox, '/v3/api/applications', {
      token,
      method: 'POST',
      json: validApplicationV3({ Applicant: { SocialSecurityNumber: '500000010' } }),
    });
    const id = (submitted.body as { Id: number }).Id;
    const { status, body } = await call(sandbox, `/v3/api/applications/promotions/${id}`, {
      token,
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      Message: messages.invalidRequest,
      ModelState: {
        applicationId: [
          `Promotions applies only to an approved application; application ${id} is Pending.`,
        ],
      },
    });
  });

  it('answers 404 for an unknown or non-numeric id and for another dealer’s application', async () => {
    for (const path of [
      '/v3/api/applications/promotions/99999999',
      '/v3/api/applications/promotions/abc',
    ]) {
      expect((await call(sandbox, path, { token })).status).toBe(404);
    }
    const id = await approvedApplication(sandbox, token);
    const lakeside = await sandbox.signIn('empire.admin');
    expect(
      (await call(sandbox, `/v3/api/applications/promotions/${id}`, { token: lakeside })).status,
    ).toBe(404);
  });
});

describe('GET /v3/api/applications/promotions?applicationId&amountFinanced&creditType&stateCode', () => {
  it('previews the plans for other values: 1200 revolving in CA → 21 and 24 a month, full terms', async () => {
    const id = await approvedApplication(sandbox, token);
    const { status, body } = await call(
      sandbox,
      previewPath({
        applicationId: String(id),
        amountFinanced: '1200',
        creditType: 'Revolving',
        stateCode: 'CA',
      }),
      { token },
    );
    expect(status).toBe(200);
    const records = z.array(specPromotionV3).parse(body);
    expect(records.map((record) => [record.Id, record.EstimatedMonthlyPayment])).toEqual([
      [201, 21],
      [202, 24],
    ]);
    const closedEnd = await call(
      sandbox,
      previewPath({
        applicationId: String(id),
        amountFinanced: '20000',
        creditType: 'ClosedEnd',
        stateCode: 'AZ',
      }),
      { token },
    );
    const plan = z
      .array(specPromotionV3)
      .parse(closedEnd.body)
      .find((record) => record.Id === 303);
    expect(plan).toMatchObject({ Terms: 84, FullTerms: 84 });
  });

  const valid = {
    applicationId: '1',
    amountFinanced: '1200',
    creditType: 'Revolving',
    stateCode: 'CA',
  };
  it.each([
    { query: { ...valid, applicationId: undefined }, field: 'applicationId' },
    { query: { ...valid, applicationId: 'x1' }, field: 'applicationId' },
    { query: { ...valid, amountFinanced: undefined }, field: 'amountFinanced' },
    { query: { ...valid, amountFinanced: 'abc' }, field: 'amountFinanced' },
    { query: { ...valid, amountFinanced: '0' }, field: 'amountFinanced' },
    { query: { ...valid, creditType: undefined }, field: 'creditType' },
    { query: { ...valid, creditType: 'Lease' }, field: 'creditType' },
    { query: { ...valid, stateCode: undefined }, field: 'stateCode' },
    { query: { ...valid, stateCode: 'XX' }, field: 'stateCode' },
    { query: { ...valid, colour: 'blue' }, field: 'colour' },
  ])('answers 400 naming $field', async ({ query, field }) => {
    const id = await approvedApplication(sandbox, token);
    const defined = Object.fromEntries(
      Object.entries({
        ...query,
        applicationId: query.applicationId === '1' ? String(id) : query.applicationId,
      }).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    const { status, body } = await call(sandbox, previewPath(defined), { token });
    expect(status).toBe(400);
    expect(modelStateKeys(body)).toEqual([field]);
  });

  it('answers 404 for an application the caller cannot see', async () => {
    const id = await approvedApplication(sandbox, token);
    const other = await sandbox.signIn('empire.admin');
    const response = await call(sandbox, previewPath({ ...valid, applicationId: String(id) }), {
      token: other,
    });
    expect(response.status).toBe(404);
  });
});

/** The chosen plan as the spec shows it: the paperwork GET's PrimaryPromotionId. */
async function chosenPromotionId(id: number): Promise<number | null> {
  const paperwork = await call(sandbox, `/v3/api/applications/paperwork/${id}`, { token });
  return (paperwork.body as { LoanParameters: { PrimaryPromotionId: number | null } })
    .LoanParameters.PrimaryPromotionId;
}

describe('POST /v3/api/applications/promotions/{applicationId}', () => {
  it('stores the chosen promotion (the paperwork GET names it, not the detail) with a history item', async () => {
    const id = await approvedApplication(sandbox, token);
    await choosePromotion(sandbox, token, id, 303);
    expect(await chosenPromotionId(id)).toBe(303);
    const detail = await call(sandbox, `/v3/api/applications/detail/${id}`, { token });
    expect(detail.body).not.toHaveProperty('PromotionId');
    const record = detail.body as { HistoryItems: { Message: string }[] };
    expect(record.HistoryItems.at(-1)!.Message).toBe(
      'Promotion 303 chosen: 84 months at 17.99% APR, first 12 months interest only (CE84-1799-IO12).',
    );
  });

  it('moves the approval hint on to the paperwork once a promotion is chosen', async () => {
    const id = await approvedApplication(sandbox, token);
    type Hints = { Messages: { MessageType: string; Label: string; Text: string }[] };
    const nextStep = async () =>
      (
        (await call(sandbox, `/v3/api/applications/detail/${id}`, { token })).body as Hints
      ).Messages.filter((item) => item.Label === 'Next step').map((item) => item.Text);
    expect(await nextStep()).toEqual(['Choose a promotion, then submit the paperwork.']);
    await choosePromotion(sandbox, token, id, 303);
    expect(await nextStep()).toEqual(['Send the paperwork for signing.']);
  });

  const closedEnd = {
    PromotionId: 303,
    ClosedEndPaymentRateId: 5303,
    Apr: '0.1799',
    AddOnId: 9303,
    PaymentFactor: 0,
    Terms: 12,
  };
  it.each([
    { name: 'the path variant term', body: closedEnd },
    { name: 'the full term', body: { ...closedEnd, Terms: 84 } },
    { name: 'the APR with a trailing zero', body: { ...closedEnd, Apr: '0.17990' } },
    { name: 'PaymentFactor left out', body: { ...closedEnd, PaymentFactor: undefined } },
  ])('accepts the catalogue values: $name', async ({ body }) => {
    const id = await approvedApplication(sandbox, token);
    const response = await call(sandbox, `/v3/api/applications/promotions/${id}`, {
      token,
      method: 'POST',
      json: body,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });

  it.each([
    { body: { ...closedEnd, Apr: '0.1699' }, field: 'request.Apr' },
    { body: { ...closedEnd, Apr: null }, field: 'request.Apr' },
    { body: { ...closedEnd, Apr: '17.99' }, field: 'request.Apr' },
    { body: { ...closedEnd, Terms: 24 }, field: 'request.Terms' },
    { body: { ...closedEnd, Terms: null }, field: 'request.Terms' },
    { body: { ...closedEnd, AddOnId: null }, field: 'request.AddOnId' },
    { body: { ...closedEnd, AddOnId: 9999 }, field: 'request.AddOnId' },
    {
      body: { ...closedEnd, ClosedEndPaymentRateId: 5302 },
      field: 'request.ClosedEndPaymentRateId',
    },
    { body: { ...closedEnd, PaymentFactor: 0.02 }, field: 'request.PaymentFactor' },
    { body: { ...closedEnd, PromotionId: 999 }, field: 'request.PromotionId' },
    { body: { ...closedEnd, PromotionId: 201 }, field: 'request.PromotionId' },
    { body: { ...closedEnd, PromotionId: null }, field: 'request.PromotionId' },
    { body: { ...closedEnd, Colour: 'blue' }, field: 'request' },
  ])('answers 400 naming $field for wrong values', async ({ body, field }) => {
    const id = await approvedApplication(sandbox, token);
    const response = await call(sandbox, `/v3/api/applications/promotions/${id}`, {
      token,
      method: 'POST',
      json: body,
    });
    expect(response.status).toBe(400);
    expect(modelStateKeys(response.body)).toEqual([field]);
    expect(await chosenPromotionId(id)).toBeNull();
  });

  it('checks a revolving choice against its payment factor, and a plan not offered in the state', async () => {
    const id = await approvedApplication(sandbox, token, empireApplication());
    const post = (json: unknown) =>
      call(sandbox, `/v3/api/applications/promotions/${id}`, { token, method: 'POST', json });
    const revolving = {
      PromotionId: 201,
      ClosedEndPaymentRateId: null,
      Apr: '0',
      AddOnId: null,
      PaymentFactor: 0.0175,
      Terms: 0,
    };
    expect((await post(revolving)).status).toBe(200);
    expect(modelStateKeys((await post({ ...revolving, PaymentFactor: 0.02 })).body)).toEqual([
      'request.PaymentFactor',
    ]);
    expect(modelStateKeys((await post({ ...revolving, PaymentFactor: null })).body)).toEqual([
      'request.PaymentFactor',
    ]);
    expect(modelStateKeys((await post({ ...revolving, Apr: '0.1' })).body)).toEqual([
      'request.Apr',
    ]);
    expect(modelStateKeys((await post({ ...revolving, Terms: 24 })).body)).toEqual([
      'request.Terms',
    ]);
    const notInNewYork = await post({
      ...revolving,
      PromotionId: 202,
      PaymentFactor: 0.02,
      AddOnId: 9202,
    });
    expect(notInNewYork.body).toEqual({
      Message: messages.invalidRequest,
      ModelState: { 'request.PromotionId': ['Promotion 202 is not offered for NY contracts'] },
    });
  });

  it('is refused to a read-only role with the disabled-endpoint message', async () => {
    const id = await approvedApplication(sandbox, token);
    const rep = await sandbox.signIn('sunrise.rep');
    expect(
      (await call(sandbox, `/v3/api/applications/promotions/${id}`, { token: rep })).status,
    ).toBe(200);
    const response = await call(sandbox, `/v3/api/applications/promotions/${id}`, {
      token: rep,
      method: 'POST',
      json: closedEnd,
    });
    expect(response).toMatchObject({ status: 403, body: { Message: messages.endpointDisabled } });
  });
});

describe('v1 promotions', () => {
  it('lists v1 records (no Name, FullTerms, EstimatedMonthlyPayment, DealerFee; the full term)', async () => {
    const id = await approvedApplication(sandbox, token);
    const { status, body } = await call(sandbox, `/v1/api/applications/promotions/${id}`, {
      token,
    });
    expect(status).toBe(200);
    const records = z.array(specPromotionV1).parse(body);
    expect(records.map((record) => [record.Id, record.Terms])).toEqual([
      [301, 24],
      [302, 84],
      [303, 84],
      [304, 60],
    ]);
  });

  it('sets a promotion from the v1 body (no AddOnId) and names a wrong field', async () => {
    const id = await approvedApplication(sandbox, token);
    const post = (json: unknown) =>
      call(sandbox, `/v1/api/applications/promotions/${id}`, { token, method: 'POST', json });
    const body = {
      PromotionId: 302,
      ClosedEndPaymentRateId: 5302,
      Apr: '0.0999',
      PaymentFactor: 0,
      Terms: 84,
    };
    expect(modelStateKeys((await post({ ...body, Terms: 60 })).body)).toEqual(['request.Terms']);
    expect(modelStateKeys((await post({ ...body, AddOnId: null })).body)).toEqual(['request']);
    expect((await post(body)).status).toBe(200);
    expect(await chosenPromotionId(id)).toBe(302);
  });
});
