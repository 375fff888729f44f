import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { seedDatabase } from './seed.ts';

export const defaultDatabasePath = resolve(import.meta.dirname, '..', '.sandbox', 'sandbox.db');

/** `SANDBOX_DB` (relative to the working directory), `:memory:`, or the default file. */
export function databasePathFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SANDBOX_DB?.trim();
  if (!configured) return defaultDatabasePath;
  return configured === ':memory:' ? configured : resolve(configured);
}

/**
 * Schema changes in order. The database remembers how many it has applied
 * (`PRAGMA user_version`), so a later feature appends a migration and every
 * existing sandbox file picks it up on the next start; a shipped entry is
 * never edited.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE roles (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
  );
  CREATE TABLE permissions (
    role_id INTEGER NOT NULL REFERENCES roles (id),
    endpoint_key TEXT NOT NULL,
    PRIMARY KEY (role_id, endpoint_key)
  );
  CREATE TABLE dealers (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    dealer_code TEXT NOT NULL UNIQUE,
    dealer_number TEXT NOT NULL UNIQUE,
    entity_id TEXT NOT NULL,
    is_open_on_saturday INTEGER NOT NULL,
    is_retail_dealer INTEGER NOT NULL,
    major_product_line TEXT NOT NULL,
    nickname TEXT,
    affiliate_name TEXT,
    next_attestation_date TEXT,
    attest_window_days INTEGER,
    include_lcc INTEGER NOT NULL,
    address TEXT NOT NULL,
    phone_number TEXT,
    products TEXT NOT NULL,
    options TEXT NOT NULL,
    verticals TEXT NOT NULL,
    sales_representatives TEXT NOT NULL
  );
  CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    username TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password TEXT NOT NULL,
    first_name TEXT NOT NULL,
    last_name TEXT NOT NULL,
    middle_initial TEXT,
    display_name TEXT,
    title TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT NOT NULL,
    is_active INTEGER NOT NULL,
    is_operator INTEGER NOT NULL
  );
  CREATE TABLE user_dealer_roles (
    user_id INTEGER NOT NULL REFERENCES users (id),
    dealer_id INTEGER NOT NULL REFERENCES dealers (id),
    role_id INTEGER NOT NULL REFERENCES roles (id),
    PRIMARY KEY (user_id, dealer_id)
  );
  CREATE TABLE sessions (
    token TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id),
    created_at TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    revoked INTEGER NOT NULL DEFAULT 0
  );
  `,
];

export function migrate(db: DatabaseSync): void {
  const { user_version: applied } = db.prepare('PRAGMA user_version').get() as {
    user_version: number;
  };
  migrations.slice(applied).forEach((sql, offset) => {
    transaction(db, () => {
      db.exec(sql);
      db.exec(`PRAGMA user_version = ${applied + offset + 1}`);
    });
  });
}

export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

export type OpenDatabaseOptions = {
  /** A file path or `:memory:`. */
  path: string;
  /** The clock the seed's relative dates (attestation deadlines) count from. */
  now?: () => Date;
};

/** Opens (creating folder and file if needed), migrates, and seeds an empty database. */
export function openDatabase({ path, now = () => new Date() }: OpenDatabaseOptions): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  migrate(db);
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM roles').get() as { count: number };
  if (count === 0) transaction(db, () => seedDatabase(db, now()));
  return db;
}
