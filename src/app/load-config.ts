import { safeParse } from 'zod/mini';
import { portalConfigSchema, type PortalConfig } from '../schemas/config.ts';

export type ConfigResult =
  { ok: true; config: PortalConfig } | { ok: false; problem: string; details: string[] };

/** Fetch and check /config.json; never throws, so the caller can always render something. */
export async function loadConfig(
  url = '/config.json',
  // A plain request (no cache option) reuses the <link rel=preload> in index.html.
  request: Promise<Response> = fetch(url),
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
