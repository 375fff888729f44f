import { Hono } from 'hono';
import { dealerIdsPermitting, type Caller } from '../access.ts';
import { calendarDay } from '../dates.ts';
import {
  findDealersByIds,
  resolveDealerSegment,
  toAttestationStatus,
  toProductItems,
  toV1Dealer,
  toV3Dealer,
} from '../dealers.ts';
import { validateEmailRequestSchema } from '../../src/schemas/dealer-requests.ts';
import {
  modelStateError,
  pathLong,
  readJsonBody,
  requirePermission,
  type SandboxDeps,
  type SandboxEnv,
} from '../http.ts';
import { emailInUse } from '../users.ts';

export function dealerRoutes(deps: SandboxDeps) {
  const routes = new Hono<SandboxEnv>();
  const readableDealers = (caller: Caller) =>
    findDealersByIds(deps.db, dealerIdsPermitting(caller, 'dealers.read'));

  routes.get('/v3/api/dealers', requirePermission('dealers.read'), (c) =>
    c.json(readableDealers(c.get('caller')).map(toV3Dealer)),
  );
  routes.get('/v1/api/dealers', requirePermission('dealers.read'), (c) =>
    c.json(readableDealers(c.get('caller')).map(toV1Dealer)),
  );

  routes.get('/v3/api/dealers/attestation', requirePermission('dealers.read'), (c) => {
    const today = calendarDay(deps.now());
    return c.json(
      readableDealers(c.get('caller')).map((dealer) => toAttestationStatus(dealer, today)),
    );
  });

  for (const version of ['v1', 'v3']) {
    routes.get(
      `/${version}/api/dealers/:dealer/products`,
      requirePermission('dealers.read'),
      (c) => {
        const dealer = resolveDealerSegment(
          readableDealers(c.get('caller')),
          c.req.param('dealer'),
        );
        if (dealer === undefined) return c.json({ Message: 'The dealer was not found.' }, 404);
        return c.json(toProductItems(dealer));
      },
    );
  }

  // "Valid for a user of that dealer" (the rule is the service's; the spec shows neither it
  // nor the failure): a well-formed address (the portal's schema) that no user has yet, since
  // an address identifies one person. A failure is a 400 naming EmailAddress.
  routes.post(
    '/v3/api/dealers/:dealerId/validateEmail',
    requirePermission('dealers.validateEmail'),
    async (c) => {
      const dealerId = pathLong(c.req.param('dealerId'));
      const permitted = dealerIdsPermitting(c.get('caller'), 'dealers.validateEmail');
      if (dealerId === undefined || !permitted.includes(dealerId)) {
        return c.json({ Message: 'The dealer was not found.' }, 404);
      }
      const body = await readJsonBody(c, validateEmailRequestSchema);
      if (!body.ok) return body.response;
      if (emailInUse(deps.db, body.data.EmailAddress)) {
        return c.json(
          modelStateError({
            'request.EmailAddress': ['Email address: already used by another user'],
          }),
          400,
        );
      }
      return c.json({ EmailAddress: body.data.EmailAddress, DealerId: dealerId });
    },
  );

  return routes;
}
