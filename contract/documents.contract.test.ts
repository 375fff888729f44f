import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentUploadPath, type UploadTarget } from '../src/api/document-uploads.ts';
import { uploadErrorText, uploadWithRetry } from '../src/api/upload.ts';
import { documentBody } from '../src/schemas/document-files.ts';
import { MAX_DOCUMENT_BYTES } from '../src/schemas/document-requests.ts';
import { FetchXhr } from '../src/test/fake-xhr.test-support.ts';
import { submitApplication } from '../src/api/applications.ts';
import { listSupportingDocuments, uploadSupportingDocument } from '../src/api/documents.ts';
import { validApplicationV3 } from '../src/schemas/fixtures/application-v3.test-support.ts';
import { connectToSandbox } from './harness.test-support.ts';
import { sampleFileBase64 } from '../src/schemas/fixtures/file-content.test-support.ts';

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

describe('document uploads through the portal’s XHR path (src/api/upload.ts) against the sandbox', () => {
  let api: ReturnType<typeof connectToSandbox>;
  beforeEach(async () => {
    vi.stubGlobal('XMLHttpRequest', FetchXhr);
    api = connectToSandbox();
    await api.signInAs('sunrise.admin');
  });
  afterEach(() => vi.unstubAllGlobals());

  const details = {
    documentName: 'Pay stub',
    description: 'A recent pay stub',
    category: 'general' as const,
    fileName: 'stub.pdf',
    content: Buffer.from('%PDF-1.4 stub').toString('base64'),
  };
  const application = async (): Promise<UploadTarget> => ({
    kind: 'application',
    applicationId: (await submitApplication(validApplicationV3())).Id,
  });

  it('a PDF and a .TIF for an application are sent with progress and both listed', async () => {
    const target = await application();
    const progress = vi.fn();
    await uploadWithRetry(documentUploadPath(target), documentBody('application', details), {
      onProgress: progress,
    });
    await uploadWithRetry(
      documentUploadPath(target),
      documentBody('application', {
        ...details,
        documentName: 'Scan',
        category: 'dealerDocument',
        fileName: 'SCAN.TIF',
        content: sampleFileBase64('.tif'),
      }),
    );
    expect(progress).toHaveBeenCalled();
    const listed = await listSupportingDocuments(
      target.kind === 'application' ? target.applicationId : 0,
    );
    expect(listed.map((document) => document.Category).sort()).toEqual([
      'dealerDocument',
      'general',
    ]);
  });

  it('a refused extension is a 400 naming the file name, not retried', async () => {
    const target = await application();
    const sleep = vi.fn(() => Promise.resolve());
    const error = await uploadWithRetry(
      documentUploadPath(target),
      documentBody('application', { ...details, fileName: 'setup.exe' }),
      { sleep },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'validation',
      status: 400,
      fieldErrors: { 'Document.FileName': [expect.any(String)] },
    });
    expect(uploadErrorText(error)).toMatch(/Document\.FileName/);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('a file over 30 MB is refused by the service with 413', async () => {
    const target = await application();
    const content = Buffer.alloc(MAX_DOCUMENT_BYTES + 1).toString('base64');
    await expect(
      uploadWithRetry(
        documentUploadPath(target),
        documentBody('application', { ...details, content }),
      ),
    ).rejects.toMatchObject({ kind: 'too-large', status: 413 });
  });

  it('a dealer document is accepted; a .tif for a dealer is a 400', async () => {
    const target: UploadTarget = { kind: 'dealer', dealerId: 101 };
    await expect(
      uploadWithRetry(documentUploadPath(target), documentBody('dealer', details)),
    ).resolves.toBeUndefined();
    await expect(
      uploadWithRetry(
        documentUploadPath(target),
        documentBody('dealer', { ...details, fileName: 'scan.tif' }),
      ),
    ).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { 'Document.FileName': [expect.any(String)] },
    });
  });

  it('a dealer that is not the user’s is refused, not retried', async () => {
    const target: UploadTarget = { kind: 'dealer', dealerId: 999_999 };
    await expect(
      uploadWithRetry(documentUploadPath(target), documentBody('dealer', details)),
    ).rejects.toMatchObject({ kind: 'not-found', status: 404 });
  });

  it('the list of an unknown application is a 404; a new application lists nothing', async () => {
    const target = await application();
    await expect(
      listSupportingDocuments(target.kind === 'application' ? target.applicationId : 0),
    ).resolves.toEqual([]);
    await expect(listSupportingDocuments(999_999)).rejects.toMatchObject({ kind: 'not-found' });
  });
});
