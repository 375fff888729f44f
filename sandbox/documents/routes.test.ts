import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_DOCUMENT_BYTES } from '../../src/schemas/document-requests.ts';
import {
  disguisedFiles,
  sampleFileBase64,
  sampleFileBytes,
} from '../../src/schemas/fixtures/file-content.test-support.ts';
import { validApplicationV3 } from '../../src/schemas/fixtures/application-v3.test-support.ts';
import { supportingDocumentRecordsSchema } from '../../src/schemas/supporting-document-records.ts';
import { insertDocument } from './store.ts';
import { documentTooLargeMessage } from './read-document.ts';
import { createTestSandbox } from '../sandbox.test-support.ts';

type Sandbox = ReturnType<typeof createTestSandbox>;

const pdfBytes = Buffer.from('%PDF-1.7\n% a tiny document\n%%EOF\n');

const dealerDocument = {
  DocumentName: 'W-9 form',
  Description: 'Taxpayer identification for 2025',
  ViewDocumentType: 'dealerDocument',
  Document: { FileName: 'w9-2025.pdf', Content: pdfBytes.toString('base64') },
};

/**
 * A base64 text that decodes to a PDF of `bytes` bytes (its header `%PDF-1`, then zero bytes),
 * built without holding the bytes.
 */
function base64OfSize(bytes: number): string {
  const whole = Math.floor(bytes / 3);
  const rest = bytes % 3;
  return 'JVBERi0x' + 'A'.repeat(whole * 4 - 8) + (rest === 0 ? '' : rest === 1 ? 'AA==' : 'AAA=');
}

const megabytes = (count: number) => Math.round(count * 1024 * 1024);

