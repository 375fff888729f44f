import { beforeEach, describe, expect, it } from 'vitest';
import {
  getDetail,
  getStatus,
  requestStageFunding,
  submitApplication,
} from '../src/api/applications.ts';
import {
  downloadPaperwork,
  downloadFromUrl,
  getPaperwork,
  getSignedStatus,
  resendEsign,
  submitAchPaperwork,
  submitPaperwork,
} from '../src/api/paperwork.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { validAchPaperwork } from '../src/schemas/fixtures/paperwork.test-support.ts';
import { requestFromPaperworkData } from '../sandbox/paperwork/paperwork.test-support.ts';
import { connectToSandbox } from './harness.test-support.ts';
import {
  APPROVE_SSN,
  approvedWithPlan,
  signOnSigningPage,
  submitFullPaperwork,
  withPaperwork,
} from './paperwork-world.test-support.ts';

/**
 * Every paperwork endpoint through the portal's API functions against the sandbox: the GET,
 * full and ACH-only submission (each signing option), download (spec rule 1), signed status
 * and e-sign resend (rule 2), and stage funding once the full paperwork is signed. A valid and
 * an invalid case each. Signing happens on the sandbox's own signing page.
 */

const TODAY_US = '06/15/2025';
const PDF_HEAD = '%PDF-';

async function pdfHead(blob: Blob) {
  return new TextDecoder().decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 5));
}

let api: ReturnType<typeof connectToSandbox>;
let token: string;
beforeEach(async () => {
  api = connectToSandbox();
  token = await api.signInAs('dealer.user');
});

async function approvedWithoutPlan() {
  const { Id } = await submitApplication(
    validApplicationV3({ Applicant: { SocialSecurityNumber: APPROVE_SSN } }),
  );
  return Id;
}

/** Downloaded paperwork comes back signed on paper (the sandbox's own route). */
async function markSignedOnPaper(id: number) {
  const response = await api.sandbox.request(`/sandbox/paperwork/${id}/mark-signed`, {
    token,
    method: 'POST',
  });
  expect(response.status).toBe(200);
}

describe('GET paperwork', () => {
  it('answers the flat paperwork data of an approved application, no signatures yet', async () => {
    const id = await approvedWithPlan();
    const data = await getPaperwork(id);
    expect(data.LoanParameters.PrimaryPromotionId).toBe(302);
    expect(data.Applicant.FirstName).toBe('Maria');
    expect(data.Signatures).toEqual([]);
  });

  it('is a not-found error for an application that does not exist', async () => {
    await expect(getPaperwork(99_999_999)).rejects.toMatchObject({ kind: 'not-found' });
  });
});

describe('full paperwork submit', () => {
  it('download: a DownloadUrl, no ESignUrl', async () => {
    const { id, DownloadUrl, ESignUrl } = await withPaperwork('download');
    // Root-relative and unversioned (ARCHITECTURE.md point 11); the sandbox names HardCopies.
    expect(DownloadUrl).toMatch(
      new RegExp(`^/api/applications/paperwork/${id}/download\\?documentType=\\w+$`),
    );
    expect(ESignUrl).toBeNull();
  });

  it('e-sign: an ESignUrl to sign at, no DownloadUrl', async () => {
    const { ESignUrl, DownloadUrl } = await withPaperwork('esign');
    expect(ESignUrl).toMatch(/^http:\/\/sandbox\.test\/sandbox\/esign\/[\w-]+$/);
    expect(DownloadUrl).toBeNull();
  });

  it('e-mail: an empty ESignUrl, and the signers are listed as sent', async () => {
    const { id, ESignUrl, DownloadUrl } = await withPaperwork('email');
    expect(ESignUrl).toBe('');
    expect(DownloadUrl).toBeNull();
    const [full] = await getSignedStatus(id);
    expect(full!.SignatureInformation.map((signee) => signee.DateSent)).toEqual([
      '2025-06-15',
      '2025-06-15',
    ]);
  });

  it('refuses paperwork without a chosen promotion (rule 3), naming PrimaryPromotionId', async () => {
    const planned = await approvedWithPlan();
    const request = requestFromPaperworkData(planned, await getPaperwork(planned));
    const id = await approvedWithoutPlan();
    await expect(submitPaperwork({ ...request, LoanApplicationId: id })).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { 'LoanParameters.PrimaryPromotionId': [expect.any(String)] },
    });
  });

  it('refuses a redirect URL for the download option, naming the field', async () => {
    const id = await approvedWithPlan();
    const request = requestFromPaperworkData(id, await getPaperwork(id));
    request.Signature = { ...request.Signature, EsignRedirectUrl: 'https://portal.example/' };
    await expect(submitPaperwork(request)).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { 'Signature.EsignRedirectUrl': [expect.any(String)] },
    });
  });

  it('refuses a new submission once something is signed', async () => {
    const { id, ESignUrl } = await withPaperwork('esign');
    await signOnSigningPage(ESignUrl!, 1);
    await expect(submitFullPaperwork(id, 'esign')).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { LoanApplicationId: [expect.stringContaining('cannot be submitted again')] },
    });
  });
});

