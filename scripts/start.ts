import { resolve } from 'node:path';
import { openDatabase } from '../sandbox/storage.ts';
import { startupBanner } from './banner.ts';
import { buildIfStale } from './build-if-stale.ts';
import { createPortalServer } from './portal-server.ts';
import { browserUrl, originUrl, readServerEnv } from './server-env.ts';

const root = resolve(import.meta.dirname, '..');
const env = readServerEnv(process.env, 4173);

await buildIfStale(root);
const db = openDatabase({ path: env.databasePath });
// PORT=0 picks a free port: the sandbox's links use the one actually listened on.
let listeningPort = env.port;
const server = await createPortalServer({
  distDir: resolve(root, 'dist'),
  db,
  decisionDelayMs: env.decisionDelayMs,
  reviewDelayMs: env.reviewDelayMs,
  host: env.host,
  origin: () => originUrl(env.host, listeningPort),
});

server.on('error', (error) => {
  console.error(`Could not listen on ${env.host}:${env.port}: ${error.message}`);
  process.exit(1);
});
server.listen(env.port, env.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : env.port;
  listeningPort = port;
  console.log(startupBanner('Dealer portal and sandbox', browserUrl(env.host, port), db, env));
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    db.close();
    process.exit(0);
  });
}
