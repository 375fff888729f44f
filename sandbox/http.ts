import type { Context, MiddlewareHandler } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { PathIssue } from '../src/schemas/refine-at.ts';
import type * as z from 'zod/mini';
import { checkBody, messages, modelStateError, modelStateKey, parseJsonText } from './body.ts';
import { callerMay, loadCaller, type Caller, type UserRecord } from './access.ts';
import type { EndpointKey } from './endpoint-keys.ts';
import { prepared } from './statements.ts';

/**
 * What every route module needs: the database and the sandbox's clock. The kernel imports no
 * feature; what it needs from one (the user of a session) app.ts hands over here.
 */
export type SandboxDeps = {
  db: DatabaseSync;
  now: () => Date;
  /** How long a submitted application stays `Processing` (SANDBOX_DECISION_DELAY_MS). */
  decisionDelayMs: number;
  /** How long the lender takes to review a signed paper contract (SANDBOX_REVIEW_DELAY_MS). */
  reviewDelayMs: number;
  /** The sandbox's configured origin (no trailing slash): links are built from it, never from `Host`. */
  origin: () => string;
  /** The user of an id, from the users feature's store. */
  findUser: (id: number) => UserRecord | undefined;
};

export type SandboxEnv = { Variables: { caller: Caller } };

export { messages, modelStateError, modelStateKey } from './body.ts';

export function bearerToken(c: Context): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('Authorization') ?? '');
  return match?.[1];
}

type SessionRow = { user_id: number; expires_at: string; revoked: number };

/** The caller whose token this is, when it belongs to a live session of an active user. */
export function callerOfToken(deps: SandboxDeps, token: string | undefined): Caller | undefined {
  if (token === undefined) return undefined;
  const session = prepared(
    deps.db,
    'SELECT user_id, expires_at, revoked FROM sessions WHERE token = ?',
  ).get(token) as SessionRow | undefined;
  const live =
    session !== undefined && session.revoked === 0 && session.expires_at > deps.now().toISOString();
  const user = live ? deps.findUser(session.user_id) : undefined;
  return user === undefined || !user.isActive ? undefined : loadCaller(deps.db, user, token);
}

/**
 * Answers 401 unless the request carries the bearer token of a live session of
 * an active user; otherwise puts the caller on the context.
 */
export function requireBearer(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const caller = callerOfToken(deps, bearerToken(c));
    if (caller === undefined) return c.json({ Message: messages.unauthorized }, 401);
    c.set('caller', caller);
    await next();
  };
}

/** Declares the endpoint's permission key; a caller none of whose roles grants it gets the disabled-endpoint answer. */
export function requirePermission(key: EndpointKey): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (!callerMay(c.get('caller'), key)) {
      return c.json({ Message: messages.endpointDisabled }, 403);
    }
    await next();
  };
}

/**
 * A `{id:long}` path segment as a number; undefined for anything else (a decimal, a sign, a
 * name, a number too large), which the routes answer with 404 as ASP.NET's route constraint does.
 */
export function pathLong(segment: string | undefined): number | undefined {
  const id = Number(segment);
  return segment !== undefined && /^\d+$/.test(segment) && Number.isSafeInteger(id)
    ? id
    : undefined;
}

/**
 * The `:id` of the application routes, whose path pattern already admits only digits; a number
 * beyond the safe integers is undefined (the routes answer it with their own 404).
 */
export function pathSafeInteger(segment: string | undefined): number | undefined {
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : undefined;
}

export type BodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/**
 * Reads a JSON body without checking its shape: no body or text that is not JSON is a 400
 * in ModelState form. Lets a route look at the raw body first (a document's size answers 413
 * before any field rule answers 400), then call {@link validateBody}.
 */
export async function readJson(c: Context): Promise<BodyResult<unknown>> {
  const parsed = parseJsonText(await c.req.text());
  return parsed.ok
    ? parsed
    : { ok: false, response: c.json(modelStateError(parsed.modelState), 400) };
}

/** Checks a parsed body with a wire schema from src/schemas; a violation is a 400 naming each field. */
export function validateBody<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
  body: unknown,
): BodyResult<z.output<S>> {
  const checked = checkBody(schema, body);
  return checked.ok
    ? checked
    : { ok: false, response: c.json(modelStateError(checked.modelState), 400) };
}

/**
 * Reads a JSON body and checks it with a wire schema from src/schemas. Whatever
 * is wrong with it (no body, not JSON, wrong shape) becomes a 400 in ModelState
 * form naming each field, so bad input never reaches a handler.
 */
export async function readJsonBody<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): Promise<BodyResult<z.output<S>>> {
  const json = await readJson(c);
  return json.ok ? validateBody(c, schema, json.data) : json;
}

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

/**
 * `{applicationId:long}` of the promotions and paperwork routes: anything but 1 to 15 digits
 * (or zero) is no route at all (ARCHITECTURE.md point 10).
 */
export function pathId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** ASP.NET's answer to a path that no route matches. */
export const notFound = (c: Context) =>
  c.json(
    { Message: `No HTTP resource was found that matches the request URI '${c.req.url}'.` },
    404,
  );
