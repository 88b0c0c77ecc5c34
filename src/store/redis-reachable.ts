import { createClient } from '@redis/client';
import { StoreUnavailableError } from './errors.js';
import { answeredWithin, closeRedisClient } from './redis-connections.js';

/**
 * Resolves once the Redis at `url` answers PING within `timeoutMs`, with one attempt: for a tool
 * that should say at once that Redis is unreachable, where the bot waits for it to come back.
 * @throws StoreUnavailableError when it does not answer (refused, timed out, a wrong password);
 *   its `detail` is the reason (e.g. `ECONNREFUSED`), never the URL.
 */
export async function checkRedisReachable(url: string, timeoutMs = 3_000): Promise<void> {
  const redis = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
  });
  // The failed attempt is also emitted as an `error` event: without a listener it would be thrown.
  redis.on('error', () => undefined);
  try {
    await answeredWithin(
      redis.connect().then(() => redis.ping()),
      timeoutMs,
    );
  } catch (cause) {
    const reason = (cause as { code?: unknown } | null)?.code ?? (cause as Error).message;
    throw new StoreUnavailableError({ cause, detail: String(reason) });
  } finally {
    await closeRedisClient(redis);
  }
}
