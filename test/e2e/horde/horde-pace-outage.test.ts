import { afterEach, describe, expect, it, vi } from 'vitest';
import { HordePace } from '../../../src/backends/horde/horde-pace.js';
import { createLogger, type LogFields } from '../../../src/core/logger.js';
import { createStores, type Stores } from '../../../src/store/create-stores.js';
import { connectRedis } from '../../helpers/redis-client.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../../helpers/redis-server.js';
import { SECRET_A } from '../../store/store-test-kit.js';

/** The Horde's pace on a real Redis (the store's turns) while Redis goes away and comes back. */
describe.skipIf(!redisServerInstalled)('the Horde’s shared pace while Redis is down', () => {
  let redis: RedisServer | undefined;
  let stores: Stores | undefined;
  let pace: HordePace | undefined;
  afterEach(async () => {
    await pace?.stop();
    await stores?.close();
    await redis?.close();
  });

  it('takes turns on Redis, goes on at its own pace when Redis is down (said once), and shares again', async () => {
    redis = await startRedisServer();
    stores = await createStores({
      databaseUrl: redis.url,
      encryptionSecret: SECRET_A,
      logger: createLogger({ level: 'silent' }),
    });
    const shared = stores.shared;
    const takeTurn = shared.takeTurn?.bind(shared);
    expect(shared.shared && takeTurn).toBeTruthy();
    const lines: LogFields[] = [];
    const logger = createLogger({ level: 'debug', write: (line) => lines.push(JSON.parse(line)) });
    pace = new HordePace({ ...(takeTurn && { takeTurn }), logger, retrySharedMs: 100 });
    const behind = await connectRedis(redis.url);
    await pace.wait('submit');
    // redis-semaphore's key, kept the route's 700 ms: read at once, on a connection already open.
    const turn = await behind.exists('mutex:imagine:turn:horde-submit');
    behind.destroy();
    expect(turn).toBe(1);
    expect(lines).toEqual([]);

    await redis.kill();
    for (let call = 0; call < 3; call += 1) await pace.wait('submit');
    const alone = lines.filter((line) => String(line.msg).includes('this process alone'));
    expect(alone).toHaveLength(1);
    expect(alone[0]).toMatchObject({ level: 'warn', route: 'submit' });

    await redis.restart();
    await vi.waitFor(
      async () => {
        await pace?.wait('submit');
        expect(lines.at(-1)).toMatchObject({ level: 'info', route: 'submit' });
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(String(lines.at(-1)?.msg)).toContain('shared by every process again');
  });
});
