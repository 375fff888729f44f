/**
 * What the user routes and the seed both know about accounts: the ids of the four roles and the
 * password every account signs in with. It sits here, not in seed.ts, so that a route never
 * imports the seed (docs/decisions/0016).
 */

export const roleIds = {
  operator: 1,
  dealerAdministrator: 2,
  dealerUser: 3,
  salesRepresentative: 4,
} as const;

/** The sandbox's one password: a demo has nothing to protect, and a tester needs no list. */
export const demoPassword = 'demo1234';
