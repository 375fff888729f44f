import { describe, expect, it } from 'vitest';
import { documentBody } from '../schemas/document-files.ts';
import { documentRequestBlob, documentUploadPath } from './document-uploads.ts';

const details = {
  documentName: 'Pay stub',
  description: 'A recent pay stub',
  category: 'general' as const,
  fileName: 'stub.pdf',
};

async function parsed(blob: Blob): Promise<unknown> {
  return JSON.parse(await blob.text());
}

describe('documentRequestBlob (the body without stringifying the file on the page)', () => {
  it('is exactly the JSON of the body with the base64 as Document.Content', async () => {
    const blob = documentRequestBlob(
      documentBody('application', { ...details, content: '' }),
      new Blob(['Zm9vYmFy']),
    );
    expect(blob.type).toBe('application/json');
    expect(await parsed(blob)).toEqual(
      documentBody('application', { ...details, content: 'Zm9vYmFy' }),
    );
  });

  it('is not fooled by a description or name that spells the slot', async () => {
    const tricky = {
      ...details,
      documentName: 'x","Content":"',
      description: '"Content":"" and \\"Content\\":""',
      fileName: 'a"Content":"".pdf',
    };
    const blob = documentRequestBlob(
      documentBody('dealer', { ...tricky, content: '' }),
      new Blob(['QUJD']),
    );
    expect(await parsed(blob)).toEqual(documentBody('dealer', { ...tricky, content: 'QUJD' }));
  });

  it('an empty Blob gives an empty Content (the checks refuse empty files before this)', async () => {
    const blob = documentRequestBlob(
      documentBody('application', { ...details, content: '' }),
      new Blob([]),
    );
    expect(await parsed(blob)).toMatchObject({ Document: { FileName: 'stub.pdf', Content: '' } });
  });
});

describe('documentUploadPath', () => {
  it('names the application or the dealer', () => {
    expect(documentUploadPath({ kind: 'application', applicationId: 5 })).toBe(
      '/v3/api/applications/5/supportingDocuments',
    );
    expect(documentUploadPath({ kind: 'dealer', dealerId: 7 })).toBe(
      '/v3/api/dealers/7/dealerDocuments',
    );
  });
});
