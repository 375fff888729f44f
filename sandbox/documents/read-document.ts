import {
  dealerDocumentRequestSchema,
  documentTooLarge,
  normaliseDocumentSpellings,
  supportingDocumentRequestSchema,
} from '../../src/schemas/document-requests.ts';
import { SIGNED_PAPER_EXTENSIONS } from '../../src/schemas/document-files.ts';
import type { SupportingDocumentType } from '../../src/schemas/enums.ts';
import { safeFileName } from '../../src/schemas/file-content.ts';
import { checkBody, modelStateError, parseJsonText } from '../body.ts';

/** Which upload a body is for: a dealer's document, or an application's supporting document. */
export type DocumentUploadKind = 'dealer' | 'application';

/** What the body gives of the document row: its fields, and the file decoded. */
export type ReadDocument = {
  name: string;
  description: string;
  category: SupportingDocumentType;
  /** The file's name as stored and listed (safeFileName). */
  fileName: string;
  content: Uint8Array;
};

export type DocumentReadResult =
  { ok: true; document: ReadDocument } | { ok: false; status: 400 | 413; json: unknown };

/**
 * A `paperwork` upload is the signed paper contract the lender reviews (docs/decisions/0038):
 * it must be pages the lender can read, for paperwork that was downloaded to sign on paper.
 * The content check against the name has run already; this adds what the review needs.
 */
function signedPaperIssue(
  fileName: string,
  content: Uint8Array,
  paperAwaited: boolean,
): { field: string; message: string } | undefined {
  if (!paperAwaited) {
    return {
      field: 'request.ViewDocumentType',
      message:
        'A paperwork document is the signed paper contract: this application has no paperwork downloaded to sign on paper that is waiting for signatures.',
    };
  }
  if (content.byteLength === 0) {
    return { field: 'request.Document.Content', message: 'The file is empty.' };
  }
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot).toLowerCase();
  if (!(SIGNED_PAPER_EXTENSIONS as readonly string[]).includes(extension)) {
    return {
      field: 'request.Document.FileName',
      message: `The lender cannot read ${fileName} as signed pages: send a PDF, JPEG or PNG.`,
    };
  }
  return undefined;
}

export const documentTooLargeMessage =
  'The file is larger than 30 MB, the most the service accepts for a document.';

/**
 * A document upload's raw body, read: JSON, then its size first, so a file over 30 MB answers
 * 413 whatever else is wrong with it, then every field rule, the file's content against its
 * name included (400 naming the field), then the file decoded; `paperAwaited` says whether a
 * signed paper contract (`paperwork`) is awaited for the application. The sample spelling
 * `Document.Filename` is accepted. Tens of megabytes of work: it runs in the document worker.
 */
export function readDocument(
  kind: DocumentUploadKind,
  bytes: Uint8Array,
  paperAwaited = false,
): DocumentReadResult {
  const json = parseJsonText(new TextDecoder().decode(bytes));
  if (!json.ok) return { ok: false, status: 400, json: modelStateError(json.modelState) };
  if (documentTooLarge(json.data)) {
    return { ok: false, status: 413, json: { Message: documentTooLargeMessage } };
  }
  const schema = kind === 'dealer' ? dealerDocumentRequestSchema : supportingDocumentRequestSchema;
  const body = checkBody(schema, normaliseDocumentSpellings(json.data));
  if (!body.ok) return { ok: false, status: 400, json: modelStateError(body.modelState) };
  const { DocumentName, Description, ViewDocumentType, Document } = body.data;
  const content = Buffer.from(Document.Content, 'base64');
  const paperIssue =
    ViewDocumentType === 'paperwork'
      ? signedPaperIssue(Document.FileName, content, paperAwaited)
      : undefined;
  if (paperIssue) {
    return {
      ok: false,
      status: 400,
      json: modelStateError({ [paperIssue.field]: [paperIssue.message] }),
    };
  }
  return {
    ok: true,
    document: {
      name: DocumentName,
      description: Description,
      category: ViewDocumentType,
      fileName: safeFileName(Document.FileName),
      content,
    },
  };
}
