import { describe, expect, it } from 'vitest';
import {
  MAX_DOCUMENT_BYTES,
  supportingDocumentRequestSchema,
  dealerDocumentRequestSchema,
} from './document-requests.ts';
import { documentBody, documentCategoriesFor, documentFileIssues } from './document-files.ts';
import { safeParse } from 'zod/mini';

const file = (name: string, size = 10) => ({ name, size });

describe('documentFileIssues: checks before anything is read', () => {
  it.each([
    'a.pdf',
    'b.PNG',
    'c.jpeg',
    'd.JPG',
    'e.tiff',
    'f.docx',
    'g.bmp',
    'h.gif',
    'scan.tif',
    'SCAN.TIF',
  ])('application accepts %s', (name) =>
    expect(documentFileIssues(file(name), 'application')).toEqual([]),
  );
  it.each(['a.pdf', 'b.TIFF', 'c.docx'])('dealer accepts %s', (name) =>
    expect(documentFileIssues(file(name), 'dealer')).toEqual([]),
  );
  it('dealer refuses .tif and .TIF (only supporting documents add it)', () => {
    expect(documentFileIssues(file('scan.tif'), 'dealer')[0]).toMatch(/\.tif files cannot be sent/);
    expect(documentFileIssues(file('SCAN.TIF'), 'dealer')[0]).toMatch(/\.tif files cannot be sent/);
  });
  it.each(['setup.exe', 'notes.txt', 'archive.pdf.zip', 'README'])('both refuse %s', (name) => {
    expect(documentFileIssues(file(name), 'application')).toHaveLength(1);
    expect(documentFileIssues(file(name), 'dealer')).toHaveLength(1);
  });
  it('.exe is named in the message with what is accepted', () => {
    expect(documentFileIssues(file('setup.exe'), 'application')).toEqual([
      '.exe files cannot be sent. Accepted: .gif .jpg .jpeg .tiff .pdf .docx .png .bmp .tif.',
    ]);
  });
  it('exactly 30 MB is accepted; 30 MB + 1 byte is refused', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(31_457_280);
    expect(documentFileIssues(file('big.pdf', MAX_DOCUMENT_BYTES), 'application')).toEqual([]);
    expect(documentFileIssues(file('big.pdf', MAX_DOCUMENT_BYTES + 1), 'dealer')).toEqual([
      'The file is larger than 30 MB.',
    ]);
  });
  it('an empty file is refused; one byte is fine', () => {
    expect(documentFileIssues(file('blank.pdf', 0), 'application')).toEqual(['The file is empty.']);
    expect(documentFileIssues(file('one.pdf', 1), 'application')).toEqual([]);
  });
  it('several refusals at once are all listed', () => {
    expect(documentFileIssues(file('empty.exe', 0), 'application')).toHaveLength(2);
  });
});

describe('documentCategoriesFor and documentBody', () => {
  it('application categories leave out dealerDocument; dealer has only dealerDocument', () => {
    expect(documentCategoriesFor('application')).toEqual(['general', 'paperwork']);
    expect(documentCategoriesFor('dealer')).toEqual(['dealerDocument']);
  });
  it('builds bodies the request schemas accept', () => {
    const details = {
      documentName: ' Pay stub ',
      description: 'October',
      category: 'paperwork' as const,
      fileName: 'stub.pdf',
      content: 'JVBERi0x',
    };
    const application = documentBody('application', details);
    expect(application).toEqual({
      DocumentName: 'Pay stub',
      Description: 'October',
      ViewDocumentType: 'paperwork',
      Document: { FileName: 'stub.pdf', Content: 'JVBERi0x' },
    });
    expect(safeParse(supportingDocumentRequestSchema, application).success).toBe(true);
    const dealer = documentBody('dealer', details);
    expect(dealer.ViewDocumentType).toBe('dealerDocument');
    expect(safeParse(dealerDocumentRequestSchema, dealer).success).toBe(true);
  });
  it('an empty document name is refused by the request schema', () => {
    const body = documentBody('application', {
      documentName: '  ',
      description: 'x',
      category: 'general',
      fileName: 'a.pdf',
      content: 'Zm9v',
    });
    expect(safeParse(supportingDocumentRequestSchema, body).success).toBe(false);
  });
});

describe('the signed paper contract (category paperwork)', () => {
  it('accepts a PDF scan or photos of the pages', () => {
    for (const name of ['signed.pdf', 'page.JPG', 'page.jpeg', 'page.png']) {
      expect(documentFileIssues({ name, size: 10 }, 'application', 'paperwork')).toEqual([]);
    }
  });

  it('refuses what the lender cannot read as pages, saying what it accepts', () => {
    expect(
      documentFileIssues({ name: 'signed.docx', size: 10 }, 'application', 'paperwork'),
    ).toEqual(['.docx files cannot be sent. Accepted: .pdf .jpg .jpeg .png.']);
    expect(documentFileIssues({ name: 'signed.docx', size: 10 }, 'application')).toEqual([]);
  });
});
