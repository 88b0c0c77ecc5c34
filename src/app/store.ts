import { createStores, type Stores } from '../store/create-stores.js';
import type { Base } from './base.js';

/** The store (SQLite, or Redis for several processes), closed last but the client's pools. */
export async function storeLayer({ config, logger, now, stack }: Base): Promise<Stores> {
  const stores = await createStores({
    databaseUrl: config.DATABASE_URL,
    encryptionSecret: config.KEY_ENCRYPTION_SECRET,
    previousSecrets: config.KEY_ENCRYPTION_PREVIOUS_SECRETS,
    defaultDailyLimit: config.SERVER_KEY_DAILY_LIMIT,
    creditsPerGeneration: config.CREDITS_PER_GENERATION,
    redisStartTimeoutMs: config.REDIS_START_TIMEOUT_MS,
    historyRetentionMs: config.HISTORY_RETENTION_DAYS * 86_400_000,
    logger,
    now,
  });
  return stack.use('store', stores, (made) => made.close());
}
