import { afterAll, beforeAll } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import { createStores, type Stores } from '../../../src/store/create-stores.js';
import { type RedisServer, startRedisServer } from '../../helpers/redis-server.js';
import { SECRET_A } from '../../store/store-test-kit.js';

/**
 * A redis-server for the enclosing `describe`, started before its tests and stopped after them,
 * with the stores opened on it closed first.
 */
export function useRedisStores() {
  let redis: RedisServer | undefined;
  const opened: Stores[] = [];
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await Promise.allSettled(opened.map((stores) => stores.close()));
    await redis?.close();
  });
  const server = () => {
    if (!redis) throw new Error('the Redis server starts in beforeAll');
    return redis;
  };
  return {
    /** The server's `redis://` URL. */
    get url() {
      return server().url;
    },
    /** Stores on a connection of their own, as another process would have them. */
    async open(): Promise<Stores> {
      const stores = await createStores({
        databaseUrl: server().url,
        encryptionSecret: SECRET_A,
        logger: createLogger({ level: 'silent' }),
      });
      opened.push(stores);
      return stores;
    },
  };
}
