import { safeParse } from 'zod/mini';
import { SUPPORTING_DOCUMENT_TYPES, type SupportingDocumentType } from './enums.ts';
import {
  DEALER_DOCUMENT_EXTENSIONS,
  MAX_DOCUMENT_BYTES,
  SUPPORTING_DOCUMENT_EXTENSIONS,
  dealerDocumentRequestSchema,
  supportingDocumentRequestSchema,
  type DealerDocumentBody,
  type SupportingDocumentBody,
} from './document-requests.ts';

/**
 * The checks a chosen file meets before anything of it is read (ARCHITECTURE.md, "Decided":
 * uploads), and the body built from it. Only name and size are needed, so a 2 GB file is
 * refused without being loaded.
 */
export type DocumentKind = 'application' | 'dealer';

/**
 * A `paperwork` document is the signed paper contract, which the lender reviews as pages: a
 * PDF scan or photos (docs/decisions/0038). The sandbox refuses anything else for it.
 */
export const SIGNED_PAPER_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;

/** The extensions a document may have; `category` narrows them for the signed paper contract. */
export function documentExtensionsFor(
  kind: DocumentKind,
  category?: SupportingDocumentType,
): readonly string[] {
  if (category === 'paperwork') return SIGNED_PAPER_EXTENSIONS;
  return kind === 'dealer' ? DEALER_DOCUMENT_EXTENSIONS : SUPPORTING_DOCUMENT_EXTENSIONS;
}

/** Application documents: every SupportingDocumentTypeEnum value except `dealerDocument`. */
export function documentCategoriesFor(kind: DocumentKind): readonly SupportingDocumentType[] {
  return kind === 'dealer'
    ? ['dealerDocument']
    : SUPPORTING_DOCUMENT_TYPES.filter((type) => type !== 'dealerDocument');
}

export const MAX_DOCUMENT_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

/** What the drop area says it accepts. */
export function acceptedFilesText(kind: DocumentKind, category?: SupportingDocumentType): string {
  return `Accepted: ${documentExtensionsFor(kind, category).join(' ')}; up to ${MAX_DOCUMENT_MB} MB each.`;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** Every reason this file cannot be sent; empty when it can. */
export function documentFileIssues(
  file: { name: string; size: number },
  kind: DocumentKind,
  category?: SupportingDocumentType,
): string[] {
  const issues: string[] = [];
  const extensions = documentExtensionsFor(kind, category);
  const extension = extensionOf(file.name);
  if (!extensions.includes(extension)) {
    issues.push(
      `${extension ? `${extension} files` : 'Files without an extension'} cannot be sent. Accepted: ${extensions.join(' ')}.`,
    );
  }
  if (file.size === 0) issues.push('The file is empty.');
  else if (file.size > MAX_DOCUMENT_BYTES) {
    issues.push(`The file is larger than ${MAX_DOCUMENT_MB} MB.`);
  }
  return issues;
}

export interface DocumentDetails {
  documentName: string;
  description: string;
  category: SupportingDocumentType;
  fileName: string;
  /** Bare base64. */
  content: string;
}

/** The request body of either upload; the dealer's category is always `dealerDocument`. */
export function documentBody(
  kind: DocumentKind,
  details: DocumentDetails,
): SupportingDocumentBody | DealerDocumentBody {
  const common = {
    DocumentName: details.documentName.trim(),
    Description: details.description.trim(),
    Document: { FileName: details.fileName, Content: details.content },
  };
  return kind === 'dealer'
    ? { ...common, ViewDocumentType: 'dealerDocument' }
    : { ...common, ViewDocumentType: details.category };
}

export type DocumentDetailsIssues = Partial<Record<'documentName' | 'description', string>>;

/**
 * The document name and description checked by the request schema itself (one source of the
 * rules), before the file is read: a placeholder stands in for the content.
 */
export function documentDetailsIssues(
  kind: DocumentKind,
  details: Omit<DocumentDetails, 'content'>,
): DocumentDetailsIssues {
  const body = documentBody(kind, { ...details, content: 'AAAA' });
  const schema = kind === 'dealer' ? dealerDocumentRequestSchema : supportingDocumentRequestSchema;
  const parsed = safeParse(schema, body);
  const issues: DocumentDetailsIssues = {};
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    const field =
      issue.path[0] === 'DocumentName'
        ? 'documentName'
        : issue.path[0] === 'Description'
          ? 'description'
          : undefined;
    if (field && !issues[field]) issues[field] = issue.message;
  }
  return issues;
}