describe('ACH-only submit', () => {
  it('takes SignatureDate null when there is no full paperwork', async () => {
    const id = await approvedWithPlan();
    const response = await submitAchPaperwork(validAchPaperwork({ LoanApplicationId: id }));
    expect(response).toMatchObject({ DownloadUrl: null, ESignUrl: expect.any(String) });
  });

  it('refuses a SignatureDate when there is no full paperwork', async () => {
    const id = await approvedWithPlan();
    const ach = validAchPaperwork({ LoanApplicationId: id });
    ach.Signature = { ...ach.Signature, SignatureDate: TODAY_US };
    await expect(submitAchPaperwork(ach)).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { 'Signature.SignatureDate': [expect.any(String)] },
    });
  });

  it('takes the full paperwork’s SignatureDate, and refuses null or another date then', async () => {
    const { id } = await withPaperwork('esign');
    const ach = validAchPaperwork({ LoanApplicationId: id });
    await expect(submitAchPaperwork(ach)).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { 'Signature.SignatureDate': [expect.any(String)] },
    });
    ach.Signature = { ...ach.Signature, SignatureDate: '06/16/2025' };
    await expect(submitAchPaperwork(ach)).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { 'Signature.SignatureDate': [expect.any(String)] },
    });
    ach.Signature = { ...ach.Signature, SignatureDate: TODAY_US };
    expect((await submitAchPaperwork(ach)).ESignUrl).toMatch(/\/sandbox\/esign\//);
    const documents = await getSignedStatus(id);
    expect(documents.map((document) => document.SignatureType)).toEqual(['FULL', 'ACH']);
  });
});

describe('download (rule 1)', () => {
  it('each document the download submission made: FULL, LCC, ACH and HardCopies', async () => {
    const { id, DownloadUrl } = await withPaperwork('download', { fullLcc: true, payment: true });
    expect(await pdfHead(await downloadFromUrl(DownloadUrl!))).toBe(PDF_HEAD);
    for (const type of ['FULL', 'LCC', 'ACH', 'HardCopies'] as const) {
      expect(await pdfHead(await downloadPaperwork(id, type)), type).toBe(PDF_HEAD);
    }
  });

  it('refuses a document the submission did not make (no LCC without a full certificate)', async () => {
    const { id } = await withPaperwork('download');
    await expect(downloadPaperwork(id, 'LCC')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses paperwork that was not submitted with the download option, HardCopies included', async () => {
    const { id } = await withPaperwork('esign');
    await expect(downloadPaperwork(id, 'FULL')).rejects.toMatchObject({ status: 404 });
    await expect(downloadPaperwork(id, 'HardCopies')).rejects.toMatchObject({ status: 404 });
  });

  it('refuses an application with no paperwork, and an unknown document type', async () => {
    const id = await approvedWithPlan();
    await expect(downloadPaperwork(id, 'FULL')).rejects.toMatchObject({ status: 404 });
    const { id: downloaded } = await withPaperwork('download');
    await expect(downloadPaperwork(downloaded, 'Contract')).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { documentType: [expect.any(String)] },
    });
  });
});

