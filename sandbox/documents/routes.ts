import { Hono, type Context } from 'hono';
import { dealerIdsPermitting } from '../access.ts';
import { applicationNotFoundMessage, findApplicationForCaller } from '../applications/store.ts';
import { pathLong, requirePermission, type SandboxDeps, type SandboxEnv } from '../http.ts';
import { paperAwaited, reviewSignedPaper } from '../paperwork/paper-review.ts';
import { receiveDocument } from './off-thread.ts';
import type { DocumentUploadKind } from './read-document.ts';
import { listSupportingDocuments } from './store.ts';

export function documentRoutes(deps: SandboxDeps) {
  const routes = new Hono<SandboxEnv>();

  /**
   * Reads the upload's body as it streams in; the document worker checks, decodes and stores
   * it off the request thread (issue 31 item 14). A refusal is answered as the worker says.
   */
  const receive = async (
    c: Context<SandboxEnv>,
    kind: DocumentUploadKind,
    where: { dealerId: number; applicationId: number | null },
  ) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const { applicationId } = where;
    const awaited = applicationId !== null && paperAwaited(deps.db, applicationId);
    const received = await receiveDocument(
      deps.db,
      kind,
      bytes,
      { ...where, uploadedAt: deps.now().toISOString(), uploadedBy: c.get('caller').user.id },
      awaited,
    );
    if (!received.ok) return c.json(received.json, received.status);
    if (applicationId !== null && received.category === 'paperwork') {
      reviewSignedPaper(deps.db, applicationId, deps.reviewDelayMs, deps.now);
    }
    return c.body(null, 200);
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
      return receive(c, 'dealer', { dealerId, applicationId: null });
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
      return receive(c, 'application', {
        dealerId: found.application.dealerId,
        applicationId: found.application.id,
      });
    },
  );

  return routes;
}
