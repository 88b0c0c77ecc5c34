import { describe, expect, it } from 'vitest';
import { parseBotConfig as parseConfig } from '../../src/app/backends.js';
import { configProblems, VALID_ENV } from './config-kit.js';

const valid = VALID_ENV;
const redis = { ...valid, DATABASE_URL: 'redis://127.0.0.1:6379' };

describe('SHARD_COUNT and SHARD_IDS', () => {
  it('run one shard, all of it, by default', () => {
    const config = parseConfig(valid);
    expect(config.SHARD_COUNT).toBe(1);
    expect(config.SHARD_IDS).toBeUndefined();
    expect(config.SHARD_LEASE_MS).toBe(2_000);
    expect(config.IDENTIFY_WINDOW_MS).toBe(5_000);
  });

  it('read a count, auto, ranges and lists', () => {
    expect(parseConfig({ ...redis, SHARD_COUNT: '8', SHARD_IDS: '0-3' })).toMatchObject({
      SHARD_COUNT: 8,
      SHARD_IDS: [0, 1, 2, 3],
    });
    expect(parseConfig({ ...redis, SHARD_COUNT: '8', SHARD_IDS: '5, 4,6-7' }).SHARD_IDS).toEqual([
      4, 5, 6, 7,
    ]);
    expect(parseConfig({ ...redis, SHARD_COUNT: 'auto', SHARD_IDS: '9' })).toMatchObject({
      SHARD_COUNT: 'auto',
      SHARD_IDS: [9],
    });
  });

  it('name each bad value on one line', () => {
    expect(configProblems({ ...redis, SHARD_COUNT: 'many', SHARD_IDS: '3-1' })).toEqual([
      'SHARD_COUNT must be auto or a whole number from 1 to 100000 (default 1)',
      'SHARD_IDS must be shard ids and ranges such as 0-3 or 4,5 (default: every shard)',
    ]);
    expect(configProblems({ ...redis, SHARD_COUNT: '0' })).toEqual([
      'SHARD_COUNT must be auto or a whole number from 1 to 100000 (default 1)',
    ]);
    expect(configProblems({ ...redis, IDENTIFY_WINDOW_MS: '50' })).toEqual([
      'IDENTIFY_WINDOW_MS must be a whole number from 100 to 60000 (default 5000)',
    ]);
    expect(configProblems({ ...redis, SHARD_COUNT: '4', SHARD_IDS: '2-5' })).toEqual([
      'SHARD_IDS names shards 4, 5, beyond SHARD_COUNT 4 (ids run from 0)',
    ]);
  });

  it('refuse several shards on the embedded SQLite store', () => {
    expect(configProblems({ ...valid, SHARD_COUNT: '2' })).toEqual([
      'SHARD_COUNT is 2: several shards need a shared store, and the embedded SQLite one serves ' +
        'one process; set DATABASE_URL=redis://… (docs/operations.md: "Running several processes and machines")',
    ]);
    expect(parseConfig({ ...valid, SHARD_COUNT: '1', SHARD_IDS: '0' }).SHARD_IDS).toEqual([0]);
  });
});
