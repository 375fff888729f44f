import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { sandboxSignInSchema, type SandboxSession } from '../../src/schemas/session.ts';
import { listDemoAccounts, sessionUserOf } from '../accounts.ts';
import {
  bearerToken,
  messages,
  readJsonBody,
  requireBearer,
  type SandboxDeps,
  type SandboxEnv,
} from '../http.ts';
import { findUserByUsername } from '../users.ts';

export const sessionLifetimeMs = 8 * 60 * 60 * 1000;

/** Sandbox-only sign-in: the lender's interface does not show how credentials are obtained. */
export function sessionRoutes(deps: SandboxDeps) {
  const routes = new Hono<SandboxEnv>();

  routes.post('/sandbox/session', async (c) => {
    const body = await readJsonBody(c, sandboxSignInSchema);
    if (!body.ok) return body.response;
    const user = findUserByUsername(deps.db, body.data.username);
    if (user === undefined || user.password !== body.data.password) {
      return c.json({ Message: messages.wrongCredentials }, 401);
    }
    if (!user.isActive) return c.json({ Message: messages.accountDisabled }, 403);
    const token = randomBytes(32).toString('base64url');
    const now = deps.now();
    deps.db
      .prepare('INSERT INTO sessions (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(
        token,
        user.id,
        now.toISOString(),
        new Date(now.getTime() + sessionLifetimeMs).toISOString(),
      );
    return c.json({ token, user: sessionUserOf(deps.db, user) } satisfies SandboxSession);
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
