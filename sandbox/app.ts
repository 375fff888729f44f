import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { DatabaseSync } from 'node:sqlite';
import { messages, requireBearer, type SandboxDeps, type SandboxEnv } from './http.ts';
import { paperworkRoutes } from './paperwork/routes.ts';
import { paperworkSandboxRoutes } from './paperwork/sandbox-routes.ts';
import { promotionRoutes } from './promotions/routes.ts';
import { applicationRoutes } from './routes/applications.ts';
import { dealerRoutes } from './routes/dealers.ts';
import { documentRoutes } from './routes/documents.ts';
import { sessionRoutes } from './routes/session.ts';
import { userRoutes } from './routes/users.ts';

export type SandboxOptions = {
  db: DatabaseSync;
  now?: () => Date;
  /** Default 3000 ms, as SANDBOX_DECISION_DELAY_MS; tests use 0. */
  decisionDelayMs?: number;
};

/** A 30 MB document is about 40 MB once base64-encoded, plus the JSON around it. */
export const sandboxBodyLimitBytes = 45 * 1024 * 1024;

/** Paths the sandbox answers; the static server and the dev server hand these over. */
export function isSandboxPath(pathname: string): boolean {
  return /^\/(sandbox|v\d+\/api|api)(\/|$)/.test(pathname);
}

export function createSandboxApp(options: SandboxOptions): Hono<SandboxEnv> {
  const deps: SandboxDeps = {
    db: options.db,
    now: options.now ?? (() => new Date()),
    decisionDelayMs: options.decisionDelayMs ?? 3000,
  };
  const app = new Hono<SandboxEnv>();

  app.use(
    '*',
    bodyLimit({
      maxSize: sandboxBodyLimitBytes,
      onError: (c) =>
        c.json({ Message: 'The request body is larger than the 45 MB the service accepts.' }, 413),
    }),
  );
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
      { Message: `No HTTP resource was found that matches the request URI '${c.req.url}'.` },
      404,
    ),
  );
  app.onError((error, c) => {
    console.error(error);
    return c.json({ Message: messages.unexpected }, 500);
  });
  return app;
}
