import type { Context } from 'hono';
import type { EndpointKey } from '../endpoint-keys.ts';
import { notFound, pathId, type SandboxDeps, type SandboxEnv } from '../http.ts';
import { findApplicationForCaller } from './store.ts';

/** The application of the path, or the response to give instead. */
export function applicationFromPath(
  c: Context<SandboxEnv>,
  deps: SandboxDeps,
  key: EndpointKey,
  parameter = 'applicationId',
) {
  const id = pathId(c.req.param(parameter));
  if (id === null) return { ok: false as const, response: notFound(c) };
  const access = findApplicationForCaller(deps.db, c.get('caller'), id, key, deps.now());
  if (!access.ok) {
    return { ok: false as const, response: c.json({ Message: access.message }, access.status) };
  }
  return access;
}
