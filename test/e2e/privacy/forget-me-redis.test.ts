import { afterEach, describe, expect, it } from 'vitest';
import { connectRedis, type TestRedisClient } from '../../helpers/redis-client.js';
import {
  type RedisServer,
  redisServerInstalled,
  startRedisServer,
} from '../../helpers/redis-server.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { eventually, startImagineEnv } from '../imagine/imagine-kit.js';
import { bobForgetsHimself, seedBob } from './forget-world.js';
import { findInFolderBytes, findInRedis } from './privacy-kit.js';

describe.skipIf(!redisServerInstalled)('Forget me on Redis', () => {
  let redis: RedisServer | undefined;
  let env: BotEnv | undefined;
  let client: TestRedisClient | undefined;
  afterEach(async () => {
    await client?.close();
    await env?.close();
    await redis?.close();
    client = env = redis = undefined;
  });

  it('leaves no key, field or value mentioning the member in the whole database', async () => {
    redis = await startRedisServer();
    env = await startImagineEnv({ env: { DATABASE_URL: redis.url } });
    client = await connectRedis(redis.url);
    const bob = await seedBob(env);
    const before = await findInRedis(client, bob.id);
    for (const found of [
      'api-keys::',
      'defaults::',
      'generation-history::',
      'jobs::',
      'guild-settings::',
      'server-policy::',
      'imagine:count:daily-usage:',
      'imagine:taken:daily-usage:',
      'imagine:tally:usage-history:',
    ]) {
      expect(
        before.some((key) => key.startsWith(found)),
        found,
      ).toBe(true);
    }

    const answer = await bobForgetsHimself(env, bob);
    expect(answer).toContain('The bot no longer keeps anything about you');
    expect(await findInRedis(client, bob.id)).toEqual([]);
    expect((await findInRedis(client, env.user.id)).length).toBeGreaterThan(0);
    const { stores } = env.app.context;
    expect((await stores.guildSettings.getServerKey(env.guild.id))?.serviceUsername).toBe('alice');
    expect((await stores.budget.used(env.guild.id)).daily).toBe(1);
  });

  it('leaves no byte of the member in the append-only file, which the bot has Redis rewrite', async () => {
    redis = await startRedisServer({ persistent: true });
    env = await startImagineEnv({ env: { DATABASE_URL: redis.url } });
    client = await connectRedis(redis.url);
    const bob = await seedBob(env);
    const folder = redis.dir ?? '';
    expect(findInFolderBytes(folder, [bob.id, 'a lighthouse at dusk'])).not.toEqual([]);

    await bobForgetsHimself(env, bob);
    const info = client;
    await eventually(
      async () =>
        /aof_rewrite_in_progress:0\b[\s\S]*aof_rewrite_scheduled:0\b/.test(
          await info.info('persistence'),
        ) && /aof_rewrites:[1-9]/.test(await info.info('persistence')),
    );
    expect(findInFolderBytes(folder, [bob.id, 'a lighthouse at dusk'])).toEqual([]);
    expect(findInFolderBytes(folder, [env.user.id, 'a red kite']).length).toBe(2);
  });
});
