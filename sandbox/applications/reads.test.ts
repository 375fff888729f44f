import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'zod/mini';
import { applicationRecordSchema } from '../../src/schemas/application-records.ts';
import {
  applicationHistorySchema,
  v1StatusesSinceSchema,
  v1StatusSchema,
  v2StatusesSinceSchema,
  v2StatusSchema,
  v3StatusesSinceSchema,
  v3StatusSchema,
} from '../../src/schemas/application-status-records.ts';
import { validApplicationV3 } from '../../src/schemas/fixtures/application-v3.test-support.ts';
import { messages } from '../http.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';
import {
  call,
  specApplicationRecord,
  specHistory,
  specStatus,
  type TestSandbox,
} from './applications.test-support.ts';

const start = new Date('2025-06-15T15:00:00Z');
const portalStatus = { 1: v1StatusSchema, 2: v2StatusSchema, 3: v3StatusSchema } as const;
const portalSince = {
  1: v1StatusesSinceSchema,
  2: v2StatusesSinceSchema,
  3: v3StatusesSinceSchema,
} as const;
const versions = [1, 2, 3] as const;

let sandbox: TestSandbox;
let token: string;
let sunriseId: number;
let empireId: number;

async function submit(json: unknown, as = token): Promise<number> {
  const { status, body } = await call(sandbox, '/v3/api/applications', {
    token: as,
    method: 'POST',
    json,
  });
  expect(status).toBe(200);
  return (body as { Id: number }).Id;
}

const empireBody = validApplicationV3({
  CoApplicant: { SocialSecurityNumber: '500000003' },
  Applicant: { SocialSecurityNumber: '500000010' },
  LoanParameters: {
    ContractState: 'NY',
    ProductOrService: 'Furniture',
    SellingPrice: 4_000,
    DownPayment: null,
    SalesTax: 355,
    DealerId: 103,
  },
});

/** A Lakeside application from the seed: the dealer missed its attestation window. */
function seededLakesideId(): number {
  const row = sandbox.db
    .prepare('SELECT id FROM applications WHERE dealer_id = 102 ORDER BY id LIMIT 1')
    .get() as { id: number };
  return row.id;
}

const ids = (body: unknown) =>
  (body as { LoanApplicationId: number }[]).map((item) => item.LoanApplicationId).sort();

beforeEach(async () => {
  sandbox = createTestSandbox(start);
  token = await sandbox.signIn('dealer.user');
  sunriseId = await submit(validApplicationV3());
  empireId = await submit(empireBody);
});

describe('GET status (v1, v2, v3)', () => {
  it.each(versions)('v%i answers exactly its fields, read by the portal', async (version) => {
    for (const id of [sunriseId, empireId]) {
      const { status, body } = await call(sandbox, `/v${version}/api/applications/status/${id}`, {
        token,
      });
      expect(status).toBe(200);
      specStatus.status[version].parse(body);
      expect(parse(portalStatus[version], body).LoanApplicationId).toBe(id);
    }
  });

  it('answers the decided figures', async () => {
    const { body } = await call(sandbox, `/v3/api/applications/status/${sunriseId}`, { token });
    expect(body).toMatchObject({
      LoanApplicationId: sunriseId,
      LoanApplicationStatus: 'Approved',
      DealerId: 101,
      AssignedToUserId: 1,
      BuyRate: '6.99',
      AmountFinanced: 12_531.25,
      AmountApproved: 13_000,
      RTCDate: '2025-06-18T00:00:00',
      ProjectNumber: null,
      RiskTier: 1,
      DispositionCode: null,
    });
  });

  it('answers Processing, unnumbered, before the decision', async () => {
    const delayed = createTestSandbox(start, { decisionDelayMs: 60_000 });
    const delayedToken = await delayed.signIn('dealer.user');
    const { body: submitted } = await call(delayed, '/v3/api/applications', {
      token: delayedToken,
      method: 'POST',
      json: validApplicationV3(),
    });
    const id = (submitted as { Id: number }).Id;
    for (const version of versions) {
      const { body } = await call(delayed, `/v${version}/api/applications/status/${id}`, {
        token: delayedToken,
      });
      specStatus.status[version].parse(body);
      parse(portalStatus[version], body);
      expect(body).toMatchObject({
        LoanApplicationStatus: 'Processing',
        LoanApplicationNumber: null,
        Messages: [],
        BuyRate: null,
      });
    }
  });
});

