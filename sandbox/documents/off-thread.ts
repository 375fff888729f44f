import { Worker } from 'node:worker_threads';
import type { DocumentJob } from './document-worker.ts';
import type { DocumentReadResult, DocumentUploadKind } from './read-document.ts';

/**
 * One worker thread reads document bodies in turn (issue 31 item 14): ten 30 MB uploads at
 * once wait for each other there, while a trivial GET is answered at once. Started on the
 * first upload; it never keeps the process alive, and a new one replaces one that died.
 */
type Pending = { resolve: (result: DocumentReadResult) => void; reject: (error: Error) => void };

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
  started.on('message', ({ id, result }: { id: number; result: DocumentReadResult }) => {
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

/** The body's bytes are handed over (transferred): the caller must not use them afterwards. */
export function readDocumentOffThread(
  kind: DocumentUploadKind,
  bytes: Uint8Array,
): Promise<DocumentReadResult> {
  return new Promise((resolve, reject) => {
    const id = (nextId += 1);
    pending.set(id, { resolve, reject });
    const job: DocumentJob = { id, kind, bytes };
    documentWorker().postMessage(job, [bytes.buffer as ArrayBuffer]);
  });
}
