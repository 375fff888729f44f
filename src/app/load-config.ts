import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { safeParse } from 'zod/mini';
import { appI18n } from '../components/i18n/catalogs.ts';
import { portalConfigSchema, type PortalConfig } from '../schemas/runtime-config.ts';

export type ConfigResult =
  { ok: true; config: PortalConfig } | { ok: false; problem: string; details: string[] };

/**
 * The config's request, as every request of the portal: never kept in the browser's disk cache
 * (`no-store`; the portal's server also sends it `no-cache`). Chromium still hands it the answer
 * of index.html's <link rel=preload>: one request, no unused-preload warning (checked by hand).
 */
export const requestConfig = (url = '/config.json') => fetch(url, { cache: 'no-store' });

/**
 * Fetch and check /config.json; never throws, so the caller can always render something. Its
 * words come from the catalogs (`i18n`, the dealer's English by default); the schema's own
 * messages stay as zod writes them.
 */
export async function loadConfig(
  url = '/config.json',
  request: Promise<Response> = requestConfig(url),
  i18n: I18n = appI18n,
): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await request;
  } catch {
    return {
      ok: false,
      problem: i18n._(msg`The portal's configuration (${url}) could not be loaded.`),
      details: [i18n._(msg`The server did not answer. Check your connection and reload.`)],
    };
  }
  if (!response.ok) {
    const { status } = response;
    return {
      ok: false,
      problem: i18n._(msg`The portal's configuration (${url}) is missing.`),
      details: [
        i18n._(msg`The server answered ${status}. Ask whoever deployed the portal to add it.`),
      ],
    };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return {
      ok: false,
      problem: i18n._(msg`The portal's configuration (${url}) is not valid JSON.`),
      details: [i18n._(msg`Fix the file and reload.`)],
    };
  }
  const parsed = safeParse(portalConfigSchema, json);
  if (!parsed.success) {
    return {
      ok: false,
      problem: i18n._(msg`The portal's configuration (${url}) is invalid.`),
      details: parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || i18n._(msg`(file)`)}: ${issue.message}`,
      ),
    };
  }
  return { ok: true, config: parsed.data };
}
