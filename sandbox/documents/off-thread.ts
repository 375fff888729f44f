import type { DatabaseSync } from 'node:sqlite';
import { Worker } from 'node:worker_threads';
import type { SupportingDocumentType } from '../../src/schemas/enums.ts';
import type { DocumentAnswer, DocumentJob, Placement } from './document-worker.ts';
import type { DocumentUploadKind } from './read-document.ts';
import { insertDocument } from './store.ts';

/**
 * One worker thread reads and stores document uploads in turn (issue 31 item 14): ten 30 MB
 * uploads at once wait for each other there, while a trivial GET is answered at once. Started
 * on the first upload; it never keeps the process alive, and a new one replaces one that died.
 */
type Pending = { resolve: (answer: DocumentAnswer) => void; reject: (error: Error) => void };

/**
 * Through a variable: Vite rewrites `new URL(…, import.meta.url)` into a browser asset address
 * when the sandbox runs inside the portal's tests, and a worker needs the file.
 */
const thisModule = import.meta.url;

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function documentWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./document-worker.ts', thisModule));
  started.unref();
  started.on('message', ({ id, result }: { id: number; result: DocumentAnswer }) => {
    pending.get(id)?.resolve(result);
    pending.delete(id);
  });
  const failAll = (error: Error) => {
    if (worker !== started) return;
    worker = undefined;
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };
  started.on('error', failAll);
  started.on('exit', (code) => failAll(new Error(`The document worker stopped (${code}).`)));
  worker = started;
  return started;
}

/**
 * Reads an upload's body in the worker and stores the document, or answers why not (400
 * naming the field, 413 for a file over 30 MB), with its category. The body's bytes are handed over
 * (transferred): the caller must not use them afterwards.
 */
export async function receiveDocument(
  db: DatabaseSync,
  kind: DocumentUploadKind,
  bytes: Uint8Array,
  placement: Placement,
  paperAwaited = false,
): Promise<
  { ok: true; category: SupportingDocumentType } | { ok: false; status: 400 | 413; json: unknown }
> {
  const answer = await new Promise<DocumentAnswer>((resolve, reject) => {
    const id = (nextId += 1);
    pending.set(id, { resolve, reject });
    const job: DocumentJob = {
      id,
      kind,
      bytes,
      databasePath: db.location(),
      placement,
      paperAwaited,
    };
    documentWorker().postMessage(job, [bytes.buffer as ArrayBuffer]);
  });
  if (!answer.ok) return answer;
  if (answer.document) insertDocument(db, { ...placement, ...answer.document });
  return { ok: true, category: answer.category };
}
