import type { QueryClient } from '@tanstack/react-query';
import type { DocumentKind } from '../schemas/document-files.ts';
import { documentKeys } from './documents.ts';

/** Where a document goes: an application's supporting documents, or a dealer's documents (v3). */
export type UploadTarget =
  { kind: 'application'; applicationId: number } | { kind: 'dealer'; dealerId: number };

export function documentKindOf(target: UploadTarget): DocumentKind {
  return target.kind;
}

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
    await queryClient.invalidateQueries({ queryKey: documentKeys.list(target.applicationId) });
  }
}
