import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { sandboxSignInSchema, type SandboxSession } from '../../src/schemas/sign-in.ts';
import type { UserRecord } from '../access.ts';
import { listDemoAccounts, sessionUserOf } from './accounts.ts';
import {
  bearerToken,
  messages,
  readJsonBody,
  requireBearer,
  type SandboxDeps,
  type SandboxEnv,
} from '../http.ts';
import { findUserByUsername } from '../users/store.ts';
import { tooManySignIns, type SignInLimiter } from './sign-in-limiter.ts';

/**
 * The routes that sign in: the JSON sign-in and the outbox page's form share one count of
 * failed sign-ins per username and per client address (docs/decisions/0007).
 */
export type SessionDeps = SandboxDeps & { signInLimiter: SignInLimiter };

export const sessionLifetimeMs = 8 * 60 * 60 * 1000;

export type SignInResult =
  | { ok: true; token: string; user: UserRecord }
  | { ok: false; status: 401 | 403 | 429; message: string; retryAfterSeconds?: number };

/**
 * The client's address as the socket saw it (Node's server passes the request it read as
 * `incoming`), never a header a client could write; undefined for a request made in-process.
 */
export function clientAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress;
}

/**
 * Checks a username and password and opens a session; shared by the JSON sign-in and the
 * outbox page's form, so both count toward the same failure limits.
 */
export function signIn(
  deps: SessionDeps,
  username: string,
  password: string,
  address?: string,
): SignInResult {
  const now = deps.now();
  const attempt = { username, address };
  const refusal = deps.signInLimiter.refusal(attempt, now);
  if (refusal !== undefined) {
    const retryAfterSeconds = Math.ceil(refusal.waitMs / 1000);
    const waitMs = retryAfterSeconds * 1000;
    return {
      ok: false,
      status: 429,
      message: tooManySignIns(waitMs, now, refusal.by),
      retryAfterSeconds,
    };
  }
  const user = findUserByUsername(deps.db, username);
  if (user === undefined || user.password !== password) {
    deps.signInLimiter.recordFailure(attempt, now);
    return { ok: false, status: 401, message: messages.wrongCredentials };
  }
  if (!user.isActive) return { ok: false, status: 403, message: messages.accountDisabled };
  deps.signInLimiter.recordSuccess(attempt);
  const token = randomBytes(32).toString('base64url');
  deps.db
    .prepare('INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
    .run(
      token,
      user.id,
      now.toISOString(),
      new Date(now.getTime() + sessionLifetimeMs).toISOString(),
    );
  return { ok: true, token, user };
}

/** Sandbox-only sign-in: the lender's interface does not show how credentials are obtained. */
export function sessionRoutes(deps: SessionDeps) {
  const routes = new Hono<SandboxEnv>();

  routes.post('/sandbox/session', async (c) => {
    const body = await readJsonBody(c, sandboxSignInSchema);
    if (!body.ok) return body.response;
    const result = signIn(deps, body.data.username, body.data.password, clientAddress(c));
    if (!result.ok) {
      return c.json(
        { Message: result.message },
        result.status,
        result.retryAfterSeconds === undefined
          ? {}
          : { 'Retry-After': String(result.retryAfterSeconds) },
      );
    }
    return c.json({
      token: result.token,
      user: sessionUserOf(deps.db, result.user),
    } satisfies SandboxSession);
  });

  // Signing out with a token that already expired still succeeds: the portal
  // signs out after an expired session too, and there is nothing left to undo.
  routes.delete('/sandbox/session', (c) => {
    const token = bearerToken(c);
    if (token === undefined) return c.json({ Message: messages.unauthorized }, 401);
    deps.db.prepare('UPDATE sessions SET revoked = 1 WHERE token = ?').run(token);
    return c.body(null, 204);
  });

  // Lets tests and demos reach the portal's expired-session flow without waiting eight hours.
  routes.post('/sandbox/session/expire', requireBearer(deps), (c) => {
    deps.db
      .prepare('UPDATE sessions SET expires_at = ? WHERE token = ?')
      .run(deps.now().toISOString(), c.get('caller').token);
    return c.body(null, 204);
  });

  routes.get('/sandbox/accounts', (c) => c.json(listDemoAccounts(deps.db)));

  return routes;
}
