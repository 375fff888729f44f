import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Everything the Vite build reads; a change to any of it makes dist/ stale. */
export const buildInputs = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'postcss.config.cjs',
  'package.json',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path, { withFileTypes: true }).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry.name))),
    stats.mtimeMs,
  );
}

export function isBuildStale(root: string): boolean {
  const builtIndex = join(root, 'dist', 'index.html');
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return buildInputs.some((input) => newestChange(join(root, input)) > builtAt);
}

/** Runs the production build when dist/ is missing or older than its inputs; says whether it did. */
export async function buildIfStale(root: string): Promise<boolean> {
  if (!isBuildStale(root)) return false;
  console.log('Building the portal (dist/ is missing or older than its sources)…');
  // Vite is loaded only when needed: a fresh dist/ starts the server faster.
  const { build } = await import('vite');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  return true;
}
