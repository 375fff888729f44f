import { bytesToBase64 } from '../../lib/base64.ts';

/**
 * File to bare base64 on the calling thread: what the worker runs, and what jsdom tests run.
 * The answer is a Blob, not a string: a Blob crosses from the worker by reference, and the
 * request body is assembled around it without the page ever holding 40 MB of text.
 */
export async function encodeFileHere(file: Blob): Promise<Blob> {
  const base64 = bytesToBase64(new Uint8Array(await file.arrayBuffer()));
  return new Blob([base64], { type: 'text/plain' });
}

export type EncodeAnswer = { ok: true; content: Blob } | { ok: false; message: string };
