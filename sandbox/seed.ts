import type { DatabaseSync } from 'node:sqlite';
import { addDays } from '../src/lib/dates.ts';
import { DEFAULT_SEED_APPLICATIONS, seedApplications } from './applications/seed.ts';
import { calendarDay } from './dates.ts';
import { insertDealer, type DealerRecord, type SalesRepresentative } from './dealers/store.ts';
import { defaultRoles } from '../src/schemas/role-capabilities.ts';
import type { EndpointKey } from './endpoint-keys.ts';
import { seedGeneratedUsers } from './users/bulk-seed.ts';
import { demoPassword, roleIds } from './users/defaults.ts';
import type { UserRecord } from './access.ts';
import { insertUser, type DealerRole } from './users/store.ts';

/** The interface has no roles endpoint: the roles public/config.json lists (src/schemas). */
export const seedRoles = defaultRoles;

/** What each role may do, by role id: the capabilities of the shared roles. */
export const rolePermissions: Record<number, readonly EndpointKey[]> = Object.fromEntries(
  defaultRoles.map((role) => [role.id, role.capabilities]),
);

export const dealerIds = { sunrise: 101, lakeside: 102, empire: 103 } as const;

const kevinBrooks: SalesRepresentative = {
  Initials: 'KB',
  FirstName: 'Kevin',
  LastName: 'Brooks',
  Title: 'Territory Manager',
  PhoneNumber: '9165550187',
  Email: 'kevin.brooks@lender.example.com',
  PhotoUrl: null,
  SalesRepresentativeType: 'SR',
  IsInternalTeam: true,
};

/**
 * The seed dealers, relative to the day the database is created:
 * Sunrise (California home improvement, attestation due in 20 days; its products operation
 * lists Attic Insulation, which its dealer record's Products does not),
 * Lakeside (attestation window missed, so locked out) and
 * Empire (a New York retailer to which attestation does not apply).
 * Numeric Ids (101…) and DealerNumbers (700101…) never collide.
 */
