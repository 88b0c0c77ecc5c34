import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import { DataSweeper } from '../../src/privacy/data-sweeper.js';
import { REMOVALS_NAMESPACE, ServerRemovals } from '../../src/privacy/server-removals.js';
import { createStores, type Stores } from '../../src/store/create-stores.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../helpers/redis-server.js';
import { SECRET_A, useTempDatabase } from '../store/store-test-kit.js';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 1);
const [GONE, RECENT, BACK] = ['111111111111111111', '222222222222222222', '333333333333333333'];

/** A sweeper of `stores` whose clock reads {@link NOW}, the bot in `present` servers. */
function sweeperOf(stores: Stores, present: readonly string[] = []) {
  const removals = new ServerRemovals(stores.keyv(REMOVALS_NAMESPACE));
  const sweeper = new DataSweeper({
    stores,
    removals,
    now: () => NOW,
    graceMs: 30 * DAY,
    intervalMs: 60_000,
    inServer: (guildId) => present.includes(guildId),
    logger: createLogger({ level: 'silent' }),
  });
  return { removals, sweeper };
}

/** A server's settings and styles-like record, to see them erased or kept. */
async function seedServer(stores: Stores, guildId: string): Promise<void> {
  await stores.guildSettings.setDailyLimit(guildId, 3);
  await stores.policy.setBanned(guildId, ['word']);
}

describe('DataSweeper', () => {
  const database = useTempDatabase();

  it('erases a server removed longer than the grace period ago; keeps a recent one; cancels one the bot is in', async () => {
    const stores = await database.open();
    const { removals, sweeper } = sweeperOf(stores, [BACK]);
    for (const guildId of [GONE, RECENT, BACK]) await seedServer(stores, guildId);
    await removals.removed(GONE, NOW - 31 * DAY);
    await removals.removed(RECENT, NOW - 29 * DAY);
    await removals.removed(BACK, NOW - 40 * DAY);

    expect(await sweeper.sweep()).toEqual({ erased: [GONE], pruned: 0 });
    expect((await stores.policy.get(GONE)).banned).toEqual([]);
    expect((await stores.policy.get(RECENT)).banned).toEqual(['word']);
    expect((await stores.policy.get(BACK)).banned).toEqual(['word']);
    expect(await removals.removedBefore(Number.POSITIVE_INFINITY)).toEqual([RECENT]);
  });

  it('keeps the first removal noted, and a cancel forgets it', async () => {
    const stores = await database.open();
    const { removals } = sweeperOf(stores);
    await removals.removed(GONE, NOW - 5 * DAY);
    await removals.removed(GONE, NOW);
    expect(await removals.removedBefore(NOW - DAY)).toEqual([GONE]);
    expect(await removals.cancel(GONE)).toBe(true);
    expect(await removals.removedBefore(NOW)).toEqual([]);
  });
});

describe.skipIf(!redisServerInstalled)('DataSweeper on Redis, two processes', () => {
  let redis: RedisServer | undefined;
  const opened: Stores[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.allSettled(opened.map((stores) => stores.close()));
    await redis?.close();
  });
  const open = async () => {
    const stores = await createStores({
      databaseUrl: redis?.url ?? '',
      encryptionSecret: SECRET_A,
      logger: createLogger({ level: 'silent' }),
    });
    opened.push(stores);
    return stores;
  };

  it('sweeps in one process at a time: the other skips the interval', async () => {
    const [first, second] = [await open(), await open()];
    await seedServer(first, GONE);
    await sweeperOf(first).removals.removed(GONE, NOW - 31 * DAY);
    const sweeps = await Promise.all([
      sweeperOf(first).sweeper.sweep(),
      sweeperOf(second).sweeper.sweep(),
    ]);
    expect(sweeps.filter((sweep) => sweep === undefined)).toHaveLength(1);
    expect(sweeps.find((sweep) => sweep !== undefined)).toEqual({ erased: [GONE], pruned: 0 });
    expect((await second.policy.get(GONE)).banned).toEqual([]);
    // The process that did not sweep still finds the interval claimed (the one that did may renew it).
    const idle = sweeps[0] === undefined ? first : second;
    expect(await sweeperOf(idle).sweeper.sweep()).toBeUndefined();
  });
});
