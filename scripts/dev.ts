import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createServer, type Plugin } from 'vite';
import { createSandboxApp, isSandboxPath } from '../sandbox/app.ts';
import { openDatabase } from '../sandbox/storage.ts';
import { startupBanner } from './banner.ts';
import { browserUrl, originUrl, readServerEnv } from './server-env.ts';

const root = resolve(import.meta.dirname, '..');
const env = readServerEnv(process.env, 5173);
const db = openDatabase({ path: env.databasePath });
// Vite may move to the next free port: the sandbox's links follow the one it listens on.
let origin = originUrl(env.host, env.port);
const sandbox = createSandboxApp({
  db,
  decisionDelayMs: env.decisionDelayMs,
  reviewDelayMs: env.reviewDelayMs,
  host: env.host,
  origin: () => origin,
});
// Vite shares this process: leave the global Request and Response alone.
const handleSandbox = getRequestListener(sandbox.fetch, { overrideGlobalObjects: false });

/** Mounted before Vite's own middleware, so its SPA fallback never answers an API call. */
const sandboxPlugin: Plugin = {
  name: 'dealer-portal-sandbox',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (isSandboxPath(path)) void handleSandbox(req, res);
      else next();
    });
  },
};

const server = await createServer({
  root,
  configFile: resolve(root, 'vite.config.ts'),
  plugins: [sandboxPlugin],
  server: { port: env.port, host: env.host, strictPort: process.env.PORT !== undefined },
});
await server.listen();
const address = server.httpServer?.address();
if (typeof address === 'object' && address !== null) origin = originUrl(env.host, address.port);
const url = server.resolvedUrls?.local[0] ?? browserUrl(env.host, env.port);
console.log(startupBanner('Dealer portal (dev) and sandbox', url, db, env));
server.bindCLIShortcuts({ print: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().finally(() => {
      db.close();
      process.exit(0);
    });
  });
}
