import * as z from 'zod/mini';
import { SUPPORTING_DOCUMENT_TYPES } from './enums.ts';
import { dateTimeField, text } from './record-fields.ts';
import { openEnum } from './tolerant.ts';

/**
 * `GET /v3/api/applications/{applicationId}/supportingDocuments` item. It carries no id or
 * URL, so a listed document cannot be downloaded (ARCHITECTURE.md, "Decided").
 */
export const supportingDocumentRecordSchema = z.object({
  Name: text,
  /** An instant; UTC when sent without a zone. */
  UploadTimeUTC: dateTimeField,
  UploadUserName: text,
  Category: z.nullish(openEnum(SUPPORTING_DOCUMENT_TYPES)),
});
export const supportingDocumentRecordsSchema = z.array(supportingDocumentRecordSchema);
export type SupportingDocumentRecord = z.infer<typeof supportingDocumentRecordSchema>;
