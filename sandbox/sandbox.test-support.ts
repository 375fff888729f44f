import { createSandboxApp } from './app.ts';
import { demoPassword } from './users/defaults.ts';
import { openDatabase } from './storage.ts';

export type TestSandboxOptions = {
  /** Default 0: a submitted application is decided by the next read. */
  decisionDelayMs?: number;
  /** Default 0: a signed paper contract is reviewed as it is received. */
  reviewDelayMs?: number;
  /** Seeded applications; default the seed's 150. */
  seedApplications?: number;
  /** Seeded users in all; default the seven demo accounts. */
  seedUsers?: number;
  /** A database file (a new one is seeded; an existing one opens as it is); default in memory. */
  path?: string;
  /** The configured HOST (besides loopback, the one host name answered). */
  host?: string;
  /** The configured origin the sandbox builds its links on; default `http://localhost`. */
  origin?: string;
};

/**
 * An in-memory (or file) sandbox on a clock the test moves, so sessions can be made to
 * expire and seeded dates are known.
 */
export function createTestSandbox(
  start = new Date('2025-06-15T15:00:00Z'),
  options: TestSandboxOptions = {},
) {
  let current = start;
  const now = () => current;
  const db = openDatabase({
    path: options.path ?? ':memory:',
    now,
    seedApplications: options.seedApplications,
    seedUsers: options.seedUsers ?? 0,
  });
  const app = createSandboxApp({
    db,
    now,
    decisionDelayMs: options.decisionDelayMs ?? 0,
    reviewDelayMs: options.reviewDelayMs ?? 0,
    host: options.host,
    origin: options.origin,
  });

  const request = (path: string, init: RequestInit & { token?: string; json?: unknown } = {}) => {
    const { token, json, headers, ...rest } = init;
    const allHeaders = new Headers(headers);
    if (token !== undefined) allHeaders.set('Authorization', `Bearer ${token}`);
    if (json !== undefined) allHeaders.set('Content-Type', 'application/json');
    return app.request(path, {
      ...rest,
      headers: allHeaders,
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  };

  const signIn = async (username: string, password = demoPassword): Promise<string> => {
    const response = await request('/sandbox/session', {
      method: 'POST',
      json: { username, password },
    });
    if (response.status !== 200) {
      throw new Error(`Sign-in as ${username} answered ${response.status}`);
    }
    return ((await response.json()) as { token: string }).token;
  };

  return {
    db,
    app,
    request,
    signIn,
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
