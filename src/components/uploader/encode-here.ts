import { bytesToBase64 } from '../../lib/base64.ts';

/** File to bare base64 on the calling thread: what the worker runs, and what jsdom tests run. */
export async function encodeFileHere(file: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}

export type EncodeAnswer = { ok: true; content: string } | { ok: false; message: string };
