import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../http.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';
import {
  call,
  readyForPaperwork,
  requestFromPaperworkData,
  submitPaperwork,
  type TestSandbox,
} from './paperwork.test-support.ts';

/**
 * A change order before signing (issue 33 item 8): a second e-mailed submission for the same
 * application replaces the unsigned paperwork, and the lender refuses one once anything is signed.
 */
let sandbox: TestSandbox;
let token: string;
beforeEach(async () => {
  sandbox = createTestSandbox();
  token = await sandbox.signIn('dealer.user');
});

interface OutboxMessage {
  applicationId: number;
  to: string;
  sentAt: string;
  link: string;
}
interface SignedDocument {
  DocumentType: string;
  SignatureInformation: {
    SignerType: string;
    DateSent: string | null;
    DateSigned: string | null;
  }[];
}

async function outboxOf(id: number): Promise<OutboxMessage[]> {
  const outbox = await call(sandbox, '/sandbox/outbox.json', { token });
  return (outbox.body as OutboxMessage[]).filter((message) => message.applicationId === id);
}

async function signedStatusOf(id: number): Promise<SignedDocument[]> {
  const response = await call(sandbox, `/v3/api/applications/paperwork/${id}/signed-status`, {
    token,
  });
  expect(response.status).toBe(200);
  return response.body as SignedDocument[];
}

describe('a second e-mailed submission (a change order before signing)', () => {
  it('replaces the unsigned paperwork: new DateSent, no earlier signers, new e-mails and links', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    const first = requestFromPaperworkData(id, data, { option: 'email' });
    expect((await submitPaperwork(sandbox, token, first)).status).toBe(200);
    const firstMail = await outboxOf(id);
    expect(firstMail).toHaveLength(2);

    sandbox.advance(86_400_000);
    token = await sandbox.signIn('dealer.user');
    const changed = requestFromPaperworkData(id, data, { option: 'email', today: '2025-06-16' });
    changed.LoanParameters.DownPayment = 1531.25;
    changed.LoanParameters.AmountFinanced = 12000;
    const second = await submitPaperwork(sandbox, token, changed);
    expect(second.status, JSON.stringify(second.body)).toBe(200);

    const documents = await signedStatusOf(id);
    const signers = documents.flatMap((document) => document.SignatureInformation);
    expect(signers.length).toBeGreaterThan(0);
    for (const signer of signers) {
      expect(signer.DateSent?.slice(0, 10)).toBe('2025-06-16');
      expect(signer.DateSigned).toBeNull();
    }
    const mail = await outboxOf(id);
    const fresh = mail.filter((message) => !firstMail.some((old) => old.link === message.link));
    expect(fresh.map((message) => message.to).sort()).toEqual(
      firstMail.map((message) => message.to).sort(),
    );
    for (const old of firstMail) expect((await sandbox.request(old.link)).status).toBe(404);
    for (const message of fresh) expect((await sandbox.request(message.link)).status).toBe(200);
  });

  it('is refused with a 400 naming LoanApplicationId once anything is signed', async () => {
    const { id, data } = await readyForPaperwork(sandbox, token);
    const first = requestFromPaperworkData(id, data, { option: 'email' });
    expect((await submitPaperwork(sandbox, token, first)).status).toBe(200);
    const [applicantMail] = (await outboxOf(id)).filter((message) =>
      message.to.startsWith('maria'),
    );
    const signed = await sandbox.request(`${applicantMail!.link}/sign`, {
      method: 'POST',
      body: new URLSearchParams({ signee: 'Applicant', typedName: 'Maria L Hernandez' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(signed.status).toBe(303);
    const again = await submitPaperwork(sandbox, token, first);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      Message: messages.invalidRequest,
      ModelState: {
        'request.LoanApplicationId': [
          `The paperwork of application ${id} cannot be submitted again: the applicant signed it on 06/15/2025.`,
        ],
      },
    });
    expect(await outboxOf(id)).toHaveLength(2);
  });
});
