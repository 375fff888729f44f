import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Bytes backed by a plain ArrayBuffer, which is what a Response body accepts. */
type Bytes = Buffer<ArrayBuffer>;

export type StaticFile = {
  contentType: string;
  cacheControl: string;
  etag: string;
  identity: Bytes;
  /** Present only for text types, and only when smaller than the original. */
  encoded: Partial<Record<Encoding, Bytes>>;
  compressible: boolean;
};

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
};

const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

export function contentTypeOf(path: string): string {
  return contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Vite names everything under /assets/ by content hash, so a browser may keep
 * it for good; anything else (index.html, files copied from public/) is
 * revalidated on every use so a new build shows up at once.
 */
export function cacheControlOf(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function etagOf(content: Buffer): string {
  return createHash('sha256').update(content).digest('base64url').slice(0, 22);
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

async function encode(content: Bytes): Promise<Partial<Record<Encoding, Bytes>>> {
  const [br, gz] = await Promise.all([
    compressBrotli(content, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    compressGzip(content, { level: zlibConstants.Z_BEST_COMPRESSION }),
  ]);
  return {
    ...(br.length < content.length ? { br } : {}),
    ...(gz.length < content.length ? { gzip: gz } : {}),
  };
}

/**
 * Reads the built portal once, at start-up, and compresses its text files
 * ahead of time. Files are looked up by URL path in the returned map, so a
 * request path never reaches the file system. Dotfiles (Vite's `.vite/`
 * manifest) stay private, and `config.json` is left out because it is read
 * fresh on every request.
 */
export async function loadStaticFiles(distDir: string): Promise<Map<string, StaticFile>> {
  const entries = readdirSync(distDir, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  );
  const files = await Promise.all(
    entries.map(async (entry): Promise<[string, StaticFile] | null> => {
      const diskPath = join(entry.parentPath, entry.name);
      const segments = relative(distDir, diskPath).split(sep);
      if (segments.some((segment) => segment.startsWith('.'))) return null;
      const urlPath = `/${segments.join('/')}`;
      if (urlPath === '/config.json') return null;
      const identity = readFileSync(diskPath);
      const compressible = compressibleExtensions.has(extname(diskPath).toLowerCase());
      return [
        urlPath,
        {
          contentType: contentTypeOf(diskPath),
          cacheControl: cacheControlOf(urlPath),
          etag: etagOf(identity),
          identity,
          encoded: compressible ? await encode(identity) : {},
          compressible,
        },
      ];
    }),
  );
  return new Map(files.filter((file) => file !== null));
}

/**
 * The best encoding the client accepts among those available: the highest
 * q-value wins, brotli before gzip on a tie; `q=0` refuses an encoding.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly Encoding[],
): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name === '') continue;
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  let best: { encoding: Encoding; weight: number } | null = null;
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0 && (best === null || weight > best.weight)) best = { encoding, weight };
  }
  return best?.encoding ?? null;
}

/** Whether an If-None-Match header names the representation the client already has. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Builds the response for a file, honouring Accept-Encoding and If-None-Match. */
export function fileResponse(
  file: StaticFile,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
): Response {
  const encoding = chooseEncoding(request.acceptEncoding, Object.keys(file.encoded) as Encoding[]);
  const body = encoding === null ? file.identity : (file.encoded[encoding] ?? file.identity);
  const etag = `"${file.etag}${encoding === null ? '' : `-${encoding}`}"`;
  const headers = new Headers({ 'Cache-Control': file.cacheControl, ETag: etag });
  if (file.compressible) headers.set('Vary', 'Accept-Encoding');
  if (matchesEtag(request.ifNoneMatch, etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', file.contentType);
  headers.set('Content-Length', String(body.length));
  if (encoding !== null) headers.set('Content-Encoding', encoding);
  return new Response(body, { status: 200, headers });
}
