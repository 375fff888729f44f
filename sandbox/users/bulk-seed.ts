import type { DatabaseSync } from 'node:sqlite';
import { demoPassword, roleIds } from './defaults.ts';
import { insertUser, type DealerRole } from './store.ts';

/**
 * Generated staff for a large users list (SANDBOX_SEED_USERS; the users bench lists 2,000).
 * Deterministic, so two seeds are the same: dealer users, administrators and sales
 * representatives of the three seed dealers, one in eight on two dealers, one in ten disabled.
 * None is operator staff and none is a demo account (the sign-in page lists the seed's seven).
 */

const firstNames = [
  'Ava',
  'Ben',
  'Chloe',
  'Diego',
  'Elena',
  'Farid',
  'Grace',
  'Hiro',
  'Isla',
  'Jamal',
  'Keira',
  'Luis',
  'Mei',
  'Noah',
  'Omar',
  'Paula',
];
const lastNames = [
  'Adams',
  'Baker',
  'Chen',
  'Diaz',
  'Evans',
  'Flores',
  'Garcia',
  'Hughes',
  'Ito',
  'Johnson',
  'Kim',
  'Lopez',
  'Morgan',
  'Nguyen',
];
const titles = ['Sales Consultant', 'Project Manager', 'Office Manager', 'Estimator'];

/** The seed dealers by Id, with the e-mail domain of their staff. */
const dealers = [
  { id: 101, domain: 'sunrise.example.com', area: '916' },
  { id: 102, domain: 'lakeside.example.com', area: '480' },
  { id: 103, domain: 'empire.example.com', area: '212' },
] as const;

/** Mostly dealer users, as a dealer's staff is. */
const roleCycle = [
  roleIds.dealerUser,
  roleIds.dealerUser,
  roleIds.salesRepresentative,
  roleIds.dealerUser,
  roleIds.dealerAdministrator,
];

/**
 * Adds users with ids from `firstId` until the table holds `total` users (nothing when it
 * already holds that many). Call inside the seed's transaction.
 */
export function seedGeneratedUsers(db: DatabaseSync, total: number, firstId: number): void {
  for (let id = firstId; id <= total; id += 1) {
    const n = id - firstId;
    const firstName = firstNames[n % firstNames.length]!;
    const lastName = lastNames[Math.floor(n / firstNames.length) % lastNames.length]!;
    const home = dealers[n % dealers.length]!;
    const second = dealers[(n + 1) % dealers.length]!;
    const roleId = roleCycle[n % roleCycle.length]!;
    const dealerRoles: DealerRole[] = [{ dealerId: home.id, roleId }];
    if (n % 8 === 7) dealerRoles.push({ dealerId: second.id, roleId: roleIds.dealerUser });
    // The number keeps usernames and addresses unique however many there are.
    const username = `${firstName}.${lastName}${id}`.toLowerCase();
    insertUser(
      db,
      {
        id,
        username,
        password: demoPassword,
        firstName,
        lastName,
        middleInitial: n % 3 === 0 ? String.fromCharCode(65 + (n % 26)) : null,
        displayName: `${firstName} ${lastName}`,
        title: titles[n % titles.length]!,
        email: `${username}@${home.domain}`,
        phone: `${home.area}555${String(id % 10_000).padStart(4, '0')}`,
        isActive: n % 10 !== 9,
        isOperator: false,
      },
      dealerRoles,
    );
  }
}
