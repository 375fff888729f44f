import type { Context } from 'hono';
import type { PathIssue } from '../../src/schemas/refine-at.ts';
import type { StoredApplication } from '../applications/record.ts';
import { findApplicationForCaller } from '../applications/store.ts';
import type { EndpointKey } from '../endpoint-keys.ts';
import { modelStateError, modelStateKey, type SandboxDeps, type SandboxEnv } from '../http.ts';

/** What the promotions and paperwork routes share: error answers and the application of a path. */

/** A 400 in ModelState form from issues relative to the request body. */
export function issuesResponse(c: Context, issues: readonly PathIssue[]) {
  const modelState: Record<string, string[]> = {};
  for (const issue of issues) (modelState[modelStateKey(issue.path)] ??= []).push(issue.message);
  return c.json(modelStateError(modelState), 400);
}

/** A 400 naming a path or query parameter, the way ASP.NET keys a bound parameter. */
export function parameterError(c: Context, parameter: string, message: string) {
  return c.json(modelStateError({ [parameter]: [message] }), 400);
}

/** `{applicationId:long}`: anything but digits is no route at all (ARCHITECTURE.md point 10). */
function pathId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

const notFound = (c: Context) =>
  c.json(
    { Message: `No HTTP resource was found that matches the request URI '${c.req.url}'.` },
    404,
  );

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

/** Promotions and paperwork need an approved application. */
export function notApprovedMessage(application: StoredApplication, what: string): string {
  return `${what} applies only to an approved application; application ${application.id} is ${application.status}.`;
}
