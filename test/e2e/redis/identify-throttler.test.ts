import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import {
  type BuildIdentifyThrottler,
  IDENTIFY_MARGIN_MS,
  sharedIdentifyThrottler,
} from '../../../src/shards/identify-throttler.js';
import { createStores, type Stores } from '../../../src/store/create-stores.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../../helpers/redis-server.js';
import { SECRET_A } from '../../store/store-test-kit.js';

const logger = createLogger({ level: 'silent' });
const WINDOW_MS = 300;
/**
 * A turn lasts the window plus the margin; seen from this process, two turns are at least the
 * window apart (the margin absorbs how late each answer reaches a busy event loop).
 */
const TURN_MS = WINDOW_MS + IDENTIFY_MARGIN_MS;

/** The manager discord.js hands the builder: only its gateway information is read. */
const managerWith = (maxConcurrency: number) =>
  ({
    fetchGatewayInformation: async () => ({
      url: 'ws://unused',
      shards: 4,
      session_start_limit: {
        total: 1000,
        remaining: 1000,
        reset_after: 0,
        max_concurrency: maxConcurrency,
      },
    }),
  }) as unknown as Parameters<BuildIdentifyThrottler>[0];

describe.skipIf(!redisServerInstalled)('identify turns shared on Redis', () => {
  let redis: RedisServer;
  const opened: Stores[] = [];
  /** A throttler of its own Redis connection, as a process would build it. */
  const throttlerOfAProcess = async (maxConcurrency: number) => {
    const stores = await createStores({
      databaseUrl: redis.url,
      encryptionSecret: SECRET_A,
      logger,
    });
    opened.push(stores);
    const build = sharedIdentifyThrottler({ shared: stores.shared, windowMs: WINDOW_MS, logger });
    if (!build) throw new Error('Redis has identify turns');
    return build(managerWith(maxConcurrency));
  };

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.allSettled(opened.map((stores) => stores.close()));
    await redis.close();
  });

  it('lets one shard of a bucket identify per window, whichever process runs it', async () => {
    const [a, b] = [await throttlerOfAProcess(1), await throttlerOfAProcess(1)];
    const signal = new AbortController().signal;
    const started = Date.now();
    const times = await Promise.all(
      [0, 1, 2, 3].map(async (shard) => {
        await (shard < 2 ? a : b).waitForIdentify(shard, signal);
        return Date.now() - started;
      }),
    );
    const sorted = [...times].sort((x, y) => x - y);
    for (let i = 1; i < sorted.length; i += 1) {
      expect((sorted[i] ?? 0) - (sorted[i - 1] ?? 0)).toBeGreaterThanOrEqual(WINDOW_MS);
    }
    expect(sorted[0]).toBeLessThan(TURN_MS);
  });

  it('lets max_concurrency buckets identify at once, each once per window', async () => {
    const [a, b] = [await throttlerOfAProcess(2), await throttlerOfAProcess(2)];
    const signal = new AbortController().signal;
    const started = Date.now();
    const at = new Map<number, number>();
    await Promise.all(
      [0, 1, 2, 3].map(async (shard) => {
        await (shard % 2 === 0 ? a : b).waitForIdentify(shard, signal);
        at.set(shard, Date.now() - started);
      }),
    );
    const [zero, one, two, three] = [0, 1, 2, 3].map((shard) => at.get(shard) ?? 0) as [
      number,
      number,
      number,
      number,
    ];
    // Buckets 0 (shards 0, 2) and 1 (shards 1, 3): one of each at once, the other a window later.
    expect(Math.min(zero, two)).toBeLessThan(TURN_MS);
    expect(Math.min(one, three)).toBeLessThan(TURN_MS);
    expect(Math.abs(two - zero)).toBeGreaterThanOrEqual(WINDOW_MS);
    expect(Math.abs(three - one)).toBeGreaterThanOrEqual(WINDOW_MS);
  });

  it('stops waiting when discord.js aborts (the shard closed meanwhile)', async () => {
    const a = await throttlerOfAProcess(1);
    await a.waitForIdentify(0, new AbortController().signal);
    const abort = new AbortController();
    const waiting = a.waitForIdentify(1, abort.signal);
    abort.abort(new Error('closed'));
    await expect(waiting).rejects.toThrow('closed');
  });

  it('leaves a one-process store to discord.js’s own throttler', async () => {
    const stores = await createStores({
      databaseUrl: 'sqlite://:memory:',
      encryptionSecret: SECRET_A,
      logger,
    });
    opened.push(stores);
    expect(
      sharedIdentifyThrottler({ shared: stores.shared, windowMs: WINDOW_MS, logger }),
    ).toBeUndefined();
  });
});
