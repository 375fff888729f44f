import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createTestSandbox } from '../sandbox.test-support.ts';
import {
  call,
  modelStateKeys,
  readyForPaperwork,
  requestFromPaperworkData,
  specSignedDocument,
  submitPaperwork,
  type RequestOptions,
  type TestSandbox,
} from './paperwork.test-support.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n').toString('base64');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]).toString('base64');

let sandbox: TestSandbox;
let token: string;

async function submitted(options: RequestOptions) {
  const { id, data } = await readyForPaperwork(sandbox, token, 302);
  const response = await submitPaperwork(
    sandbox,
    token,
    requestFromPaperworkData(id, data, options),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return id;
}

const sendPaper = (id: number, fileName: string, content: string) =>
  call(sandbox, `/v3/api/applications/${id}/supportingDocuments`, {
    token,
    method: 'POST',
    json: {
      DocumentName: 'Signed contract',
      Description: 'Signed on paper',
      ViewDocumentType: 'paperwork',
      Document: { FileName: fileName, Content: content },
    },
  });

/** Every signer's DateSigned; none while signed status still refuses downloaded paperwork. */
async function signedDates(id: number) {
  const response = await call(sandbox, `/v3/api/applications/paperwork/${id}/signed-status`, {
    token,
  });
  if (response.status !== 200) return [];
  return z
    .array(specSignedDocument)
    .parse(response.body)
    .flatMap((document) => document.SignatureInformation.map((signee) => signee.DateSigned));
}

const stageFund = (id: number) =>
  call(sandbox, `/v3/api/applications/stageFund/${id}`, { token, method: 'POST' });

describe('the lender reviews a signed paper contract (SANDBOX_REVIEW_DELAY_MS)', () => {
  describe('after a delay', () => {
    beforeEach(async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      sandbox = createTestSandbox(undefined, { reviewDelayMs: 60_000 });
      token = await sandbox.signIn('dealer.user');
    });
    afterEach(() => vi.useRealTimers());

    it('marks every written signature signed once the review is done, then funding is allowed', async () => {
      const id = await submitted({ option: 'download' });
      const sent = await sendPaper(id, 'contract.pdf', pdf);
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(await signedDates(id)).not.toContain('2025-06-15T00:00:00');
      expect((await stageFund(id)).status).toBe(400);

      sandbox.advance(60_000);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await signedDates(id)).toEqual(['2025-06-15T00:00:00', '2025-06-15T00:00:00']);
      const detail = await call(sandbox, `/v3/api/applications/detail/${id}`, { token });
      expect(JSON.stringify(detail.body)).toContain('DateSigned');
      const history = await call(sandbox, `/v3/api/applications/history/${id}`, { token });
      expect(JSON.stringify(history.body)).toContain('Signed paperwork received on paper: FULL.');
      expect((await stageFund(id)).status).toBe(200);
    });
  });

  describe('refusals', () => {
    beforeEach(async () => {
      sandbox = createTestSandbox();
      token = await sandbox.signIn('dealer.user');
    });

    it('accepts photographed pages as a PNG, reviewed at once with no delay', async () => {
      const id = await submitted({ option: 'download' });
      expect((await sendPaper(id, 'pages.png', png)).status).toBe(200);
      expect(await signedDates(id)).toEqual(['2025-06-15T00:00:00', '2025-06-15T00:00:00']);
    });

    it('refuses an empty file with a 400 naming Document.Content', async () => {
      const id = await submitted({ option: 'download' });
      const refused = await sendPaper(id, 'contract.pdf', '');
      expect(refused.status).toBe(400);
      expect(modelStateKeys(refused.body)).toEqual(['request.Document.Content']);
      expect(await signedDates(id)).not.toContain('2025-06-15T00:00:00');
    });

    it('refuses a file the lender cannot read as pages, naming the field', async () => {
      const id = await submitted({ option: 'download' });
      const notPdf = await sendPaper(id, 'contract.pdf', Buffer.from('<html>').toString('base64'));
      expect(notPdf.status).toBe(400);
      expect(modelStateKeys(notPdf.body)).toEqual(['request.Document.Content']);
      const word = await sendPaper(id, 'contract.gif', Buffer.from('GIF89a..').toString('base64'));
      expect(word.status).toBe(400);
      expect(modelStateKeys(word.body)).toEqual(['request.Document.FileName']);
      expect(JSON.stringify(word.body)).toContain('send a PDF, JPEG or PNG');
    });

    it('refuses signed pages for paperwork that was not downloaded, naming ViewDocumentType', async () => {
      const id = await submitted({ option: 'esign' });
      const refused = await sendPaper(id, 'contract.pdf', pdf);
      expect(refused.status).toBe(400);
      expect(modelStateKeys(refused.body)).toEqual(['request.ViewDocumentType']);
      expect(JSON.stringify(refused.body)).toContain('no paperwork downloaded to sign on paper');
    });
  });
});
