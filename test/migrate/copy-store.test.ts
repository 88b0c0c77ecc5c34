import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import { shardOfGuild } from '../../src/discord/guild-shards.js';
import type { GenerationJob } from '../../src/jobs/generation-job.js';
import { jobStoreKeyvs } from '../../src/jobs/job-namespaces.js';
import { JobStore } from '../../src/jobs/job-store.js';
import { copyStore } from '../../src/migrate/copy-store.js';
import { MigrationRefusedError } from '../../src/migrate/migrate-errors.js';
import { createStores, type Stores } from '../../src/store/create-stores.js';
import { openStoreDatabase, type StoreDatabase } from '../../src/store/store-database.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../helpers/redis-server.js';
import { historyEntry, newApiKey, rawEntry, rawRows, SECRET_A } from '../store/store-test-kit.js';

const logger = createLogger({ level: 'silent' });
/** Servers on shard 0 and shard 1 of 2. */
const ON_ZERO = '175928847299117063';
const ON_ONE = '1000000000000000000';
const DAY = 86_400_000;

let dir: string;
const opened: { close(): Promise<void> }[] = [];
const file = (name: string) => join(dir, `${name}.sqlite`);
const stores = async (name: string): Promise<Stores> => {
  const opening = await createStores({
    databaseUrl: `sqlite://${file(name)}`,
    encryptionSecret: SECRET_A,
    logger,
  });
  opened.push(opening);
  return opening;
};
const database = async (name: string): Promise<StoreDatabase> => {
  const opening = await openStoreDatabase(`sqlite://${file(name)}`, { logger });
  opened.push(opening);
  return opening;
};
const close = async () => {
  await Promise.all(opened.splice(0).map((item) => item.close()));
};

const job = (id: string, scope: string, overrides: Partial<GenerationJob> = {}): GenerationJob => ({
  id,
  scope,
  userId: 'u1',
  keyRef: { kind: 'user', userId: 'u1' },
  request: { prompt: 'a cat' },
  state: 'processing',
  taskId: `task-${id}`,
  createdAt: 1,
  delivered: false,
  target: { channelId: 'c1' },
  ...overrides,
});

/** A generation in a member's history. */
const HISTORY_ENTRY = historyEntry('done', Date.now());

/** A source store as a bot on SQLite leaves it: a key, settings, models, usage, jobs. */
async function seedSource(): Promise<{ apiKey: string }> {
  const source = await stores('source');
  const apiKey = newApiKey();
  await source.apiKeys.link('member', { apiKey, serviceUserId: '1', serviceUsername: 'alice' });
  await source.guildSettings.setLocale(ON_ONE, 'de');
  await source.guildSettings.setDailyLimit(ON_ONE, 3);
  await source.recentModels.record(ON_ONE, 'flux/dev');
  await source.usage.tryConsume(ON_ONE, 'member', 3);
  await source.usage.tryConsume(ON_ONE, 'member', 3);
  await source.history.record('member', HISTORY_ENTRY);
  const jobs = new JobStore(jobStoreKeyvs(source.keyv, 1, () => 0));
  await jobs.save(job('on-one', ON_ONE));
  await jobs.save(job('on-zero', ON_ZERO));
  await jobs.save(job('in-dm', 'user:member'));
  await jobs.save(job('done', ON_ONE, { state: 'completed', delivered: true }));
  await close();
  return { apiKey };
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'copy-store-'));
});
afterEach(async () => {
  await close();
  await rm(dir, { recursive: true, force: true });
});

