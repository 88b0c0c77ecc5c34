import { Keyv } from 'keyv';
import { describe, expect, it } from 'vitest';
import { openSqlite } from '../../src/store/open-sqlite.js';
import { SqliteNamespace } from '../../src/store/sqlite-namespace.js';
import { SqliteWriteBatch } from '../../src/store/sqlite-write-batch.js';
import { StoreConnection } from '../../src/store/store-connection.js';
import { memoryLogger, rawRows, useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();

describe('SQLite writes gathered into batches', () => {
  it('commits the sets of one moment together, each resolved once committed', async () => {
    const connection = await StoreConnection.open(db.url(), memoryLogger());
    const jobs = connection.keyv<{ n: number }>('jobs');
    await Promise.all(Array.from({ length: 1_000 }, (_, n) => jobs.set(`job-${n}`, { n })));
    expect(await jobs.get('job-999')).toEqual({ n: 999 });
    expect(await jobs.get('job-0')).toEqual({ n: 0 });
    await connection.close();
    expect(await rawRows(db.file())).toHaveLength(1_000);
  });

  it('writes the sets asked together in one transaction', async () => {
    const table = await openSqlite(db.file());
    const batch = new SqliteWriteBatch(table);
    const keyv = new Keyv({
      store: new SqliteNamespace(table, batch),
      namespace: 'jobs',
    });
    let transactions = 0;
    const transaction = table.transaction.bind(table);
    table.transaction = (write) => {
      transactions += 1;
      return transaction(write);
    };
    await Promise.all(Array.from({ length: 1_000 }, (_, n) => keyv.set(`job-${n}`, { n })));
    expect(transactions).toBe(1);
    expect(table.rows('SELECT count(*) AS n FROM keyv')).toEqual([{ n: 1_000 }]);
    table.close();
  });

  it('keeps the last of two sets of a key in one batch; a delete or clear runs after the sets before it', async () => {
    const connection = await StoreConnection.open(db.url(), memoryLogger());
    const jobs = connection.keyv<string>('jobs');
    await Promise.all([jobs.set('a', 'first'), jobs.set('a', 'second'), jobs.set('b', 'b')]);
    expect(await jobs.get('a')).toBe('second');
    const setC = jobs.set('c', 'then cleared');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await jobs.clear();
    await setC;
    expect(await jobs.get('c')).toBeUndefined();
    await connection.close();
  });

  it('writes what was asked before close', async () => {
    const connection = await StoreConnection.open(db.url(), memoryLogger());
    const jobs = connection.keyv<string>('jobs');
    const late = jobs.set('late', 'written');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await connection.close();
    await late;
    expect(await rawRows(db.file())).toEqual([
      { key: 'jobs:late', value: expect.stringContaining('written') },
    ]);
  });
});

describe('SQLite deletes gathered into batches', () => {
  it('deletes the keys of one moment in one statement, each told whether its row existed', async () => {
    const connection = await StoreConnection.open(db.url(), memoryLogger());
    const jobs = connection.keyv<number>('jobs');
    await Promise.all(Array.from({ length: 500 }, (_, n) => jobs.set(`job-${n}`, n)));
    const deleted = await Promise.all([
      ...Array.from({ length: 450 }, (_, n) => jobs.delete(`job-${n}`)),
      jobs.delete('never-written'),
    ]);
    expect(deleted.slice(0, 450).every(Boolean)).toBe(true);
    expect(deleted.at(-1)).toBe(false);
    expect(await jobs.get('job-449')).toBeUndefined();
    expect(await jobs.get('job-450')).toBe(450);
    await connection.close();
    expect(await rawRows(db.file())).toHaveLength(50);
  });

  it('runs a delete after the sets asked before it, with the other deletes of the moment', async () => {
    const table = await openSqlite(db.file());
    const batch = new SqliteWriteBatch(table);
    await batch.set('kept', '"before"');
    const results = await Promise.all([
      batch.set('a', '"set then deleted"'),
      batch.delete('a'),
      batch.delete('a'),
      batch.delete('b'),
      batch.delete('kept'),
    ]);
    expect(results.slice(1)).toEqual([true, false, false, true]);
    await batch.set('b', '"set after the delete"');
    table.close();
    expect(await rawRows(db.file())).toEqual([{ key: 'b', value: '"set after the delete"' }]);
  });

  it('writes a set asked after a delete of its key after that delete, in the same turn', async () => {
    const table = await openSqlite(db.file());
    const batch = new SqliteWriteBatch(table);
    await batch.set('a', '"first"');
    const results = await Promise.all([
      batch.delete('a'),
      batch.set('a', '"again"'),
      batch.delete('b'),
      batch.set('b', '"new"'),
    ]);
    expect(results).toEqual([true, undefined, false, undefined]);
    expect(table.getMany(['a', 'b'])).toEqual(['"again"', '"new"']);
    table.close();
  });

  it('rolls the whole batch back when a statement fails, and goes on with the next one', async () => {
    const table = await openSqlite(db.file());
    const batch = new SqliteWriteBatch(table);
    await batch.set('a', '"kept"');
    table.rows(
      "CREATE TRIGGER refuse BEFORE DELETE ON keyv WHEN old.key = 'refused' BEGIN SELECT RAISE(ABORT, 'refused by the test'); END",
    );
    await batch.set('refused', '"cannot be deleted"');
    const writes = [batch.set('a', '"changed"'), batch.delete('refused'), batch.delete('a')];
    for (const write of writes) await expect(write).rejects.toThrow('refused by the test');
    expect(table.get('a')).toBe('"kept"');
    await batch.set('c', '"after"');
    expect(table.get('c')).toBe('"after"');
    table.close();
  });

  it('deletes several keys through keyv: true when one of them existed', async () => {
    const connection = await StoreConnection.open(db.url(), memoryLogger());
    const jobs = connection.keyv<string>('jobs');
    await jobs.set('b', 'b');
    expect(await jobs.delete(['b', 'nothing'])).toBe(true);
    expect(await jobs.delete(['b', 'nothing'])).toBe(false);
    await connection.close();
  });

  it('rejects the writes of a failed statement and goes on with the next batch', async () => {
    const connection = await StoreConnection.open(db.url(), memoryLogger());
    const jobs = connection.keyv<string>('jobs');
    await jobs.set('a', 'a');
    await connection.close();
    await expect(jobs.delete('a')).rejects.toThrow();
  });
});

describe('closing with deletes asked', () => {
  it('runs the deletes asked before close', async () => {
    const connection = await StoreConnection.open(db.url(), memoryLogger());
    const jobs = connection.keyv<string>('jobs');
    await jobs.set('gone', 'x');
    const deleting = jobs.delete('gone');
    await connection.close();
    expect(await deleting).toBe(true);
    expect(await rawRows(db.file())).toEqual([]);
  });
});
