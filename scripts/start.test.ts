import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../sandbox/storage.ts';
import { createPortalServer } from './portal-server.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Dealer portal</title>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
    ${'<!-- padding so the page is worth compressing -->\n    '.repeat(20)}
  </body>
</html>
`;
const appJs = `export function greet(name) { return 'Hello, ' + name; }\n`.repeat(200);
const config = (apiBaseUrl: string) =>
  `${JSON.stringify({ apiBaseUrl, authMode: 'sandbox', roles: [{ id: 1, name: 'Operator' }], statusWindowDays: 90, idleTimeoutMinutes: 15 }, null, 2)}\n`;

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

let distDir: string;
let server: Server;
let baseUrl: string;

/** node:http instead of fetch, which would decompress and hide Content-Encoding. */
function raw(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<RawResponse>((resolvePromise, reject) => {
    const req = httpRequest(
      `${baseUrl}${path}`,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolvePromise({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, 'index.html'), indexHtml);
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), appJs);
  writeFileSync(
    join(distDir, 'assets', 'logo-def456.png'),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]),
  );
  writeFileSync(join(distDir, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(distDir, 'config.json'), config(''));
  server = await createPortalServer({
    distDir,
    db: openDatabase({ path: ':memory:' }),
    decisionDelayMs: 0,
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
  rmSync(distDir, { recursive: true, force: true });
});

async function signIn(): Promise<string> {
  const answer = await raw('/sandbox/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'operator', password: 'demo1234' }),
  });
  expect(answer.status).toBe(200);
  return (JSON.parse(answer.body.toString()) as { token: string }).token;
}

describe('compression', () => {
  it('prefers brotli', async () => {
    const response = await raw('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(response.body).toString()).toBe(appJs);
    expect(response.body.length).toBeLessThan(appJs.length / 5);
  });

  it('falls back to gzip', async () => {
    const response = await raw('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, br;q=0' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(appJs);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const response = await raw('/assets/app-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.body.toString()).toBe(appJs);
  });

  it('compresses the page too', async () => {
    const response = await raw('/', { headers: { 'Accept-Encoding': 'br', Accept: 'text/html' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toBe(indexHtml);
  });
});

describe('caching', () => {
  it('keeps hashed assets for good', async () => {
    for (const path of ['/assets/app-abc123.js', '/assets/logo-def456.png']) {
      expect((await raw(path)).headers['cache-control']).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    expect((await raw('/assets/logo-def456.png')).headers['content-type']).toBe('image/png');
  });

  it('revalidates index.html and config.json every time', async () => {
    for (const path of ['/', '/index.html', '/config.json']) {
      expect((await raw(path)).headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a revalidation with 304 when nothing changed', async () => {
    const first = await raw('/', { headers: { 'Accept-Encoding': 'gzip' } });
    const etag = first.headers['etag'] ?? '';
    expect(etag).toMatch(/^".+-gzip"$/);
    const second = await raw('/', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag },
    });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await raw('/assets/app-abc123.js', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body.length).toBe(0);
  });
});

describe('routing', () => {
  it('serves index.html for the pages of the app', async () => {
    for (const path of ['/applications/42', '/users?tab=active', '/sign-in']) {
      const response = await raw(path, { headers: { Accept: 'text/html,application/xhtml+xml' } });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.toString()).toBe(indexHtml);
    }
  });

  it('answers 404, not the page, for a missing asset', async () => {
    for (const accept of ['*/*', 'text/html']) {
      const response = await raw('/assets/missing.js', { headers: { Accept: accept } });
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain('<!doctype html>');
    }
  });

  it('answers 404 to a request that is not for a page', async () => {
    expect((await raw('/favicon.ico', { headers: { Accept: 'image/*' } })).status).toBe(404);
    expect((await raw('/.vite/manifest.json')).status).toBe(404);
    expect((await raw('/applications/42', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('reaches the sandbox', async () => {
    const token = await signIn();
    const dealers = await raw('/v3/api/dealers', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/html' },
    });
    expect(dealers.status).toBe(200);
    expect(JSON.parse(dealers.body.toString())).toHaveLength(3);
    const unknown = await raw('/v3/api/nothing', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'text/html' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^application\/json/);
  });

  it("compresses the sandbox's answers for a client that accepts gzip, and only then", async () => {
    const token = await signIn();
    const plain = await raw('/v3/api/dealers', { headers: { Authorization: `Bearer ${token}` } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzipped = await raw('/v3/api/dealers', {
      headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['vary']).toMatch(/Accept-Encoding/);
    expect(gunzipSync(gzipped.body).toString()).toBe(plain.body.toString());
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    // The security headers stay on a compressed answer.
    expect(gzipped.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers', () => {
  const paths = [
    '/',
    '/assets/app-abc123.js',
    '/config.json',
    '/applications/42',
    '/assets/missing.js',
    '/sandbox/accounts',
    '/v3/api/dealers',
  ];

  it.each(paths)('are on the response to %s', async (path) => {
    const response = await raw(path, { headers: { Accept: 'text/html' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    const csp = String(response.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives.get('font-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
  });

  it('reads config.json at request time and lets the portal call an absolute apiBaseUrl', async () => {
    const path = join(distDir, 'config.json');
    writeFileSync(path, config('https://api.lender.example.com/service/'));
    // A second write within the same millisecond would keep the old stamp.
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    try {
      const response = await raw('/config.json');
      expect(JSON.parse(response.body.toString())).toMatchObject({
        apiBaseUrl: 'https://api.lender.example.com/service/',
      });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain(
        "connect-src 'self' https://api.lender.example.com;",
      );
    } finally {
      writeFileSync(path, config(''));
      utimesSync(path, new Date(), new Date(Date.now() + 10000));
    }
  });
});
