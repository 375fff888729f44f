import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs `work` in one transaction: committed if it returns, rolled back if it throws. Inside a
 * transaction already open (the seed's, a migration's, a route's that writes through the
 * application store) it joins that one, so a store function can be atomic on its own and still
 * be part of a caller's larger change. The sandbox's only BEGIN (docs/decisions/0016).
 */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
