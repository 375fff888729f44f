import { beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'zod/mini';
import { v2StatusSchema } from '../../src/schemas/application-status-records.ts';
import { validApplicationV3 } from '../../src/schemas/fixtures/application-v3.test-support.ts';
import { messages } from '../http.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';
import { recordPaperworkSigned, recordPaperworkSubmitted } from './store.ts';
import { call, specStatus, type TestSandbox } from './applications.test-support.ts';

let sandbox: TestSandbox;
let admin: string;
let approvedId: number;

async function submit(ssn: string): Promise<number> {
  const { body } = await call(sandbox, '/v3/api/applications', {
    token: admin,
    method: 'POST',
    json: validApplicationV3({ Applicant: { SocialSecurityNumber: ssn } }),
  });
  return (body as { Id: number }).Id;
}

async function status(id: number) {
  const { body } = await call(sandbox, `/v2/api/applications/status/${id}`, { token: admin });
  return specStatus.status[2].parse(body);
}

async function historyMessages(id: number): Promise<string[]> {
  const { body } = await call(sandbox, `/v3/api/applications/history/${id}`, { token: admin });
  return (body as { HistoryItems: { Message: string }[] }).HistoryItems.map((item) => item.Message);
}

beforeEach(async () => {
  sandbox = createTestSandbox();
  admin = await sandbox.signIn('sunrise.admin');
  approvedId = await submit('500000001');
  expect((await status(approvedId)).LoanApplicationStatus).toBe('Approved');
});

describe('POST reassign', () => {
  it.each([`/v3/api/applications/{id}/reassign/`, `/v3/api/applications/{id}/reassign`])(
    '%s moves the application to an active user of its dealer',
    async (template) => {
      const { status: code, body } = await call(
        sandbox,
        template.replace('{id}', String(approvedId)),
        {
          token: admin,
          method: 'POST',
          json: { UserIdToAssign: 6, DealerId: 101 },
        },
      );
      expect(code).toBe(200);
      // "Response body: not shown".
      expect(body).toBeNull();
      expect((await status(approvedId)).AssignedToUserId).toBe(6);
      expect((await historyMessages(approvedId)).at(-1)).toBe(
        'Reassigned from Olivia Grant to Jorge Castillo by Marcus Reyes.',
      );
    },
  );

  it.each([
    {
      why: "another dealer's user",
      body: { UserIdToAssign: 4, DealerId: 101 },
      field: 'request.UserIdToAssign',
    },
    {
      why: 'a disabled user',
      body: { UserIdToAssign: 7, DealerId: 101 },
      field: 'request.UserIdToAssign',
    },
    {
      why: 'an unknown user',
      body: { UserIdToAssign: 999, DealerId: 101 },
      field: 'request.UserIdToAssign',
    },
    {
      why: 'another dealer',
      body: { UserIdToAssign: 6, DealerId: 103 },
      field: 'request.DealerId',
    },
    { why: 'no dealer', body: { UserIdToAssign: 6 }, field: 'request.DealerId' },
    {
      why: 'a user id of 0',
      body: { UserIdToAssign: 0, DealerId: 101 },
      field: 'request.UserIdToAssign',
    },
  ])('refuses $why: 400 naming the field, nothing changed', async ({ body, field }) => {
    const before = await historyMessages(approvedId);
    const result = await call(sandbox, `/v3/api/applications/${approvedId}/reassign/`, {
      token: admin,
      method: 'POST',
      json: body,
    });
    expect(result.status).toBe(400);
    expect(Object.keys((result.body as { ModelState: object }).ModelState)).toEqual([field]);
    expect((await status(approvedId)).AssignedToUserId).toBe(1);
    expect(await historyMessages(approvedId)).toEqual(before);
  });

  it('refuses a user of the dealer once disabled', async () => {
    sandbox.db.prepare('UPDATE users SET is_active = 0 WHERE id = 6').run();
    const result = await call(sandbox, `/v3/api/applications/${approvedId}/reassign/`, {
      token: admin,
      method: 'POST',
      json: { UserIdToAssign: 6, DealerId: 101 },
    });
    expect(result.status).toBe(400);
    expect(result.body).toHaveProperty(['ModelState', 'request.UserIdToAssign']);
  });

  it('answers the disabled-endpoint message to a dealer user, 404 to another dealer', async () => {
    const dealerUser = await sandbox.signIn('dealer.user');
    const refused = await call(sandbox, `/v3/api/applications/${approvedId}/reassign/`, {
      token: dealerUser,
      method: 'POST',
      json: { UserIdToAssign: 6, DealerId: 101 },
    });
    expect(refused).toEqual({ status: 403, body: { Message: messages.endpointDisabled } });
    const empireAdmin = await sandbox.signIn('empire.admin');
    const hidden = await call(sandbox, `/v3/api/applications/${approvedId}/reassign/`, {
      token: empireAdmin,
      method: 'POST',
      json: { UserIdToAssign: 4, DealerId: 103 },
    });
    expect(hidden.status).toBe(404);
    expect(
      (
        await call(sandbox, '/v3/api/applications/abc/reassign/', {
          token: admin,
          method: 'POST',
          json: { UserIdToAssign: 6, DealerId: 101 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST projectNumber', () => {
  const post = (json: unknown, id = approvedId) =>
    call(sandbox, `/v3/api/applications/projectNumber/${id}`, {
      token: admin,
      method: 'POST',
      json,
    });

  it('sets a project number of up to 30 characters, and clears it with null', async () => {
    const thirty = 'P'.repeat(30);
    expect((await post({ ProjectNumber: thirty })).status).toBe(200);
    const set = await status(approvedId);
    expect(set.ProjectNumber).toBe(thirty);
    expect(parse(v2StatusSchema, set).ProjectNumber).toBe(thirty);
    const { body } = await call(
      sandbox,
      `/v3/api/applications/statuses-since/2025-06-15T15:00:00Z`,
      {
        token: admin,
      },
    );
    expect(body).toEqual([expect.objectContaining({ ProjectNumber: thirty })]);

    expect((await post({ ProjectNumber: null })).status).toBe(200);
    expect((await status(approvedId)).ProjectNumber).toBeNull();
    expect((await historyMessages(approvedId)).slice(1)).toEqual([
      `Project number set to ${thirty} by Marcus Reyes.`,
      'Project number cleared by Marcus Reyes.',
    ]);
  });

  it.each([
    { why: '31 characters', json: { ProjectNumber: 'P'.repeat(31) } },
    { why: 'a missing ProjectNumber', json: {} },
    { why: 'a number', json: { ProjectNumber: 42 } },
    { why: 'an unknown field', json: { ProjectNumber: 'A', Note: 'x' } },
  ])('refuses $why with a 400, nothing changed', async ({ json }) => {
    const result = await post(json);
    expect(result.status).toBe(400);
    expect(JSON.stringify(result.body)).toContain('request');
    expect((await status(approvedId)).ProjectNumber).toBeNull();
    expect(await historyMessages(approvedId)).toHaveLength(1);
  });

  it('names ProjectNumber for 31 characters', async () => {
    const result = await post({ ProjectNumber: 'P'.repeat(31) });
    expect(result.body).toEqual({
      Message: messages.invalidRequest,
      ModelState: { 'request.ProjectNumber': ['Project number: at most 30 characters'] },
    });
  });
});

describe('POST stageFund', () => {
  const stageFund = (id = approvedId, token = admin) =>
    call(sandbox, `/v3/api/applications/stageFund/${id}`, { token, method: 'POST' });

  it('is refused until the full paperwork is signed, then requests funding once', async () => {
    const unsigned = await stageFund();
    expect(unsigned).toEqual({
      status: 400,
      body: { Message: 'The full paperwork must be signed before stage funding can be requested.' },
    });
    recordPaperworkSubmitted(sandbox.db, approvedId, 'FULL', new Date('2025-06-15T15:10:00Z'));
    recordPaperworkSigned(sandbox.db, approvedId, 'ACH', new Date('2025-06-15T15:20:00Z'));
    expect((await stageFund()).status).toBe(400);

    recordPaperworkSigned(sandbox.db, approvedId, 'FULL', new Date('2025-06-15T15:30:00Z'));
    sandbox.advance(3_600_000);
    const funded = await stageFund();
    expect(funded.status).toBe(200);
    expect(funded.body).toBeNull();
    expect(await status(approvedId)).toMatchObject({
      LoanApplicationStatus: 'FundingRequested',
      LongApplicationStatus: expect.stringMatching(/^Stage funding requested on 06\/15\/2025/),
      RiskTier: 1,
      RTCDate: '2025-06-18T00:00:00',
    });
    expect((await historyMessages(approvedId)).at(-1)).toBe(
      'Stage funding requested by Marcus Reyes.',
    );

    expect(await stageFund()).toEqual({
      status: 400,
      body: { Message: 'Stage funding has already been requested for this application.' },
    });
  });

  it('resubmitting the paperwork takes its signature away', async () => {
    recordPaperworkSubmitted(sandbox.db, approvedId, 'FULL', new Date('2025-06-15T15:10:00Z'));
    recordPaperworkSigned(sandbox.db, approvedId, 'FULL', new Date('2025-06-15T15:30:00Z'));
    recordPaperworkSubmitted(sandbox.db, approvedId, 'FULL', new Date('2025-06-15T15:40:00Z'));
    expect((await stageFund()).status).toBe(400);
  });

  it('is refused for an application that is not approved', async () => {
    const declined = await submit('500000005');
    recordPaperworkSubmitted(sandbox.db, declined, 'FULL', new Date('2025-06-15T15:10:00Z'));
    recordPaperworkSigned(sandbox.db, declined, 'FULL', new Date('2025-06-15T15:30:00Z'));
    expect(await stageFund(declined)).toEqual({
      status: 400,
      body: { Message: 'Only an approved application can be stage funded.' },
    });
  });

  it("answers 404 for another dealer's application and the disabled message to a read-only role", async () => {
    expect((await stageFund(approvedId, await sandbox.signIn('empire.admin'))).status).toBe(404);
    expect(await stageFund(approvedId, await sandbox.signIn('sunrise.rep'))).toEqual({
      status: 403,
      body: { Message: messages.endpointDisabled },
    });
  });
});
