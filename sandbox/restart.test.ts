import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import {
  validApplicationV1,
  validApplicationV1Path,
  validApplicationV2,
} from '../src/schemas/fixtures/application-legacy.test-support.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { validAchPaperwork } from '../src/schemas/fixtures/paperwork.test-support.ts';
import { createSandboxApp } from './app.ts';
import { readyForFunding, validBodies, withPaperwork } from './endpoint-scenarios.test-support.ts';
import {
  approvedApplication,
  call,
  currentSigner,
  type TestSandbox,
} from './paperwork/paperwork.test-support.ts';
import { createTestSandbox } from './sandbox.test-support.ts';

/**
 * Issue 4, "Done when": the sandbox restarts on the same file and finds every record. A sandbox
 * on a new database file is given users, applications of every version and path form, their
 * credit decisions, actions, promotions, paperwork of every signing option (part signed, signed
 * on paper then stage funded, e-mailed), ACH-only paperwork and documents, all through the HTTP
 * app, and one application still waiting for its decision. It closes; a new app opens the same
 * file at the same moment and gives the same answer to every read: detail, status and history
 * of every version, statuses-since, users, dealers, documents, promotions, paperwork data,
 * signed status, downloads, the outbox and the signing page, with the sessions of before; every
 * row of every table is as it was. Then the book carries on: the decision that came due while
 * the sandbox was down, the next signee, and the next application id.
 */

const START = new Date('2025-06-15T15:00:00Z');
const DECISION_DELAY_MS = 60_000;
const VERSIONS = [1, 2, 3] as const;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function databaseFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-restart-'));
  folders.push(folder);
  return join(folder, 'sandbox.db');
}

/** Every row of every table, in the order of its first columns. */
function everyRow(db: DatabaseSync) {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all() as { name: string }[];
  return Object.fromEntries(
    tables.map(({ name }) => [name, db.prepare(`SELECT * FROM "${name}" ORDER BY 1, 2`).all()]),
  );
}

type Answer = { status: number; type: string; body: unknown };

/** An answer to compare: JSON parsed, HTML as text, a PDF by its having bytes. */
async function read(sandbox: TestSandbox, path: string, token?: string): Promise<Answer> {
  const response = await sandbox.request(path, { token });
  const type = response.headers.get('Content-Type') ?? '';
  const body = type.includes('json')
    ? await response.json()
    : type.includes('text')
      ? await response.text()
      : // pdf-lib dates a generated PDF by the real clock: the bytes differ from run to run.
        (await response.arrayBuffer()).byteLength > 0;
  return { status: response.status, type, body };
}

async function post(sandbox: TestSandbox, token: string, path: string, json?: unknown) {
  const answer = await call(sandbox, path, { token, method: 'POST', json });
  expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
}

