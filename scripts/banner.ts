import type { DatabaseSync } from 'node:sqlite';
import { formatDemoAccounts, listDemoAccounts } from '../sandbox/session/accounts.ts';
import type { ServerEnv } from './server-env.ts';

/** What a person starting the portal needs: where it is and whom to sign in as. */
export function startupBanner(
  title: string,
  url: string,
  db: DatabaseSync,
  env: ServerEnv,
): string {
  return [
    '',
    `  ${title}: ${url}`,
    `  Sandbox database: ${env.databasePath}`,
    `  Credit decisions after ${env.decisionDelayMs} ms (SANDBOX_DECISION_DELAY_MS)`,
    `  Signed paper contracts reviewed after ${env.reviewDelayMs} ms (SANDBOX_REVIEW_DELAY_MS)`,
    '',
    '  Demo accounts:',
    ...formatDemoAccounts(listDemoAccounts(db))
      .split('\n')
      .map((line) => `  ${line}`),
    '',
  ].join('\n');
}
