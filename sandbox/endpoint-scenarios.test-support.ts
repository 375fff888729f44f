import { expect } from 'vitest';
import type { SigningOption } from '../src/schemas/paperwork-requests.ts';
import {
  call,
  readyForPaperwork,
  requestFromPaperworkData,
  submitPaperwork,
  type RequestOptions,
  type TestSandbox,
} from './paperwork/paperwork.test-support.ts';
import { jorgeUnchanged } from './users/users.test-support.ts';

/**
 * States and valid bodies that tests of every endpoint share (the fuzz test, the endpoint
 * matrix and the restart test): an application with paperwork sent for each signing option,
 * one ready for stage funding, and a valid body for each body-taking endpoint that has no
 * fixture in src/schemas/fixtures.
 */

const pdfBytes = Buffer.from('%PDF-1.7\n% a tiny document\n%%EOF\n');

export const validBodies = {
  signIn: (username = 'operator') => ({ username, password: 'demo1234' }),
  newUser: (suffix = '') => ({
    IsActive: true,
    Username: `maria.lopez${suffix}`,
    FirstName: 'Maria',
    LastName: 'Lopez',
    MiddleInitial: 'J',
    DisplayName: 'Maria Lopez',
    Title: 'Sales Consultant',
    EmailAddress: `maria.lopez${suffix}@sunrise.example.com`,
    PhoneNumber: '9165550199',
    DealerRoles: [{ DealerId: 101, RoleId: 3 }],
  }),
  /** Jorge Castillo (user 6) as he is: the PUT body that changes nothing, for operator staff. */
  jorge: jorgeUnchanged,
  validateEmail: () => ({ EmailAddress: 'marcus.reyes@sunrise.example.com' }),
  dealerDocument: () => ({
    DocumentName: 'W-9 form',
    Description: 'Taxpayer identification for 2025',
    ViewDocumentType: 'dealerDocument',
    Document: { FileName: 'w9-2025.pdf', Content: pdfBytes.toString('base64') },
  }),
  supportingDocument: () => ({
    DocumentName: 'Proof of income',
    Description: 'Two recent pay stubs',
    ViewDocumentType: 'general',
    Document: { FileName: 'pay-stubs.pdf', Content: pdfBytes.toString('base64') },
  }),
  reassign: () => ({ UserIdToAssign: 6, DealerId: 101 }),
  projectNumber: () => ({ ProjectNumber: 'PN-2025-0042' }),
  esignResend: () => ({ DocumentTypes: ['FULL'] }),
} as const;

/**
 * An approved Sunrise application with promotion 302 chosen and its full paperwork submitted
 * with `option`. The e-sign path is the signing page's path (`/sandbox/esign/<token>`).
 */
export async function withPaperwork(
  sandbox: TestSandbox,
  token: string,
  option: SigningOption,
  options: Omit<RequestOptions, 'option'> = {},
) {
  const { id, data } = await readyForPaperwork(sandbox, token);
  const body = requestFromPaperworkData(id, data, { ...options, option });
  const submitted = await submitPaperwork(sandbox, token, body);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  const { ESignUrl } = submitted.body as { ESignUrl: string | null };
  const signingPath = ESignUrl ? new URL(ESignUrl).pathname : null;
  return { id, data, body, signingPath };
}

/** An application whose downloaded full paperwork came back signed: stage funding may be asked. */
export async function readyForFunding(sandbox: TestSandbox, token: string): Promise<number> {
  const { id } = await withPaperwork(sandbox, token, 'download');
  const marked = await call(sandbox, `/sandbox/paperwork/${id}/mark-signed`, {
    token,
    method: 'POST',
  });
  expect(marked.status).toBe(200);
  return id;
}

/** Row counts of every table, and SQLite's count of rows changed since the database opened. */
export function storedState(sandbox: TestSandbox) {
  const tables = sandbox.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all() as { name: string }[];
  const counts = Object.fromEntries(
    tables.map(({ name }) => [
      name,
      (sandbox.db.prepare(`SELECT COUNT(*) AS count FROM "${name}"`).get() as { count: number })
        .count,
    ]),
  );
  const { changes } = sandbox.db.prepare('SELECT total_changes() AS changes').get() as {
    changes: number;
  };
  return { counts, changes };
}
