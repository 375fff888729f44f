import { existsSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { formatDemoAccounts, listDemoAccounts } from './session/accounts.ts';
import { databasePathFromEnv, openDatabase } from './storage.ts';

/**
 * Deletes the sandbox database file and creates it again from the seed.
 * A running server keeps the old file open, so restart it afterwards.
 */
export function resetDatabase(path: string, now: () => Date = () => new Date()) {
  const existed = existsSync(path);
  for (const file of [path, `${path}-journal`, `${path}-wal`, `${path}-shm`]) {
    rmSync(file, { force: true });
  }
  const db = openDatabase({ path, now });
  try {
    const count = (table: string) =>
      (db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count;
    return {
      existed,
      dealers: count('dealers'),
      users: count('users'),
      applications: count('applications'),
      accounts: listDemoAccounts(db),
    };
  } finally {
    db.close();
  }
}

if (import.meta.main) {
  const path = databasePathFromEnv();
  if (path === ':memory:') {
    console.log('SANDBOX_DB is :memory:, which starts from the seed every time; nothing to reset.');
  } else {
    const result = resetDatabase(path);
    const fromHere = relative(process.cwd(), path);
    const shown = fromHere.startsWith('..') ? path : fromHere;
    console.log(`${result.existed ? 'Deleted and re-created' : 'Created'} ${shown} from the seed:`);
    console.log(
      `${result.dealers} dealers, ${result.applications} applications, ${result.users} users:\n`,
    );
    console.log(formatDemoAccounts(result.accounts));
    console.log('');
    console.log('Restart a running sandbox so it opens the new file.');
  }
}
