import type { WebSocketOptions } from 'discord.js';
import type { Logger } from '../core/logger.js';
import type { SharedState } from '../store/shared-state.js';

/** discord.js's `ws.buildIdentifyThrottler` client option. */
export type BuildIdentifyThrottler = NonNullable<WebSocketOptions['buildIdentifyThrottler']>;

/** Added to each bucket's window: from a turn taken in Redis to Discord reading the IDENTIFY. */
export const IDENTIFY_MARGIN_MS = 250;

/** What {@link sharedIdentifyThrottler} needs. */
export interface SharedIdentifyOptions {
  readonly shared: SharedState;
  /** `IDENTIFY_WINDOW_MS`: how long a bucket stays closed after an IDENTIFY (Discord's is 5 s). */
  readonly windowMs: number;
  readonly logger: Logger;
}

/**
 * discord.js's identify throttler for several processes on one Redis: a shard identifies once its
 * bucket (`shard_id % max_concurrency`) had no IDENTIFY from any process for `windowMs` plus
 * {@link IDENTIFY_MARGIN_MS}, as Discord allows. Undefined with a one-process store (discord.js's
 * own throttler does it there).
 */
export function sharedIdentifyThrottler(
  options: SharedIdentifyOptions,
): BuildIdentifyThrottler | undefined {
  const { shared, windowMs, logger } = options;
  if (!shared.shared || !shared.takeTurn) return undefined;
  const takeTurn = shared.takeTurn.bind(shared);
  return async (manager) => {
    const info = await manager.fetchGatewayInformation();
    const maxConcurrency = Math.max(1, info.session_start_limit.max_concurrency);
    return {
      async waitForIdentify(shardId, signal) {
        const bucket = shardId % maxConcurrency;
        await takeTurn(
          `identify-${bucket}-of-${maxConcurrency}`,
          windowMs + IDENTIFY_MARGIN_MS,
          signal,
        );
        logger.info('took an identify turn', { shard: shardId, bucket, maxConcurrency });
      },
    };
  };
}
