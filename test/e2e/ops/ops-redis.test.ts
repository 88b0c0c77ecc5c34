import { createClient } from '@redis/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import { createStores, type Stores } from '../../../src/store/create-stores.js';
import { freePort } from '../../helpers/free-port.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../../helpers/redis-server.js';
import { type BotEnv, TEST_SECRET } from '../helpers/bot-env.js';
import { eventually, startImagineEnv } from '../imagine/imagine-kit.js';
import { type Health, health } from './ops-kit.js';

/** Asks `/healthz` until `accept` takes its answer; throws after `timeoutMs`. */
const healthUntil = (base: string, accept: (answer: Health) => boolean, timeoutMs = 10_000) =>
  eventually(
    async () => {
      const answer = await health(base).catch(() => undefined);
      return answer && accept(answer) ? answer : undefined;
    },
    timeoutMs,
    50,
  );

/** The bot on a real redis-server: a rolling restart's wait for a lease, then Redis going away. */
describe.skipIf(!redisServerInstalled)('/healthz of a bot process on Redis', () => {
  let redis: RedisServer | undefined;
  let env: BotEnv | undefined;
  let other: Stores | undefined;
  afterEach(async () => {
    await env?.close();
    await other?.close();
    await redis?.close();
    env = other = redis = undefined;
  });

  it('is 503 while another process holds its lease, 200 once it runs, 503 while Redis is down', async () => {
    redis = await startRedisServer();
    // The process this one replaces still holds shard 0's lease.
    other = await createStores({
      databaseUrl: redis.url,
      encryptionSecret: TEST_SECRET,
      logger: createLogger({ level: 'silent' }),
    });
    const lease = other.shared.lease?.('shard-0-of-1', { timeoutMs: 5_000, onLost: () => {} });
    if (!lease) throw new Error('Redis has leases');
    expect(await lease.tryTake()).toBe(true);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const starting = startImagineEnv({
      env: { DATABASE_URL: redis.url, METRICS_PORT: String(port), SHARD_LEASE_MS: '2000' },
    });
    starting.catch(() => {});
    const waiting = await healthUntil(base, () => true);
    expect(waiting).toEqual({
      status: 503,
      body: { status: 'not ready', reasons: ['waiting for the lease of shard 0'] },
    });

    await lease.release();
    env = await starting;
    // Under a heavy load a short lease can lapse and be taken back: ready once it is held again.
    const ready = await healthUntil(base, (answer) => answer.status !== 503);
    expect(ready).toEqual({ status: 200, body: { status: 'ready', shards: [0] } });

    await redis.kill();
    const down = await healthUntil(base, (answer) => answer.status === 503);
    expect(down.body.status).toBe('not ready');
    expect(down.body.reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^store (unreachable \(\w+\)|did not answer within 2000 ms)$/),
      ]),
    );
    expect(JSON.stringify(down.body)).not.toContain(redis.url);

    await redis.restart();
    const back = await healthUntil(base, (answer) => answer.status === 200, 15_000);
    expect(back.body).toEqual({ status: 'ready', shards: [0] });
  });

  it('names the cause while Redis refuses it: a password changed under a running bot', async () => {
    redis = await startRedisServer({ password: 'first' });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    env = await startImagineEnv({ env: { DATABASE_URL: redis.url, METRICS_PORT: String(port) } });
    expect((await healthUntil(base, (answer) => answer.status === 200)).status).toBe(200);

    const admin = createClient({ url: redis.url });
    await admin.connect();
    await admin.configSet('requirepass', 'second');
    // Connections made before keep their login: dropping them makes the bot log in again.
    await admin.sendCommand(['CLIENT', 'KILL', 'TYPE', 'normal', 'SKIPME', 'yes']);
    await admin.close();
    const refused = await healthUntil(base, (answer) =>
      JSON.stringify(answer.body).includes('WRONGPASS'),
    );
    expect(refused).toMatchObject({ status: 503, body: { status: 'not ready' } });
    expect(refused.body.reasons).toContain('store unreachable (WRONGPASS)');
    expect(JSON.stringify(refused.body)).not.toContain('first');
  });
});
