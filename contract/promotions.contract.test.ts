import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { submitApplication } from '../src/api/applications.ts';
import { chosenPlanOf, getPaperwork } from '../src/api/paperwork.ts';
import { requestJson } from '../src/api/client.ts';
import {
  listPromotions,
  listPromotionsV1,
  previewPromotions,
  setPromotion,
  setPromotionV1,
  type PromotionsPreviewInput,
} from '../src/api/promotions.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { promotionsSchema } from '../src/schemas/promotion-records.ts';
import { setPromotionBody, setPromotionV1Body } from '../src/schemas/promotion-requests.ts';
import { connectToSandbox } from './harness.test-support.ts';

/**
 * Every promotions endpoint (spec, "Promotions", "Promotion record"), through the portal's own
 * API functions against the in-process sandbox. The sandbox's own answers in detail are in
 * sandbox/promotions/routes.test.ts; these check that the portal and the service agree.
 */

/** The spec's v3 Promotion record, strictly: every field, none more, Nullable as the table. */
const specPromotionV3 = z.strictObject({
  Id: z.number().int(),
  Name: z.string().min(1),
  PromoCode: z.string().min(1),
  AddOnId: z.number().int().nullable(),
  ClosedEndPaymentRateId: z.number().int().nullable(),
  // "a fraction below 1", as text.
  Apr: z.string().regex(/^0(\.\d+)?$/),
  PaymentFactor: z.number(),
  Terms: z.number().int(),
  FullTerms: z.number().int(),
  EstimatedMonthlyPayment: z.number(),
  DealerFee: z.number(),
});
/** "v1 promotion records carry only Id, PromoCode, AddOnId, ClosedEndPaymentRateId, Apr, PaymentFactor, Terms." */
const specPromotionV1 = specPromotionV3.omit({
  Name: true,
  FullTerms: true,
  EstimatedMonthlyPayment: true,
  DealerFee: true,
});

const PENDING_SSN = '500000010';

