import { Hono, type Context } from 'hono';
import type * as z from 'zod/mini';
import {
  dealerDocumentRequestSchema,
  documentTooLarge,
  normaliseDocumentSpellings,
  supportingDocumentRequestSchema,
} from '../../src/schemas/document-requests.ts';
import type { SupportingDocumentType } from '../../src/schemas/enums.ts';
import { dealerIdsPermitting } from '../access.ts';
import { applicationNotFoundMessage, findApplicationForCaller } from '../applications/store.ts';
import { insertDocument, listSupportingDocuments } from './store.ts';
import {
  pathLong,
  readJson,
  requirePermission,
  validateBody,
  type BodyResult,
  type SandboxDeps,
  type SandboxEnv,
} from '../http.ts';

/** What the sandbox keeps of an uploaded body. */
type DocumentBody = {
  DocumentName: string;
  Description: string;
  ViewDocumentType: SupportingDocumentType;
  Document: { FileName: string; Content: string };
};

export const documentTooLargeMessage =
  'The file is larger than 30 MB, the most the service accepts for a document.';

/**
 * The document body: its size first, so a file over 30 MB answers 413 whatever else is wrong
 * with it, then every field rule (400 naming the field). The sample spelling
 * `Document.Filename` is accepted.
 */
async function readDocumentBody<S extends z.ZodMiniType<DocumentBody, unknown>>(
  c: Context<SandboxEnv>,
  schema: S,
): Promise<BodyResult<DocumentBody>> {
  const json = await readJson(c);
  if (!json.ok) return json;
  if (documentTooLarge(json.data)) {
    return { ok: false, response: c.json({ Message: documentTooLargeMessage }, 413) };
  }
  return validateBody(c, schema, normaliseDocumentSpellings(json.data));
}

export function documentRoutes(deps: SandboxDeps) {
  const routes = new Hono<SandboxEnv>();

  const store = (
    c: Context<SandboxEnv>,
    body: DocumentBody,
    where: { dealerId: number; applicationId: number | null },
  ) => {
    insertDocument(deps.db, {
      ...where,
      name: body.DocumentName,
      description: body.Description,
      category: body.ViewDocumentType,
      fileName: body.Document.FileName,
      content: Buffer.from(body.Document.Content, 'base64'),
      uploadedAt: deps.now().toISOString(),
      uploadedBy: c.get('caller').user.id,
    });
  };

  // "Response body: not shown": any 2xx is success to the portal; the sandbox sends none.
  routes.post(
    '/v3/api/dealers/:dealerId/dealerDocuments',
    requirePermission('dealers.documents'),
    async (c) => {
      const dealerId = pathLong(c.req.param('dealerId'));
      const permitted = dealerIdsPermitting(c.get('caller'), 'dealers.documents');
      if (dealerId === undefined || !permitted.includes(dealerId)) {
        return c.json({ Message: 'The dealer was not found.' }, 404);
      }
      const body = await readDocumentBody(c, dealerDocumentRequestSchema);
      if (!body.ok) return body.response;
      store(c, body.data, { dealerId, applicationId: null });
      return c.body(null, 200);
    },
  );

  /** The application of the path, if the caller's role grants `key` on its dealer. */
  const applicationFor = (c: Context<SandboxEnv>, key: 'documents.read' | 'documents.write') => {
    const id = pathLong(c.req.param('applicationId'));
    if (id === undefined) {
      return {
        ok: false as const,
        response: c.json({ Message: applicationNotFoundMessage }, 404),
      };
    }
    const access = findApplicationForCaller(deps.db, c.get('caller'), id, key, deps.now());
    return access.ok
      ? { ok: true as const, application: access.application }
      : { ok: false as const, response: c.json({ Message: access.message }, access.status) };
  };

  routes.get(
    '/v3/api/applications/:applicationId/supportingDocuments',
    requirePermission('documents.read'),
    (c) => {
      const found = applicationFor(c, 'documents.read');
      if (!found.ok) return found.response;
      return c.json(listSupportingDocuments(deps.db, found.application.id));
    },
  );

  routes.post(
    '/v3/api/applications/:applicationId/supportingDocuments',
    requirePermission('documents.write'),
    async (c) => {
      const found = applicationFor(c, 'documents.write');
      if (!found.ok) return found.response;
      const body = await readDocumentBody(c, supportingDocumentRequestSchema);
      if (!body.ok) return body.response;
      store(c, body.data, {
        dealerId: found.application.dealerId,
        applicationId: found.application.id,
      });
      return c.body(null, 200);
    },
  );

  return routes;
}