describe('restarting the sandbox on the same file', () => {
  it('finds every record with the same answers, and carries on', async () => {
    const path = databaseFile();
    const first = createTestSandbox(START, { path });
    const operator = await first.signIn('operator');
    const admin = await first.signIn('sunrise.admin');
    const user = await first.signIn('dealer.user');
    const rep = await first.signIn('sunrise.rep');

    // Users: one created then changed, one created then disabled.
    const created = (await post(first, admin, '/v3/api/users', validBodies.newUser())) as {
      UserId: number;
    };
    const changed = await call(first, `/v3/api/users/${created.UserId}`, {
      token: admin,
      method: 'PUT',
      json: { ...validBodies.newUser(), Title: 'Senior Sales Consultant', MiddleInitial: null },
    });
    expect(changed.status).toBe(200);
    const leaver = (await post(first, operator, '/v3/api/users', validBodies.newUser('.2'))) as {
      UserId: number;
    };
    const disabled = await call(first, `/v3/api/users/${leaver.UserId}`, {
      token: operator,
      method: 'DELETE',
    });
    expect(disabled.status).toBe(200);

    // Applications of every version and path form, decided as their test SSNs and the rule say.
    const submit = async (route: string, json: unknown) =>
      ((await post(first, user, route, json)) as { Id: number }).Id;
    const ssn = (applicant: string, coApplicant?: string) => ({
      Applicant: { SocialSecurityNumber: applicant },
      ...(coApplicant === undefined ? {} : { CoApplicant: { SocialSecurityNumber: coApplicant } }),
    });
    const ids = [
      await submit('/v3/api/applications', validApplicationV3()),
      await submit('/v3/api/applications', validApplicationV3(ssn('500000006'))),
      await submit('/v3/api/applications', validApplicationV3(ssn('500000012', '500000003'))),
      await submit('/v3/api/applications', validApplicationV3(ssn('623456789'))),
      await submit('/v2/api/applications', validApplicationV2()),
      await submit('/v1/api/applications', validApplicationV1()),
      await submit('/v1/api/applications/700101', validApplicationV1Path()),
    ];
    first.advance(1_000);

    // Actions and documents.
    const acted = ids[0]!;
    await post(first, user, `/v3/api/applications/projectNumber/${acted}`, {
      ProjectNumber: 'PN-RESTART-1',
    });
    await post(first, admin, `/v3/api/applications/${acted}/reassign/`, validBodies.reassign());
    await post(
      first,
      user,
      `/v3/api/applications/${acted}/supportingDocuments`,
      validBodies.supportingDocument(),
    );
    await post(first, admin, '/v3/api/dealers/101/dealerDocuments', validBodies.dealerDocument());

    // Promotions and paperwork: e-signed by the applicant only so far, e-mailed (the outbox),
    // signed on paper then stage funded, and ACH-only.
    const esign = await withPaperwork(first, user, 'esign', { payment: true });
    const signingPage = await first.request(esign.signingPath!);
    const signer = currentSigner(await signingPage.text())!;
    const signed = await first.request(`${esign.signingPath}/sign`, {
      method: 'POST',
      body: new URLSearchParams({ signee: signer.signee, typedName: signer.name }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(signed.status).toBe(303);
    const email = await withPaperwork(first, user, 'email');
    const funded = await readyForFunding(first, user);
    await post(first, user, `/v3/api/applications/stageFund/${funded}`);
    const achOnly = await approvedApplication(first, user);
    await post(
      first,
      user,
      '/v3/api/applications/paperwork/submit/ach',
      validAchPaperwork({ LoanApplicationId: achOnly }),
    );
    ids.push(esign.id, email.id, funded, achOnly);

    // One application still waiting for its decision when the sandbox goes down.
    const now = new Date(START.getTime() + 1_000);
    const delayed = createSandboxApp({
      db: first.db,
      now: () => now,
      decisionDelayMs: DECISION_DELAY_MS,
    });
    const waiting = await delayed.request('/v3/api/applications', {
      method: 'POST',
      headers: { Authorization: `Bearer ${user}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(validApplicationV3(ssn('500000002'))),
    });
    expect(waiting.status).toBe(200);
    const waitingId = ((await waiting.json()) as { Id: number }).Id;
    ids.push(waitingId);

    // What the sandbox answers, for every record made above and a few seeded ones.
    const seeded = [20001, 20002, 20050, 20150];
    const readAll = async (sandbox: TestSandbox) => {
      const answers: Record<string, Answer> = {};
      const get = async (route: string, token: string, as: string) => {
        answers[`${as} ${route}`] = await read(sandbox, route, token);
      };
      for (const id of [...ids, ...seeded]) {
        for (const version of VERSIONS) {
          await get(`/v${version}/api/applications/detail/${id}`, operator, 'operator');
          await get(`/v${version}/api/applications/status/${id}`, operator, 'operator');
        }
        await get(`/v3/api/applications/history/${id}`, operator, 'operator');
        await get(`/v3/api/applications/${id}/supportingDocuments`, user, 'dealer.user');
        await get(`/v3/api/applications/promotions/${id}`, user, 'dealer.user');
        await get(`/v1/api/applications/promotions/${id}`, user, 'dealer.user');
        await get(`/v3/api/applications/paperwork/${id}`, user, 'dealer.user');
        await get(`/v3/api/applications/paperwork/${id}/signed-status`, rep, 'sunrise.rep');
        for (const type of ['FULL', 'ACH', 'HardCopies']) {
          await get(
            `/v3/api/applications/paperwork/${id}/download?documentType=${type}`,
            user,
            'dealer.user',
          );
        }
      }
      for (const version of VERSIONS) {
        const since = `/v${version}/api/applications/statuses-since/2025-01-01T00:00:00`;
        await get(since, operator, 'operator');
        await get(since, user, 'dealer.user');
      }
      await get('/v3/api/users', operator, 'operator');
      await get('/v3/api/users', admin, 'sunrise.admin');
      for (let id = 1; id <= leaver.UserId; id += 1) {
        await get(`/v3/api/users/${id}`, operator, 'operator');
      }
      for (const route of ['/v3/api/dealers', '/v1/api/dealers', '/v3/api/dealers/attestation']) {
        await get(route, user, 'dealer.user');
      }
      answers.outbox = await read(sandbox, '/sandbox/outbox.json', operator);
      answers.accounts = await read(sandbox, '/sandbox/accounts');
      answers['signing page'] = await read(sandbox, esign.signingPath!);
      return answers;
    };

    const before = await readAll(first);
    // The records really are there to be found, and the waiting one is still Processing.
    expect(
      (before[`operator /v3/api/applications/status/${waitingId}`]!.body as Record<string, unknown>)
        .LoanApplicationStatus,
    ).toBe('Processing');
    expect(before[`dealer.user /v3/api/applications/${acted}/supportingDocuments`]).toMatchObject({
      status: 200,
      body: [{ Name: 'Proof of income' }],
    });
    expect(
      before[`sunrise.rep /v3/api/applications/paperwork/${esign.id}/signed-status`]!.status,
    ).toBe(200);
    expect(
      before[`dealer.user /v3/api/applications/paperwork/${funded}/download?documentType=FULL`],
    ).toMatchObject({ status: 200, body: true });
    expect((before.outbox!.body as unknown[]).length).toBeGreaterThan(0);
    const rows = everyRow(first.db);
    first.db.close();

    // A new app on the same file, at the same moment.
    const second = createTestSandbox(now, { path });
    expect(everyRow(second.db)).toEqual(rows);
    const after = await readAll(second);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const key of Object.keys(before)) expect(after[key], key).toEqual(before[key]);

    // It carries on: the decision due while it was down, the next signee, the next id.
    second.advance(DECISION_DELAY_MS);
    const decided = await call(second, `/v3/api/applications/detail/${waitingId}`, {
      token: operator,
    });
    expect(decided.body).toMatchObject({ Status: 'Approved', IsActive: true });
    expect((decided.body as { HistoryItems: { Date: string }[] }).HistoryItems).toEqual([
      expect.objectContaining({ Date: '2025-06-15T15:01:01.000' }),
    ]);
    const page = await second.request(esign.signingPath!);
    const next = currentSigner(await page.text())!;
    expect(next.signee).not.toBe(signer.signee);
    const nextSigned = await second.request(`${esign.signingPath}/sign`, {
      method: 'POST',
      body: new URLSearchParams({ signee: next.signee, typedName: next.name }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(nextSigned.status).toBe(303);
    const another = await call(second, '/v3/api/applications', {
      token: user,
      method: 'POST',
      json: validApplicationV3(),
    });
    expect((another.body as { Id: number }).Id).toBe(Math.max(...ids) + 1);
    second.db.close();
  });
});
