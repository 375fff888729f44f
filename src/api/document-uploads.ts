import type { QueryClient } from '@tanstack/react-query';
import type { DealerDocumentBody, SupportingDocumentBody } from '../schemas/document-requests.ts';
import { documentMutationKeys } from './documents.ts';
import { invalidate } from './invalidate.ts';

/** Where a document goes: an application's supporting documents, or a dealer's documents (v3). */
export type UploadTarget =
  { kind: 'application'; applicationId: number } | { kind: 'dealer'; dealerId: number };

export function documentUploadPath(target: UploadTarget): string {
  return target.kind === 'application'
    ? `/v3/api/applications/${target.applicationId}/supportingDocuments`
    : `/v3/api/dealers/${target.dealerId}/dealerDocuments`;
}

/** After a 2xx: the application's list refreshes; nothing lists dealer documents. */
export async function afterDocumentUploaded(
  queryClient: QueryClient,
  target: UploadTarget,
): Promise<void> {
  if (target.kind === 'application') {
    await invalidate(queryClient, documentMutationKeys.upload(target.applicationId));
  }
}

/** Where the file goes in the body's JSON text; the key is unique (see below). */
const CONTENT_SLOT = '"Content":""';

/**
 * The request body as JSON text with the file's base64 (a Blob from the encoder) in
 * Document.Content. JSON.stringify of 40 MB of base64 blocks the page for about a second, so
 * the small rest is stringified and the Blob goes in between, by reference. Base64 needs no
 * escaping in JSON, and in JSON text a quote inside a string is always escaped, so the slot
 * `"Content":""` can only be the Document's own key.
 */
export function documentRequestBlob(
  body: SupportingDocumentBody | DealerDocumentBody,
  content: Blob,
): Blob {
  const text = JSON.stringify({ ...body, Document: { ...body.Document, Content: '' } });
  const at = text.indexOf(CONTENT_SLOT);
  const split = at + CONTENT_SLOT.length - 1;
  return new Blob([text.slice(0, split), content, text.slice(split)], {
    type: 'application/json',
  });
}
