import { parentPort } from 'node:worker_threads';
import { readDocument, type DocumentUploadKind } from './read-document.ts';

/**
 * The document worker: reads upload bodies (parse, check, decode 40 MB of base64) away from
 * the thread that answers every other request (off-thread.ts). The decoded file goes back
 * transferred, not copied.
 */
export type DocumentJob = { id: number; kind: DocumentUploadKind; bytes: Uint8Array };

parentPort?.on('message', ({ id, kind, bytes }: DocumentJob) => {
  const result = readDocument(kind, bytes);
  // A small file's bytes may share Node's buffer pool, which is copied rather than handed over.
  const content = result.ok ? result.document.content : undefined;
  const owned = content !== undefined && content.byteLength === content.buffer.byteLength;
  const transfer = owned ? [content.buffer as ArrayBuffer] : [];
  parentPort?.postMessage({ id, result }, transfer);
});
