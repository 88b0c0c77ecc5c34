import { setTimeout as delay } from 'node:timers/promises';
import { createClient } from '@redis/client';
import { AppError } from '../core/app-error.js';
import { answeredWithin, closeRedisClient } from './redis-connections.js';
import { isPassingRedisFailure, redisFailureReason, redisStartAdvice } from './redis-failure.js';
import { StoreUnavailableError } from './store-errors.js';

/** The longest one attempt of {@link awaitRedisAtStart} waits, and the wait between two. */
const ATTEMPT_MS = 2_000;
const RETRY_MS = 250;

/**
 * Resolves once the Redis at `url` answers PING within `timeoutMs`, in one attempt (for a tool).
 * @throws StoreUnavailableError when it does not; its `detail` is the `redisFailureReason`.
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
    throw new StoreUnavailableError({ cause, detail: redisFailureReason(cause) });
  } finally {
    await closeRedisClient(redis);
  }
}

/**
 * The bot's start on Redis: resolves once Redis answers PING, trying again after a refused
 * connection or silence until `timeoutMs` (`REDIS_START_TIMEOUT_MS`); any other failure ends it.
 * @throws AppError naming the cause and the fix (`redisStartAdvice`), for the operator.
 */
export async function awaitRedisAtStart(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  let telling: string | undefined;
  for (;;) {
    const left = timeoutMs - (Date.now() - started);
    try {
      await checkRedisReachable(url, Math.max(100, Math.min(ATTEMPT_MS, left)));
      return;
    } catch (error) {
      const reason = (error as StoreUnavailableError).detail ?? 'error';
      // A last attempt cut short by the wait's end says less than a refusal seen before it.
      if (reason !== 'timeout') telling = reason;
      if (!isPassingRedisFailure(reason) || Date.now() - started + RETRY_MS >= timeoutMs) {
        const advice = redisStartAdvice(url, telling ?? reason, timeoutMs);
        throw new AppError(advice, { cause: error });
      }
      await delay(RETRY_MS);
    }
  }
}