describe('copyStore', () => {
  it('copies every namespace of the bot as it is, keys still encrypted, times kept', async () => {
    const { apiKey } = await seedSource();
    const report = await copyStore(await database('source'), await database('target'));
    expect(report).toEqual({
      read: {
        'api-keys': 1,
        'guild-settings': 1,
        'recent-models': 1,
        jobs: 1,
        'jobs-active': 3,
        'daily-usage': 1,
        'usage-history': 1,
        'generation-history': 1,
      },
      written: {
        'api-keys': 1,
        'guild-settings': 1,
        'recent-models': 1,
        jobs: 1,
        'jobs-active': 3,
        'daily-usage': 1,
        'usage-history': 1,
        'generation-history': 1,
      },
      skipped: 0,
      ignored: [],
    });
    await close();

    // The ciphertext is the source's, byte for byte: nothing was decrypted and sealed again.
    const [sourceRows, targetRows] = [await rawRows(file('source')), await rawRows(file('target'))];
    const keyRow = (rows: { key: string; value: string }[]) =>
      rows.find((row) => row.key === 'api-keys:member')?.value;
    expect(keyRow(targetRows)).toBe(keyRow(sourceRows));
    expect(keyRow(targetRows)).not.toContain(apiKey.slice(3));
    const keptBefore = await rawEntry(file('source'), 'jobs:job:done');
    const keptAfter = await rawEntry(file('target'), 'jobs:job:done');
    expect(keptAfter?.expires).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(keptAfter?.expires).toBeCloseTo(keptBefore?.expires ?? 0, -2);
    const historyAfter = await rawEntry(file('target'), 'generation-history:member');
    expect(historyAfter?.expires).toBeGreaterThan(Date.now() + 29 * DAY);

    const target = await stores('target');
    expect(await target.apiKeys.get('member')).toMatchObject({ apiKey, serviceUsername: 'alice' });
    expect(await target.guildSettings.getLocale(ON_ONE)).toBe('de');
    expect(await target.guildSettings.getDailyLimit(ON_ONE)).toBe(3);
    expect(await target.recentModels.list(ON_ONE)).toEqual(['flux/dev']);
    expect(await target.usage.used(ON_ONE, 'member')).toBe(2);
    expect((await target.usage.tryConsume(ON_ONE, 'member', 3)).used).toBe(3);
    expect((await target.usageHistory.memberUsage(ON_ONE, 'member')).today.generations).toBe(3);
    expect(await target.history.list('member')).toEqual([HISTORY_ENTRY]);
    const jobs = new JobStore(jobStoreKeyvs(target.keyv, 1, () => 0));
    expect((await jobs.listUnfinished()).map((listed) => listed.id).sort()).toEqual([
      'in-dm',
      'on-one',
      'on-zero',
    ]);
    expect(await jobs.get('done')).toMatchObject({ delivered: true });
  });

  it("puts each undelivered job in its shard's namespace for the target's shard count", async () => {
    await seedSource();
    const report = await copyStore(await database('source'), await database('target'), {
      shardCount: 2,
    });
    expect(report.read['jobs-active']).toBe(3);
    expect(report.written).toMatchObject({ 'jobs-active-0': 2, 'jobs-active-1': 1 });
    expect(report.written['jobs-active']).toBeUndefined();
    await close();

    const target = await stores('target');
    const jobs = new JobStore(
      jobStoreKeyvs(target.keyv, 2, (listed) => shardOfGuild(listed.scope, 2)),
    );
    const ids = async (shard: number) =>
      (await jobs.listUnfinished([shard])).map((listed) => listed.id).sort();
    expect(await ids(1)).toEqual(['on-one']);
    expect(await ids(0)).toEqual(['in-dm', 'on-zero']);
    expect(await jobs.get('on-one')).toEqual(job('on-one', ON_ONE));
  });

  it('writes nothing on a dry run, and counts the same', async () => {
    await seedSource();
    const dry = await copyStore(await database('source'), await database('target'), {
      shardCount: 2,
      dryRun: true,
    });
    await close();
    expect(await rawRows(file('target'))).toEqual([]);
    const real = await copyStore(await database('source'), await database('target'), {
      shardCount: 2,
    });
    expect(dry).toEqual(real);
  });

  it('refuses a target that holds the bot’s data, unless merging over it', async () => {
    const { apiKey } = await seedSource();
    const target = await stores('target');
    await target.apiKeys.link('member', {
      apiKey: newApiKey(),
      serviceUserId: '2',
      serviceUsername: 'bob',
    });
    await target.guildSettings.setLocale(ON_ZERO, 'fr');
    await close();
    const refusal = copyStore(await database('source'), await database('target'));
    await expect(refusal).rejects.toThrow(MigrationRefusedError);
    await expect(refusal).rejects.toThrow(
      "--to already holds the bot's data (api-keys, guild-settings): copy into an empty store, or give --merge to write over it",
    );
    await close();
    await copyStore(await database('source'), await database('target'), { merge: true });
    await close();
    const merged = await stores('target');
    expect((await merged.apiKeys.get('member'))?.apiKey).toBe(apiKey);
    expect(await merged.guildSettings.getLocale(ON_ZERO)).toBe('fr');
    expect(await merged.guildSettings.getLocale(ON_ONE)).toBe('de');
  });

  it('counts a target holding only daily counts as not empty', async () => {
    await seedSource();
    const target = await stores('target');
    await target.usage.tryConsume(ON_ZERO, 'someone', 5);
    await target.keyv('unrelated').set('x', 1);
    await close();
    await expect(copyStore(await database('source'), await database('target'))).rejects.toThrow(
      "--to already holds the bot's data (daily-usage, usage-history)",
    );
  });

  it('leaves namespaces that are not the bot’s, and delivered jobs still listed as undelivered', async () => {
    const source = await stores('source');
    await source.keyv('someone-else').set('x', 1);
    // A crash between the two writes of a delivery: the job is in `jobs` and still in `jobs-active`.
    const delivered = job('both', ON_ONE, { state: 'completed', delivered: true });
    await source.keyv('jobs').set('job:both', delivered);
    await source.keyv('jobs-active').set('job:both', delivered);
    await source.keyv('jobs-active').set('job:broken', { no: 'id' });
    await close();
    const report = await copyStore(await database('source'), await database('target'));
    expect(report).toMatchObject({
      read: { jobs: 1, 'jobs-active': 2 },
      written: { jobs: 1 },
      skipped: 2,
      ignored: ['someone-else'],
    });
    await close();
    expect((await rawRows(file('target'))).map((row) => row.key)).toEqual(['jobs:job:both']);
  });

  it('copies every live record of a namespace larger than a page, expired ones left out', async () => {
    const source = await stores('source');
    const keys = Array.from({ length: 1_500 }, (_, i) => `job:${i}`);
    await source
      .keyv('jobs')
      .setMany(keys.map((key, i) => ({ key, value: { i }, ttl: i % 3 === 0 ? 1 : DAY })));
    await close();
    await new Promise((wait) => setTimeout(wait, 20));
    const report = await copyStore(await database('source'), await database('target'));
    expect(report).toMatchObject({ read: { jobs: 1_500 }, written: { jobs: 1_000 }, skipped: 500 });
    await close();
    expect((await rawRows(file('target'))).length).toBe(1_000);
  });

  it('copies records a bot wrote before jobs had their own namespace (the legacy index)', async () => {
    const source = await stores('source');
    await source.keyv('jobs').set('job:old', job('old', ON_ONE));
    await source.keyv('jobs').set('jobs:active', ['old']);
    await close();
    await copyStore(await database('source'), await database('target'), { shardCount: 2 });
    await close();
    const target = await stores('target');
    const jobs = new JobStore(
      jobStoreKeyvs(target.keyv, 2, (listed) => shardOfGuild(listed.scope, 2)),
    );
    expect((await jobs.listUnfinished([0, 1])).map((listed) => listed.id)).toEqual(['old']);
    expect(await target.keyv('jobs-active-1').get('job:old')).toMatchObject({ id: 'old' });
  });
});

