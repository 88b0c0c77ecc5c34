import type { KeyvStoreAdapter } from 'keyv';
import { AppError } from '../core/app-error.js';
import { errorText } from '../i18n/error-text.js';
import type { RedisClient } from './redis-connections.js';
import type { FenceOf, WriteFence } from './shared-state.js';

/**
 * The fence of the moment, to check in a store's script.
 * @throws FencedWriteError when there is none (the lease is not held).
 */
export function currentFence(fenceOf: FenceOf): WriteFence {
  const fence = fenceOf();
  if (!fence) throw new FencedWriteError();
  return fence;
}

/** Tells `fence` its write was refused, and throws {@link FencedWriteError}. */
export function refusedBy(fence: WriteFence): never {
  fence.refused?.();
  throw new FencedWriteError();
}

/**
 * A write refused because its lease is not held with that token any more (its shard passed to
 * another process). A member is told, as in an outage, that nothing was started or charged.
 */
export class FencedWriteError extends AppError {
  constructor() {
    super(errorText('store.unreachable'), {
      detail: 'a fenced write was refused: the lease is held by another process, or by none',
    });
  }
}

/** What of `@keyv/redis`'s adapter a fenced one uses beside keyv's interface. */
interface RedisAdapter extends KeyvStoreAdapter {
  createKeyPrefix(key: string, namespace?: string): string;
}

/**
 * `adapter` (a `@keyv/redis` adapter on `client`) whose single writes (`set`, `delete`) are made
 * only while `fenceOf()`'s lease still has its token, checked and written in one Lua script; reads
 * are the adapter's own. A refused write throws {@link FencedWriteError} and tells the fence.
 */
export function fencedAdapter(
  adapter: KeyvStoreAdapter,
  client: Pick<RedisClient, 'fencedSet' | 'fencedDelete'>,
  fenceOf: FenceOf,
): KeyvStoreAdapter {
  const redis = adapter as RedisAdapter;
  const run = async (
    write: (fenceKey: string, stored: string, token: string) => Promise<number>,
    key: string,
  ): Promise<number> => {
    const fence = currentFence(fenceOf);
    const answer = await write(fence.key, redis.createKeyPrefix(key, redis.namespace), fence.token);
    if (answer === 0) refusedBy(fence);
    return answer;
  };
  redis.set = async (key: string, value: unknown, ttl?: number) => {
    const ttlMs = typeof ttl === 'number' && ttl > 0 ? String(Math.round(ttl)) : '';
    await run(
      (fenceKey, stored, token) => client.fencedSet(fenceKey, stored, token, String(value), ttlMs),
      key,
    );
    return true;
  };
  redis.delete = async (key: string) =>
    (await run((fenceKey, stored, token) => client.fencedDelete(fenceKey, stored, token), key)) > 1;
  return redis;
}