describe('promotions API against the sandbox', () => {
  let api: ReturnType<typeof connectToSandbox>;
  let token: string;
  beforeEach(async () => {
    api = connectToSandbox();
    token = await api.signInAs('sunrise.admin');
  });

  /** The body as the service sent it, before the portal's tolerant parse. */
  async function raw(path: string): Promise<unknown> {
    const response = await api.sandbox.request(path, { token });
    expect(response.status).toBe(200);
    return response.json();
  }

  async function approved(ssn = '500000001') {
    const { Id } = await submitApplication(
      validApplicationV3({ Applicant: { SocialSecurityNumber: ssn } }),
    );
    return Id;
  }

  describe('GET /v3/api/applications/promotions/{applicationId}', () => {
    it('lists records that parse with promotionsSchema and are the spec’s Promotion record', async () => {
      const id = await approved();
      const promotions = await listPromotions(id);
      expect(promotions.length).toBeGreaterThan(0);
      const sent = z
        .array(specPromotionV3)
        .parse(await raw(`/v3/api/applications/promotions/${id}`));
      expect(promotionsSchema.parse(sent)).toEqual(promotions);
      for (const promotion of promotions) {
        expect(promotion.Name).toEqual(expect.any(String));
        expect(promotion.FullTerms).toEqual(expect.any(Number));
        expect(promotion.EstimatedMonthlyPayment).toBeGreaterThan(0);
        expect(promotion.DealerFee).toEqual(expect.any(Number));
        // A fraction below 1 as text ("0.1799"; "0" for a no-interest plan).
        expect(promotion.Apr).toMatch(/^0(\.\d+)?$/);
        expect(Number(promotion.Apr)).toBeLessThan(1);
      }
    });

    it('refuses an application that is not approved, naming applicationId', async () => {
      const id = await approved(PENDING_SSN);
      await expect(listPromotions(id)).rejects.toMatchObject({
        kind: 'validation',
        fieldErrors: { applicationId: [expect.stringMatching(/approved/i)] },
      });
    });
  });

  describe('GET /v3/api/applications/promotions?… (preview)', () => {
    const preview = (id: number): PromotionsPreviewInput => ({
      applicationId: id,
      amountFinanced: 1200,
      creditType: 'Revolving',
      stateCode: 'CA',
    });

    it('previews the plans for other values, as Promotion records', async () => {
      const id = await approved();
      const plans = await previewPromotions(preview(id));
      expect(plans.map((plan) => [plan.Id, plan.EstimatedMonthlyPayment])).toEqual([
        [201, 21],
        [202, 24],
      ]);
      z.array(specPromotionV3).parse(
        await raw(
          `/v3/api/applications/promotions?${new URLSearchParams({
            applicationId: String(id),
            amountFinanced: '1200',
            creditType: 'Revolving',
            stateCode: 'CA',
          }).toString()}`,
        ),
      );
    });

    it.each(['applicationId', 'amountFinanced', 'creditType', 'stateCode'] as const)(
      'a missing %s is a 400 naming it',
      async (missing) => {
        const id = await approved();
        const query: Record<string, string> = {
          applicationId: String(id),
          amountFinanced: '1200',
          creditType: 'Revolving',
          stateCode: 'CA',
        };
        delete query[missing];
        await expect(
          requestJson('/v3/api/applications/promotions', promotionsSchema, { query }),
        ).rejects.toMatchObject({
          kind: 'validation',
          status: 400,
          fieldErrors: { [missing]: [expect.any(String)] },
        });
      },
    );

    it.each([
      { field: 'applicationId', change: { applicationId: Number.NaN } },
      { field: 'amountFinanced', change: { amountFinanced: 0 } },
      { field: 'amountFinanced', change: { amountFinanced: -5 } },
      { field: 'creditType', change: { creditType: 'Lease' } },
      { field: 'stateCode', change: { stateCode: 'XX' } },
    ])('an invalid $field ($change) is a 400 naming it', async ({ field, change }) => {
      const id = await approved();
      const error = await previewPromotions({
        ...preview(id),
        ...change,
      } as PromotionsPreviewInput).catch((caught: unknown) => caught);
      expect(error).toMatchObject({ kind: 'validation', status: 400 });
      expect(Object.keys((error as { fieldErrors: object }).fieldErrors)).toEqual([field]);
    });

    it('refuses a preview for an application that is not approved', async () => {
      const id = await approved(PENDING_SSN);
      await expect(previewPromotions(preview(id))).rejects.toMatchObject({
        kind: 'validation',
        fieldErrors: { applicationId: [expect.any(String)] },
      });
    });
  });

  describe('POST /v3/api/applications/promotions/{applicationId}', () => {
    it('sets a listed promotion from setPromotionBody: the paperwork GET names it; the detail has no PromotionId', async () => {
      const id = await approved();
      const promotions = await listPromotions(id);
      for (const promotion of [promotions[0]!, promotions.at(-1)!]) {
        await expect(setPromotion(id, setPromotionBody(promotion))).resolves.toBeUndefined();
        expect(chosenPlanOf(await getPaperwork(id)).promotionId).toBe(promotion.Id);
        expect(await raw(`/v3/api/applications/detail/${id}`)).not.toHaveProperty('PromotionId');
      }
    });

    it.each([
      { field: 'PromotionId', change: { PromotionId: 999_999 } },
      { field: 'Apr', change: { Apr: '0.0999' } },
      { field: 'Terms', change: { Terms: 7 } },
      { field: 'ClosedEndPaymentRateId', change: { ClosedEndPaymentRateId: 1 } },
    ])('a wrong $field is a 400 naming it, and nothing changes', async ({ field, change }) => {
      const id = await approved();
      const [promotion] = await listPromotions(id);
      const error = await setPromotion(id, { ...setPromotionBody(promotion!), ...change }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ kind: 'validation', status: 400 });
      expect(Object.keys((error as { fieldErrors: object }).fieldErrors)).toEqual([field]);
      expect(chosenPlanOf(await getPaperwork(id)).promotionId).toBeNull();
    });

    it('refuses an application that is not approved', async () => {
      const approvedId = await approved();
      const [promotion] = await listPromotions(approvedId);
      const pending = await approved(PENDING_SSN);
      await expect(setPromotion(pending, setPromotionBody(promotion!))).rejects.toMatchObject({
        kind: 'validation',
        fieldErrors: { applicationId: [expect.stringMatching(/approved/i)] },
      });
      expect(chosenPlanOf(await getPaperwork(pending)).promotionId).toBeNull();
    });

    it('a read-only role may list but meets the disabled-endpoint answer when it sets', async () => {
      const id = await approved();
      const [promotion] = await listPromotions(id);
      await api.signInAs('sunrise.rep');
      expect((await listPromotions(id)).map((plan) => plan.Id)).toContain(promotion!.Id);
      const error = await setPromotion(id, setPromotionBody(promotion!)).catch(
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ kind: 'disabled', status: 403 });
      const answer = await api.sandbox.request(`/v3/api/applications/promotions/${id}`, {
        token: await api.sandbox.signIn('sunrise.rep'),
        method: 'POST',
        json: setPromotionBody(promotion!),
      });
      expect(await answer.json()).toEqual({
        Message: 'This endpoint has been disabled for the current user.',
      });
    });
  });

  describe('v1', () => {
    it('GET lists records carrying only the v1 fields', async () => {
      const id = await approved();
      const v1 = await listPromotionsV1(id);
      const v3 = await listPromotions(id);
      expect(v1.map((promotion) => promotion.Id)).toEqual(v3.map((promotion) => promotion.Id));
      const sent = z
        .array(specPromotionV1)
        .parse(await raw(`/v1/api/applications/promotions/${id}`));
      for (const record of sent) {
        expect(Object.keys(record).sort()).toEqual([
          'AddOnId',
          'Apr',
          'ClosedEndPaymentRateId',
          'Id',
          'PaymentFactor',
          'PromoCode',
          'Terms',
        ]);
      }
    });

    it('POST sets a listed promotion from setPromotionV1Body, and names a wrong field', async () => {
      const id = await approved();
      const v1 = await listPromotionsV1(id);
      const chosen = v1[1]!;
      await expect(setPromotionV1(id, setPromotionV1Body(chosen))).resolves.toBeUndefined();
      expect(chosenPlanOf(await getPaperwork(id)).promotionId).toBe(chosen.Id);
      const error = await setPromotionV1(id, { ...setPromotionV1Body(chosen), Apr: '0.5' }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toMatchObject({ kind: 'validation', status: 400 });
      expect(Object.keys((error as { fieldErrors: object }).fieldErrors)).toEqual(['Apr']);
    });
  });
});
