import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { transaction } from './transaction.ts';

function database() {
  const db = new DatabaseSync(':memory:');
  db.exec('CREATE TABLE items (name TEXT NOT NULL)');
  return db;
}

const names = (db: DatabaseSync) =>
  (db.prepare('SELECT name FROM items ORDER BY rowid').all() as { name: string }[]).map(
    (row) => row.name,
  );

describe('transaction', () => {
  it('commits what the work wrote and answers its result', () => {
    const db = database();
    const result = transaction(db, () => {
      db.exec("INSERT INTO items VALUES ('a')");
      return 42;
    });
    expect(result).toBe(42);
    expect(db.isTransaction).toBe(false);
    expect(names(db)).toEqual(['a']);
  });

  it('rolls back everything when the work throws, and throws the same error', () => {
    const db = database();
    const failure = new Error('no');
    expect(() =>
      transaction(db, () => {
        db.exec("INSERT INTO items VALUES ('a')");
        throw failure;
      }),
    ).toThrow(failure);
    expect(db.isTransaction).toBe(false);
    expect(names(db)).toEqual([]);
  });

  it('joins a transaction already open, so the outer one decides', () => {
    const db = database();
    expect(() =>
      transaction(db, () => {
        transaction(db, () => db.exec("INSERT INTO items VALUES ('inner')"));
        expect(db.isTransaction).toBe(true);
        throw new Error('outer fails');
      }),
    ).toThrow('outer fails');
    expect(names(db)).toEqual([]);
  });
});
