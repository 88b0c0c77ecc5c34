import { describe, expect, it } from 'vitest';
import { ReadCache } from '../../src/store/read-cache.js';
import { SqliteNamespace } from '../../src/store/sqlite-namespace.js';
import { SqliteWriteBatch } from '../../src/store/sqlite-write-batch.js';
import { StoreConnection } from '../../src/store/store-connection.js';
import { sqliteTable } from '../helpers/sqlite-file.js';
import { memoryLogger, rawRows, useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();

/** A deferred read: resolves when the test says so. */
function pending<Value>() {
  let resolve: (value: Value) => void = () => {};
  const promise = new Promise<Value>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('ReadCache', () => {
  it('reads a key once and answers later reads from memory, absent records too', async () => {
    const cache = new ReadCache();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return reads === 1 ? 'v1' : 'other';
    };
    expect(await cache.get('a', read)).toBe('v1');
    expect(await cache.get('a', read)).toBe('v1');
    expect(await cache.get('missing', async () => undefined)).toBeUndefined();
    expect(await cache.get('missing', async () => 'never read')).toBeUndefined();
    expect(reads).toBe(1);
  });

  it('shares one read among the callers of a key while it is under way, not across a write', async () => {
    const cache = new ReadCache();
    const slow = pending<string>();
    let reads = 0;
    const read = () => {
      reads += 1;
      return slow.promise;
    };
    const callers = [cache.get('a', read), cache.get('a', read), cache.get('a', read)];
    expect(reads).toBe(1);
    await cache.write(['b'], async () => undefined);
    const afterWrite = cache.get('a', async () => 'read after the write');
    slow.resolve('shared');
    expect(await Promise.all(callers)).toEqual(['shared', 'shared', 'shared']);
    expect(await afterWrite).toBe('read after the write');
    expect(await cache.get('a', async () => 'not read')).toBe('read after the write');
  });

  it('reads again after a write of the key, and keeps the other keys', async () => {
    const cache = new ReadCache();
    await cache.get('a', async () => 'old');
    await cache.get('b', async () => 'b');
    await cache.write(['a'], async () => undefined);
    expect(await cache.get('a', async () => 'new')).toBe('new');
    expect(await cache.get('b', async () => 'not read')).toBe('b');
    await cache.write(undefined, async () => undefined);
    expect(await cache.get('b', async () => 'read again')).toBe('read again');
  });

  it('keeps nothing from a read a write overlapped (its answer may predate the write)', async () => {
    const cache = new ReadCache();
    const slow = pending<string>();
    const reading = cache.get('a', () => slow.promise);
    await cache.write(['a'], async () => undefined);
    slow.resolve('before the write');
    expect(await reading).toBe('before the write');
    expect(await cache.get('a', async () => 'after the write')).toBe('after the write');
  });

  it('keeps nothing from a read that ended while a write was running', async () => {
    const cache = new ReadCache();
    const write = pending<void>();
    const writing = cache.write(['a'], () => write.promise);
    expect(await cache.get('a', async () => 'during')).toBe('during');
    write.resolve();
    await writing;
    expect(await cache.get('a', async () => 'after')).toBe('after');
  });

  it('drops the keys of a write that failed', async () => {
    const cache = new ReadCache();
    await cache.get('a', async () => 'old');
    await expect(
      cache.write(['a'], async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await cache.get('a', async () => 'read again')).toBe('read again');
  });

  it('does not keep values a caller could change (objects)', async () => {
    const cache = new ReadCache();
    await cache.get('a', async () => ({ n: 1 }));
    expect(await cache.get('a', async () => ({ n: 2 }))).toEqual({ n: 2 });
  });

  it('once the keys are listed, answers a key outside them absent without reading it', async () => {
    const cache = new ReadCache({ listKeys: async () => ['a'] });
    const reads: string[] = [];
    const read = (value: string) => async () => {
      reads.push(value);
      return value;
    };
    expect(await cache.get('x', read('x read while listing'))).toBe('x read while listing');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('y', read('never read'))).toBeUndefined();
    expect(await cache.get('a', read('a'))).toBe('a');
    await cache.write(['y'], async () => undefined);
    expect(await cache.get('y', read('y written since'))).toBe('y written since');
    await cache.write(undefined, async () => undefined);
    expect(await cache.get('z', read('z after a clear'))).toBe('z after a clear');
    expect(reads).toEqual(['x read while listing', 'a', 'y written since', 'z after a clear']);
  });

  it('keeps no key list that a write overlapped', async () => {
    const listed = pending<readonly string[]>();
    const cache = new ReadCache({ listKeys: () => listed.promise });
    await cache.get('x', async () => undefined);
    await cache.write(['b'], async () => undefined);
    listed.resolve([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('b', async () => 'b read')).toBe('b read');
  });

  it('holds at most maxEntries keys, dropping the least recently read', async () => {
    const cache = new ReadCache({ maxEntries: 2 });
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'not read');
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'not read')).toBe('a');
    expect(await cache.get('b', async () => 'b read again')).toBe('b read again');
  });
});

describe('SqliteNamespace with a ReadCache', () => {
  it('reads each key from the database once until a write of it', async () => {
    const table = sqliteTable(':memory:');
    const reads: string[] = [];
    const read = table.get.bind(table);
    table.get = (key) => {
      reads.push(key);
      return read(key);
    };
    const view = new SqliteNamespace(table, new SqliteWriteBatch(table), new ReadCache());
    await view.set('k', 'one');
    expect([await view.get('k'), await view.get('k'), await view.get('none')]).toEqual([
      'one',
      'one',
      undefined,
    ]);
    expect(reads).toEqual(['k', 'none']);
    await view.set('k', 'two');
    expect(await view.get('k')).toBe('two');
    await view.deleteMany(['k']);
    expect(await view.get('k')).toBeUndefined();
    await view.set('k', 'three');
    await view.get('k');
    await view.clear();
    expect(await view.get('k')).toBeUndefined();
    expect(reads).toEqual(['k', 'none', 'k', 'k', 'k', 'k']);
    table.close();
  });
});

describe('a cached namespace on SQLite', () => {
  it('stays exact through every write: set, delete, clear and expiry', async () => {
    const connection = await StoreConnection.open(db.url(), {
      ...memoryLogger(),
      cachedNamespaces: ['settings'],
    });
    const settings = connection.keyv<{ locale: string }>('settings');
    expect(await settings.get('before any write')).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await settings.set('guild', { locale: 'fr' });
    expect(await settings.get('guild')).toEqual({ locale: 'fr' });
    expect(await settings.get('nobody')).toBeUndefined();
    await settings.set('nobody', { locale: 'pl' });
    expect(await settings.get('nobody')).toEqual({ locale: 'pl' });
    const read = await settings.get('guild');
    if (read) read.locale = 'changed by a caller';
    expect(await settings.get('guild')).toEqual({ locale: 'fr' });
    await settings.set('guild', { locale: 'de' });
    expect(await settings.get('guild')).toEqual({ locale: 'de' });
    await settings.delete('guild');
    expect(await settings.get('guild')).toBeUndefined();
    await settings.set('a', { locale: 'it' });
    expect(await settings.get('a')).toEqual({ locale: 'it' });
    await settings.clear();
    expect(await settings.get('a')).toBeUndefined();
    await settings.set('kept', { locale: 'pl' });
    await settings.set('b', { locale: 'ja' }, 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await settings.get('b')).toBeUndefined();
    await connection.close();
    expect(await rawRows(db.file())).toEqual([
      { key: 'settings:kept', value: expect.stringContaining('pl') },
    ]);
  });
});
