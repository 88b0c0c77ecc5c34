import type { RedisArgument } from '@redis/client';
import type { Mutex } from 'redis-semaphore';

/** What of a node-redis client {@link semaphoreClient} uses. */
export interface CommandSender {
  sendCommand<T>(args: readonly RedisArgument[]): Promise<T>;
}

type Argument = string | number;

/** The client redis-semaphore's locks take. */
export type SemaphoreClient = ConstructorParameters<typeof Mutex>[0];

/**
 * The client redis-semaphore documents (ioredis's `eval`, `evalsha`, `get`, `set`, `zrem`) over a
 * node-redis connection, `within` bounding each answer. Error replies keep Redis's text, so that
 * redis-semaphore sees `NOSCRIPT` and falls back to EVAL.
 */
export function semaphoreClient(
  redis: CommandSender,
  within: <T>(call: Promise<T>) => Promise<T> = (call) => call,
): SemaphoreClient {
  const send = <T>(...args: Argument[]) =>
    within(redis.sendCommand<T>(args.map((arg) => String(arg))));
  const client = {
    eval: (script: string, keys: number, ...args: Argument[]) =>
      send<unknown>('EVAL', script, keys, ...args),
    evalsha: (sha1: string, keys: number, ...args: Argument[]) =>
      send<unknown>('EVALSHA', sha1, keys, ...args),
    get: (key: string) => send<string | null>('GET', key),
    /** `SET key value [PX ms] [NX]…`: resolves `'OK'`, or `null` when a condition kept it from it. */
    set: (key: string, value: Argument, ...options: Argument[]) =>
      send<'OK' | null>('SET', key, value, ...options),
    zrem: (key: string, ...members: Argument[]) => send<number>('ZREM', key, ...members),
  };
  return client;
}
