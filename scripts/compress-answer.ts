import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { chooseEncoding } from './static-files.ts';

const compressGzip = promisify(gzip);

/** Below this, compressing costs the server more than it saves the connection. */
export const MIN_COMPRESSED_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * A sandbox answer gzip-compressed, as a production service sends its JSON, when the client
 * accepts gzip and the answer is worth it: the statuses of a 90-day window are ~65 KB of JSON
 * and ~4 KB compressed, which on a phone's connection is a third of a second before the
 * dashboard can draw (docs/perf-log.md, notebook item 19). Other answers (PDFs, empty ones) pass as
 * they are. Compressed off the event loop (zlib's thread pool), so a large answer does not hold
 * up the other requests.
 */
export async function compressAnswer(
  response: Response,
  acceptEncoding: string | undefined,
): Promise<Response> {
  const type = response.headers.get('Content-Type') ?? '';
  if (!JSON_TYPE.test(type) || response.body === null || response.headers.has('Content-Encoding'))
    return response;
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Encoding');
  const init = { status: response.status, statusText: response.statusText, headers };
  const body = new Uint8Array(await response.arrayBuffer());
  if (body.byteLength < MIN_COMPRESSED_BYTES || chooseEncoding(acceptEncoding, ['gzip']) === null)
    return new Response(body, init);
  headers.set('Content-Encoding', 'gzip');
  headers.delete('Content-Length');
  return new Response(new Uint8Array(await compressGzip(body)), init);
}
