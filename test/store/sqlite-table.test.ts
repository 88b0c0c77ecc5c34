import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROWS_PER_UPSERT, type SqliteTable } from '../../src/store/sqlite-table.js';
import { sqliteTable } from '../helpers/sqlite-file.js';

let table: SqliteTable;

beforeEach(() => {
  table = sqliteTable(':memory:');
});

afterEach(() => {
  table.close();
});

/** `count` rows `<prefix>0000`, `<prefix>0001`, … valued by their number. */
const rowsOf = (prefix: string, count: number) =>
  Array.from(
    { length: count },
    (_, n) => [`${prefix}${String(n).padStart(4, '0')}`, `${n}`] as const,
  );

describe('SqliteTable', () => {
  it('reads, upserts and deletes rows, the last value of a key winning', () => {
    table.upsert([
      ['a', '"1"'],
      ['b', '"2"'],
      ['a', '"3"'],
    ]);
    expect(table.get('a')).toBe('"3"');
    expect(table.get('none')).toBeUndefined();
    expect(table.getMany(['b', 'none', 'a', 'b'])).toEqual(['"2"', undefined, '"3"', '"2"']);
    expect([table.has('a'), table.has('none')]).toEqual([true, false]);
    expect(table.delete(['a', 'none'])).toEqual(new Set(['a']));
    expect(table.getMany(['a', 'b'])).toEqual([undefined, '"2"']);
  });

  it('upserts more rows than one statement takes', () => {
    const rows = rowsOf('k:', ROWS_PER_UPSERT * 2 + 7);
    table.transaction(() => table.upsert(rows));
    expect(table.rows('SELECT count(*) AS n FROM keyv')).toEqual([{ n: rows.length }]);
    expect(table.get(rows.at(-1)?.[0] ?? '')).toBe(`${rows.length - 1}`);
  });

  it('deletes one prefix, or everything for the empty one', () => {
    table.upsert([...rowsOf('jobs:', 2), ...rowsOf('jobs-active:', 2), ['jobs', 'x']]);
    table.deletePrefix('jobs:');
    expect(
      table.rows<{ key: string }>('SELECT key FROM keyv ORDER BY key').map((row) => row.key),
    ).toEqual(['jobs', 'jobs-active:0000', 'jobs-active:0001']);
    table.deletePrefix('');
    expect(table.rows('SELECT key FROM keyv')).toEqual([]);
  });

  it('pages through one prefix in key order, the rows written meanwhile not shifting the pages', () => {
    table.upsert([
      ['jobs', 'no prefix'],
      ['jobs;', 'past'],
      ['jobs:', 'empty key'],
      ...rowsOf('jobs:', 5),
      ...rowsOf('jobs-active:', 3),
    ]);
    const first = table.page('jobs:', undefined, 3);
    expect(first.map((row) => row.key)).toEqual(['jobs:', 'jobs:0000', 'jobs:0001']);
    table.delete(['jobs:0000', 'jobs:0001']);
    const second = table.page('jobs:', first.at(-1)?.key, 3);
    expect(second.map((row) => [row.key, row.value])).toEqual([
      ['jobs:0002', '2'],
      ['jobs:0003', '3'],
      ['jobs:0004', '4'],
    ]);
    expect(table.page('jobs:', 'jobs:0004', 3)).toEqual([]);
    expect(table.page('', undefined, 100)).toHaveLength(9);
    expect(table.page('', 'jobs:0004', 100).map((row) => row.key)).toEqual(['jobs;']);
  });

  it('commits a transaction whole, or rolls it back whole when it throws', () => {
    expect(table.transaction(() => table.upsert([['a', '1']]))).toBeUndefined();
    expect(() =>
      table.transaction(() => {
        table.upsert([['b', '2']]);
        throw new Error('stopped');
      }),
    ).toThrow('stopped');
    expect(table.getMany(['a', 'b'])).toEqual(['1', undefined]);
    table.transaction(() => table.upsert([['c', '3']]));
    expect(table.get('c')).toBe('3');
  });

  it('throws once closed', () => {
    const closed = sqliteTable(':memory:');
    closed.close();
    expect(() => closed.get('a')).toThrow(expect.objectContaining({ code: 'ERR_INVALID_STATE' }));
  });
});
