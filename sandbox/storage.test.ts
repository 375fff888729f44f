import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { resetDatabase } from './reset.ts';
import { seedDatabase } from './seed.ts';
import { databasePathFromEnv, defaultDatabasePath, migrations, openDatabase } from './storage.ts';

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'sandbox-storage-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const countUsers = (db: ReturnType<typeof openDatabase>) =>
  (db.prepare('SELECT COUNT(*) AS count FROM users').get() as { count: number }).count;

describe('storage', () => {
  it('takes the file from SANDBOX_DB, defaulting to .sandbox/sandbox.db', () => {
    expect(databasePathFromEnv({})).toBe(defaultDatabasePath);
    expect(defaultDatabasePath).toBe(resolve(import.meta.dirname, '../.sandbox/sandbox.db'));
    expect(databasePathFromEnv({ SANDBOX_DB: ':memory:' })).toBe(':memory:');
    expect(databasePathFromEnv({ SANDBOX_DB: 'tmp/x.db' })).toBe(resolve('tmp/x.db'));
  });

  it('creates the folder, migrates and seeds a new file, and keeps changes across restarts', () => {
    const path = join(tempFolder(), 'nested', 'sandbox.db');
    const first = openDatabase({ path });
    expect(first.prepare('PRAGMA user_version').get()).toEqual({ user_version: migrations.length });
    expect(countUsers(first)).toBe(7);
    first.prepare("UPDATE users SET first_name = 'Changed' WHERE id = 2").run();
    first.close();

    const second = openDatabase({ path });
    expect(countUsers(second)).toBe(7);
    expect(second.prepare('SELECT first_name FROM users WHERE id = 2').get()).toEqual({
      first_name: 'Changed',
    });
    second.close();
  });

  it('resets a file to the seed', () => {
    const path = join(tempFolder(), 'sandbox.db');
    const db = openDatabase({ path });
    db.prepare('DELETE FROM sessions').run();
    db.prepare("UPDATE users SET first_name = 'Changed' WHERE id = 2").run();
    db.close();

    const result = resetDatabase(path);
    expect(result).toMatchObject({ existed: true, dealers: 3, users: 7 });
    const reopened = openDatabase({ path });
    expect(reopened.prepare('SELECT first_name FROM users WHERE id = 2').get()).toEqual({
      first_name: 'Marcus',
    });
    reopened.close();
    expect(existsSync(path)).toBe(true);
  });

  it('drops the request column from a database made before it went, keeping the applications', () => {
    const path = join(tempFolder(), 'sandbox.db');
    const old = new DatabaseSync(path);
    const before = migrations.length - 1;
    for (const migration of migrations.slice(0, before)) {
      if (typeof migration === 'string') old.exec(migration);
      else migration(old);
    }
    old.exec(`PRAGMA user_version = ${before}`);
    seedDatabase(old, new Date('2025-06-01T12:00:00Z'), { applications: 0 });
    old.exec(`INSERT INTO applications (id, dealer_id, submit_number, status, long_status,
        is_active, assigned_user_id, credit_type, contract_state, amount_financed,
        submitted_version, record, request, created_at, modified_at)
      VALUES (7, 101, 'S-7', 'Processing', 'Processing', 1, 1, 'ClosedEnd', 'TX', 1000, 3,
        '{"Id":7}', '{"Applicant":{}}', '2025-06-01T00:00:00Z', '2025-06-01T00:00:00Z')`);
    const columnsBefore = old.prepare('PRAGMA table_info(applications)').all() as {
      name: string;
    }[];
    expect(columnsBefore.map((column) => column.name)).toContain('request');
    old.close();

    const db = openDatabase({ path });
    const columns = db.prepare('PRAGMA table_info(applications)').all() as { name: string }[];
    expect(columns.map((column) => column.name)).not.toContain('request');
    expect(columns.map((column) => column.name)).toContain('record');
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: migrations.length });
    expect(db.prepare('SELECT id, submit_number, record FROM applications').all()).toEqual([
      { id: 7, submit_number: 'S-7', record: '{"Id":7}' },
    ]);
    db.close();
  });
});
