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
import { requirePermission, type SandboxDeps, type SandboxEnv } from '../http.ts';

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

  return routes;
}
