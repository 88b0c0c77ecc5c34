import { ErrorReply, TimeoutError } from '@redis/client';
import { Mutex } from 'redis-semaphore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answeredWithin } from '../../../src/store/redis-connections.js';
import { semaphoreClient } from '../../../src/store/redis-semaphore-client.js';
import { connectRedis, type TestRedisClient } from '../../helpers/redis-client.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../../helpers/redis-server.js';
import { busyFor } from '../helpers/busy-redis.js';

/** How many times Redis ran `command` since the last `CONFIG RESETSTAT`, failures included. */
async function calls(redis: TestRedisClient, command: 'eval' | 'evalsha'): Promise<number> {
  const stats = await redis.info('commandstats');
  return Number(stats.match(new RegExp(`^cmdstat_${command}:calls=(\\d+)`, 'm'))?.[1] ?? 0);
}

describe.skipIf(!redisServerInstalled)("redis-semaphore's client over node-redis", () => {
  let server: RedisServer;
  let redis: TestRedisClient;
  beforeAll(async () => {
    server = await startRedisServer();
    redis = await connectRedis(server.url);
  });
  afterAll(async () => {
    redis?.destroy();
    await server?.close();
  });
  beforeEach(async () => {
    await redis.flushAll();
  });

  const mutex = (key: string) =>
    new Mutex(semaphoreClient(redis), key, {
      lockTimeout: 5_000,
      acquireTimeout: 100,
      retryInterval: 10,
      refreshInterval: 0,
    });

  it('takes a mutex with SET NX PX, refuses a second holder, and releases it', async () => {
    const [first, second] = [mutex('k'), mutex('k')];
    expect(await first.tryAcquire()).toBe(true);
    expect(await redis.get('mutex:k')).toBe(first.identifier);
    expect(await redis.pTTL('mutex:k')).toBeGreaterThan(4_000);
    expect(await second.tryAcquire()).toBe(false);
    await second.release();
    expect(await redis.get('mutex:k')).toBe(first.identifier);
    await first.release();
    expect(await redis.exists('mutex:k')).toBe(0);
    expect(await second.tryAcquire()).toBe(true);
  });

  it('runs its scripts with EVALSHA, and with EVAL when Redis answers NOSCRIPT', async () => {
    await redis.scriptFlush();
    await redis.configResetStat();
    const first = mutex('script');
    await first.acquire();
    await first.release();
    expect(await redis.exists('mutex:script')).toBe(0);
    expect([await calls(redis, 'evalsha'), await calls(redis, 'eval')]).toEqual([1, 1]);

    const second = mutex('script');
    await second.acquire();
    await second.release();
    expect(await redis.exists('mutex:script')).toBe(0);
    expect([await calls(redis, 'evalsha'), await calls(redis, 'eval')]).toEqual([2, 1]);

    await redis.scriptFlush();
    const third = mutex('script');
    await third.acquire();
    await third.release();
    expect(await redis.exists('mutex:script')).toBe(0);
    expect([await calls(redis, 'evalsha'), await calls(redis, 'eval')]).toEqual([3, 2]);
  });

  it('gives GET, SET and ZREM their ioredis answers', async () => {
    const client = semaphoreClient(redis);
    expect(await client.set('plain', 'v', 'PX', 1_000, 'NX')).toBe('OK');
    expect(await client.set('plain', 'w', 'PX', 1_000, 'NX')).toBeNull();
    expect(await client.get('plain')).toBe('v');
    expect(await client.get('missing')).toBeNull();
    await redis.zAdd('set', [
      { score: 1, value: 'a' },
      { score: 2, value: 'b' },
    ]);
    expect(await client.zrem('set', 'a', 'c')).toBe(1);
    expect(await redis.zRange('set', 0, -1)).toEqual(['b']);
  });

  it("rejects with Redis's own error reply, and after `within` when Redis does not answer", async () => {
    const client = semaphoreClient(redis, (call) => answeredWithin(call, 300));
    const refused = await client.set('k', 'v', 'PX', 'soon').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ErrorReply);
    expect(String(refused)).toContain('not an integer');

    const busy = await busyFor(server.url, 1_500);
    const started = performance.now();
    const silent = await client.get('k').catch((error: unknown) => error);
    expect(silent).toBeInstanceOf(TimeoutError);
    expect(performance.now() - started).toBeLessThan(1_200);
    await busy.done;
  });
});
