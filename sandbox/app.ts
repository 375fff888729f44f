import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { bodyLimits, jsonBodiesOnly, noStore, onlyOwnHostNames } from './guards.ts';
import { messages, requireBearer, type SandboxEnv } from './http.ts';
import { paperworkRoutes } from './paperwork/routes.ts';
import { paperworkSandboxRoutes } from './paperwork/sandbox-routes.ts';
import { promotionRoutes } from './promotions/routes.ts';
import { applicationRoutes } from './applications/routes.ts';
import { dealerRoutes } from './dealers/routes.ts';
import { documentRoutes } from './documents/routes.ts';
import { sessionRoutes, type SessionDeps } from './session/routes.ts';
import { createSignInLimiter } from './session/sign-in-limiter.ts';
import { userRoutes } from './users/routes.ts';
import { findUserById } from './users/store.ts';

export type SandboxOptions = {
  db: DatabaseSync;
  now?: () => Date;
  /** Default 3000 ms, as SANDBOX_DECISION_DELAY_MS; tests use 0. */
  decisionDelayMs?: number;
  /** Default 3000 ms, as SANDBOX_REVIEW_DELAY_MS; tests use 0. */
  reviewDelayMs?: number;
  /** The configured HOST: the one host name besides loopback the sandbox answers. */
  host?: string;
  /**
   * Where the sandbox is reached (`http://127.0.0.1:4173`), for the links it builds (ESignUrl);
   * a function when the port is known only once the server listens. Default `http://localhost`.
   */
  origin?: string | (() => string);
};

export { documentBodyLimitBytes, sandboxBodyLimitBytes } from './guards.ts';

/** Paths the sandbox answers; the static server and the dev server hand these over. */
export function isSandboxPath(pathname: string): boolean {
  return /^\/(sandbox|v\d+\/api|api)(\/|$)/.test(pathname);
}

/** The configured origin without a trailing slash, read when a link is built. */
function originOf(origin: SandboxOptions['origin']): () => string {
  const read = typeof origin === 'function' ? origin : () => origin ?? 'http://localhost';
  return () => read().replace(/\/+$/, '');
}

export function createSandboxApp(options: SandboxOptions): Hono<SandboxEnv> {
  const deps: SessionDeps = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    decisionDelayMs: options.decisionDelayMs ?? 3000,
    reviewDelayMs: options.reviewDelayMs ?? 3000,
    origin: originOf(options.origin),
    findUser: (id) => findUserById(options.db, id),
    signInLimiter: createSignInLimiter(),
  };
  const app = new Hono<SandboxEnv>();

  app.use('*', noStore());
  app.use('*', onlyOwnHostNames(options.host));
  app.use('*', bodyLimits());
  app.use('*', jsonBodiesOnly());
  for (const prefix of ['/v1/api/*', '/v2/api/*', '/v3/api/*', '/api/*']) {
    app.use(prefix, requireBearer(deps));
  }

  app.route('/', sessionRoutes(deps));
  app.route('/', userRoutes(deps));
  app.route('/', dealerRoutes(deps));
  app.route('/', applicationRoutes(deps));
  app.route('/', documentRoutes(deps));
  app.route('/', promotionRoutes(deps));
  app.route('/', paperworkRoutes(deps));
  app.route('/', paperworkSandboxRoutes(deps));

  app.notFound((c) =>
    c.json(
      {
        Message: `No HTTP resource was found that matches the request URI '${deps.origin()}${c.req.path}'.`,
      },
      404,
    ),
  );
  app.onError((error, c) => {
    console.error(error);
    return c.json({ Message: messages.unexpected }, 500);
  });
  return app;
}
