import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { validApplicationV3 } from '../../src/schemas/fixtures/application-v3.test-support.ts';
import { loadCaller } from '../access.ts';
import { createSandboxApp } from '../app.ts';
import { demoPassword } from '../users/defaults.ts';
import { migrations, openDatabase } from '../storage.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';
import { findUserByUsername } from '../users/store.ts';
import { listChangedSince, listChangedSinceJson } from './store.ts';
import { call } from './applications.test-support.ts';
import { statusesSinceItem } from './views.ts';

/**
 * statuses-since answers from `application_status_items` (JSON text per version, written with
 * every change) instead of parsing each record. These tests hold it to the records: the joined
 * text is exactly what the record-based list gives, after every kind of change, for every
 * caller, and a database from before the table gets it filled on its next start.
 */

const versions = [1, 2, 3] as const;
const start = new Date('2025-06-15T15:00:00Z');

function callerOf(db: DatabaseSync, username: string) {
  return loadCaller(db, findUserByUsername(db, username)!, 'test');
}

/** The answer as the record-based list gives it, and as the stored items give it. */
function bothAnswers(db: DatabaseSync, username: string, since: Date, now: Date) {
  const caller = callerOf(db, username);
  return versions.map((version) => ({
    fromRecords: JSON.stringify(
      listChangedSince(db, caller, since, now).map((application) =>
        statusesSinceItem(application, version),
      ),
    ),
    fromItems: listChangedSinceJson(db, caller, since, now, version),
  }));
}

/** How many applications there are, and how many statuses-since items. */
const counts = (db: DatabaseSync) => ({
  ...db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM applications) AS applications,
              (SELECT COUNT(*) FROM application_status_items) AS items`,
    )
    .get(),
});

describe('statuses-since items', () => {
  it('equal the record-based list after submissions, decisions and actions, for every caller', async () => {
    const sandbox = createTestSandbox(start, { decisionDelayMs: 60_000 });
    const token = await sandbox.signIn('dealer.user');
    const ids: number[] = [];
    for (const ssn of ['500000001', '500000006', '500000010', '612345678']) {
      const submitted = await call(sandbox, '/v3/api/applications', {
        token,
        method: 'POST',
        json: validApplicationV3({ Applicant: { SocialSecurityNumber: ssn } }),
      });
      expect(submitted.status).toBe(200);
      ids.push((submitted.body as { Id: number }).Id);
    }
    const admin = await sandbox.signIn('sunrise.admin');
    const since = new Date(start.getTime() - 200 * 24 * 60 * 60 * 1000);
    // Still Processing (the decision is a minute away), then decided, then changed by actions.
    for (const answer of bothAnswers(sandbox.db, 'operator', since, start)) {
      expect(answer.fromItems).toBe(answer.fromRecords);
    }
    sandbox.advance(61_000);
    expect(
      (
        await call(sandbox, `/v3/api/applications/projectNumber/${ids[0]}`, {
          token,
          method: 'POST',
          json: { ProjectNumber: 'PN-7' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(sandbox, `/v3/api/applications/${ids[0]}/reassign/`, {
          token: admin,
          method: 'POST',
          json: { UserIdToAssign: 6, DealerId: 101 },
        })
      ).status,
    ).toBe(200);
    const now = new Date(start.getTime() + 61_000);
    for (const username of ['operator', 'sunrise.admin', 'dealer.user', 'empire.admin']) {
      for (const from of [since, start, new Date(now.getTime() - 1)]) {
        for (const answer of bothAnswers(sandbox.db, username, from, now)) {
          expect(answer.fromItems).toBe(answer.fromRecords);
        }
      }
    }
    expect(counts(sandbox.db)).toEqual({ applications: 154, items: 154 });
  });

  describe('a database from before the items table', () => {
    const folders: string[] = [];
    afterEach(() => {
      for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
    });

    it('gets them filled from its applications on the next start', async () => {
      const folder = mkdtempSync(join(tmpdir(), 'sandbox-status-items-'));
      folders.push(folder);
      const path = join(folder, 'sandbox.db');
      const now = () => start;
      const first = openDatabase({ path, now });
      const app = createSandboxApp({ db: first, now, decisionDelayMs: 0 });
      const signIn = await app.request('/sandbox/session', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'operator', password: demoPassword }),
      });
      const { token } = (await signIn.json()) as { token: string };
      const path3 = '/v3/api/applications/statuses-since/2025-01-01';
      const submitted = await app.request('/v3/api/applications', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(validApplicationV3()),
      });
      expect(submitted.status).toBe(200);
      const read = async (db: DatabaseSync) => {
        const response = await createSandboxApp({ db, now, decisionDelayMs: 0 }).request(path3, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return response.text();
      };
      const before = await read(first);
      // As the file was before the migration that added the table (the next-to-last one; the
      // last dropped the request column, which that file still had).
      first.exec(`DROP TABLE application_status_items;
        ALTER TABLE applications ADD COLUMN request TEXT;
        PRAGMA user_version = ${migrations.length - 2};`);
      first.close();

      const second = openDatabase({ path, now });
      expect(second.prepare('PRAGMA user_version').get()).toEqual({
        user_version: migrations.length,
      });
      expect(counts(second)).toEqual({ applications: 151, items: 151 });
      expect(await read(second)).toBe(before);
      second.close();
    });
  });
});
