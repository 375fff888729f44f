import type { DatabaseSync } from 'node:sqlite';
import type { UserRecord } from '../access.ts';
import { prepared } from '../statements.ts';

export type DealerRole = { dealerId: number; roleId: number };

/** One of a user's dealer assignments, with the names people read. */
export type DealerAssignment = DealerRole & {
  roleName: string;
  dealerName: string;
  dealerNumber: string;
};

type UserRow = {
  id: number;
  username: string;
  password: string;
  first_name: string;
  last_name: string;
  middle_initial: string | null;
  display_name: string | null;
  title: string;
  email: string;
  phone: string;
  is_active: number;
  is_operator: number;
};

function fromRow(row: UserRow): UserRecord {
  return {
    id: row.id,
    username: row.username,
    password: row.password,
    firstName: row.first_name,
    lastName: row.last_name,
    middleInitial: row.middle_initial,
    displayName: row.display_name,
    title: row.title,
    email: row.email,
    phone: row.phone,
    isActive: row.is_active === 1,
    isOperator: row.is_operator === 1,
  };
}

export function insertUser(
  db: DatabaseSync,
  user: UserRecord,
  dealerRoles: readonly DealerRole[],
): void {
  db.prepare(
    `INSERT INTO users (id, username, password, first_name, last_name, middle_initial, display_name,
       title, email, phone, is_active, is_operator)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    user.id,
    user.username,
    user.password,
    user.firstName,
    user.lastName,
    user.middleInitial,
    user.displayName,
    user.title,
    user.email,
    user.phone,
    Number(user.isActive),
    Number(user.isOperator),
  );
  const assign = db.prepare(
    'INSERT INTO user_dealer_roles (user_id, dealer_id, role_id) VALUES (?, ?, ?)',
  );
  for (const { dealerId, roleId } of dealerRoles) assign.run(user.id, dealerId, roleId);
}

export function findUserById(db: DatabaseSync, id: number): UserRecord | undefined {
  const row = prepared(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  return row && fromRow(row);
}

/** Usernames compare case-insensitively, as people type them. */
export function findUserByUsername(db: DatabaseSync, username: string): UserRecord | undefined {
  const row = prepared(db, 'SELECT * FROM users WHERE username = ? COLLATE NOCASE').get(
    username,
  ) as UserRow | undefined;
  return row && fromRow(row);
}

export function listUsers(db: DatabaseSync): UserRecord[] {
  return (prepared(db, 'SELECT * FROM users ORDER BY id').all() as UserRow[]).map(fromRow);
}

export function dealerAssignmentsOf(db: DatabaseSync, userId: number): DealerAssignment[] {
  return db
    .prepare(
      `SELECT udr.dealer_id AS dealerId, udr.role_id AS roleId, r.name AS roleName,
              d.name AS dealerName, d.dealer_number AS dealerNumber
         FROM user_dealer_roles udr
         JOIN roles r ON r.id = udr.role_id
         JOIN dealers d ON d.id = udr.dealer_id
        WHERE udr.user_id = ?
        ORDER BY udr.dealer_id`,
    )
    .all(userId) as DealerAssignment[];
}

/**
 * Every user's dealer assignments in one query, by user id: listing 2,000 users asks once,
 * not once per user (the users bench, SANDBOX_SEED_USERS).
 */
export function dealerAssignmentsByUser(db: DatabaseSync): Map<number, DealerAssignment[]> {
  const rows = prepared(
    db,
    `SELECT udr.user_id AS userId, udr.dealer_id AS dealerId, udr.role_id AS roleId,
            r.name AS roleName, d.name AS dealerName, d.dealer_number AS dealerNumber
       FROM user_dealer_roles udr
       JOIN roles r ON r.id = udr.role_id
       JOIN dealers d ON d.id = udr.dealer_id
      ORDER BY udr.user_id, udr.dealer_id`,
  ).all() as (DealerAssignment & { userId: number })[];
  const byUser = new Map<number, DealerAssignment[]>();
  for (const { userId, ...assignment } of rows) {
    const list = byUser.get(userId) ?? [];
    list.push(assignment);
    byUser.set(userId, list);
  }
  return byUser;
}

/** The ids of the users holding an e-mail address, any letter case (addresses need not be unique). */
export function userIdsWithEmail(db: DatabaseSync, emailAddress: string): number[] {
  return (
    prepared(db, 'SELECT id FROM users WHERE email = ? COLLATE NOCASE ORDER BY id').all(
      emailAddress.trim(),
    ) as { id: number }[]
  ).map(({ id }) => id);
}

export function displayNameOf(user: UserRecord): string {
  return user.displayName?.trim() || `${user.firstName} ${user.lastName}`;
}

/** Distinct role names in role order, comma-and-space separated like the spec's RoleAssigned. */
export function roleSummary(assignments: readonly DealerAssignment[]): string {
  const byRole = new Map(
    [...assignments].sort((a, b) => a.roleId - b.roleId).map((a) => [a.roleId, a.roleName]),
  );
  return [...byRole.values()].join(', ');
}

/**
 * `GET /v3/api/users` item. DealerNumber and RoleAssigned list one entry per
 * dealer, in the same order, limited to the assignments passed in (the ones
 * the caller may see). NumberOfAssignedDealers counts all the user's dealers
 * ("count of dealers assigned"): more than the caller sees tells them the
 * account is shared with a dealer they do not manage (issue 31 item 10).
 */
export function toUserListItem(
  user: UserRecord,
  visibleAssignments: readonly DealerAssignment[],
  assignedDealers: number,
) {
  return {
    Id: user.id,
    Username: user.username,
    FirstName: user.firstName,
    LastName: user.lastName,
    NumberOfAssignedDealers: assignedDealers,
    HasPermissions: user.isOperator || visibleAssignments.length > 0,
    IsActive: user.isActive,
    DealerNumber: visibleAssignments.map((assignment) => assignment.dealerNumber).join(', '),
    RoleAssigned: visibleAssignments.map((assignment) => assignment.roleName).join(', '),
    EmailAddress: user.email,
    PhoneNumber: user.phone,
    IsOperatorUser: user.isOperator,
  };
}

/** The role ids a user body may name: the roles table (the portal's are in runtime config). */
export function listRoleIds(db: DatabaseSync): number[] {
  return (db.prepare('SELECT id FROM roles ORDER BY id').all() as { id: number }[]).map(
    ({ id }) => id,
  );
}

/** The fields of a user a POST or PUT body sets. */
export type UserFields = Omit<UserRecord, 'id' | 'password'>;

/** Adds a user with the next free id and returns it. */
export function createUser(
  db: DatabaseSync,
  fields: UserFields,
  password: string,
  dealerRoles: readonly DealerRole[],
): UserRecord {
  const { id } = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM users').get() as {
    id: number;
  };
  const user: UserRecord = { ...fields, id, password };
  insertUser(db, user, dealerRoles);
  return user;
}

/**
 * Rewrites a user's fields and replaces their assignments on the dealers in `scope` with
 * `dealerRoles`; assignments on other dealers (ones the caller cannot see) stay.
 */
export function updateUser(
  db: DatabaseSync,
  id: number,
  fields: UserFields,
  dealerRoles: readonly DealerRole[],
  scope: ReadonlySet<number> | 'all',
): void {
  db.prepare(
    `UPDATE users SET username = ?, first_name = ?, last_name = ?, middle_initial = ?,
       display_name = ?, title = ?, email = ?, phone = ?, is_active = ?, is_operator = ?
     WHERE id = ?`,
  ).run(
    fields.username,
    fields.firstName,
    fields.lastName,
    fields.middleInitial,
    fields.displayName,
    fields.title,
    fields.email,
    fields.phone,
    Number(fields.isActive),
    Number(fields.isOperator),
    id,
  );
  const current = db
    .prepare('SELECT dealer_id AS dealerId FROM user_dealer_roles WHERE user_id = ?')
    .all(id) as { dealerId: number }[];
  const remove = db.prepare('DELETE FROM user_dealer_roles WHERE user_id = ? AND dealer_id = ?');
  for (const { dealerId } of current) {
    if (scope === 'all' || scope.has(dealerId)) remove.run(id, dealerId);
  }
  const assign = db.prepare(
    'INSERT INTO user_dealer_roles (user_id, dealer_id, role_id) VALUES (?, ?, ?)',
  );
  for (const { dealerId, roleId } of dealerRoles) assign.run(id, dealerId, roleId);
  if (!fields.isActive) endSessionsOf(db, id);
}

/** "The user is disabled, not removed": inactive, signed out everywhere, assignments kept. */
export function disableUser(db: DatabaseSync, id: number): void {
  db.prepare('UPDATE users SET is_active = 0 WHERE id = ?').run(id);
  endSessionsOf(db, id);
}

function endSessionsOf(db: DatabaseSync, userId: number): void {
  db.prepare('UPDATE sessions SET revoked = 1 WHERE user_id = ?').run(userId);
}

/** User detail record (GET, POST and PUT of a user), fields in the spec's order. */
export function toUserDetail(user: UserRecord, dealerRoles: readonly DealerRole[]) {
  return {
    UserId: user.id,
    IsActive: user.isActive,
    FirstName: user.firstName,
    MiddleInitial: user.middleInitial,
    LastName: user.lastName,
    DisplayName: user.displayName,
    Username: user.username,
    Title: user.title,
    EmailAddress: user.email,
    PhoneNumber: user.phone,
    DealerRoles: dealerRoles.map(({ dealerId, roleId }) => ({
      DealerId: dealerId,
      RoleId: roleId,
    })),
  };
}
