import type { DatabaseSync } from 'node:sqlite';
import { allEndpointKeys, type EndpointKey } from './endpoint-keys.ts';
import { prepared } from './statements.ts';

/**
 * A portal user. The password is kept in plain text on purpose: the sandbox's
 * sign-in page lists the demo accounts with their passwords. The kernel defines the record
 * (a caller is one); the users feature stores it (users/store.ts).
 */
export type UserRecord = {
  id: number;
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
  displayName: string | null;
  title: string;
  email: string;
  phone: string;
  isActive: boolean;
  isOperator: boolean;
};

/**
 * The signed-in user of a request and what they may do, dealer by dealer.
 * Operator staff may do everything on every dealer.
 */
export type Caller = {
  user: UserRecord;
  token: string;
  grants: ReadonlyMap<number, ReadonlySet<EndpointKey>>;
};

export function loadCaller(db: DatabaseSync, user: UserRecord, token: string): Caller {
  if (user.isOperator) {
    const everything: ReadonlySet<EndpointKey> = new Set(allEndpointKeys);
    const dealerIds = prepared(db, 'SELECT id FROM dealers ORDER BY id').all() as { id: number }[];
    return { user, token, grants: new Map(dealerIds.map(({ id }) => [id, everything])) };
  }
  const rows = prepared(
    db,
    `SELECT udr.dealer_id AS dealerId, p.endpoint_key AS endpointKey
         FROM user_dealer_roles udr
         LEFT JOIN permissions p ON p.role_id = udr.role_id
        WHERE udr.user_id = ?
        ORDER BY udr.dealer_id`,
  ).all(user.id) as { dealerId: number; endpointKey: EndpointKey | null }[];
  const grants = new Map<number, Set<EndpointKey>>();
  for (const { dealerId, endpointKey } of rows) {
    const keys = grants.get(dealerId) ?? new Set<EndpointKey>();
    if (endpointKey !== null) keys.add(endpointKey);
    grants.set(dealerId, keys);
  }
  return { user, token, grants };
}

/** Whether the caller may use an endpoint at all: some role of theirs grants it on some dealer. */
export function callerMay(caller: Caller, key: EndpointKey): boolean {
  return caller.user.isOperator || [...caller.grants.values()].some((keys) => keys.has(key));
}

/** The dealers on which the caller's role grants `key`: the scope of that endpoint's results. */
export function dealerIdsPermitting(caller: Caller, key: EndpointKey): number[] {
  return [...caller.grants].filter(([, keys]) => keys.has(key)).map(([dealerId]) => dealerId);
}
