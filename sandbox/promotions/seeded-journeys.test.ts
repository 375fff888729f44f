import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '../sandbox.test-support.ts';
import { call } from '../paperwork/paperwork.test-support.ts';

/**
 * The seeded records the promotion journeys (e2e) and the application page's tests open by Id:
 * Sunrise's approved applications 20002 and 20007 have no plan chosen and nothing signed, and
 * list three plans each, so a dealer can choose one and a read-only rep can compare three.
 * 20140 is still Processing and 20011's full paperwork is signed. The seed draws them the same
 * whatever the date it starts on.
 */
describe.each([new Date('2025-06-15T15:00:00Z'), new Date('2026-11-27T04:00:00Z')])(
  'the seed started %s',
  (start) => {
    it('gives Sunrise approved applications to choose a plan for and to compare three', async () => {
      const sandbox = createTestSandbox(start);
      for (const username of ['sunrise.admin', 'sunrise.rep']) {
        const token = await sandbox.signIn(username);
        for (const id of [20002, 20007]) {
          const detail = await call(sandbox, `/v3/api/applications/detail/${id}`, { token });
          expect(detail.body).toMatchObject({
            Status: 'Approved',
            Signatures: [],
            Dealer: { Id: 101 },
          });
          const paperwork = await call(sandbox, `/v3/api/applications/paperwork/${id}`, { token });
          expect(paperwork.body).toMatchObject({ LoanParameters: { PrimaryPromotionId: null } });
          const plans = await call(sandbox, `/v3/api/applications/promotions/${id}`, { token });
          expect(plans.status).toBe(200);
          expect((plans.body as unknown[]).length).toBeGreaterThanOrEqual(3);
        }
      }
    });

    it('keeps a processing and a signed Sunrise application', async () => {
      const sandbox = createTestSandbox(start);
      const token = await sandbox.signIn('sunrise.admin');
      const processing = await call(sandbox, '/v3/api/applications/detail/20140', { token });
      expect(processing.body).toMatchObject({ Status: 'Processing', Dealer: { Id: 101 } });
      const signed = await call(sandbox, '/v3/api/applications/detail/20011', { token });
      expect(signed.body).toMatchObject({
        Status: 'FundingRequested',
        Dealer: { Id: 101 },
        Signatures: [{ SignatureInformation: [{ DateSigned: expect.any(String) }] }],
      });
    });
  },
);