describe('GET statuses-since (v1, v2, v3)', () => {
  it.each(versions)('v%i answers exactly its fields, read by the portal', async (version) => {
    const { status, body } = await call(
      sandbox,
      `/v${version}/api/applications/statuses-since/2025-01-01T00:00:00Z`,
      { token },
    );
    expect(status).toBe(200);
    expect((body as unknown[]).length).toBeGreaterThan(2);
    for (const item of body as unknown[]) specStatus.statusesSince[version].parse(item);
    parse(portalSince[version], body);
  });

  it('answers exactly the applications changed since the timestamp, with or without a zone', async () => {
    const since = async (timestamp: string, as = token) => {
      const { status, body } = await call(
        sandbox,
        `/v3/api/applications/statuses-since/${encodeURIComponent(timestamp)}`,
        { token: as },
      );
      expect(status, timestamp).toBe(200);
      return ids(body);
    };
    // The seed's applications all changed before the start.
    expect(await since('2025-06-15T15:00:00Z')).toEqual([sunriseId, empireId].sort());
    expect(await since('2025-06-15T15:00:00')).toEqual([sunriseId, empireId].sort());

    sandbox.advance(3_600_000);
    await call(sandbox, `/v3/api/applications/projectNumber/${empireId}`, {
      token,
      method: 'POST',
      json: { ProjectNumber: 'BRK-1' },
    });
    sandbox.advance(1_000);
    for (const timestamp of [
      '2025-06-15T15:59:59Z',
      '2025-06-15T15:59:59',
      '2025-06-15T15:59:59.500',
      '2025-06-15T17:59:59+02:00',
      '2025-06-15T08:59:59-0700',
    ]) {
      expect(await since(timestamp), timestamp).toEqual([empireId]);
    }
    // The timestamp is inclusive.
    expect(await since('2025-06-15T16:00:00Z')).toEqual([empireId]);
    expect(await since('2025-06-15T16:00:00.001Z')).toEqual([]);
  });

  it('lists only the dealers of the caller', async () => {
    const sunriseAdmin = await sandbox.signIn('sunrise.admin');
    const empireAdmin = await sandbox.signIn('empire.admin');
    const path = '/v1/api/applications/statuses-since/2025-06-15T15:00:00Z';
    expect(ids((await call(sandbox, path, { token: sunriseAdmin })).body)).toEqual([sunriseId]);
    expect(ids((await call(sandbox, path, { token: empireAdmin })).body)).toEqual([empireId]);

    const { body } = await call(sandbox, '/v1/api/applications/statuses-since/2025-01-01', {
      token: sunriseAdmin,
    });
    const dealers = new Set((body as { DealerId: number }[]).map((item) => item.DealerId));
    expect([...dealers]).toEqual([101]);
  });

  it('leaves out a dealer locked out by attestation', async () => {
    const operator = await sandbox.signIn('operator');
    const { body } = await call(sandbox, '/v3/api/applications/statuses-since/2025-01-01', {
      token: operator,
    });
    const dealers = new Set((body as { DealerId: number }[]).map((item) => item.DealerId));
    expect([...dealers].sort()).toEqual([101, 103]);
    const seededOthers = sandbox.db
      .prepare('SELECT COUNT(*) AS count FROM applications WHERE dealer_id <> 102')
      .get() as { count: number };
    expect((body as unknown[]).length).toBe(seededOthers.count);
    const lakeside = await sandbox.signIn('lakeside.admin');
    expect(
      (await call(sandbox, '/v3/api/applications/statuses-since/2025-01-01', { token: lakeside }))
        .body,
    ).toEqual([]);
  });

  it.each([
    'yesterday',
    '2025-13-01T00:00:00Z',
    '2025-02-30T00:00:00',
    '2025-06-15T25:00:00Z',
    '15/06/2025',
    '1749999999',
  ])('%s is a 400 naming timestamp', async (timestamp) => {
    const { status, body } = await call(
      sandbox,
      `/v3/api/applications/statuses-since/${encodeURIComponent(timestamp)}`,
      { token },
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      Message: messages.invalidRequest,
      ModelState: { timestamp: [expect.stringMatching(/ISO 8601/)] },
    });
  });

  it('refuses a moment in the future, naming timestamp', async () => {
    const { status, body } = await call(
      sandbox,
      '/v2/api/applications/statuses-since/2025-06-15T15:00:01Z',
      { token },
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      Message: messages.invalidRequest,
      ModelState: { timestamp: ['The timestamp must be a moment in the past.'] },
    });
  });
});

describe('GET detail (v1, v2, v3)', () => {
  it.each(versions)(
    'v%i answers the record with the detail fields, SSNs masked, read by the portal',
    async (version) => {
      const { status, body } = await call(
        sandbox,
        `/v${version}/api/applications/detail/${empireId}`,
        { token },
      );
      expect(status).toBe(200);
      const detail = specApplicationRecord('detail', version).parse(body);
      expect(detail.Applicant.SocialSecurityNumber).toBe('*****0010');
      expect(detail.CoApplicant?.SocialSecurityNumber).toBe('*****0003');
      expect(JSON.stringify(body)).not.toContain('500000010');
      expect('LongApplicationStatus' in detail).toBe(version === 2);
      expect(detail.Dealer).toMatchObject({ Id: 103, Status: 'Active' });
      expect(parse(applicationRecordSchema, body).Id).toBe(empireId);
    },
  );

  it('v3 matches v2 in every field but LongApplicationStatus', async () => {
    const v2 = (await call(sandbox, `/v2/api/applications/detail/${sunriseId}`, { token }))
      .body as Record<string, unknown>;
    const v3 = (await call(sandbox, `/v3/api/applications/detail/${sunriseId}`, { token })).body;
    const { LongApplicationStatus, ...shared } = v2;
    expect(LongApplicationStatus).toMatch(/^Approved/);
    expect(v3).toEqual(shared);
  });

  it('keeps the full SSN stored (the sandbox stands in for the lender)', () => {
    const row = sandbox.db
      .prepare('SELECT record FROM applications WHERE id = ?')
      .get(empireId) as {
      record: string;
    };
    expect(row.record).toContain('"SocialSecurityNumber":"500000010"');
  });
});

