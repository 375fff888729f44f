import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  dealerDocumentBaseSchema,
  dealerDocumentRequestSchema,
  decodedBase64Bytes,
  documentTooLarge,
  MAX_DOCUMENT_BYTES,
  normaliseDocumentSpellings,
  stripDataUrlPrefix,
  supportingDocumentRequestSchema,
} from './document-requests.ts';
import { sampleFileBase64 } from './fixtures/file-content.test-support.ts';

/** The fields with issues, each once. */
const paths = (result: ReturnType<typeof safeParse>) =>
  result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))];

const pdf = Buffer.from('%PDF-1.4\n%demo\n').toString('base64');

const dealerDocument = {
  DocumentName: 'W-9 2026',
  Description: 'Signed W-9 for the current year',
  ViewDocumentType: 'dealerDocument',
  Document: { FileName: 'w9-2026.pdf', Content: pdf },
};
type Body = typeof dealerDocument;
const withFile = (document: Partial<Body['Document']> & Record<string, unknown>) => ({
  ...dealerDocument,
  Document: { ...dealerDocument.Document, ...document },
});
const without = (field: keyof Body) => {
  const copy: Partial<Body> = { ...dealerDocument };
  delete copy[field];
  return copy;
};

/**
 * Base64 of a PDF of exactly `bytes` bytes (its header, then zero bytes), built without
 * allocating the file.
 */
const zeroBytesBase64 = (bytes: number) =>
  'JVBERi0x' + 'A'.repeat(4 * Math.floor(bytes / 3) - 8) + ['', 'AA==', 'AAA='][bytes % 3];

describe('dealer document body', () => {
  it.each<[string, unknown, string[]]>([
    ['a complete document', dealerDocument, []],
    ['DocumentName missing', without('DocumentName'), ['DocumentName']],
    ['DocumentName blank', { ...dealerDocument, DocumentName: ' ' }, ['DocumentName']],
    ['Description missing', without('Description'), ['Description']],
    ['ViewDocumentType missing', without('ViewDocumentType'), ['ViewDocumentType']],
    [
      'ViewDocumentType general',
      { ...dealerDocument, ViewDocumentType: 'general' },
      ['ViewDocumentType'],
    ],
    ['Document missing', without('Document'), ['Document']],
    ['FileName missing', withFile({ FileName: undefined }), ['Document.FileName']],
    ['FileName without an extension', withFile({ FileName: 'w9' }), ['Document.FileName']],
    [
      'a .tif (supporting documents only)',
      withFile({ FileName: 'scan.tif' }),
      ['Document.FileName'],
    ],
    ['a .exe', withFile({ FileName: 'setup.exe' }), ['Document.FileName']],
    ['a .pdf.exe', withFile({ FileName: 'w9.pdf.exe' }), ['Document.FileName']],
    [
      'an upper-case extension',
      withFile({ FileName: 'PHOTO.JPEG', Content: sampleFileBase64('.jpeg') }),
      [],
    ],
    ...['.gif', '.jpg', '.jpeg', '.tiff', '.pdf', '.docx', '.png', '.bmp'].map(
      (extension): [string, unknown, string[]] => [
        `a ${extension}`,
        withFile({ FileName: `file${extension}`, Content: sampleFileBase64(extension) }),
        [],
      ],
    ),
    ['Content missing', withFile({ Content: undefined }), ['Document.Content']],
    ['Content empty', withFile({ Content: '' }), ['Document.Content']],
    ['Content not base64', withFile({ Content: 'not base64!' }), ['Document.Content']],
    ['Content cut short', withFile({ Content: pdf.slice(0, -1) }), ['Document.Content']],
    [
      'Content with line breaks',
      withFile({ Content: `${pdf.slice(0, 8)}\r\n${pdf.slice(8)}` }),
      [],
    ],
    ['Content as a data URL', withFile({ Content: `data:application/pdf;base64,${pdf}` }), []],
  ])('%s', (_name, body, invalid) => {
    expect(paths(safeParse(dealerDocumentRequestSchema, body))).toEqual(invalid);
  });

  it('sends bare base64: a data-URL prefix is stripped', () => {
    const result = safeParse(
      dealerDocumentRequestSchema,
      withFile({ Content: `data:image/png;base64,${pdf}` }),
    );
    expect(result.success && result.data.Document.Content).toBe(pdf);
  });

  it('normaliseDocumentSpellings accepts the sample spelling Document.Filename', () => {
    const body = withFile({ FileName: undefined, Filename: 'a.pdf' });
    const result = safeParse(dealerDocumentRequestSchema, normaliseDocumentSpellings(body));
    expect(result.success && result.data.Document.FileName).toBe('a.pdf');
    expect(normaliseDocumentSpellings(null)).toBeNull();
    expect(normaliseDocumentSpellings({ Document: 'x' })).toEqual({ Document: 'x' });
  });

  const messages = (result: ReturnType<typeof safeParse>) =>
    result.success ? [] : result.error.issues.map((issue) => issue.message);

  it.each<[string, unknown, string[]]>([
    [
      'the sample spelling without normalising',
      { ...dealerDocument, Document: { Filename: 'a.png', Content: pdf } },
      ['File name is required', 'File: unknown field Filename'],
    ],
    [
      'both spellings, even normalised',
      normaliseDocumentSpellings(withFile({ Filename: 'other.png' })),
      ['File: unknown field Filename'],
    ],
    [
      'a field the spec does not list',
      { ...dealerDocument, DocumentId: 4 },
      ['Dealer document: unknown field DocumentId'],
    ],
  ])('requests are strict: %s', (_name, body, expected) => {
    expect(messages(safeParse(dealerDocumentRequestSchema, body))).toEqual(expected);
  });
});

