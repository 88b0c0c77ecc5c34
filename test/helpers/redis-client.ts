import { createClient } from '@redis/client';

/**
 * A plain node-redis connection to `url`, connected, for a test that reads or changes Redis behind
 * the bot's back. Close it with `destroy()` (or `close()`).
 */
export async function connectRedis(url: string) {
  const client = createClient({ url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
}

/** A connection of {@link connectRedis}. */
export type TestRedisClient = Awaited<ReturnType<typeof connectRedis>>;
