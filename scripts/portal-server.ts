import type { Server } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { createSandboxApp, isSandboxPath } from '../sandbox/app.ts';
import { compressAnswer } from './compress-answer.ts';
import { createRuntimeConfigReader } from './runtime-config.ts';
import { securityHeaders } from './security-headers.ts';
import { fileResponse, loadStaticFiles, matchesEtag } from './static-files.ts';

export type PortalServerOptions = {
  /** The Vite build output: index.html, assets/, config.json. */
  distDir: string;
  db: DatabaseSync;
  now?: () => Date;
  decisionDelayMs?: number;
  reviewDelayMs?: number;
  /** HOST, the one host name besides loopback the sandbox answers. */
  host?: string;
  /** Where the portal is reached, for the sandbox's links (ESignUrl). */
  origin?: string | (() => string);
};

function notFound(): Response {
  return new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * The built portal and the sandbox on one origin: sandbox paths go to the
 * sandbox, everything else is a file from dist/ or, for a page the router
 * owns, index.html.
 */
export async function createPortalApp(options: PortalServerOptions): Promise<Hono> {
  const files = await loadStaticFiles(options.distDir);
  const readConfig = createRuntimeConfigReader(options.distDir);
  const sandbox = createSandboxApp({
    db: options.db,
    now: options.now,
    decisionDelayMs: options.decisionDelayMs,
    reviewDelayMs: options.reviewDelayMs,
    host: options.host,
    origin: options.origin,
  });
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    const headers = securityHeaders(readConfig()?.apiOrigin ?? null);
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  });

  app.use('*', async (c, next) => {
    if (!isSandboxPath(c.req.path)) return next();
    // Node's request goes along: sign-in limits failures per client address, read from its socket.
    return compressAnswer(await sandbox.fetch(c.req.raw, c.env), c.req.header('Accept-Encoding'));
  });

  app.get('/config.json', (c) => {
    const config = readConfig();
    if (config === null) return notFound();
    const headers = { 'Cache-Control': 'no-cache', ETag: config.etag };
    if (matchesEtag(c.req.header('If-None-Match'), config.etag)) return c.body(null, 304, headers);
    return c.body(config.content, 200, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
    });
  });

  app.get('*', (c) => {
    const request = {
      acceptEncoding: c.req.header('Accept-Encoding'),
      ifNoneMatch: c.req.header('If-None-Match'),
    };
    const file = files.get(c.req.path === '/' ? '/index.html' : c.req.path);
    if (file !== undefined) return fileResponse(file, request);
    // Deep links into the app get the app; a missing script or image stays a
    // 404 so a stale page fails loudly instead of parsing HTML as JavaScript.
    const index = files.get('/index.html');
    const wantsPage = (c.req.header('Accept') ?? '').includes('text/html');
    if (index === undefined || !wantsPage || c.req.path.startsWith('/assets/')) return notFound();
    return fileResponse(index, request);
  });

  app.all('*', () => notFound());
  return app;
}

/** An HTTP server for {@link createPortalApp}, not yet listening. */
export async function createPortalServer(options: PortalServerOptions): Promise<Server> {
  const app = await createPortalApp(options);
  return createAdaptorServer({ fetch: app.fetch }) as Server;
}
