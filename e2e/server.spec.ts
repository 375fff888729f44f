import { expect, test } from './fixtures.test-support.ts';

test.describe('what npm start serves', () => {
  test('hashed assets are compressed and cached for good; index.html and config.json are not cached', async ({
    request,
  }) => {
    const index = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(index.headers()['cache-control']).toBe('no-cache');
    const html = await index.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();

    const brotli = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers()['content-type']).toMatch(/javascript/);
    const gzip = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');

    const config = await request.get('/config.json');
    expect(config.headers()['cache-control']).toBe('no-cache');
  });

  test('every response carries the security headers, and scripts may not run inline', async ({
    request,
  }) => {
    for (const path of ['/', '/sign-in', '/config.json', '/sandbox/accounts', '/v3/api/dealers']) {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc, path).not.toContain('unsafe-inline');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBeTruthy();
      expect(headers['x-frame-options'], path).toBe('DENY');
    }
  });

  test('deep links fall back to the app, missing assets do not', async ({ request }) => {
    const deep = await request.get('/applications/new', { headers: { Accept: 'text/html' } });
    expect(deep.status()).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    const missing = await request.get('/assets/no-such-file.js');
    expect(missing.status()).toBe(404);
  });
});
