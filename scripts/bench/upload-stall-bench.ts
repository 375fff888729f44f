/**
 * Issue 31 item 14: one upload does not stall everyone. While one 30 MB dealer document
 * (about 40 MB of JSON) is sent to the real server (`node scripts/start.ts`), a trivial GET
 * (the dealers list) is asked again and again; the figure is the longest any of them waited.
 * Reading, checking and decoding the body belong off the request thread (sandbox/documents).
 *
 * Standalone: `node scripts/bench/upload-stall-bench.ts` prints the figure without writing
 * bench/results.json.
 */
import { join, resolve } from 'node:path';
import type { Figure } from './results.ts';
import { startPortal } from './server.ts';
import { signInToSandbox } from './session.ts';

const root = resolve(import.meta.dirname, '..', '..');

/** "at most 30MB" (spec, Limits): the largest file a dealer may send. */
const FILE_BYTES = 30 * 1024 * 1024;
/** A dealer the operator (the bench's account) may file documents for. */
const DEALER_ID = 103;
/** Pause between one GET's answer and the next GET. */
const GAP_MS = 10;

export const UPLOAD_STALL_BUDGET_MS = 500;

const round = (value: number) => Math.round(value * 10) / 10;

/** The dealer document body: a PDF's header, then spaces, base64-encoded inside JSON. */
function documentBody(): Uint8Array<ArrayBuffer> {
  const file = Buffer.alloc(FILE_BYTES, 0x20);
  file.write('%PDF-1.4\n', 0, 'latin1');
  return new TextEncoder().encode(
    JSON.stringify({
      DocumentName: 'Bench upload',
      Description: 'A 30 MB document sent while other requests wait',
      ViewDocumentType: 'dealerDocument',
      Document: { FileName: 'bench-30mb.pdf', Content: file.toString('base64') },
    }),
  );
}

/**
 * Uploads `body` while asking for the dealers list in a loop; answers the longest a GET waited
 * and how many were asked. The upload must answer 200.
 */
async function longestWaitDuring(origin: string, token: string, body: Uint8Array<ArrayBuffer>) {
  const headers = { Authorization: `Bearer ${token}` };
  let uploading = true;
  const upload = fetch(new URL(`/v3/api/dealers/${DEALER_ID}/dealerDocuments`, origin), {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json' },
    body,
    signal: AbortSignal.timeout(120_000),
  }).finally(() => {
    uploading = false;
  });
  const waits: number[] = [];
  while (uploading) {
    const started = performance.now();
    const answer = await fetch(new URL('/v3/api/dealers', origin), {
      headers,
      signal: AbortSignal.timeout(60_000),
    });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`GET /v3/api/dealers answered ${answer.status}`);
    waits.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  const response = await upload;
  if (response.status !== 200) {
    throw new Error(`The upload answered ${response.status}: ${await response.text()}`);
  }
  return { longestMs: round(Math.max(0, ...waits)), gets: waits.length };
}

export async function measureUploadStall(
  startScript = join(root, 'scripts', 'start.ts'),
): Promise<Record<string, Figure>> {
  console.log('Sandbox: the longest wait of a GET while one 30 MB upload is in flight…');
  const portal = await startPortal({ root, startScript });
  try {
    const session = await signInToSandbox(portal.url);
    const body = documentBody();
    // One upload first, not counted: the measure is of a running server, not its first start
    // of the document worker.
    await longestWaitDuring(portal.url, session.token, body);
    const { longestMs, gets } = await longestWaitDuring(portal.url, session.token, body);
    console.log(`  longest wait ${longestMs} ms over ${gets} GETs`);
    return {
      'sandbox.upload-30mb.longest-get-wait': {
        value: longestMs,
        unit: 'ms',
        budget: UPLOAD_STALL_BUDGET_MS,
        higherIsBetter: false,
      },
    };
  } finally {
    await portal.stop();
  }
}

if (import.meta.main) {
  const startScript = process.argv[2] === undefined ? undefined : resolve(process.argv[2]);
  console.log(JSON.stringify(await measureUploadStall(startScript), null, 2));
}
