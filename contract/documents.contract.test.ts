import { beforeEach, describe, expect, it } from 'vitest';
import { submitApplication } from '../src/api/applications.ts';
import { listSupportingDocuments, uploadSupportingDocument } from '../src/api/documents.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.fixture.ts';
import { connectToSandbox } from './harness.ts';

describe('supporting documents API against the sandbox', () => {
  let api: ReturnType<typeof connectToSandbox>;
  beforeEach(async () => {
    api = connectToSandbox();
    await api.signInAs('sunrise.admin');
  });

  it('uploads and lists a supporting document', async () => {
    const { Id } = await submitApplication(validApplicationV3());
    await uploadSupportingDocument(Id, {
      DocumentName: 'Proof of income',
      Description: 'Pay stub, October',
      ViewDocumentType: 'general',
      Document: { FileName: 'paystub.tif', Content: btoa('II*\u0000 test') },
    });
    const documents = await listSupportingDocuments(Id);
    expect(documents).toEqual([
      expect.objectContaining({
        Name: expect.stringMatching(/Proof of income|paystub/),
        Category: 'general',
      }),
    ]);
  });

  it('a refused extension maps onto the file name', async () => {
    const { Id } = await submitApplication(validApplicationV3());
    await expect(
      uploadSupportingDocument(Id, {
        DocumentName: 'Notes',
        Description: 'x',
        ViewDocumentType: 'general',
        Document: { FileName: 'notes.exe', Content: btoa('MZ') },
      }),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { 'Document.FileName': [expect.any(String)] },
    });
  });
});
