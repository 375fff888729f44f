import { Hono } from 'hono';
import { assignableUserByEmail } from '../applications/store.ts';
import { dealerIdsPermitting, type Caller } from '../access.ts';
import { userIdsWithEmail } from '../users/store.ts';
import { calendarDay } from '../dates.ts';
import {
  findDealersByIds,
  recordAttestation,
  resolveDealerSegment,
  toAttestationStatus,
  toProductItems,
  toV1Dealer,
  toV3Dealer,
} from './store.ts';
import { validateEmailRequestSchema } from '../../src/schemas/dealer-requests.ts';
import {
  modelStateError,
  pathLong,
  readJsonBody,
  requireBearer,
  requirePermission,
  type SandboxDeps,
  type SandboxEnv,
  parameterError,
} from '../http.ts';

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
  // nor the failure): well formed, and either an address no user has yet (one a new user of the
  // dealer may take) or the address of an active user of that dealer or of operator staff (whom
  // an application of the dealer can be assigned to). Refused: anyone else's address, that is
  // another dealer's user or a disabled account (docs/decisions/0010, 0027). A failure is a 400
  // naming EmailAddress.
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
      const address = body.data.EmailAddress;
      const free = userIdsWithEmail(deps.db, address).length === 0;
      if (!free && assignableUserByEmail(deps.db, dealerId, address) === undefined) {
        return c.json(
          modelStateError({
            'request.EmailAddress': [
              'Email address: the address of someone who is not an active user of this dealer',
            ],
          }),
          400,
        );
      }
      return c.json({ EmailAddress: body.data.EmailAddress, DealerId: dealerId });
    },
  );

  // Sandbox-only (docs/decisions/0007): the interface has no attest operation, yet a dealer
  // locked out by attestation must be able to get its applications back. Any signed-in user who
  // belongs to the dealer (holds a role on it; operator staff belong to every dealer) may attest
  // for it, whatever their role grants: it is the dealer's declaration, not an endpoint of the
  // interface with a permission key. Another dealer's id is "not found", as elsewhere.
  routes.post('/sandbox/dealers/:id/attest', requireBearer(deps), (c) => {
    const id = pathLong(c.req.param('id'));
    if (id === undefined) {
      return parameterError(c, 'id', "The dealer id must be the dealer's numeric Id.");
    }
    const caller = c.get('caller');
    const [dealer] = caller.grants.has(id) ? findDealersByIds(deps.db, [id]) : [];
    if (dealer === undefined) return c.json({ Message: 'The dealer was not found.' }, 404);
    if (dealer.NextAttestationDate === null) {
      return parameterError(
        c,
        'id',
        `Attestation does not apply to ${dealer.Name} (dealer ${dealer.DealerNumber}).`,
      );
    }
    const today = calendarDay(deps.now());
    return c.json(toAttestationStatus(recordAttestation(deps.db, dealer, today), today));
  });

  return routes;
}
