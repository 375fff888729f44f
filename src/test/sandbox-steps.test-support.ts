import {
  validApplicationV3,
  type ApplicationV3Overrides,
} from '../schemas/fixtures/application-v3.test-support.ts';
import type { TestSandbox } from './render-page.test-support.tsx';

/**
 * Steps a page test takes on the in-process sandbox before or between what it checks, through
 * the sandbox's real requests (never by writing its records): submit, change, find.
 */

/** The Sunrise administrator's address: an application sent with it is assigned to him. */
export const MARCUS_EMAIL = 'marcus.reyes@sunrise.example.com';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A request as a seeded account: its JSON answer, or null for none; throws unless the sandbox
 * answers 200, so a step never fails quietly.
 */
export async function requestAs(
  sandbox: TestSandbox,
  username: string,
  path: string,
  init: { method?: Method; json?: unknown } = {},
): Promise<unknown> {
  const token = await sandbox.signIn(username);
  const response = await sandbox.request(path, { ...init, token });
  if (response.status !== 200) {
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
  }
  // An operation whose answer the spec does not show answers no body.
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/**
 * The fixture application (Maria Hernandez, an SSN the sandbox approves, $12,531.25 financed
 * at Sunrise), submitted as the Sunrise administrator and assigned to him; its Id.
 */
export async function submitApplicationOf(
  sandbox: TestSandbox,
  overrides: ApplicationV3Overrides = {},
): Promise<number> {
  const record = await requestAs(sandbox, 'sunrise.admin', '/v3/api/applications', {
    method: 'POST',
    json: validApplicationV3({ AssignedUserEmailAddress: MARCUS_EMAIL, ...overrides }),
  });
  return (record as { Id: number }).Id;
}

/**
 * The first seeded application of the dealer (101 Sunrise, 102 Lakeside, 103 Empire). Read from
 * the sandbox's table, not through a request: no account may list a locked-out dealer's
 * applications, and finding one is all a test needs.
 */
export function seededApplicationOf(sandbox: TestSandbox, dealerId: number): number {
  const row = sandbox.db
    .prepare('SELECT id FROM applications WHERE dealer_id = ? ORDER BY id LIMIT 1')
    .get(dealerId) as { id: number } | undefined;
  if (!row) throw new Error(`The seed has no application of dealer ${dealerId}`);
  return row.id;
}