export function seedDealers(today: string): DealerRecord[] {
  return [
    {
      Id: dealerIds.sunrise,
      Name: 'Sunrise Home Comfort',
      DealerId: 'SUN-CA-0101',
      DealerNumber: '700101',
      EntityId: 'ENT-000101',
      IsOpenOnSaturday: true,
      IsRetailDealer: false,
      Address: {
        Address1: '2150 Fair Oaks Blvd',
        Address2: 'Suite 4',
        City: 'Sacramento',
        State: 'CA',
        PostalCode: '95825',
      },
      PhoneNumber: {
        PhoneNumberType: 'Work',
        AreaCode: '916',
        CentralOfficeCode: '555',
        StationNumber: '0101',
        IsPrimary: true,
      },
      MajorProductLine: 'HVAC',
      Nickname: 'Sunrise',
      AffiliateName: null,
      // Due soon: the deadline (NextAttestationDate + the window) is 20 days away, so the portal warns.
      NextAttestationDate: addDays(today, -10),
      AttestWindowDays: 30,
      IncludeLcc: true,
      Products: [
        { Name: 'HVAC', Code: 'HVAC', IsHomeImprovement: true, IsMajorProduct: true },
        { Name: 'Water Heaters', Code: 'WTRH', IsHomeImprovement: true, IsMajorProduct: false },
        { Name: 'Windows and Doors', Code: 'WNDR', IsHomeImprovement: true, IsMajorProduct: false },
        // Offered by the products operation only: the portal must take products from there.
        {
          Name: 'Attic Insulation',
          Code: 'INSL',
          IsHomeImprovement: true,
          IsMajorProduct: false,
          onlyInProductsOperation: true,
        },
      ],
      Options: [
        { Code: 'ESIGN', Description: 'Electronic signing of paperwork' },
        { Code: 'ACH', Description: 'Automatic payments by bank transfer' },
      ],
      Verticals: [{ Value: 'Home Improvement' }],
      SalesRepresentatives: [
        kevinBrooks,
        {
          Initials: 'HL',
          FirstName: 'Hannah',
          LastName: 'Lee',
          Title: 'Dealer Sales Representative',
          PhoneNumber: '9165550163',
          Email: 'hannah.lee@lender.example.com',
          PhotoUrl: null,
          SalesRepresentativeType: 'DSR',
          IsInternalTeam: false,
        },
      ],
    },
    {
      Id: dealerIds.lakeside,
      Name: 'Lakeside Pools & Spas',
      DealerId: 'LAK-AZ-0102',
      DealerNumber: '700102',
      EntityId: 'ENT-000102',
      IsOpenOnSaturday: false,
      IsRetailDealer: false,
      Address: {
        Address1: '7014 E Camelback Rd',
        Address2: '',
        City: 'Scottsdale',
        State: 'AZ',
        PostalCode: '85251',
      },
      PhoneNumber: {
        PhoneNumberType: 'Work',
        AreaCode: '480',
        CentralOfficeCode: '555',
        StationNumber: '0102',
        IsPrimary: true,
      },
      MajorProductLine: 'Swimming Pools',
      Nickname: 'Lakeside',
      AffiliateName: 'Desert Living Partners',
      NextAttestationDate: addDays(today, -45),
      AttestWindowDays: 30,
      IncludeLcc: false,
      Products: [
        { Name: 'Swimming Pools', Code: 'POOL', IsHomeImprovement: true, IsMajorProduct: true },
        { Name: 'Spas and Hot Tubs', Code: 'SPA', IsHomeImprovement: true, IsMajorProduct: false },
      ],
      Options: [{ Code: 'ESIGN', Description: 'Electronic signing of paperwork' }],
      Verticals: [{ Value: 'Pools and Spas' }],
      SalesRepresentatives: [kevinBrooks],
    },
    {
      Id: dealerIds.empire,
      Name: 'Empire Appliance & Furniture',
      DealerId: 'EMP-NY-0103',
      DealerNumber: '700103',
      EntityId: 'ENT-000103',
      IsOpenOnSaturday: true,
      IsRetailDealer: true,
      Address: {
        Address1: '455 Atlantic Ave',
        Address2: '',
        City: 'Brooklyn',
        State: 'NY',
        PostalCode: '11217',
      },
      PhoneNumber: {
        PhoneNumberType: 'Work',
        AreaCode: '718',
        CentralOfficeCode: '555',
        StationNumber: '0103',
        IsPrimary: true,
      },
      MajorProductLine: 'Appliances',
      Nickname: 'Empire',
      AffiliateName: null,
      NextAttestationDate: null,
      AttestWindowDays: null,
      IncludeLcc: false,
      Products: [
        { Name: 'Appliances', Code: 'APPL', IsHomeImprovement: false, IsMajorProduct: true },
        { Name: 'Furniture', Code: 'FURN', IsHomeImprovement: false, IsMajorProduct: false },
        { Name: 'Mattresses', Code: 'MATT', IsHomeImprovement: false, IsMajorProduct: false },
      ],
      Options: [{ Code: 'ACH', Description: 'Automatic payments by bank transfer' }],
      Verticals: [{ Value: 'Retail' }],
      SalesRepresentatives: [
        {
          Initials: 'RM',
          FirstName: 'Rosa',
          LastName: 'Martinez',
          Title: 'Retail Account Manager',
          PhoneNumber: '7185550148',
          Email: 'rosa.martinez@lender.example.com',
          PhotoUrl: null,
          SalesRepresentativeType: 'SR',
          IsInternalTeam: true,
        },
      ],
    },
  ];
}

type SeedUser = Omit<UserRecord, 'password'> & { dealerRoles: DealerRole[] };

const allDealerIds = Object.values(dealerIds);

