import * as z from 'zod/mini';
import { SUPPORTING_DOCUMENT_TYPES } from './enums.ts';
import { base64Probe, fileContentIssue, safeFileName } from './file-content.ts';
import { requiredLines, requiredText, renameField } from './request-fields.ts';
import { refineAt, strictRequestObject } from './refine-at.ts';
import { CHOSEN_LIMITS } from './limits.ts';

/**
 * Dealer document (`POST /v3/api/dealers/{dealerId}/dealerDocuments`) and supporting document
 * (`POST /v3/api/applications/{applicationId}/supportingDocuments`) bodies (spec, "Dealers
 * (v3)", "Supporting documents (v3)", Limits).
 */

export const DEALER_DOCUMENT_EXTENSIONS = [
  '.gif',
  '.jpg',
  '.jpeg',
  '.tiff',
  '.pdf',
  '.docx',
  '.png',
  '.bmp',
] as const;
export const SUPPORTING_DOCUMENT_EXTENSIONS = [...DEALER_DOCUMENT_EXTENSIONS, '.tif'] as const;

/** "at most 30MB": the limit applies to the file, i.e. the decoded content. */
export const MAX_DOCUMENT_BYTES = 30 * 1024 * 1024;

const DATA_URL_PREFIX = /^data:[^,]*;base64,/i;

/**
 * Content is bare base64 (ARCHITECTURE.md, "Decided"): a FileReader data URL loses its
 * `data:<type>;base64,` prefix.
 */
export function stripDataUrlPrefix(content: string): string {
  return content.replace(DATA_URL_PREFIX, '');
}

function bareBase64(content: string): string {
  return stripDataUrlPrefix(content).replace(/\s+/g, '');
}

function isBase64(content: string): boolean {
  const bare = bareBase64(content);
  return bare.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(bare);
}

/**
 * The size of the file a base64 text encodes, from its length and padding, without decoding
 * (the content may be tens of megabytes). Line breaks and a data-URL prefix are not counted.
 */
export function decodedBase64Bytes(content: string): number {
  const bare = bareBase64(content);
  const padding = bare.endsWith('==') ? 2 : bare.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((bare.length * 3) / 4) - padding);
}

function hasExtension(fileName: string, extensions: readonly string[]): boolean {
  const lower = fileName.toLowerCase();
  return extensions.some((extension) => lower.endsWith(extension));
}

/** The file is what its name says (file-content.ts), checked when name and content are well formed. */
function contentMatchesName(extensions: readonly string[]) {
  return refineAt(
    (file: { FileName: string; Content: string }) => file,
    (file) => {
      if (!hasExtension(file.FileName, extensions) || !isBase64(file.Content)) return [];
      const { head, tail } = base64Probe(bareBase64(file.Content));
      const issue = fileContentIssue(safeFileName(file.FileName), head, tail);
      return issue ? [{ path: ['Content'], message: issue }] : [];
    },
  );
}

function documentSchema(extensions: readonly string[]) {
  return strictRequestObject('File', {
    FileName: requiredText('File name', CHOSEN_LIMITS.fileName).check(
      z.refine((name) => hasExtension(name, extensions), {
        error: `File name: the file must be one of ${extensions.join(' ')}`,
      }),
    ),
    Content: z.pipe(
      z.string({ error: 'File content is required' }).check(
        z.refine((content) => bareBase64(content).length > 0, 'File content is required'),
        z.refine(isBase64, 'File content must be base64 encoded'),
      ),
      z.transform(stripDataUrlPrefix),
    ),
  }).check(contentMatchesName(extensions));
}

const documentTextFields = {
  DocumentName: requiredText('Document name', CHOSEN_LIMITS.label),
  Description: requiredLines('Description', CHOSEN_LIMITS.description),
};

export const dealerDocumentBaseSchema = strictRequestObject('Dealer document', {
  ...documentTextFields,
  ViewDocumentType: z.literal('dealerDocument', {
    error: 'Document type must be dealerDocument for dealer documents',
  }),
  Document: documentSchema(DEALER_DOCUMENT_EXTENSIONS),
});
export type DealerDocumentBody = z.infer<typeof dealerDocumentBaseSchema>;

export const supportingDocumentBaseSchema = strictRequestObject('Supporting document', {
  ...documentTextFields,
  ViewDocumentType: z.enum(SUPPORTING_DOCUMENT_TYPES, {
    error: `Document type: choose one of ${SUPPORTING_DOCUMENT_TYPES.join(', ')}`,
  }),
  Document: documentSchema(SUPPORTING_DOCUMENT_EXTENSIONS),
});
export type SupportingDocumentBody = z.infer<typeof supportingDocumentBaseSchema>;

/**
 * Whether the body's file is over the limit. Kept apart from the other rules so the sandbox
 * can answer 413 for size and 400 for everything else.
 */
export function documentTooLarge(body: unknown): boolean {
  const content = (body as { Document?: { Content?: unknown } } | null)?.Document?.Content;
  return typeof content === 'string' && decodedBase64Bytes(content) > MAX_DOCUMENT_BYTES;
}

/** The size rule as a check; it needs no context. */
export const refineDocumentSize = refineAt(
  (body: { Document: { Content: string } }) => body,
  (body) =>
    documentTooLarge(body)
      ? [{ path: ['Document', 'Content'], message: 'File must be at most 30 MB' }]
      : [],
);

export const dealerDocumentRequestSchema = dealerDocumentBaseSchema.check(refineDocumentSize);
export const supportingDocumentRequestSchema =
  supportingDocumentBaseSchema.check(refineDocumentSize);

/** Accepts the sample request's spelling `Document.Filename` (ARCHITECTURE.md point 5). */
export function normaliseDocumentSpellings(body: unknown): unknown {
  return renameField(body, ['Document'], 'Filename', 'FileName');
}
