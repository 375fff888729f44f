import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDatabasePath } from '../sandbox/storage.ts';
import { isBuildStale } from './build-if-stale.ts';
import { browserUrl, readServerEnv } from './server-env.ts';
import { contentSecurityPolicy } from './security-headers.ts';

describe('readServerEnv', () => {
  it('defaults to the loopback interface, the given port and a 3 s decision delay', () => {
    expect(readServerEnv({}, 4173)).toEqual({
      port: 4173,
      host: '127.0.0.1',
      databasePath: defaultDatabasePath,
      decisionDelayMs: 3000,
      reviewDelayMs: 3000,
    });
  });

  it('reads PORT, HOST, SANDBOX_DB, SANDBOX_DECISION_DELAY_MS and SANDBOX_REVIEW_DELAY_MS', () => {
    expect(
      readServerEnv(
        {
          PORT: '8080',
          HOST: '0.0.0.0',
          SANDBOX_DB: ':memory:',
          SANDBOX_DECISION_DELAY_MS: '0',
          SANDBOX_REVIEW_DELAY_MS: '250',
        },
        4173,
      ),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      databasePath: ':memory:',
      decisionDelayMs: 0,
      reviewDelayMs: 250,
    });
  });

  it.each([
    { PORT: 'eighty' },
    { PORT: '70000' },
    { SANDBOX_DECISION_DELAY_MS: '-1' },
    { SANDBOX_DECISION_DELAY_MS: '1.5' },
  ])('refuses %j with a clear message', (env) => {
    expect(() => readServerEnv(env, 4173)).toThrow(/must be a whole number/);
  });

  it('shows a browser URL', () => {
    expect(browserUrl('127.0.0.1', 4173)).toBe('http://127.0.0.1:4173/');
    expect(browserUrl('0.0.0.0', 80)).toBe('http://localhost:80/');
    expect(browserUrl('portal.internal', 4173)).toBe('http://portal.internal:4173/');
    expect(browserUrl('::1', 4173)).toBe('http://[::1]:4173/');
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the portal only, and calls to the configured API origin', () => {
    expect(contentSecurityPolicy(null)).toContain("script-src 'self';");
    expect(contentSecurityPolicy('https://api.example.com')).toContain(
      "connect-src 'self' https://api.example.com;",
    );
  });
});

describe('isBuildStale', () => {
  it('rebuilds when dist/ is missing or older than a source, not otherwise', () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-build-'));
    try {
      const at = (seconds: number) => new Date(1_700_000_000_000 + seconds * 1000);
      const touch = (path: string, seconds: number) => {
        writeFileSync(join(root, path), 'x');
        utimesSync(join(root, path), at(seconds), at(seconds));
      };
      mkdirSync(join(root, 'src', 'pages'), { recursive: true });
      mkdirSync(join(root, 'public'));
      touch('src/pages/home.tsx', 0);
      touch('index.html', 0);
      for (const folder of ['src/pages', 'src', 'public']) {
        utimesSync(join(root, folder), at(0), at(0));
      }
      expect(isBuildStale(root)).toBe(true);

      mkdirSync(join(root, 'dist'));
      touch('dist/index.html', 10);
      expect(isBuildStale(root)).toBe(false);

      touch('src/pages/home.tsx', 20);
      expect(isBuildStale(root)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
