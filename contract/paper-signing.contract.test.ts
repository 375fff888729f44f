import { beforeEach, describe, expect, it } from 'vitest';
import { getDetail, getStatus, requestStageFunding } from '../src/api/applications.ts';
import { uploadSupportingDocument } from '../src/api/documents.ts';
import { getSignedStatus } from '../src/api/paperwork.ts';
import { sampleFileBase64 } from '../src/schemas/fixtures/file-content.test-support.ts';
import { connectToSandbox } from './harness.test-support.ts';
import { withPaperwork } from './paperwork-world.test-support.ts';

/**
 * The sandbox's review of a signed paper contract (issue 33 item 1, decision 0038), through the
 * portal's own API functions: a `paperwork` supporting document on paperwork printed to sign
 * marks its written signatures signed, and funding may then be asked for.
 */
describe('a signed paper contract, reviewed by the sandbox', () => {
  beforeEach(async () => {
    const api = connectToSandbox(undefined, { decisionDelayMs: 0, reviewDelayMs: 0 });
    await api.signInAs('sunrise.admin');
  });

  const signedPages = (content = sampleFileBase64('contract.pdf')) => ({
    DocumentName: 'Signed contract',
    Description: 'Signed on paper',
    ViewDocumentType: 'paperwork' as const,
    Document: { FileName: 'contract.pdf', Content: content },
  });

  it('marks every written signature signed, and stage funding is accepted', async () => {
    const { id } = await withPaperwork('download');
    const before = await getDetail(id);
    expect(before.Signatures.length).toBeGreaterThan(0);
    expect(
      before.Signatures.flatMap((document) => document.SignatureInformation).some(
        (signer) => !signer.DateSigned,
      ),
    ).toBe(true);
    await expect(requestStageFunding(id)).rejects.toMatchObject({ kind: 'validation' });

    await uploadSupportingDocument(id, signedPages());

    const signers = (await getSignedStatus(id)).flatMap(
      (document) => document.SignatureInformation,
    );
    expect(signers.length).toBeGreaterThan(0);
    expect(signers.every((signer) => Boolean(signer.DateSigned))).toBe(true);
    await requestStageFunding(id);
    expect((await getStatus(id)).LoanApplicationStatus).toBe('FundingRequested');
  });

  it('refuses an empty file, naming the document’s content', async () => {
    const { id } = await withPaperwork('download');
    await expect(uploadSupportingDocument(id, signedPages(''))).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: {
        'Document.Content': expect.arrayContaining([expect.stringMatching(/required/)]),
      },
    });
  });

  it('refuses a paperwork document nobody waits for (paperwork sent by e-mail)', async () => {
    const { id } = await withPaperwork('email');
    await expect(uploadSupportingDocument(id, signedPages())).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { ViewDocumentType: [expect.any(String)] },
    });
  });
});
