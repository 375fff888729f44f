import type { DatabaseSync, StatementSync } from 'node:sqlite';

const statementCache = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/**
 * A statement prepared once per database and SQL text. Preparing costs more than running a
 * small query, and every request runs several (its session, its user, the dealers), as the
 * seed runs the application statements thousands of times.
 */
export function prepared(db: DatabaseSync, sql: string): StatementSync {
  let cache = statementCache.get(db);
  if (cache === undefined) {
    cache = new Map();
    statementCache.set(db, cache);
  }
  let statement = cache.get(sql);
  if (statement === undefined) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
