import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { etagOf } from './static-files.ts';

export type RuntimeConfigFile = {
  /** The file as it is on disk, served unchanged. */
  content: Buffer<ArrayBuffer>;
  etag: string;
  /** The origin of an absolute `apiBaseUrl`, which the portal must be allowed to call. */
  apiOrigin: string | null;
};

/**
 * Reads `config.json` from the built portal when asked, so an operator can
 * edit it without restarting; the file is parsed again only after it changes.
 */
export function createRuntimeConfigReader(distDir: string): () => RuntimeConfigFile | null {
  const path = join(distDir, 'config.json');
  let cached: { stamp: string; file: RuntimeConfigFile } | null = null;
  return () => {
    let stamp: string;
    try {
      const stats = statSync(path);
      stamp = `${stats.mtimeMs}:${stats.size}`;
    } catch {
      cached = null;
      return null;
    }
    if (cached?.stamp !== stamp) {
      const content = readFileSync(path);
      const etag = `"${etagOf(content)}"`;
      cached = { stamp, file: { content, etag, apiOrigin: apiOriginOf(content) } };
    }
    return cached.file;
  };
}

/**
 * A malformed file gets no extra origin: the portal shows its own error page
 * for it. An origin that could break out of the policy (`;`) is dropped too.
 */
function apiOriginOf(content: Buffer): string | null {
  try {
    const { apiBaseUrl } = JSON.parse(content.toString('utf8')) as { apiBaseUrl?: unknown };
    if (typeof apiBaseUrl !== 'string' || apiBaseUrl === '') return null;
    const { origin } = new URL(apiBaseUrl);
    return /^https?:\/\/[A-Za-z0-9.\-[\]:]+$/.test(origin) ? origin : null;
  } catch {
    return null;
  }
}
