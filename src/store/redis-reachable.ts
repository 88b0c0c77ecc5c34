import { Redis } from 'ioredis';
import { StoreUnavailableError } from './errors.js';

/**
 * Resolves once the Redis at `url` answers PING within `timeoutMs`, with one attempt: for a tool
 * that should say at once that Redis is unreachable, where the bot waits for it to come back.
 * @throws StoreUnavailableError when it does not answer (refused, timed out, a wrong password);
 *   its `detail` is the reason (e.g. `ECONNREFUSED`), never the URL.
 */
export async function checkRedisReachable(url: string, timeoutMs = 3_000): Promise<void> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  });
  // ioredis rejects with "Connection is closed"; the reason came as an `error` event before.
  let failure: unknown;
  redis.on('error', (error: unknown) => {
    failure ??= error;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (caught) {
    const cause = failure ?? caught;
    const reason = (cause as { code?: unknown } | null)?.code ?? (cause as Error).message;
    throw new StoreUnavailableError({ cause, detail: String(reason) });
  } finally {
    redis.disconnect();
  }
}
