import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resetDatabase } from './reset.ts';
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
});