describe('signed-status (rule 2)', () => {
  it('lists each document and signee of e-sign paperwork, and their signatures as they come', async () => {
    const { id, ESignUrl } = await withPaperwork('esign', { payment: true });
    const before = await getSignedStatus(id);
    expect(before.map((document) => document.SignatureType)).toEqual(['FULL', 'ACH']);
    expect(before[0]!.SignatureInformation).toEqual([
      expect.objectContaining({ SigneeType: 'Applicant', DateSigned: null, Reviewed: null }),
      expect.objectContaining({ SigneeType: 'Dealer', DateSigned: null, Reviewed: null }),
    ]);
    // Reviewed applies to ACH signed electronically: false until the dealer has.
    expect(before[1]!.SignatureInformation.map((signee) => signee.Reviewed)).toEqual([
      false,
      false,
    ]);
    expect(await signOnSigningPage(ESignUrl!)).toEqual(['Applicant', 'Dealer']);
    const after = await getSignedStatus(id);
    expect(
      after.flatMap((document) => document.SignatureInformation.map((s) => s.DateSigned)),
    ).toEqual(['2025-06-15', '2025-06-15', '2025-06-15', '2025-06-15']);
    expect(after[1]!.SignatureInformation.map((signee) => signee.Reviewed)).toEqual([true, true]);
  });

  it('lists downloaded paperwork once it is completed (signed on paper)', async () => {
    const { id } = await withPaperwork('download');
    await markSignedOnPaper(id);
    const [full] = await getSignedStatus(id);
    expect(full!.SignatureInformation.every((signee) => signee.DateSigned === '2025-06-15')).toBe(
      true,
    );
  });

  it('refuses an application with no paperwork, or downloaded paperwork not yet signed', async () => {
    const id = await approvedWithPlan();
    await expect(getSignedStatus(id)).rejects.toMatchObject({ status: 404 });
    const { id: downloaded } = await withPaperwork('download');
    await expect(getSignedStatus(downloaded)).rejects.toMatchObject({ kind: 'validation' });
  });
});

describe('esign-resend (rule 2)', () => {
  it('sends the documents of e-sign and e-mail paperwork again', async () => {
    const { id: esigned } = await withPaperwork('esign');
    await expect(resendEsign(esigned, { DocumentTypes: ['FULL'] })).resolves.toBeUndefined();
    const { id: emailed } = await withPaperwork('email', { payment: true });
    await expect(resendEsign(emailed, { DocumentTypes: ['FULL', 'ACH'] })).resolves.toBeUndefined();
    const history = (await getDetail(emailed)).HistoryItems.map((item) => item.Message);
    expect(history).toContainEqual(expect.stringContaining('Signing requests sent again'));
  });

  it('refuses paperwork that is not electronic, and an application with none', async () => {
    const { id } = await withPaperwork('download');
    await expect(resendEsign(id, { DocumentTypes: ['FULL'] })).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { applicationId: [expect.any(String)] },
    });
    const none = await approvedWithPlan();
    await expect(resendEsign(none, { DocumentTypes: ['FULL'] })).rejects.toMatchObject({
      kind: 'validation',
    });
  });

  it.each([
    { case: 'no documents', body: { DocumentTypes: [] } },
    { case: 'HardCopies (download only)', body: { DocumentTypes: ['HardCopies'] } },
    { case: 'an unknown type', body: { DocumentTypes: ['Contract'] } },
    { case: 'no DocumentTypes', body: {} },
  ])('refuses a body with $case, naming DocumentTypes', async ({ body }) => {
    const { id } = await withPaperwork('esign');
    const error = await resendEsign(id, body as never).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'validation' });
    expect(Object.keys((error as { fieldErrors: object }).fieldErrors).join()).toMatch(
      /^DocumentTypes/,
    );
  });

  it('refuses a document that is not part of the electronic paperwork', async () => {
    const { id } = await withPaperwork('esign');
    await expect(resendEsign(id, { DocumentTypes: ['LCC'] })).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { 'DocumentTypes.0': [expect.stringContaining('LCC')] },
    });
  });
});

describe('stage funding after signing', () => {
  it('is refused before the full paperwork is signed, and accepted after', async () => {
    const { id, ESignUrl } = await withPaperwork('esign');
    await expect(requestStageFunding(id)).rejects.toMatchObject({ status: 400 });
    await signOnSigningPage(ESignUrl!);
    await expect(requestStageFunding(id)).resolves.toBeUndefined();
    expect((await getStatus(id)).LoanApplicationStatus).toBe('FundingRequested');
  });
});
