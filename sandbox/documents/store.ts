import type { DatabaseSync } from 'node:sqlite';
import type { SupportingDocumentType } from '../../src/schemas/enums.ts';

/**
 * Dealer documents and supporting documents (spec, "Dealers (v3)", "Supporting documents
 * (v3)"). A dealer document has no application; a supporting document belongs to one. The
 * paperwork step files its generated documents here too, with category `paperwork`, so they
 * appear in the application's list.
 */
export type NewDocument = {
  dealerId: number;
  applicationId: number | null;
  name: string;
  description: string;
  category: SupportingDocumentType;
  fileName: string;
  /** The file itself, decoded. */
  content: Uint8Array;
  /** ISO 8601 instant in UTC. */
  uploadedAt: string;
  /** Null for a document the service made itself. */
  uploadedBy: number | null;
};

/** Stores a document and returns its id. */
export function insertDocument(db: DatabaseSync, document: NewDocument): number {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO documents (dealer_id, application_id, name, description, category, file_name,
         content, size, uploaded_at, uploaded_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      document.dealerId,
      document.applicationId,
      document.name,
      document.description,
      document.category,
      document.fileName,
      document.content,
      document.content.byteLength,
      document.uploadedAt,
      document.uploadedBy,
    );
  return Number(lastInsertRowid);
}

/** Who "uploaded" a document the service made itself. */
export const serviceUploaderName = 'System';

type ListedRow = { name: string; uploaded_at: string; username: string | null; category: string };

/**
 * `GET /v3/api/applications/{applicationId}/supportingDocuments`: oldest first. The record has
 * no id or URL (spec, "Supporting document record"), so the file itself is not read here.
 * UploadUserName is the uploader's Username, as the field's name says.
 */
export function listSupportingDocuments(db: DatabaseSync, applicationId: number) {
  const rows = db
    .prepare(
      `SELECT d.name, d.uploaded_at, u.username, d.category
         FROM documents d
         LEFT JOIN users u ON u.id = d.uploaded_by
        WHERE d.application_id = ?
        ORDER BY d.uploaded_at, d.id`,
    )
    .all(applicationId) as ListedRow[];
  return rows.map((row) => ({
    Name: row.name,
    UploadTimeUTC: row.uploaded_at,
    UploadUserName: row.username ?? serviceUploaderName,
    Category: row.category,
  }));
}
