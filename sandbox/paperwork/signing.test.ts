import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parse } from 'zod/mini';
import { validAchPaperwork } from '../../src/schemas/fixtures/paperwork.test-support.ts';
import { signedStatusSchema } from '../../src/schemas/signed-status-records.ts';
import { messages } from '../http.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';
import {
  call,
  currentSigner,
  getPaperwork,
  modelStateKeys,
  readyForPaperwork,
  requestFromPaperworkData,
  signEveryone,
  specSignedDocument,
  submitPaperwork,
  type RequestOptions,
  type TestSandbox,
} from './paperwork.test-support.ts';

const DAY_MS = 86_400_000;
const specSignedStatus = z.array(specSignedDocument);

let sandbox: TestSandbox;
let token: string;
beforeEach(async () => {
  sandbox = createTestSandbox();
  token = await sandbox.signIn('dealer.user');
});

/** An approved application whose paperwork was submitted; its signing page path (if any). */
async function submitted(
  options: RequestOptions,
  overrides: Parameters<typeof readyForPaperwork>[3] = {},
) {
  const { id, data } = await readyForPaperwork(sandbox, token, 302, overrides);
  const response = await submitPaperwork(
    sandbox,
    token,
    requestFromPaperworkData(id, data, options),
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const url = (response.body as { ESignUrl: string | null }).ESignUrl;
  return { id, path: url ? new URL(url).pathname : null };
}

const signedStatus = async (id: number) =>
  call(sandbox, `/v3/api/applications/paperwork/${id}/signed-status`, { token });

function sign(path: string, signee: string, typedName: string) {
  return sandbox.request(`${path}/sign`, {
    method: 'POST',
    body: new URLSearchParams({ signee, typedName }),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
}

const stageFund = (id: number) =>
  call(sandbox, `/v3/api/applications/stageFund/${id}`, { token, method: 'POST' });

describe('the e-sign page: signees sign in turn', () => {
  it('applicant, co-applicant, then dealer, each through the form post', async () => {
    const { path } = await submitted({ option: 'esign' }, { CoApplicant: {} });
    const first = await (await sandbox.request(path!)).text();
    expect(first).toContain('Documents to sign');
    expect(currentSigner(first)).toEqual({ signee: 'Applicant', name: 'Maria L Hernandez' });
    expect(first).toContain(`action="${path}/sign"`);
    expect(await signEveryone(sandbox, path!)).toEqual(['Applicant', 'CoApplicant', 'Dealer']);
    const done = await (await sandbox.request(path!)).text();
    expect(done).toContain('All documents are signed');
    expect(done).toContain('href="https://portal.example/applications/');
  });

  it('refuses another signee’s turn (409) and a name that does not match (400), showing why', async () => {
    const { path } = await submitted({ option: 'esign' });
    const early = await sign(path!, 'Dealer', 'Marcus Reyes');
    expect(early.status).toBe(409);
    expect(await early.text()).toContain('It is Maria L Hernandez&#39;s turn to sign.');
    const wrong = await sign(path!, 'Applicant', 'Someone Else');
    expect(wrong.status).toBe(400);
    const html = await wrong.text();
    expect(html).toContain('Type the name exactly as shown: Maria L Hernandez.');
    expect(html).toContain('aria-invalid="true"');
    // A middle initial may be left out.
    expect((await sign(path!, 'Applicant', 'maria hernandez')).status).toBe(303);
  });

  it('answers a post that is no form (multipart without its boundary) 400 on the page, signing nobody', async () => {
    const { id, path } = await submitted({ option: 'esign' });
    const broken = await sandbox.request(`${path!}/sign`, {
      method: 'POST',
      body: 'signee=Applicant',
      headers: { 'Content-Type': 'multipart/form-data' },
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toContain('The form could not be read. Sign again.');
    const documents = specSignedStatus.parse((await signedStatus(id)).body);
    const signed = documents.flatMap((document) =>
      document.SignatureInformation.filter((signee) => signee.DateSigned !== null),
    );
    expect(signed).toEqual([]);
  });

  it('links each document as a PDF the signer can read; an unknown link is a 404 page', async () => {
    const { path } = await submitted({ option: 'esign', payment: true });
    const page = await (await sandbox.request(path!)).text();
    expect(page).toContain(`href="${path}/documents/FULL"`);
    expect(page).toContain(`href="${path}/documents/ACH"`);
    const pdf = await sandbox.request(`${path}/documents/ACH`);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe(
      '%PDF-',
    );
    expect((await sandbox.request(`${path}/documents/LCC`)).status).toBe(404);
    const unknown = await sandbox.request('/sandbox/esign/not-a-token');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('This signing link is not valid');
  });
});

describe('GET /v3/api/applications/paperwork/{applicationId}/signed-status', () => {
  it('reflects sent and signed dates per document, strictly as the spec shows it', async () => {
    const { id, path } = await submitted({ option: 'esign', payment: true, fullLcc: true });
    const before = await signedStatus(id);
    expect(before.status).toBe(200);
    const documents = specSignedStatus.parse(before.body);
    expect(documents.map((document) => document.SignatureType)).toEqual(['FULL', 'LCC', 'ACH']);
    expect(documents[0]!.SignatureInformation).toEqual([
      {
        SigneeType: 'Applicant',
        DateSent: '2025-06-15T00:00:00',
        DateSigned: null,
        EmailAddress: 'maria.hernandez@example.com',
        AccessCode: null,
        Reviewed: null,
      },
      {
        SigneeType: 'Dealer',
        DateSent: '2025-06-15T00:00:00',
        DateSigned: null,
        EmailAddress: 'paperwork@sunrise.example.com',
        AccessCode: null,
        Reviewed: null,
      },
    ]);
    parse(signedStatusSchema, before.body);

    sandbox.advance(DAY_MS);
    token = await sandbox.signIn('dealer.user');
    expect((await sign(path!, 'Applicant', 'Maria L Hernandez')).status).toBe(303);
    const after = specSignedStatus.parse((await signedStatus(id)).body);
    const applicant = (index: number) => after[index]!.SignatureInformation[0]!;
    expect(applicant(0)).toMatchObject({
      DateSent: '2025-06-15T00:00:00',
      DateSigned: '2025-06-16T00:00:00',
    });
    // Reviewed: ACH e-sign only, true once the dealer has reviewed (signed).
    expect(after.map((document) => document.SignatureInformation[1]!.Reviewed)).toEqual([
      null,
      null,
      false,
    ]);
    expect((await sign(path!, 'Dealer', 'Marcus Reyes')).status).toBe(303);
    const reviewed = specSignedStatus.parse((await signedStatus(id)).body);
    expect(reviewed.map((document) => document.SignatureInformation[1]!.Reviewed)).toEqual([
      null,
      null,
      true,
    ]);
    expect(reviewed[2]!.SignatureInformation[0]!.Reviewed).toBe(true);
  });

  it('is the detail record’s Signatures, with a history item per signature', async () => {
    const { id, path } = await submitted({ option: 'esign' });
    await signEveryone(sandbox, path!);
    const detail = await call(sandbox, `/v3/api/applications/detail/${id}`, { token });
    const record = detail.body as { Signatures: unknown; HistoryItems: { Message: string }[] };
    expect(specSignedStatus.parse(record.Signatures)).toEqual((await signedStatus(id)).body);
    expect(record.HistoryItems.slice(-3).map((item) => item.Message)).toEqual([
      'Paperwork submitted for e-sign: FULL.',
      'Applicant signed FULL (e-sign).',
      'Dealer signed FULL (e-sign).',
    ]);
    const paperwork = await getPaperwork(sandbox, token, id);
    expect(paperwork.data.Signatures[0]).toMatchObject({
      SignatureType: 'Electronic',
      PaperworkSignatureType: 'FULL',
      Applicant: { DateSigned: '2025-06-15' },
      Dealer: { DateSigned: '2025-06-15' },
    });
  });

  it('404 before any paperwork; 400 naming applicationId for downloaded paperwork not yet signed', async () => {
    const { id } = await readyForPaperwork(sandbox, token);
    const none = await signedStatus(id);
    expect(none.status).toBe(404);
    expect(none.body).toEqual({
      Message: `No paperwork has been submitted for application ${id}.`,
    });
    const { data } = await getPaperwork(sandbox, token, id);
    await submitPaperwork(sandbox, token, requestFromPaperworkData(id, data));
    const waiting = await signedStatus(id);
    expect(waiting.status).toBe(400);
    expect(modelStateKeys(waiting.body)).toEqual(['applicationId']);
  });
});

describe('downloaded paperwork signed on paper (sandbox-only mark-signed)', () => {
  it('records every signer, then signed status answers with written signatures', async () => {
    const { id } = await submitted({ option: 'download', payment: true }, { CoApplicant: {} });
    const marked = await call(sandbox, `/sandbox/paperwork/${id}/mark-signed`, {
      token,
      method: 'POST',
    });
    expect(marked.status).toBe(200);
    const documents = specSignedStatus.parse((await signedStatus(id)).body);
    expect(documents.map((document) => document.SignatureType)).toEqual(['FULL', 'ACH']);
    for (const document of documents) {
      expect(
        document.SignatureInformation.map((signee) => [
          signee.SigneeType,
          signee.DateSent,
          signee.DateSigned,
          signee.Reviewed,
        ]),
      ).toEqual([
        ['Applicant', null, '2025-06-15T00:00:00', null],
        ['CoApplicant', null, '2025-06-15T00:00:00', null],
        ['Dealer', null, '2025-06-15T00:00:00', null],
      ]);
    }
    const again = await call(sandbox, `/sandbox/paperwork/${id}/mark-signed`, {
      token,
      method: 'POST',
    });
    expect(again.status).toBe(400);
    expect(modelStateKeys(again.body)).toEqual(['applicationId']);
  });

  it('needs the bearer token and the paperwork permission', async () => {
    const { id } = await submitted({ option: 'download' });
    expect(
      (await call(sandbox, `/sandbox/paperwork/${id}/mark-signed`, { method: 'POST' })).status,
    ).toBe(401);
    const rep = await sandbox.signIn('sunrise.rep');
    const refused = await call(sandbox, `/sandbox/paperwork/${id}/mark-signed`, {
      token: rep,
      method: 'POST',
    });
    expect(refused).toMatchObject({ status: 403, body: { Message: messages.endpointDisabled } });
  });
});

describe('stage funding follows the signed full paperwork', () => {
  it('e-sign: refused until every signer signed FULL, then allowed', async () => {
    const { id, path } = await submitted({ option: 'esign' });
    expect((await stageFund(id)).status).toBe(400);
    expect((await sign(path!, 'Applicant', 'Maria L Hernandez')).status).toBe(303);
    expect((await stageFund(id)).status).toBe(400);
    expect((await sign(path!, 'Dealer', 'Marcus Reyes')).status).toBe(303);
    const funded = await stageFund(id);
    expect(funded.status, JSON.stringify(funded.body)).toBe(200);
    const status = await call(sandbox, `/v3/api/applications/status/${id}`, { token });
    expect((status.body as { LoanApplicationStatus: string }).LoanApplicationStatus).toBe(
      'FundingRequested',
    );
    // Signed status stays readable after the application moves on.
    expect((await signedStatus(id)).status).toBe(200);
  });

  it('download: allowed once the signed pages are marked received; documents stay downloadable', async () => {
    const { id } = await submitted({ option: 'download' });
    expect((await stageFund(id)).status).toBe(400);
    await call(sandbox, `/sandbox/paperwork/${id}/mark-signed`, { token, method: 'POST' });
    expect((await stageFund(id)).status).toBe(200);
    const pdf = await sandbox.request(
      `/v3/api/applications/paperwork/${id}/download?documentType=HardCopies`,
      { token },
    );
    expect(pdf.status).toBe(200);
  });

  it('files the signed documents with the supporting documents (category paperwork)', async () => {
    const { id, path } = await submitted({ option: 'esign', payment: true });
    await signEveryone(sandbox, path!);
    const listed = await call(sandbox, `/v3/api/applications/${id}/supportingDocuments`, { token });
    expect(listed.body).toEqual([
      expect.objectContaining({
        Name: 'Retail Installment Contract, signed',
        Category: 'paperwork',
      }),
      expect.objectContaining({
        Name: 'Automatic Payment Authorization (ACH), signed',
        Category: 'paperwork',
      }),
    ]);
  });
});

describe('POST /v3/api/applications/paperwork/{applicationId}/esign-resend', () => {
  const resend = (id: number, json: unknown, as = token) =>
    call(sandbox, `/v3/api/applications/paperwork/${id}/esign-resend`, {
      token: as,
      method: 'POST',
      json,
    });

  it('updates DateSent of the signers who have not signed; 200 with no body', async () => {
    const { id, path } = await submitted({ option: 'esign', payment: true });
    expect((await sign(path!, 'Applicant', 'Maria L Hernandez')).status).toBe(303);
    sandbox.advance(DAY_MS);
    token = await sandbox.signIn('dealer.user');
    const response = await sandbox.request(`/v3/api/applications/paperwork/${id}/esign-resend`, {
      token,
      method: 'POST',
      json: { DocumentTypes: ['FULL'] },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    const documents = specSignedStatus.parse((await signedStatus(id)).body);
    const dates = documents.map((document) =>
      document.SignatureInformation.map((signee) => [signee.SigneeType, signee.DateSent]),
    );
    expect(dates).toEqual([
      [
        ['Applicant', '2025-06-15T00:00:00'],
        ['Dealer', '2025-06-16T00:00:00'],
      ],
      [
        ['Applicant', '2025-06-15T00:00:00'],
        ['Dealer', '2025-06-16T00:00:00'],
      ],
    ]);
    const detail = await call(sandbox, `/v3/api/applications/detail/${id}`, { token });
    expect(
      (detail.body as { HistoryItems: { Message: string }[] }).HistoryItems.at(-1)!.Message,
    ).toBe('Signing requests sent again for FULL on 06/16/2025.');
  });

  it('e-mails the requests again for the e-mail option (with access codes)', async () => {
    const { id } = await submitted({ option: 'email' });
    const outbox = async () =>
      (
        (await call(sandbox, '/sandbox/outbox.json', { token })).body as {
          applicationId: number;
          link: string;
        }[]
      ).filter((message) => message.applicationId === id);
    expect(await outbox()).toHaveLength(2);
    expect((await resend(id, { DocumentTypes: ['FULL'] })).status).toBe(200);
    expect(await outbox()).toHaveLength(4);
    const documents = specSignedStatus.parse((await signedStatus(id)).body);
    for (const signee of documents[0]!.SignatureInformation) {
      expect(signee.AccessCode).toMatch(/^\d{6}$/);
    }
  });

  it('400 naming the field: a document not sent electronically, an empty list, download-only paperwork', async () => {
    const { id } = await submitted({ option: 'esign' });
    const lcc = await resend(id, { DocumentTypes: ['FULL', 'LCC'] });
    expect(lcc.body).toEqual({
      Message: messages.invalidRequest,
      ModelState: {
        'request.DocumentTypes[1]': [
          `Document type: LCC is not part of the electronic paperwork of application ${id} (FULL)`,
        ],
      },
    });
    expect(modelStateKeys((await resend(id, { DocumentTypes: [] })).body)).toEqual([
      'request.DocumentTypes',
    ]);
    expect(modelStateKeys((await resend(id, { DocumentTypes: ['HardCopies'] })).body)).toEqual([
      'request.DocumentTypes[0]',
    ]);
    const written = await submitted({ option: 'download' });
    const download = await resend(written.id, { DocumentTypes: ['FULL'] });
    expect(download.status).toBe(400);
    expect(modelStateKeys(download.body)).toEqual(['applicationId']);
    const rep = await sandbox.signIn('sunrise.rep');
    expect((await resend(id, { DocumentTypes: ['FULL'] }, rep)).status).toBe(403);
  });
});

describe('the e-mail option and the sandbox outbox', () => {
  it('lists each signer’s request with a link that opens the signing page', async () => {
    const { id } = await submitted(
      { option: 'email' },
      { CoApplicant: { EmailAddress: 'daniel@example.com' } },
    );
    const json = await call(sandbox, '/sandbox/outbox.json', { token });
    const mine = (
      json.body as {
        applicationId: number;
        to: string;
        link: string;
        signeeType: string;
        documents: string[];
        subject: string;
      }[]
    ).filter((message) => message.applicationId === id);
    expect(mine.map((message) => [message.signeeType, message.to, message.documents])).toEqual([
      ['Applicant', 'maria.hernandez@example.com', ['FULL']],
      ['CoApplicant', 'daniel@example.com', ['FULL']],
      ['Dealer', 'paperwork@sunrise.example.com', ['FULL']],
    ]);
    // Each signer has a link of their own, which signs for them only.
    const links = mine.map((message) => message.link);
    for (const link of links) expect(link).toMatch(/^\/sandbox\/esign\/[\w-]+$/);
    expect(new Set(links).size).toBe(3);
    const html = await call(sandbox, '/sandbox/outbox', { token });
    expect(html.status).toBe(200);
    for (const link of links) expect(html.body).toContain(`href="${link}"`);
    const signed = [];
    for (const link of links) signed.push(...(await signEveryone(sandbox, link)));
    expect(signed).toEqual(['Applicant', 'CoApplicant', 'Dealer']);
    const documents = specSignedStatus.parse((await signedStatus(id)).body);
    expect(documents[0]!.SignatureInformation.every((signee) => signee.DateSigned !== null)).toBe(
      true,
    );
    expect((await stageFund(id)).status).toBe(200);
  });

  it('ACH-only by e-mail: the applicant and the dealer sign; Reviewed once the dealer has', async () => {
    const { id } = await readyForPaperwork(sandbox, token);
    const body = validAchPaperwork({ LoanApplicationId: id });
    body.Signature = {
      ...body.Signature,
      SignatureTypes: ['Written', 'Email'],
      EsignRedirectUrl: null,
    };
    const response = await submitPaperwork(
      sandbox,
      token,
      body,
      '/v3/api/applications/paperwork/submit/ach',
    );
    expect(response.body).toEqual({ DownloadUrl: null, ESignUrl: '' });
    const messagesFor = (
      (await call(sandbox, '/sandbox/outbox.json', { token })).body as {
        applicationId: number;
        link: string;
        documents: string[];
      }[]
    ).filter((message) => message.applicationId === id);
    expect(messagesFor.map((message) => message.documents)).toEqual([['ACH'], ['ACH']]);
    const signed = [];
    for (const { link } of messagesFor) signed.push(...(await signEveryone(sandbox, link)));
    expect(signed).toEqual(['Applicant', 'Dealer']);
    const [ach] = specSignedStatus.parse((await signedStatus(id)).body);
    expect(ach!.SignatureType).toBe('ACH');
    expect(ach!.SignatureInformation.map((signee) => signee.Reviewed)).toEqual([true, true]);
    // ACH alone does not make the full paperwork signed.
    expect((await stageFund(id)).status).toBe(400);
  });
});
