import type { DatabaseSync } from 'node:sqlite';
import type { DemoAccount, SessionUser } from '../../src/schemas/sign-in.ts';
import type { UserRecord } from '../access.ts';
import { listAllDealers } from '../dealers/store.ts';
import { seedUsers } from '../seed.ts';
import { dealerAssignmentsOf, displayNameOf, listUsers, roleSummary } from '../users/store.ts';

/** The signed-in user as the portal's shell shows it. Operator staff see every dealer. */
export function sessionUserOf(db: DatabaseSync, user: UserRecord): SessionUser {
  const assignments = dealerAssignmentsOf(db, user.id);
  const dealers = user.isOperator
    ? listAllDealers(db).map((dealer) => ({ id: dealer.Id, name: dealer.Name }))
    : assignments.map((assignment) => ({
        id: assignment.dealerId,
        name: assignment.dealerName,
        roleId: assignment.roleId,
      }));
  return {
    id: user.id,
    username: user.username,
    displayName: displayNameOf(user),
    role: roleSummary(assignments),
    isOperator: user.isOperator,
    dealers,
  };
}

/** A seeded account still as seeded: same id, same username (an API rename drops it). */
const isSeedAccount = (user: UserRecord) =>
  seedUsers.some(
    (seed) => seed.id === user.id && seed.username.toLowerCase() === user.username.toLowerCase(),
  );

/**
 * The seed's accounts, disabled ones included, for the sign-in page and the start-up banner.
 * Users created through the API are not listed: the list is public, and the sign-in page
 * downloads it.
 */
export function listDemoAccounts(db: DatabaseSync): DemoAccount[] {
  return listUsers(db)
    .filter(isSeedAccount)
    .map((user) => {
      const { displayName, role, dealers } = sessionUserOf(db, user);
      return {
        username: user.username,
        password: user.password,
        displayName,
        role,
        isActive: user.isActive,
        dealers: dealers.map(({ id, name }) => ({ id, name })),
      };
    });
}

/** A plain-text table of the demo accounts for the terminal. */
export function formatDemoAccounts(accounts: readonly DemoAccount[]): string {
  const rows = accounts.map((account) => [
    account.username,
    account.password,
    account.isActive ? account.role : `${account.role} (disabled)`,
    account.dealers.map((dealer) => `${dealer.name} (${dealer.id})`).join(', '),
  ]);
  const header = ['Username', 'Password', 'Role', 'Dealers'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}
