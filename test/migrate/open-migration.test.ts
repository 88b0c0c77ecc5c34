import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import { MigrationRefusedError } from '../../src/migrate/migrate-errors.js';
import { openMigration } from '../../src/migrate/open-migration.js';
import { openStoreDatabase } from '../../src/store/store-database.js';

const logger = createLogger({ level: 'silent' });

let dir: string;
const url = (name: string) => `sqlite://${join(dir, name)}`;
const open = (from: string, to: string, options: { shardCount?: number; dryRun?: boolean } = {}) =>
  openMigration(from, to, { shardCount: 1, logger, cwd: dir, redisTimeoutMs: 500, ...options });
/** Opens `name` once and closes it: the file exists, empty. */
const create = async (name: string) => {
  await (await openStoreDatabase(url(name), { logger })).close();
};

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'open-migration-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('openMigration', () => {
  it.each([
    ['no scheme', 'data/bot.sqlite', 'redis://h:6379', '--from must be a URL such as'],
    [
      'an unknown scheme',
      'sqlite://a.sqlite',
      'postgres://u:secret@h/db',
      '--to uses postgres://; migrate-store copies between sqlite:// and redis:// (or rediss://) stores',
    ],
    [
      'the same file twice',
      'sqlite://a.sqlite',
      'sqlite://./a.sqlite',
      '--from and --to name the same store',
    ],
    [
      'the same Redis twice',
      'redis://:secret@Host:6379',
      'redis://host/0',
      '--from and --to name the same store',
    ],
    ['memory', 'sqlite://:memory:', 'redis://h', '--from is an in-memory store'],
    [
      'several shards on SQLite',
      'redis://h',
      'sqlite://b.sqlite',
      '--shard-count is 2: several shards need a shared store',
    ],
  ])('refuses %s in one line, without a password', async (_case, from, to, message) => {
    const error = await open(from, to, { shardCount: 2 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(MigrationRefusedError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain('\n');
    expect((error as Error).message).not.toContain('secret');
  });

  it('refuses a SQLite source that does not exist, without creating it', async () => {
    await expect(open(url('missing.sqlite'), url('to.sqlite'))).rejects.toThrow(
      `--from: there is no SQLite file at ${join(dir, 'missing.sqlite')}`,
    );
    expect(existsSync(join(dir, 'missing.sqlite'))).toBe(false);
  });

  it('says to stop the bot first when it holds the SQLite file, either end', async () => {
    await create('from.sqlite');
    const bot = await openStoreDatabase(url('from.sqlite'), { logger });
    await expect(open(url('from.sqlite'), url('to.sqlite'))).rejects.toThrow(
      `--from: ${join(dir, 'from.sqlite')} is in use by a running bot (it holds the SQLite file): stop the bot first`,
    );
    await bot.close();
    const onTarget = await openStoreDatabase(url('to.sqlite'), { logger });
    await expect(open(url('from.sqlite'), url('to.sqlite'))).rejects.toThrow(
      `--to: ${join(dir, 'to.sqlite')} is in use by a running bot`,
    );
    await onTarget.close();
  });

  it('holds the source while open, so no bot starts on it, and lets go on close', async () => {
    await create('from.sqlite');
    const stores = await open(url('from.sqlite'), url('to.sqlite'));
    await expect(openStoreDatabase(url('from.sqlite'), { logger })).rejects.toThrow(
      'Another process is using',
    );
    await stores.close();
    await (await openStoreDatabase(url('from.sqlite'), { logger })).close();
  });

  it('creates no SQLite target on a dry run', async () => {
    await create('from.sqlite');
    const stores = await open(url('from.sqlite'), url('to.sqlite'), { dryRun: true });
    expect(await stores.to.connection.namespaces()).toEqual([]);
    await stores.close();
    expect(existsSync(join(dir, 'to.sqlite'))).toBe(false);
  });

  it('says Redis cannot be reached, at once', async () => {
    await create('from.sqlite');
    const started = Date.now();
    await expect(open(url('from.sqlite'), 'redis://:hunter2@127.0.0.1:1')).rejects.toThrow(
      /^--to: cannot reach Redis \(ECONNREFUSED\)$/,
    );
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});
