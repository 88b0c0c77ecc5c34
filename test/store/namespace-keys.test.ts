import { setTimeout as sleep } from 'node:timers/promises';
import { Keyv } from 'keyv';
import { describe, expect, it } from 'vitest';
import { namespaceKeys } from '../../src/store/namespace-keys.js';
import { StoreConnection } from '../../src/store/store-connection.js';
import { memoryLogger, useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();

/** More records than SQLite lists per page (1,000), every third one expired. */
async function fill(keyv: Keyv): Promise<string[]> {
  const keys = Array.from({ length: 1_500 }, (_, i) => `k${String(i).padStart(5, '0')}`);
  await keyv.setMany(keys.map((key, i) => ({ key, value: i, ttl: i % 3 === 0 ? 1 : undefined })));
  await sleep(20);
  return keys;
}

describe('namespaceKeys', () => {
  it('lists every key of a SQLite namespace, expired ones included, before keyv’s iterator drops them', async () => {
    const connection = await StoreConnection.open(db.url(), memoryLogger());
    const jobs = connection.keyv('jobs');
    await connection.keyv('jobs-active').set('other', 1);
    const keys = await fill(jobs);
    expect((await namespaceKeys(jobs)).sort()).toEqual(keys);
    // Keyv's iterator deletes the expired records as it goes; the pages, by key, do not shift.
    let yielded = 0;
    for await (const _entry of jobs.iterator?.(undefined) ?? []) yielded += 1;
    expect(yielded).toBe(1_000);
    expect(await namespaceKeys(jobs)).toHaveLength(1_000);
    await connection.close();
  });

  it('lists the keys of a Map store in its namespace', async () => {
    const store = new Map();
    const keyv = new Keyv({ store, namespace: 'jobs' });
    await new Keyv({ store, namespace: 'other' }).set('x', 1);
    await keyv.set('a', 1);
    await keyv.set('b:c', 2);
    expect(await namespaceKeys(keyv)).toEqual(['a', 'b:c']);
  });
});
