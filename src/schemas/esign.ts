import * as z from 'zod/mini';
import { PAPERWORK_DOCUMENTS, requestEnum } from './enums.ts';
import { strictRequestObject } from './refine-at.ts';

/**
 * `POST /v3/api/applications/paperwork/{applicationId}/esign-resend`: which documents of the
 * electronic paperwork to send again. HardCopies is a download type only, so it is not offered.
 */
export const esignResendRequestSchema = strictRequestObject('Resend', {
  DocumentTypes: z
    .array(requestEnum(PAPERWORK_DOCUMENTS, 'Document type'), {
      error: 'Documents to resend are required',
    })
    .check(z.minLength(1, 'Documents to resend: choose at least one')),
});
export type EsignResendRequest = z.infer<typeof esignResendRequestSchema>;