describe('copyStore and the bytes kept as bytes (input images)', () => {
  /** 3 MiB: more than one part of a SQLite entry. */
  const photo = Buffer.alloc(3 * 1024 * 1024 + 5, 7);
  photo.write('an input image', 0);

  /** Leaves a live entry, an empty one and one about to expire in `from`'s blobs. */
  const seedBlobs = async (from: StoreDatabase) => {
    await from.connection.blobs.set('input-u1-g1-live', photo, 2 * 3_600_000);
    await from.connection.blobs.set('input-u1-g1-empty', new Uint8Array(0), 3_600_000);
    await from.connection.blobs.set('input-u1-g1-gone', Buffer.from('x'), 1);
    await new Promise((wait) => setTimeout(wait, 20));
  };

  const expectCopied = async (to: StoreDatabase) => {
    const live = await to.connection.blobs.get('input-u1-g1-live');
    expect(live?.length).toBe(photo.length);
    expect(live?.equals(photo)).toBe(true);
    expect(await to.connection.blobs.get('input-u1-g1-empty')).toEqual(Buffer.alloc(0));
    expect(await to.connection.blobs.get('input-u1-g1-gone')).toBeUndefined();
    const entries = [];
    for await (const entry of to.connection.blobs.entries()) entries.push(entry);
    expect(entries.map((entry) => entry.key).sort()).toEqual([
      'input-u1-g1-empty',
      'input-u1-g1-live',
    ]);
    const left = entries.find((entry) => entry.key === 'input-u1-g1-live')?.ttlMs;
    expect(left).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(left).toBeLessThanOrEqual(2 * 3_600_000);
  };

  it('copies each live entry between SQLite files with what is left of its time, an expired one left out; a dry run writes none', async () => {
    const source = await database('source');
    await seedBlobs(source);
    const dry = await copyStore(source, await database('dry'), { dryRun: true });
    expect(dry.written).toMatchObject({ blobs: 2 });
    const report = await copyStore(source, await database('target'));
    expect(report.read).toMatchObject({ blobs: 2 });
    expect(report.written).toMatchObject({ blobs: 2 });
    expect(report.ignored).toEqual([]);
    await close();
    await expectCopied(await database('target'));
    const none = [];
    for await (const entry of (await database('dry')).connection.blobs.entries()) none.push(entry);
    expect(none).toEqual([]);
  });

  describe.skipIf(!redisServerInstalled)('with Redis', () => {
    let redis: RedisServer;
    beforeEach(async () => {
      redis = await startRedisServer();
    });
    afterEach(async () => {
      await close();
      await redis.close();
    });
    const redisDatabase = async () => {
      const opening = await openStoreDatabase(redis.url, { logger });
      opened.push(opening);
      return opening;
    };

    it('copies them from SQLite to Redis, and back', async () => {
      const source = await database('source');
      await seedBlobs(source);
      const there = await redisDatabase();
      expect((await copyStore(source, there)).written).toMatchObject({ blobs: 2 });
      await expectCopied(there);
      const back = await database('back');
      expect((await copyStore(there, back)).written).toMatchObject({ blobs: 2 });
      await close();
      await expectCopied(await database('back'));
    });
  });
});