/** Every account signs in with {@link demoPassword}. */
export const seedUsers: readonly SeedUser[] = [
  {
    id: 1,
    username: 'operator',
    firstName: 'Olivia',
    lastName: 'Grant',
    middleInitial: 'J',
    displayName: 'Olivia Grant',
    title: 'Dealer Operations Specialist',
    email: 'olivia.grant@lender.example.com',
    phone: '6175550100',
    isActive: true,
    isOperator: true,
    dealerRoles: allDealerIds.map((dealerId) => ({ dealerId, roleId: roleIds.operator })),
  },
  {
    id: 2,
    username: 'sunrise.admin',
    firstName: 'Marcus',
    lastName: 'Reyes',
    middleInitial: null,
    displayName: 'Marcus Reyes',
    title: 'Office Manager',
    email: 'marcus.reyes@sunrise.example.com',
    phone: '9165550142',
    isActive: true,
    isOperator: false,
    dealerRoles: [{ dealerId: dealerIds.sunrise, roleId: roleIds.dealerAdministrator }],
  },
  {
    id: 3,
    username: 'lakeside.admin',
    firstName: 'Priya',
    lastName: 'Natarajan',
    middleInitial: 'K',
    displayName: 'Priya Natarajan',
    title: 'General Manager',
    email: 'priya.natarajan@lakeside.example.com',
    phone: '4805550177',
    isActive: true,
    isOperator: false,
    dealerRoles: [{ dealerId: dealerIds.lakeside, roleId: roleIds.dealerAdministrator }],
  },
  {
    id: 4,
    username: 'empire.admin',
    firstName: 'Daniel',
    lastName: 'Okafor',
    middleInitial: null,
    displayName: 'Daniel Okafor',
    title: 'Store Manager',
    email: 'daniel.okafor@empire.example.com',
    phone: '7185550119',
    isActive: true,
    isOperator: false,
    dealerRoles: [{ dealerId: dealerIds.empire, roleId: roleIds.dealerAdministrator }],
  },
  {
    id: 5,
    username: 'sunrise.rep',
    firstName: 'Hannah',
    lastName: 'Lee',
    middleInitial: null,
    displayName: 'Hannah Lee',
    title: 'Dealer Sales Representative',
    email: 'hannah.lee@lender.example.com',
    phone: '9165550163',
    isActive: true,
    isOperator: false,
    dealerRoles: [{ dealerId: dealerIds.sunrise, roleId: roleIds.salesRepresentative }],
  },
  {
    id: 6,
    username: 'dealer.user',
    firstName: 'Jorge',
    lastName: 'Castillo',
    middleInitial: 'A',
    displayName: 'Jorge Castillo',
    title: 'Sales Consultant',
    email: 'jorge.castillo@sunrise.example.com',
    phone: '9165550128',
    isActive: true,
    isOperator: false,
    dealerRoles: [
      { dealerId: dealerIds.sunrise, roleId: roleIds.dealerUser },
      { dealerId: dealerIds.empire, roleId: roleIds.dealerUser },
    ],
  },
  {
    id: 7,
    username: 'disabled.user',
    firstName: 'Emily',
    lastName: 'Watson',
    middleInitial: null,
    displayName: 'Emily Watson',
    title: 'Sales Consultant',
    email: 'emily.watson@lakeside.example.com',
    phone: '4805550134',
    isActive: false,
    isOperator: false,
    dealerRoles: [{ dealerId: dealerIds.lakeside, roleId: roleIds.dealerUser }],
  },
];

/** A seeded account by its username; the seed holds each one. */
function seededUser(username: string): SeedUser {
  const user = seedUsers.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No seeded user ${username}`);
  return user;
}

/**
 * The seed by name, for tests' fixtures (issue 34: test data comes from the seed, never a hand
 * copy): `seed.users.jorge`, `seed.dealers(today).sunrise`. The same records the database gets.
 */
export const seed = {
  users: {
    olivia: seededUser('operator'),
    marcus: seededUser('sunrise.admin'),
    priya: seededUser('lakeside.admin'),
    daniel: seededUser('empire.admin'),
    hannah: seededUser('sunrise.rep'),
    jorge: seededUser('dealer.user'),
    emily: seededUser('disabled.user'),
  },
  dealers(today: string) {
    const byId = new Map(seedDealers(today).map((dealer) => [dealer.Id, dealer]));
    const dealer = (id: number) => byId.get(id) as DealerRecord;
    return {
      sunrise: dealer(dealerIds.sunrise),
      lakeside: dealer(dealerIds.lakeside),
      empire: dealer(dealerIds.empire),
    };
  },
};

export type SeedOptions = {
  /** How many applications to seed (SANDBOX_SEED_APPLICATIONS); default 150. */
  applications?: number;
  /** How many users in all, the demo accounts included (SANDBOX_SEED_USERS); default those seven. */
  users?: number;
};

/** Fills an empty, migrated database. Dates count from `now`'s calendar day. */
export function seedDatabase(db: DatabaseSync, now: Date, options: SeedOptions = {}): void {
  const insertRole = db.prepare('INSERT INTO roles (id, name) VALUES (?, ?)');
  const insertPermission = db.prepare(
    'INSERT INTO permissions (role_id, endpoint_key) VALUES (?, ?)',
  );
  for (const role of seedRoles) {
    insertRole.run(role.id, role.name);
    for (const key of rolePermissions[role.id] ?? []) insertPermission.run(role.id, key);
  }
  for (const dealer of seedDealers(calendarDay(now))) insertDealer(db, dealer);
  for (const { dealerRoles, ...user } of seedUsers) {
    insertUser(db, { ...user, password: demoPassword }, dealerRoles);
  }
  seedGeneratedUsers(db, options.users ?? 0, seedUsers.length + 1);
  seedApplications(db, now, options.applications ?? DEFAULT_SEED_APPLICATIONS);
}
