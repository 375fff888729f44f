import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import { dealerDocumentRequestSchema } from './document-requests.ts';
import {
  base64Probe,
  CONTENT_PROBE_BYTES,
  fileContentIssue,
  safeFileName,
} from './file-content.ts';
import {
  disguisedFiles,
  sampleFileBase64,
  sampleFileBytes,
} from './fixtures/file-content.test-support.ts';

const base64 = (bytes: readonly number[] | Uint8Array) => Buffer.from(bytes).toString('base64');

describe('fileContentIssue: the first bytes match the extension', () => {
  it.each(['.pdf', '.jpg', '.jpeg', '.png', '.gif', '.bmp', '.tif', '.tiff', '.docx'])(
    'accepts a real %s, in any letter case',
    (extension) => {
      const bytes = sampleFileBytes(extension);
      expect(fileContentIssue(`file${extension}`, bytes)).toBeUndefined();
      expect(fileContentIssue(`FILE${extension.toUpperCase()}`, bytes)).toBeUndefined();
    },
  );

  it.each([
    ['HTML named .pdf', disguisedFiles.htmlAsPdf, 'is not a PDF'],
    ['a program named .jpg', disguisedFiles.programAsJpg, 'is not a JPEG image'],
    ['SVG named .png', disguisedFiles.svgAsPng, 'is not a PNG image'],
    ['a ZIP without Word parts named .docx', disguisedFiles.zipAsDocx, 'is not a Word document'],
  ])('refuses %s, naming the file', (_, file, says) => {
    const issue = fileContentIssue(file.name, Uint8Array.from(file.bytes));
    expect(issue).toContain(`${file.name} ${says}`);
  });

  it('refuses a PDF named .png and a PNG named .pdf', () => {
    expect(fileContentIssue('scan.png', sampleFileBytes('.pdf'))).toMatch(/scan\.png is not/);
    expect(fileContentIssue('scan.pdf', sampleFileBytes('.png'))).toMatch(/scan\.pdf is not/);
  });

  it('finds the Word parts in the central directory at the end of a large document', () => {
    const head = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('customXml/item1.xml')]);
    const tail = Uint8Array.from(
      Buffer.from('PK\u0001\u0002[Content_Types].xml word/document.xml'),
    );
    expect(fileContentIssue('contract.docx', head, tail)).toBeUndefined();
    expect(fileContentIssue('contract.docx', head, head)).toMatch(/not a Word document/);
  });
});

describe('base64Probe', () => {
  it('decodes only the start and the end of a large file', () => {
    const bytes = new Uint8Array(3 * CONTENT_PROBE_BYTES);
    bytes.set([1, 2, 3]);
    bytes.set([7, 8, 9], bytes.length - 3);
    const { head, tail } = base64Probe(base64(bytes));
    expect([...head.subarray(0, 3)]).toEqual([1, 2, 3]);
    expect([...tail.subarray(-3)]).toEqual([7, 8, 9]);
    expect(head.length).toBeLessThan(CONTENT_PROBE_BYTES + 3);
    expect(tail.length).toBeLessThan(CONTENT_PROBE_BYTES + 3);
  });

  it('reads a small file whole', () => {
    const { head, tail } = base64Probe(sampleFileBase64('.gif'));
    expect(head).toEqual(sampleFileBytes('.gif'));
    expect(tail).toEqual(head);
  });
});

describe('the document request schemas check the content against the name', () => {
  const body = (FileName: string, Content: string) => ({
    DocumentName: 'Statement',
    Description: 'October',
    ViewDocumentType: 'dealerDocument',
    Document: { FileName, Content },
  });

  it('accepts a PDF named .pdf and refuses HTML named .pdf on Document.Content', () => {
    expect(
      safeParse(dealerDocumentRequestSchema, body('a.pdf', sampleFileBase64('.pdf'))).success,
    ).toBe(true);
    const html = safeParse(
      dealerDocumentRequestSchema,
      body('statement.pdf', base64(disguisedFiles.htmlAsPdf.bytes)),
    );
    expect(html.success).toBe(false);
    expect(html.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['Document.Content', expect.stringContaining('statement.pdf is not a PDF')],
    ]);
  });
});

describe('safeFileName', () => {
  it.each([
    ['w9-2026.pdf', 'w9-2026.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['C:\\Users\\ana\\scan.jpg', 'scan.jpg'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['tab\there\u0000.pdf', 'tabhere.pdf'],
    ['\u2067name\u2069.png', 'name.png'],
    ['..', ''],
    ['Pay stub (October).pdf', 'Pay stub (October).pdf'],
  ])('%j is stored and listed as %j', (name, safe) => {
    expect(safeFileName(name)).toBe(safe);
  });
});
