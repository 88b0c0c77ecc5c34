import { Keyv } from 'keyv';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteNamespace } from '../../src/store/sqlite-namespace.js';
import type { SqliteTable } from '../../src/store/sqlite-table.js';
import { SqliteWriteBatch } from '../../src/store/sqlite-write-batch.js';
import { sqliteTable } from '../helpers/sqlite-file.js';

let table: SqliteTable;

beforeEach(() => {
  table = sqliteTable(':memory:');
});

afterEach(() => {
  table.close();
});

/** A Keyv of `namespace` on the shared table, through `batch` (the table's write batch). */
const keyvOf = (namespace: string, batch: SqliteWriteBatch) =>
  new Keyv({ store: new SqliteNamespace(table, batch), namespace, throwOnErrors: true });

describe('SqliteNamespace, as keyv uses it', () => {
  it('keeps each namespace to itself: reads, writes, clear and listing', async () => {
    const batch = new SqliteWriteBatch(table);
    const jobs = keyvOf('jobs', batch);
    const active = keyvOf('jobs-active', batch);
    await Promise.all([jobs.set('a', { n: 1 }), jobs.set('b', 'two'), active.set('a', [3])]);
    expect(await jobs.get('a')).toEqual({ n: 1 });
    expect(await jobs.get(['a', 'none', 'b'])).toEqual([{ n: 1 }, undefined, 'two']);
    expect([await jobs.has('b'), await jobs.has('none')]).toEqual([true, false]);
    expect(await active.get('a')).toEqual([3]);

    const listed: unknown[] = [];
    for await (const entry of jobs.iterator?.(undefined) ?? []) listed.push(entry);
    expect(listed).toEqual([
      ['a', { n: 1 }],
      ['b', 'two'],
    ]);

    expect(await jobs.delete('a')).toBe(true);
    expect(await jobs.delete('a')).toBe(false);
    expect(await jobs.delete(['b', 'none'])).toBe(true);
    await jobs.set('c', 'c');
    await jobs.clear();
    expect(await jobs.get('c')).toBeUndefined();
    expect(await active.get('a')).toEqual([3]);
  });

  it('lists a namespace larger than a page, and drops what expired', async () => {
    const jobs = keyvOf('jobs', new SqliteWriteBatch(table));
    await Promise.all(Array.from({ length: 2_345 }, (_, n) => jobs.set(`k${n}`, n)));
    await jobs.set('expired', 'gone', 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    let count = 0;
    let sum = 0;
    for await (const [, value] of jobs.iterator?.(undefined) ?? []) {
      count += 1;
      sum += value as number;
    }
    expect([count, sum]).toEqual([2_345, (2_344 * 2_345) / 2]);
    expect(table.get('jobs:expired')).toBeUndefined();
  });
});

describe('SqliteNamespace', () => {
  it('refuses a value keyv did not serialize', async () => {
    const view = new SqliteNamespace(table, new SqliteWriteBatch(table));
    await expect(view.set('k', { raw: true })).rejects.toThrow(TypeError);
  });

  it('rejects reads and writes once the table is closed', async () => {
    const closed = sqliteTable(':memory:');
    const keyv = new Keyv({
      store: new SqliteNamespace(closed, new SqliteWriteBatch(closed)),
      namespace: 'jobs',
      throwOnErrors: true,
    });
    keyv.on('error', () => {});
    closed.close();
    await expect(keyv.get('a')).rejects.toThrow('database is not open');
    await expect(keyv.set('a', 1)).rejects.toThrow('database is not open');
  });
});