describe('GET history (v3)', () => {
  it('answers {HistoryItems} with UTC dates without a zone, oldest first, growing', async () => {
    const history = async () => {
      const { status, body } = await call(sandbox, `/v3/api/applications/history/${sunriseId}`, {
        token,
      });
      expect(status).toBe(200);
      parse(applicationHistorySchema, body);
      return specHistory.parse(body).HistoryItems;
    };
    expect(await history()).toEqual([
      {
        Message: 'Credit decision: approved for $13,000.00, risk tier 1, buy rate 6.99%.',
        Date: '2025-06-15T15:00:00.000',
      },
    ]);
    sandbox.advance(90_000);
    await call(sandbox, `/v3/api/applications/projectNumber/${sunriseId}`, {
      token,
      method: 'POST',
      json: { ProjectNumber: 'SAC-0042' },
    });
    const operator = await sandbox.signIn('operator');
    sandbox.advance(90_000);
    await call(sandbox, `/v3/api/applications/${sunriseId}/reassign/`, {
      token: operator,
      method: 'POST',
      json: { UserIdToAssign: 6, DealerId: 101 },
    });
    expect(await history()).toEqual([
      expect.objectContaining({ Date: '2025-06-15T15:00:00.000' }),
      {
        Message: 'Project number set to SAC-0042 by Jorge Castillo.',
        Date: '2025-06-15T15:01:30.000',
      },
      {
        Message: 'Reassigned from Olivia Grant to Jorge Castillo by Olivia Grant.',
        Date: '2025-06-15T15:03:00.000',
      },
    ]);
    const { body } = await call(sandbox, `/v1/api/applications/detail/${sunriseId}`, { token });
    expect(body).toMatchObject({ ModifyDateUtc: '2025-06-15T15:03:00.000', AssignedUserId: 6 });
  });
});

describe('reads: ids and access', () => {
  const readPaths = (id: string) => [
    `/v1/api/applications/status/${id}`,
    `/v2/api/applications/status/${id}`,
    `/v3/api/applications/status/${id}`,
    `/v1/api/applications/detail/${id}`,
    `/v2/api/applications/detail/${id}`,
    `/v3/api/applications/detail/${id}`,
    `/v3/api/applications/history/${id}`,
  ];

  it.each(['abc', '12a', '-1', '1.5', '99999999999999999999'])(
    'a non-numeric or impossible id %s is a 404',
    async (id) => {
      for (const path of readPaths(id)) {
        expect((await call(sandbox, path, { token })).status, path).toBe(404);
      }
    },
  );

  it('an unknown id is a 404', async () => {
    for (const path of readPaths('999999')) {
      const { status, body } = await call(sandbox, path, { token });
      expect(status, path).toBe(404);
      expect(body).toEqual({ Message: 'The application was not found.' });
    }
  });

  it("another dealer's application is a 404", async () => {
    const empireAdmin = await sandbox.signIn('empire.admin');
    for (const path of readPaths(String(sunriseId))) {
      expect((await call(sandbox, path, { token: empireAdmin })).status, path).toBe(404);
    }
    for (const path of readPaths(String(empireId))) {
      expect((await call(sandbox, path, { token: empireAdmin })).status, path).toBe(200);
    }
  });

  it('the read-only sales representative reads their dealer', async () => {
    const rep = await sandbox.signIn('sunrise.rep');
    for (const path of readPaths(String(sunriseId))) {
      expect((await call(sandbox, path, { token: rep })).status, path).toBe(200);
    }
  });

  it('a dealer locked out by attestation answers 403 saying the dealer must attest', async () => {
    const lakesideId = seededLakesideId();
    for (const username of ['operator', 'lakeside.admin']) {
      const as = await sandbox.signIn(username);
      for (const path of readPaths(String(lakesideId))) {
        const { status, body } = await call(sandbox, path, { token: as });
        expect(status, path).toBe(403);
        expect((body as { Message: string }).Message).toBe(
          'Lakeside Pools & Spas (dealer 700102) missed its attestation deadline on 05/31/2025. The dealer must attest before its applications can be used again.',
        );
      }
    }
  });
});
