import { describe, expect, it } from 'vitest';
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