async function post(sandbox: Sandbox, username: string, path: string, json: unknown) {
  const response = await sandbox.request(path, {
    method: 'POST',
    token: await sandbox.signIn(username),
    json,
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as unknown };
}

type DocumentRow = {
  dealer_id: number;
  application_id: number | null;
  name: string;
  description: string;
  category: string;
  file_name: string;
  content: Uint8Array;
  size: number;
  uploaded_at: string;
  uploaded_by: number;
};

const documentRows = (sandbox: Sandbox) =>
  sandbox.db.prepare('SELECT * FROM documents ORDER BY id').all() as DocumentRow[];

describe('POST /v3/api/dealers/{dealerId}/dealerDocuments', () => {
  it('stores the decoded file for the dealer and answers 200 with no body', async () => {
    const sandbox = createTestSandbox();
    const { status, body } = await post(
      sandbox,
      'sunrise.admin',
      '/v3/api/dealers/101/dealerDocuments',
      dealerDocument,
    );
    expect([status, body]).toEqual([200, undefined]);
    const [row, ...others] = documentRows(sandbox);
    expect(others).toEqual([]);
    expect({ ...row, content: Buffer.from(row?.content ?? []) }).toEqual({
      id: 1,
      dealer_id: 101,
      application_id: null,
      name: 'W-9 form',
      description: 'Taxpayer identification for 2025',
      category: 'dealerDocument',
      file_name: 'w9-2025.pdf',
      content: pdfBytes,
      size: pdfBytes.length,
      uploaded_at: '2025-06-15T15:00:00.000Z',
      uploaded_by: 2,
    });
  });

  it.each<[string, unknown]>([
    [
      'the sample spelling Filename',
      {
        ...dealerDocument,
        Document: { Filename: 'w9.PDF', Content: dealerDocument.Document.Content },
      },
    ],
    [
      'a data URL',
      {
        ...dealerDocument,
        Document: {
          FileName: 'w9.pdf',
          Content: `data:application/pdf;base64,${dealerDocument.Document.Content}`,
        },
      },
    ],
    ...['.gif', '.jpg', '.jpeg', '.tiff', '.docx', '.png', '.bmp'].map(
      (extension): [string, unknown] => [
        `a ${extension} file`,
        {
          ...dealerDocument,
          Document: { FileName: `scan${extension}`, Content: sampleFileBase64(extension) },
        },
      ],
    ),
  ])('accepts %s', async (_, json) => {
    const sandbox = createTestSandbox();
    const { status } = await post(sandbox, 'operator', '/v3/api/dealers/103/dealerDocuments', json);
    expect(status).toBe(200);
    const fileName = (json as typeof dealerDocument).Document.FileName ?? 'w9.pdf';
    expect(documentRows(sandbox)[0]?.size).toBe(sampleFileBytes(fileName).length);
  });

  it.each<[string, unknown, string]>([
    [
      'a supporting document type',
      { ...dealerDocument, ViewDocumentType: 'general' },
      'request.ViewDocumentType',
    ],
    [
      'no document type',
      { ...dealerDocument, ViewDocumentType: undefined },
      'request.ViewDocumentType',
    ],
    ['no DocumentName', { ...dealerDocument, DocumentName: undefined }, 'request.DocumentName'],
    ['a blank Description', { ...dealerDocument, Description: ' ' }, 'request.Description'],
    ['no Document', { ...dealerDocument, Document: undefined }, 'request.Document'],
    [
      'a .tif file (supporting documents only)',
      { ...dealerDocument, Document: { ...dealerDocument.Document, FileName: 'scan.tif' } },
      'request.Document.FileName',
    ],
    [
      'an .exe file',
      { ...dealerDocument, Document: { ...dealerDocument.Document, FileName: 'setup.exe' } },
      'request.Document.FileName',
    ],
    [
      'content that is not base64',
      { ...dealerDocument, Document: { ...dealerDocument.Document, Content: 'not base64!' } },
      'request.Document.Content',
    ],
    [
      'empty content',
      { ...dealerDocument, Document: { ...dealerDocument.Document, Content: '' } },
      'request.Document.Content',
    ],
    ['an unknown field', { ...dealerDocument, DealerId: 101 }, 'request'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, json, key) => {
    const sandbox = createTestSandbox();
    const { status, body } = await post(
      sandbox,
      'sunrise.admin',
      '/v3/api/dealers/101/dealerDocuments',
      json,
    );
    expect(status).toBe(400);
    expect(Object.keys((body as { ModelState: object }).ModelState)).toEqual([key]);
    expect(documentRows(sandbox)).toEqual([]);
  });

  it.each([
    ['a dealer the administrator may not access', '/v3/api/dealers/102/dealerDocuments'],
    ['a dealer that does not exist', '/v3/api/dealers/999/dealerDocuments'],
    ['a non-numeric dealer id', '/v3/api/dealers/SUN-CA-0101/dealerDocuments'],
  ])('answers 404 for %s', async (_, path) => {
    const sandbox = createTestSandbox();
    const { status } = await post(sandbox, 'sunrise.admin', path, dealerDocument);
    expect(status).toBe(404);
    expect(documentRows(sandbox)).toEqual([]);
  });

  it.each(['sunrise.rep', 'dealer.user'])('is disabled for %s', async (username) => {
    const sandbox = createTestSandbox();
    const { status, body } = await post(
      sandbox,
      username,
      '/v3/api/dealers/101/dealerDocuments',
      dealerDocument,
    );
    expect(status).toBe(403);
    expect(body).toEqual({ Message: 'This endpoint has been disabled for the current user.' });
  });
});

describe('document size (30 MB decoded, about 40 MB of base64)', () => {
  const upload = (sandbox: Sandbox, content: string, fileName = 'big.pdf') =>
    post(sandbox, 'sunrise.admin', '/v3/api/dealers/101/dealerDocuments', {
      ...dealerDocument,
      Document: { FileName: fileName, Content: content },
    });

  it('accepts a 29 MB file', async () => {
    const sandbox = createTestSandbox();
    const { status } = await upload(sandbox, base64OfSize(megabytes(29)));
    expect(status).toBe(200);
    const { size } = sandbox.db.prepare('SELECT size FROM documents').get() as { size: number };
    expect(size).toBe(megabytes(29));
  });

  it('accepts a file of exactly 30 MB', async () => {
    const sandbox = createTestSandbox();
    const { status } = await upload(sandbox, base64OfSize(MAX_DOCUMENT_BYTES));
    expect(status).toBe(200);
  });

  it('answers 413 with a clear message for one byte more, even when other fields are wrong', async () => {
    const sandbox = createTestSandbox();
    const { status, body } = await upload(sandbox, base64OfSize(MAX_DOCUMENT_BYTES + 1), 'x.exe');
    expect(status).toBe(413);
    expect(body).toEqual({ Message: documentTooLargeMessage });
    expect(documentRows(sandbox)).toEqual([]);
  });

  it('answers 413 for a 35 MB file, whose body is over the sandbox body limit', async () => {
    const sandbox = createTestSandbox();
    const { status, body } = await upload(sandbox, base64OfSize(megabytes(35)));
    expect(status).toBe(413);
    expect(body).toEqual({ Message: expect.any(String) });
    expect(documentRows(sandbox)).toEqual([]);
  });
});

/** The spec's Supporting document record, field by field. */
const specSupportingDocument = z.strictObject({
  Name: z.string(),
  UploadTimeUTC: z.iso.datetime(),
  UploadUserName: z.string(),
  Category: z.enum(['dealerDocument', 'general', 'paperwork']),
});

const supportingDocument = {
  ...dealerDocument,
  DocumentName: 'Proof of income',
  Description: 'Two recent pay stubs',
  ViewDocumentType: 'general',
  Document: { FileName: 'paystubs.tif', Content: sampleFileBase64('.tif') },
};

/** A Sunrise application submitted by Jorge Castillo (dealer.user); its id. */
async function submitApplication(sandbox: Sandbox): Promise<number> {
  const { status, body } = await post(
    sandbox,
    'dealer.user',
    '/v3/api/applications',
    validApplicationV3(),
  );
  expect(status).toBe(200);
  return z.object({ Id: z.number().int() }).parse(body).Id;
}

async function listDocuments(sandbox: Sandbox, username: string, applicationId: number | string) {
  const response = await sandbox.request(
    `/v3/api/applications/${applicationId}/supportingDocuments`,
    { token: await sandbox.signIn(username) },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('supporting documents (v3)', () => {
  it('lists nothing for a new application', async () => {
    const sandbox = createTestSandbox();
    const id = await submitApplication(sandbox);
    expect(await listDocuments(sandbox, 'dealer.user', id)).toEqual({ status: 200, body: [] });
  });

  it('lists uploads oldest first in the spec shape, which the portal reads', async () => {
    const sandbox = createTestSandbox();
    const id = await submitApplication(sandbox);
    const path = `/v3/api/applications/${id}/supportingDocuments`;
    const first = await post(sandbox, 'dealer.user', path, supportingDocument);
    expect([first.status, first.body]).toEqual([200, undefined]);
    sandbox.advance(60_000);
    const second = await post(sandbox, 'sunrise.admin', path, {
      ...supportingDocument,
      DocumentName: 'Signed contract',
      ViewDocumentType: 'general',
      Document: { Filename: 'contract.pdf', Content: pdfBytes.toString('base64') },
    });
    expect(second.status).toBe(200);

    const { status, body } = await listDocuments(sandbox, 'sunrise.rep', id);
    expect(status).toBe(200);
    expect(z.array(specSupportingDocument).parse(body)).toEqual([
      {
        Name: 'Proof of income',
        UploadTimeUTC: '2025-06-15T15:00:00.000Z',
        UploadUserName: 'dealer.user',
        Category: 'general',
      },
      {
        Name: 'Signed contract',
        UploadTimeUTC: '2025-06-15T15:01:00.000Z',
        UploadUserName: 'sunrise.admin',
        Category: 'general',
      },
    ]);
    expect(supportingDocumentRecordsSchema.parse(body).map((record) => record.Category)).toEqual([
      'general',
      'general',
    ]);
    const rows = documentRows(sandbox);
    expect(rows.map((row) => [row.dealer_id, row.application_id, row.file_name])).toEqual([
      [101, id, 'paystubs.tif'],
      [101, id, 'contract.pdf'],
    ]);
  });

  it('lists paperwork the service filed itself, uploaded by "System"', async () => {
    const sandbox = createTestSandbox();
    const id = await submitApplication(sandbox);
    insertDocument(sandbox.db, {
      dealerId: 101,
      applicationId: id,
      name: 'Credit contract',
      description: 'Generated paperwork',
      category: 'paperwork',
      fileName: 'FULL.pdf',
      content: pdfBytes,
      uploadedAt: '2025-06-15T15:00:00.000Z',
      uploadedBy: null,
    });
    const { body } = await listDocuments(sandbox, 'dealer.user', id);
    expect(z.array(specSupportingDocument).parse(body)).toEqual([
      {
        Name: 'Credit contract',
        UploadTimeUTC: '2025-06-15T15:00:00.000Z',
        UploadUserName: 'System',
        Category: 'paperwork',
      },
    ]);
  });

  it('does not list dealer documents or other applications’ documents', async () => {
    const sandbox = createTestSandbox();
    const first = await submitApplication(sandbox);
    const second = await submitApplication(sandbox);
    await post(sandbox, 'sunrise.admin', '/v3/api/dealers/101/dealerDocuments', dealerDocument);
    await post(
      sandbox,
      'dealer.user',
      `/v3/api/applications/${second}/supportingDocuments`,
      supportingDocument,
    );
    expect((await listDocuments(sandbox, 'dealer.user', first)).body).toEqual([]);
    expect((await listDocuments(sandbox, 'dealer.user', second)).body).toHaveLength(1);
  });

  // A `paperwork` document is a signed paper contract: paper-review.test.ts covers it.
  it.each(['dealerDocument', 'general'])('accepts the type %s', async (type) => {
    const sandbox = createTestSandbox();
    const id = await submitApplication(sandbox);
    const { status } = await post(
      sandbox,
      'dealer.user',
      `/v3/api/applications/${id}/supportingDocuments`,
      { ...supportingDocument, ViewDocumentType: type },
    );
    expect(status).toBe(200);
  });

  it.each<[string, unknown, string]>([
    [
      'an unknown type',
      { ...supportingDocument, ViewDocumentType: 'invoice' },
      'request.ViewDocumentType',
    ],
    ['no DocumentName', { ...supportingDocument, DocumentName: '' }, 'request.DocumentName'],
    ['no Description', { ...supportingDocument, Description: undefined }, 'request.Description'],
    [
      'a .txt file',
      {
        ...supportingDocument,
        Document: { ...supportingDocument.Document, FileName: 'notes.txt' },
      },
      'request.Document.FileName',
    ],
    [
      'no file name',
      { ...supportingDocument, Document: { Content: supportingDocument.Document.Content } },
      'request.Document.FileName',
    ],
    [
      'content that is not base64',
      { ...supportingDocument, Document: { ...supportingDocument.Document, Content: '%%%%' } },
      'request.Document.Content',
    ],
    [
      'a PNG named .tif (issue 31 item 13)',
      {
        ...supportingDocument,
        Document: { FileName: 'paystubs.tif', Content: sampleFileBase64('.png') },
      },
      'request.Document.Content',
    ],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_, json, key) => {
    const sandbox = createTestSandbox();
    const id = await submitApplication(sandbox);
    const { status, body } = await post(
      sandbox,
      'dealer.user',
      `/v3/api/applications/${id}/supportingDocuments`,
      json,
    );
    expect(status).toBe(400);
    expect(Object.keys((body as { ModelState: object }).ModelState)).toEqual([key]);
    expect(documentRows(sandbox)).toEqual([]);
  });

  it('answers 413 for a file over 30 MB', async () => {
    const sandbox = createTestSandbox();
    const id = await submitApplication(sandbox);
    const { status, body } = await post(
      sandbox,
      'dealer.user',
      `/v3/api/applications/${id}/supportingDocuments`,
      {
        ...supportingDocument,
        Document: { FileName: 'scan.tif', Content: base64OfSize(MAX_DOCUMENT_BYTES + 3) },
      },
    );
    expect([status, body]).toEqual([413, { Message: documentTooLargeMessage }]);
    expect(documentRows(sandbox)).toEqual([]);
  });

  it.each([
    ['another dealer’s administrator', 'lakeside.admin', (id: number) => String(id)],
    ['an application that does not exist', 'dealer.user', (id: number) => String(id + 1000)],
    ['a non-numeric id', 'dealer.user', () => 'latest'],
  ])('answers 404 to %s, listing and uploading', async (_, username, pathId) => {
    const sandbox = createTestSandbox();
    const id = await submitApplication(sandbox);
    const listed = await listDocuments(sandbox, username, pathId(id));
    expect(listed.status).toBe(404);
    const uploaded = await post(
      sandbox,
      username,
      `/v3/api/applications/${pathId(id)}/supportingDocuments`,
      supportingDocument,
    );
    expect(uploaded.status).toBe(404);
    expect(documentRows(sandbox)).toEqual([]);
  });

  it('lets the read-only sales representative list but not upload', async () => {
    const sandbox = createTestSandbox();
    const id = await submitApplication(sandbox);
    expect((await listDocuments(sandbox, 'sunrise.rep', id)).status).toBe(200);
    const { status, body } = await post(
      sandbox,
      'sunrise.rep',
      `/v3/api/applications/${id}/supportingDocuments`,
      supportingDocument,
    );
    expect(status).toBe(403);
    expect(body).toEqual({ Message: 'This endpoint has been disabled for the current user.' });
  });

  it('refuses both once the dealer has missed its attestation window', async () => {
    const sandbox = createTestSandbox();
    const id = await submitApplication(sandbox);
    sandbox.advance(60 * 24 * 60 * 60 * 1000);
    const listed = await listDocuments(sandbox, 'dealer.user', id);
    expect(listed).toEqual({ status: 403, body: { Message: expect.stringMatching(/attest/) } });
    const uploaded = await post(
      sandbox,
      'dealer.user',
      `/v3/api/applications/${id}/supportingDocuments`,
      supportingDocument,
    );
    expect(uploaded.status).toBe(403);
  });
});

describe('an uploaded file is what its name says (issue 31 item 13)', () => {
  it.each([
    ['HTML named .pdf', disguisedFiles.htmlAsPdf],
    ['a program named .jpg', disguisedFiles.programAsJpg],
    ['SVG named .png', disguisedFiles.svgAsPng],
  ])(
    'refuses %s with a 400 on Document.Content naming the file, storing nothing',
    async (_, file) => {
      const sandbox = createTestSandbox();
      const { status, body } = await post(
        sandbox,
        'sunrise.admin',
        '/v3/api/dealers/101/dealerDocuments',
        {
          ...dealerDocument,
          Document: { FileName: file.name, Content: Buffer.from(file.bytes).toString('base64') },
        },
      );
      expect(status).toBe(400);
      expect(body).toEqual({
        Message: 'The request is invalid.',
        ModelState: {
          'request.Document.Content': [expect.stringContaining(`${file.name} is not a`)],
        },
      });
      expect(documentRows(sandbox)).toHaveLength(0);
    },
  );

  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\windows\\w9.pdf', 'w9.pdf'],
    ['/tmp/./scan.pdf', 'scan.pdf'],
  ])('stores the file name %j as %j', async (fileName, stored) => {
    const sandbox = createTestSandbox();
    const { status } = await post(sandbox, 'sunrise.admin', '/v3/api/dealers/101/dealerDocuments', {
      ...dealerDocument,
      Document: { FileName: fileName, Content: sampleFileBase64('.pdf') },
    });
    expect(status).toBe(200);
    expect(documentRows(sandbox)[0]?.file_name).toBe(stored);
  });

  // Hidden characters are refused in every text field (item 16); the uploader sends the name
  // without them (safeFileName), so a dealer's file with such a name still goes.
  it.each(['invoice\u202Efdp.pdf', 'w9\u0007.pdf'])(
    'refuses the file name %j with a 400 naming it, storing nothing',
    async (fileName) => {
      const sandbox = createTestSandbox();
      const { status, body } = await post(
        sandbox,
        'sunrise.admin',
        '/v3/api/dealers/101/dealerDocuments',
        { ...dealerDocument, Document: { FileName: fileName, Content: sampleFileBase64('.pdf') } },
      );
      expect(status).toBe(400);
      expect(Object.keys((body as { ModelState: object }).ModelState)).toEqual([
        'request.Document.FileName',
      ]);
      expect(documentRows(sandbox)).toHaveLength(0);
    },
  );
});

describe('a database file (issue 31 item 14)', () => {
  it('has the document worker store the file through its own connection, before the 200', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sandbox-documents-'));
    try {
      const sandbox = createTestSandbox(undefined, { path: join(folder, 'sandbox.db') });
      const { status } = await post(
        sandbox,
        'sunrise.admin',
        '/v3/api/dealers/101/dealerDocuments',
        {
          ...dealerDocument,
          Document: { FileName: '../w9.pdf', Content: sampleFileBase64('.pdf') },
        },
      );
      expect(status).toBe(200);
      expect(documentRows(sandbox)).toMatchObject([
        { dealer_id: 101, file_name: 'w9.pdf', content: sampleFileBytes('.pdf'), uploaded_by: 2 },
      ]);
      sandbox.db.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