describe('supporting document body', () => {
  const supporting = { ...dealerDocument, ViewDocumentType: 'general' };

  it.each<[string, unknown, string[]]>([
    ['general', supporting, []],
    ['paperwork', { ...supporting, ViewDocumentType: 'paperwork' }, []],
    ['dealerDocument', { ...supporting, ViewDocumentType: 'dealerDocument' }, []],
    ['an unknown type', { ...supporting, ViewDocumentType: 'contract' }, ['ViewDocumentType']],
    [
      'a .tif',
      { ...supporting, Document: { FileName: 'scan.TIF', Content: sampleFileBase64('.tif') } },
      [],
    ],
    [
      'a .txt',
      { ...supporting, Document: { FileName: 'notes.txt', Content: pdf } },
      ['Document.FileName'],
    ],
  ])('%s', (_name, body, invalid) => {
    expect(paths(safeParse(supportingDocumentRequestSchema, body))).toEqual(invalid);
  });
});

describe('document size', () => {
  it.each<[string, string]>([
    ['', ''],
    ['one byte', 'QQ=='],
    ['two bytes', 'QUI='],
    ['three bytes', 'QUJD'],
    ['a PDF', pdf],
    ['binary', Buffer.from([0, 255, 128, 7, 9]).toString('base64')],
  ])('decodedBase64Bytes counts %s without decoding', (_name, content) => {
    expect(decodedBase64Bytes(content)).toBe(Buffer.from(content, 'base64').length);
  });

  it('ignores a data-URL prefix and line breaks', () => {
    expect(
      decodedBase64Bytes(`data:application/pdf;base64,${pdf.slice(0, 4)}\n${pdf.slice(4)}`),
    ).toBe(Buffer.from(pdf, 'base64').length);
    expect(stripDataUrlPrefix(`data:image/png;base64,${pdf}`)).toBe(pdf);
    expect(stripDataUrlPrefix(pdf)).toBe(pdf);
  });

  it('allows exactly 30 MB and refuses one byte more, on the decoded size', () => {
    const atLimit = zeroBytesBase64(MAX_DOCUMENT_BYTES);
    const overLimit = zeroBytesBase64(MAX_DOCUMENT_BYTES + 1);
    expect(decodedBase64Bytes(atLimit)).toBe(MAX_DOCUMENT_BYTES);
    expect(decodedBase64Bytes(overLimit)).toBe(MAX_DOCUMENT_BYTES + 1);

    expect(documentTooLarge(withFile({ Content: atLimit }))).toBe(false);
    expect(paths(safeParse(dealerDocumentRequestSchema, withFile({ Content: atLimit })))).toEqual(
      [],
    );

    const tooLarge = withFile({ Content: overLimit });
    expect(documentTooLarge(tooLarge)).toBe(true);
    expect(paths(safeParse(dealerDocumentRequestSchema, tooLarge))).toEqual(['Document.Content']);
    // The base object leaves size to the separate rule, so the sandbox can answer 413 for it.
    expect(paths(safeParse(dealerDocumentBaseSchema, tooLarge))).toEqual([]);
  });

  it.each([null, 'text', {}, { Document: null }, { Document: { Content: 42 } }])(
    'documentTooLarge(%j) is false for a body without content',
    (body) => {
      expect(documentTooLarge(body)).toBe(false);
    },
  );
});
