import { DatabaseSync } from 'node:sqlite';
import { parentPort } from 'node:worker_threads';
import { readDocument, type DocumentUploadKind, type ReadDocument } from './read-document.ts';
import { insertDocument, type NewDocument } from './store.ts';

/**
 * The document worker: reads upload bodies (parse, check, decode 40 MB of base64) away from
 * the thread that answers every other request (off-thread.ts), and stores the file through a
 * connection of its own when the database is a file: writing 30 MB into SQLite takes a few
 * hundred milliseconds. An in-memory database (tests) cannot be shared, so its file goes back
 * to be stored there, transferred, not copied.
 */

/** Where the document belongs, and who sent it when: the row's fields besides the file's. */
export type Placement = Omit<NewDocument, keyof ReadDocument>;

export type DocumentJob = {
  id: number;
  kind: DocumentUploadKind;
  bytes: Uint8Array;
  /** The database file, or null for an in-memory database. */
  databasePath: string | null;
  placement: Placement;
  /** Whether the application's downloaded paperwork awaits its signed pages. */
  paperAwaited: boolean;
};

export type DocumentAnswer =
  | { ok: true; document: ReadDocument | null; category: ReadDocument['category'] }
  | { ok: false; status: 400 | 413; json: unknown };

const connections = new Map<string, DatabaseSync>();

/** The worker's own connection: it waits for the request thread's writes as that one does. */
function connectionTo(path: string): DatabaseSync {
  let db = connections.get(path);
  if (!db) {
    db = new DatabaseSync(path);
    db.exec('PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;');
    connections.set(path, db);
  }
  return db;
}

function answer(job: DocumentJob): DocumentAnswer {
  const { kind, bytes, databasePath, placement } = job;
  const read = readDocument(kind, bytes, job.paperAwaited);
  if (!read.ok) return read;
  const { category } = read.document;
  if (databasePath === null) return { ok: true, document: read.document, category };
  insertDocument(connectionTo(databasePath), { ...placement, ...read.document });
  return { ok: true, document: null, category };
}

parentPort?.on('message', (job: DocumentJob) => {
  const result = answer(job);
  // A small file's bytes may share Node's buffer pool, which is copied rather than handed over.
  const content = result.ok ? result.document?.content : undefined;
  const owned = content !== undefined && content.byteLength === content.buffer.byteLength;
  parentPort?.postMessage({ id: job.id, result }, owned ? [content.buffer as ArrayBuffer] : []);
});
