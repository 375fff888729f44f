import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { rebuildStatusItems } from './applications/store.ts';
import { seedDatabase } from './seed.ts';
import { transaction } from './transaction.ts';

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
 * never edited. A migration is SQL, or a function when it also fills a table from
 * existing rows.
 */
export const migrations: readonly (string | ((db: DatabaseSync) => void))[] = [
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
  // Dealer documents (application_id NULL) and an application's supporting documents. The file
  // is kept decoded; application_id has no foreign key so this table does not depend on when
  // the applications table arrives.
  `
  CREATE TABLE documents (
    id INTEGER PRIMARY KEY,
    dealer_id INTEGER NOT NULL REFERENCES dealers (id),
    application_id INTEGER,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    category TEXT NOT NULL,
    file_name TEXT NOT NULL,
    content BLOB NOT NULL,
    size INTEGER NOT NULL,
    uploaded_at TEXT NOT NULL,
    uploaded_by INTEGER REFERENCES users (id)
  );
  CREATE INDEX documents_by_application ON documents (application_id, uploaded_at);
  `,
  // Applications (sandbox/applications/store.ts). `record` is the application record as the
  // detail answers it, SSNs in full; the other columns are copies of its fields for queries,
  // written together with it (`request` is dropped by a later migration). `paperwork` is the minimal shape stage funding reads; the
  // paperwork routes extend it with a later migration.
  `
  CREATE TABLE applications (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    dealer_id INTEGER NOT NULL REFERENCES dealers (id),
    application_number INTEGER UNIQUE,
    submit_number TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    long_status TEXT NOT NULL,
    is_active INTEGER NOT NULL,
    assigned_user_id INTEGER NOT NULL REFERENCES users (id),
    credit_type TEXT NOT NULL,
    contract_state TEXT NOT NULL,
    amount_financed REAL NOT NULL,
    amount_approved REAL,
    submitted_version INTEGER NOT NULL,
    record TEXT NOT NULL,
    request TEXT,
    created_at TEXT NOT NULL,
    modified_at TEXT NOT NULL,
    decide_at TEXT
  );
  INSERT INTO sqlite_sequence (name, seq) VALUES ('applications', 20000);
  CREATE INDEX applications_by_modified ON applications (modified_at);
  CREATE INDEX applications_by_dealer ON applications (dealer_id, modified_at);
  CREATE INDEX applications_due ON applications (decide_at) WHERE decide_at IS NOT NULL;
  CREATE TABLE application_history (
    id INTEGER PRIMARY KEY,
    application_id INTEGER NOT NULL REFERENCES applications (id),
    at TEXT NOT NULL,
    message TEXT NOT NULL
  );
  CREATE INDEX application_history_by_application ON application_history (application_id, at);
  CREATE TABLE paperwork (
    application_id INTEGER NOT NULL REFERENCES applications (id),
    document_type TEXT NOT NULL,
    submitted_at TEXT NOT NULL,
    signed_at TEXT,
    PRIMARY KEY (application_id, document_type)
  );
  `,
  // Paperwork (sandbox/paperwork/store.ts): the current full and ACH-only submission of each
  // application with its signers (the per-document `paperwork` rows above stay the stage-funding
  // view), and the signing requests the e-mail option "sends", which the sandbox outbox lists.
  `
  CREATE TABLE paperwork_submissions (
    application_id INTEGER NOT NULL REFERENCES applications (id),
    kind TEXT NOT NULL,
    signing_option TEXT NOT NULL,
    request TEXT NOT NULL,
    documents TEXT NOT NULL,
    hard_copies INTEGER NOT NULL,
    signing_token TEXT UNIQUE,
    signees TEXT NOT NULL,
    submitted_at TEXT NOT NULL,
    PRIMARY KEY (application_id, kind)
  );
  CREATE TABLE sandbox_outbox (
    id INTEGER PRIMARY KEY,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    sent_at TEXT NOT NULL,
    application_id INTEGER NOT NULL REFERENCES applications (id),
    application_number INTEGER,
    link TEXT NOT NULL,
    signee_type TEXT,
    documents TEXT NOT NULL
  );
  `,
  // statuses-since over thousands of applications (sandbox/applications/store.ts): each
  // application's item of that list per version, as JSON text, kept apart from the large
  // record so the list reads neither it nor its overflow pages. Filled from the existing
  // applications, then written with every change.
  (db) => {
    db.exec(`
      CREATE TABLE application_status_items (
        application_id INTEGER PRIMARY KEY REFERENCES applications (id),
        dealer_id INTEGER NOT NULL,
        modified_at TEXT NOT NULL,
        v1 TEXT NOT NULL,
        v2 TEXT NOT NULL,
        v3 TEXT NOT NULL
      );
      CREATE INDEX application_status_items_by_modified
        ON application_status_items (modified_at, application_id, dealer_id);
    `);
    rebuildStatusItems(db);
  },
  // An application is stored once, as its record (docs/decisions/0016): the request body beside
  // it was written with every change and read by no route.
  'ALTER TABLE applications DROP COLUMN request;',
];

