import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import { shardOfGuild } from '../../../src/discord/guild-shards.js';
import type { GenerationJob } from '../../../src/jobs/generation-job.js';
import { jobStoreKeyvs } from '../../../src/jobs/job-namespaces.js';
import { JobStore } from '../../../src/jobs/job-store.js';
import { copyStore } from '../../../src/migrate/copy-store.js';
import { openMigration } from '../../../src/migrate/open-migration.js';
import { createStores, type Stores } from '../../../src/store/create-stores.js';
import { connectRedis, type TestRedisClient } from '../../helpers/redis-client.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../../helpers/redis-server.js';
import { historyEntry, newApiKey, rawEntry, SECRET_A } from '../../store/store-test-kit.js';

const logger = createLogger({ level: 'silent' });
const ON_ONE = '1000000000000000000';

const job = (id: string, scope: string, overrides: Partial<GenerationJob> = {}): GenerationJob => ({
  id,
  scope,
  userId: 'member',
  keyRef: { kind: 'user', userId: 'member' },
  request: { prompt: 'a cat' },
  state: 'processing',
  taskId: `task-${id}`,
  createdAt: 1,
  delivered: false,
  target: {},
  ...overrides,
});

/** The copy between a SQLite file and a real Redis, both ways, as `migrate-store` runs it. */
describe.skipIf(!redisServerInstalled)('copyStore between SQLite and Redis', () => {
  let redis: RedisServer;
  let client: TestRedisClient;
  let dir: string;
  const opened: Stores[] = [];
  const sqliteUrl = () => `sqlite://${join(dir, 'bot.sqlite')}`;
  const stores = async (databaseUrl: string) => {
    const opening = await createStores({ databaseUrl, encryptionSecret: SECRET_A, logger });
    opened.push(opening);
    return opening;
  };
  const closeAll = async () => {
    await Promise.all(opened.splice(0).map((item) => item.close()));
  };
  const migrate = async (from: string, to: string, shardCount: number) => {
    const ends = await openMigration(from, to, { shardCount, logger, cwd: dir });
    try {
      return await copyStore(ends.from, ends.to, { shardCount });
    } finally {
      await ends.close();
    }
  };

  beforeAll(async () => {
    redis = await startRedisServer();
    client = await connectRedis(redis.url);
  });
  afterAll(async () => {
    client.destroy();
    await redis.close();
  });
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'copy-store-redis-'));
    await client.flushAll();
  });
  afterEach(async () => {
    await closeAll();
    await rm(dir, { recursive: true, force: true });
  });

  it('moves a SQLite store to Redis: keys, settings, counts with their time, jobs on their shard', async () => {
    const source = await stores(sqliteUrl());
    const apiKey = newApiKey();
    await source.apiKeys.link('member', { apiKey, serviceUserId: '1', serviceUsername: 'alice' });
    await source.guildSettings.setLocale(ON_ONE, 'de');
    await source.usage.tryConsume(ON_ONE, 'member', 5);
    await source.usage.tryConsume(ON_ONE, 'member', 5);
    const jobs = new JobStore(jobStoreKeyvs(source.keyv, 1, () => 0));
    await jobs.save(job('running', ON_ONE));
    await jobs.save(job('done', ON_ONE, { delivered: true }));
    const generation = historyEntry('done', Date.now());
    await source.history.record('member', generation);
    await closeAll();
    const historyExpires = (await rawEntry(join(dir, 'bot.sqlite'), 'generation-history:member'))
      ?.expires;
    const usageExpires = (await rawEntry(join(dir, 'bot.sqlite'), `daily-usage:${ON_ONE}:member`))
      ?.expires;
    const keptExpires = (await rawEntry(join(dir, 'bot.sqlite'), 'jobs:job:done'))?.expires;

    const report = await migrate(sqliteUrl(), redis.url, 2);
    expect(report.written).toEqual({
      'api-keys': 1,
      'guild-settings': 1,
      jobs: 1,
      'jobs-active-1': 1,
      'daily-usage': 1,
      'usage-history': 1,
      'generation-history': 1,
    });

    const target = await stores(redis.url);
    expect(await target.history.list('member')).toEqual([generation]);
    expect(
      Date.now() + (await client.pTTL('generation-history::generation-history:member')),
    ).toBeCloseTo(historyExpires ?? 0, -3);
    expect(await target.apiKeys.get('member')).toMatchObject({ apiKey, serviceUsername: 'alice' });
    expect(await target.guildSettings.getLocale(ON_ONE)).toBe('de');
    // Counted in Redis's atomic counter now, kept as long as the record would have been.
    expect(await target.usage.used(ON_ONE, 'member')).toBe(2);
    // The usage report's daily counts, in a Redis tally now.
    expect((await target.usageHistory.memberUsage(ON_ONE, 'member')).month.generations).toBe(2);
    const day = new Date().toISOString().slice(0, 10);
    const counter = `imagine:count:daily-usage:${ON_ONE}:member:${day}`;
    expect(Date.now() + (await client.pTTL(counter))).toBeCloseTo(usageExpires ?? 0, -3);
    expect(Date.now() + (await client.pTTL('jobs::jobs:job:done'))).toBeCloseTo(
      keptExpires ?? 0,
      -3,
    );
    expect(await client.pTTL('api-keys::api-keys:member')).toBe(-1);
    const sharded = new JobStore(
      jobStoreKeyvs(target.keyv, 2, (listed) => shardOfGuild(listed.scope, 2)),
    );
    expect(await sharded.listUnfinished([0])).toEqual([]);
    expect(await sharded.listUnfinished([1])).toEqual([job('running', ON_ONE)]);
  });

  it('moves a sharded Redis store back to SQLite, every shard’s jobs into one namespace', async () => {
    const source = await stores(redis.url);
    const apiKey = newApiKey();
    await source.apiKeys.link('member', { apiKey, serviceUserId: '1', serviceUsername: 'alice' });
    await source.usage.tryConsume(ON_ONE, 'member', 5);
    const jobs = new JobStore(
      jobStoreKeyvs(source.keyv, 2, (listed) => shardOfGuild(listed.scope, 2)),
    );
    await jobs.save(job('on-one', ON_ONE));
    await jobs.save(job('in-dm', 'user:member'));
    await source.shared.holdMemberSlot('member', 'on-one');
    await closeAll();

    const report = await migrate(redis.url, sqliteUrl(), 1);
    expect(report.read).toMatchObject({ 'jobs-active-0': 1, 'jobs-active-1': 1 });
    expect(report.written).toEqual({
      'api-keys': 1,
      'jobs-active': 2,
      'daily-usage': 1,
      'usage-history': 1,
    });

    const target = await stores(sqliteUrl());
    expect((await target.apiKeys.get('member'))?.apiKey).toBe(apiKey);
    expect(await target.usage.used(ON_ONE, 'member')).toBe(1);
    expect((await target.usageHistory.memberUsage(ON_ONE, 'member')).today.generations).toBe(1);
    const one = new JobStore(jobStoreKeyvs(target.keyv, 1, () => 0));
    expect((await one.listUnfinished()).map((listed) => listed.id).sort()).toEqual([
      'in-dm',
      'on-one',
    ]);
    // A running member's slot belongs to the bot that runs the job; the resumed job takes it again.
    expect(await target.shared.memberSlots('member')).toBe(0);
  });

  it('refuses while a bot holds a shard lease on either Redis, and a Redis that holds counts', async () => {
    const source = await stores(sqliteUrl());
    await source.guildSettings.setLocale(ON_ONE, 'de');
    await closeAll();
    const bot = await stores(redis.url);
    const lease = bot.shared.lease?.('shard-1-of-2', { timeoutMs: 5_000, onLost: () => {} });
    expect(await lease?.tryTake()).toBe(true);
    await expect(migrate(sqliteUrl(), redis.url, 2)).rejects.toThrow(
      '--to: a bot is running on this Redis (it holds shard-1-of-2): stop the bot first',
    );
    await expect(migrate(redis.url, sqliteUrl(), 1)).rejects.toThrow(
      '--from: a bot is running on this Redis (it holds shard-1-of-2)',
    );
    await lease?.release();
    await bot.usage.tryConsume(ON_ONE, 'member', 5);
    await expect(migrate(sqliteUrl(), redis.url, 2)).rejects.toThrow(
      "--to already holds the bot's data (daily-usage)",
    );
  });
});
