import { safeParse } from 'zod/mini';
import { portalConfigSchema, type PortalConfig } from '../schemas/runtime-config.ts';

export type ConfigResult =
  { ok: true; config: PortalConfig } | { ok: false; problem: string; details: string[] };

/**
 * The config's request, as every request of the portal: never kept in the browser's disk cache
 * (`no-store`; the portal's server also sends it `no-cache`). Chromium still hands it the answer
 * of index.html's <link rel=preload>: one request, no unused-preload warning (checked by hand).
 */
export const requestConfig = (url = '/config.json') => fetch(url, { cache: 'no-store' });

/** Fetch and check /config.json; never throws, so the caller can always render something. */
export async function loadConfig(
  url = '/config.json',
  request: Promise<Response> = requestConfig(url),
): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await request;
  } catch {
    return {
      ok: false,
      problem: `The portal's configuration (${url}) could not be loaded.`,
      details: ['The server did not answer. Check your connection and reload.'],
    };
  }
  if (!response.ok) {
    return {
      ok: false,
      problem: `The portal's configuration (${url}) is missing.`,
      details: [
        `The server answered ${response.status}. Ask whoever deployed the portal to add it.`,
      ],
    };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return {
      ok: false,
      problem: `The portal's configuration (${url}) is not valid JSON.`,
      details: ['Fix the file and reload.'],
    };
  }
  const parsed = safeParse(portalConfigSchema, json);
  if (!parsed.success) {
    return {
      ok: false,
      problem: `The portal's configuration (${url}) is invalid.`,
      details: parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
      ),
    };
  }
  return { ok: true, config: parsed.data };
}