export function migrate(db: DatabaseSync): void {
  const { user_version: applied } = db.prepare('PRAGMA user_version').get() as {
    user_version: number;
  };
  migrations.slice(applied).forEach((migration, offset) => {
    transaction(db, () => {
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      db.exec(`PRAGMA user_version = ${applied + offset + 1}`);
    });
  });
}

/** A whole number from 0 to 1,000,000 in the environment variable `name`; undefined when unset. */
function seedCountFromEnv(name: string, env: NodeJS.ProcessEnv): number | undefined {
  const configured = env[name]?.trim();
  if (!configured) return undefined;
  const count = Number(configured);
  if (!/^\d+$/.test(configured) || count > 1_000_000) {
    throw new Error(`${name} must be a whole number from 0 to 1000000, not "${configured}".`);
  }
  return count;
}

/**
 * `SANDBOX_SEED_APPLICATIONS`: how many applications a new database is seeded with
 * (undefined: the seed's default, 150). A whole number from 0 to 1,000,000.
 */
export function seedApplicationCountFromEnv(
  env: NodeJS.ProcessEnv = process.env,
): number | undefined {
  return seedCountFromEnv('SANDBOX_SEED_APPLICATIONS', env);
}

/**
 * `SANDBOX_SEED_USERS`: how many users a new database is seeded with in all, the seven demo
 * accounts included (undefined, or 7 or fewer: the demo accounts only). The users bench seeds 2,000.
 */
export function seedUserCountFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  return seedCountFromEnv('SANDBOX_SEED_USERS', env);
}

/**
 * Speed settings of a database file (docs/decisions/0009): WAL with `synchronous = NORMAL`, so
 * a commit need not wait for the disk and a process crash loses nothing; and a 64 MiB page
 * cache, so a long list (statuses-since over 10,000 applications) reads its pages from memory
 * rather than from the file. A file another process holds in a transaction at that moment keeps
 * its journal mode.
 */
function tuneFile(db: DatabaseSync): void {
  try {
    db.exec('PRAGMA journal_mode = WAL');
  } catch {
    // Busy: the rollback journal works as well, only slower.
  }
  db.exec('PRAGMA synchronous = NORMAL; PRAGMA cache_size = -65536;');
}

export type OpenDatabaseOptions = {
  /** A file path or `:memory:`. */
  path: string;
  /** The clock the seed's relative dates (attestation deadlines, applications) count from. */
  now?: () => Date;
  /** Applications to seed a new database with; default SANDBOX_SEED_APPLICATIONS, else 150. */
  seedApplications?: number;
  /** Users in all (demo accounts included); default SANDBOX_SEED_USERS, else the seven. */
  seedUsers?: number;
};

/** Opens (creating folder and file if needed), migrates, and seeds an empty database. */
export function openDatabase({
  path,
  now = () => new Date(),
  seedApplications = seedApplicationCountFromEnv(),
  seedUsers = seedUserCountFromEnv(),
}: OpenDatabaseOptions): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  if (path !== ':memory:') tuneFile(db);
  migrate(db);
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM roles').get() as { count: number };
  if (count === 0) {
    transaction(db, () =>
      seedDatabase(db, now(), { applications: seedApplications, users: seedUsers }),
    );
  }
  return db;
}
