import { databasePathFromEnv } from '../sandbox/storage.ts';

export type ServerEnv = {
  port: number;
  host: string;
  databasePath: string;
  decisionDelayMs: number;
  reviewDelayMs: number;
};

function wholeNumber(
  name: string,
  value: string | undefined,
  fallback: number,
  max: number,
): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}; it is "${value}".`);
  }
  return parsed;
}

/**
 * PORT, HOST, SANDBOX_DB, SANDBOX_DECISION_DELAY_MS and SANDBOX_REVIEW_DELAY_MS. The server listens on
 * the loopback interface unless HOST says otherwise, since the sandbox's
 * demo accounts are public knowledge.
 */
export function readServerEnv(env: NodeJS.ProcessEnv, defaultPort: number): ServerEnv {
  return {
    port: wholeNumber('PORT', env.PORT, defaultPort, 65535),
    host: env.HOST?.trim() || '127.0.0.1',
    databasePath: databasePathFromEnv(env),
    decisionDelayMs: wholeNumber(
      'SANDBOX_DECISION_DELAY_MS',
      env.SANDBOX_DECISION_DELAY_MS,
      3000,
      24 * 60 * 60 * 1000,
    ),
    reviewDelayMs: wholeNumber(
      'SANDBOX_REVIEW_DELAY_MS',
      env.SANDBOX_REVIEW_DELAY_MS,
      3000,
      24 * 60 * 60 * 1000,
    ),
  };
}

/**
 * The address to open in a browser. A loopback host is shown as it is, since
 * "localhost" may resolve to ::1 where nothing listens; a wildcard host is
 * reachable as localhost.
 */
export function browserUrl(host: string, port: number): string {
  return `${originUrl(host, port)}/`;
}

/** {@link browserUrl} without the trailing slash: the origin the sandbox builds its links on. */
export function originUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') && !shown.startsWith('[') ? `[${shown}]` : shown}:${port}`;
}
