import { randomUUID } from 'node:crypto';
import { ErrorReply, type SetOptions } from '@redis/client';
import { Mutex } from 'redis-semaphore';
import { StoreUnreachableError } from './errors.js';
import { currentFence, refusedBy } from './fenced-adapter.js';
import { KeyedMutex } from './keyed-mutex.js';
import { type RedisClient, sharedRedisClient } from './redis-client.js';
import { answeredWithin, closeRedisClient } from './redis-connections.js';
import { RedisLease } from './redis-lease.js';
import { type SemaphoreClient, semaphoreClient } from './redis-semaphore-client.js';
import { takeRedisTurn } from './redis-turn.js';
import {
  type CountDownOptions,
  type CountedDown,
  EXCLUSIVE_TIMEOUT_MS,
  type Fencing,
  type Lease,
  type LeaseOptions,
  type SharedCount,
  type SharedState,
  type SharedTally,
} from './shared-state.js';
import type { StoreReachability } from './store-reachability.js';

/** Prefix of every key this module writes (keyv's namespaces use `<namespace>::`). */
const PREFIX = 'imagine:';

/** Prefix of a lease's key: where redis-semaphore kept it, so that earlier versions see it held. */
const LEASE_KEY_PREFIX = 'mutex:';

/**
 * How long {@link RedisSharedState.exclusive} waits for a name another process holds, in ms: past
 * the longest it may hold it, so a holder that died delays a run, never fails it.
 */
const EXCLUSIVE_WAIT_MS = EXCLUSIVE_TIMEOUT_MS + 1_000;

/** How often a run waiting for a name held elsewhere tries to take it, in ms. */
const EXCLUSIVE_RETRY_MS = 5;

/** How a claim's value starts once settled (`settleClaim`); a holder's is a UUID. */
const SETTLED = 'settled:';

/** Keys per SCAN step when counters or leases are listed. */
const SCAN_COUNT = 500;

/** `text` matched literally in a SCAN pattern. */
const globEscaped = (text: string) => text.replace(/[*?[\\\]]/g, '\\$&');

/** A member's set of running jobs expires this long after its last change: no slot leaks forever. */
const MEMBER_SLOTS_TTL_MS = 2 * 60 * 60_000;

/**
 * {@link SharedState} on Redis, through node-redis: each change is one Lua script (atomic on the
 * server, run with EVALSHA), leases fenced `RedisLease`s, `exclusive` runs and turns
 * redis-semaphore mutexes over the same connection (`semaphoreClient`). Two connections, both
 * reporting to the store's {@link StoreReachability}: the scripts' fails fast while Redis is
 * unreachable or silent (a call rejects with {@link StoreUnreachableError}); the leases' waits for
 * Redis to come back, so that a renewal due during a short outage lands after it and the lease is
 * kept.
 */
export class RedisSharedState implements SharedState {
  readonly shared = true;
  readonly #redis: RedisClient;
  /** The scripts' connection as redis-semaphore takes it, each call bounded like the scripts. */
  readonly #semaphore: SemaphoreClient;
  readonly #leases: RedisClient;
  readonly #connected: Promise<unknown>;
  /** Who this process is, in claims and leases. */
  readonly #holder = randomUUID();
  /** This process's runs of {@link exclusive}, one at a time per name before they ask Redis. */
  readonly #exclusive = new KeyedMutex();
  #closing: Promise<void> | undefined;

  /** Opens its two connections, duplicates of `keyv` (the keyv namespaces' client). */
  constructor(keyv: RedisClient, reachability: StoreReachability) {
    const closing = () => this.#closing !== undefined;
    this.#redis = sharedRedisClient(keyv, reachability, {
      name: 'shared',
      patient: false,
      closing,
    });
    this.#semaphore = semaphoreClient(this.#redis, answeredWithin);
    this.#leases = sharedRedisClient(keyv, reachability, {
      name: 'leases',
      patient: true,
      closing,
    });
    // Both retry until Redis answers (each failed attempt reported as an outage) or are closed.
    const connect = (client: RedisClient) => client.connect().catch(() => undefined);
    this.#connected = Promise.all([connect(this.#redis), connect(this.#leases)]);
  }

  /** Resolves once both connections are ready (the scripts' takes no call before). */
  async ready(): Promise<void> {
    await this.#connected;
  }

  async takeMemberSlot(userId: string, jobId: string, limit: number): Promise<boolean> {
    const key = `${PREFIX}member-jobs:${userId}`;
    const taken = await answer(this.#redis.takeMemberSlot(key, jobId, limit, MEMBER_SLOTS_TTL_MS));
    return taken === 1;
  }

  async holdMemberSlot(userId: string, jobId: string): Promise<void> {
    const key = `${PREFIX}member-jobs:${userId}`;
    await answer(this.#redis.multi().sAdd(key, jobId).pExpire(key, MEMBER_SLOTS_TTL_MS).exec());
  }

  async releaseMemberSlot(userId: string, jobId: string, fencing?: Fencing): Promise<void> {
    const key = `${PREFIX}member-jobs:${userId}`;
    const fence = fencing && currentFence(fencing.fenceOf);
    const released = this.#redis.releaseMemberSlot(
      key,
      fence?.key ?? key,
      jobId,
      fence?.token ?? '',
    );
    if ((await answer(released)) === -1 && fence) refusedBy(fence);
  }

  memberSlots(userId: string): Promise<number> {
    return answer(this.#redis.sCard(`${PREFIX}member-jobs:${userId}`));
  }

  async countUpTo(
    key: string,
    limit: number,
    ttlMs: number,
  ): Promise<{ allowed: boolean; count: number }> {
    return answer(this.#redis.countUpTo(`${PREFIX}count:${key}`, limit, ttlMs));
  }

  async countDown(key: string, options: CountDownOptions = {}): Promise<CountedDown> {
    const name = `${PREFIX}count:${key}`;
    const { once, fencing } = options;
    const fence = fencing && currentFence(fencing.fenceOf);
    const counted = await answer(
      this.#redis.countDown(
        name,
        fence?.key ?? name,
        once ? `${PREFIX}counted-down:${key}:${once.id}` : name,
        fence?.token ?? '',
        once ? String(Math.max(1, Math.round(once.ttlMs))) : '',
      ),
    );
    if (counted.count === -1 && fence) refusedBy(fence);
    return counted;
  }

  async count(key: string): Promise<number> {
    return Number((await answer(this.#redis.get(`${PREFIX}count:${key}`))) ?? 0);
  }

  async addToTally(
    key: string,
    changes: Readonly<Record<string, number>>,
    ttlMs: number,
  ): Promise<void> {
    const name = `${PREFIX}tally:${key}`;
    const batch = this.#redis.multi();
    for (const [field, by] of Object.entries(changes)) batch.hIncrByFloat(name, field, by);
    await answer(batch.pExpire(name, ttlMs).exec());
  }

  async tally(key: string): Promise<Record<string, number>> {
    return numbers(await answer(this.#redis.hGetAll(`${PREFIX}tally:${key}`)));
  }

  async *tallies(prefix: string): AsyncGenerator<SharedTally> {
    const start = `${PREFIX}tally:`;
    for await (const keys of this.#scan(`${start}${globEscaped(prefix)}*`)) {
      const read = keys.map((key) =>
        Promise.all([this.#redis.hGetAll(key), this.#redis.pTTL(key)]),
      );
      for (const [index, [fields, ttl]] of (await answer(Promise.all(read))).entries()) {
        if (ttl === -2) continue;
        yield {
          key: (keys[index] ?? '').slice(start.length),
          fields: numbers(fields),
          ttlMs: ttl >= 0 ? ttl : undefined,
        };
      }
    }
  }

  async setTally(
    key: string,
    fields: Readonly<Record<string, number>>,
    ttlMs: number | undefined,
  ): Promise<void> {
    const name = `${PREFIX}tally:${key}`;
    const batch = this.#redis.multi().del(name).hSet(name, fields);
    if (ttlMs !== undefined) batch.pExpire(name, Math.max(1, Math.round(ttlMs)));
    await answer(batch.exec());
  }

  async *counts(prefix: string): AsyncGenerator<SharedCount> {
    const start = `${PREFIX}count:`;
    for await (const keys of this.#scan(`${start}${globEscaped(prefix)}*`)) {
      const read = keys.map((key) => Promise.all([this.#redis.get(key), this.#redis.pTTL(key)]));
      for (const [index, [value, ttl]] of (await answer(Promise.all(read))).entries()) {
        if (typeof value !== 'string' || ttl === -2) continue;
        yield {
          key: (keys[index] ?? '').slice(start.length),
          count: Number(value),
          ttlMs: ttl >= 0 ? ttl : undefined,
        };
      }
    }
  }

  async setCount(key: string, count: number, ttlMs: number | undefined): Promise<void> {
    const name = `${PREFIX}count:${key}`;
    const expiration =
      ttlMs === undefined
        ? {}
        : { expiration: { type: 'PX', value: Math.max(1, Math.round(ttlMs)) } };
    await answer(this.#redis.set(name, count, expiration as SetOptions));
  }

  async heldLeases(): Promise<string[]> {
    const start = `${LEASE_KEY_PREFIX}${PREFIX}lease:`;
    const names: string[] = [];
    for await (const keys of this.#scan(`${globEscaped(start)}*`)) {
      names.push(...keys.map((key) => key.slice(start.length)));
    }
    return names.sort();
  }

  /**
   * The keys matching `pattern`, a batch per SCAN step (node-redis's `scanIterator`; a key SCAN
   * repeats across steps is given once), each step bounded like any call.
   */
  async *#scan(pattern: string): AsyncGenerator<string[]> {
    const unique = new Set<string>();
    const steps = this.#redis.scanIterator({ MATCH: pattern, COUNT: SCAN_COUNT });
    for (let step = await answer(steps.next()); !step.done; step = await answer(steps.next())) {
      const keys = step.value.filter((key) => !unique.has(key));
      for (const key of keys) unique.add(key);
      if (keys.length > 0) yield keys;
    }
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    return (await this.claimOrSettled(key, ttlMs)).claimed;
  }

  async claimOrSettled(
    key: string,
    ttlMs: number,
  ): Promise<{ claimed: boolean; settled?: string }> {
    const held = await answer(this.#redis.claim(`${PREFIX}claim:${key}`, this.#holder, ttlMs));
    if (held === 1) return { claimed: true };
    return held.startsWith(SETTLED)
      ? { claimed: false, settled: held.slice(SETTLED.length) }
      : { claimed: false };
  }

  async settleClaim(key: string, outcome: string, ttlMs: number): Promise<void> {
    await answer(
      this.#redis.set(`${PREFIX}claim:${key}`, `${SETTLED}${outcome}`, {
        expiration: { type: 'PX', value: ttlMs },
      }),
    );
  }

  async releaseClaim(key: string): Promise<void> {
    await answer(this.#redis.releaseClaim(`${PREFIX}claim:${key}`, this.#holder));
  }

  exclusive<T>(name: string, run: () => Promise<T>): Promise<T> {
    return this.#exclusive.run(name, async () => {
      // Not refreshed: a run ends within the timeout, and a refresh failing in a timer would throw.
      const mutex = new Mutex(this.#semaphore, `${PREFIX}exclusive:${name}`, {
        lockTimeout: EXCLUSIVE_TIMEOUT_MS,
        acquireTimeout: EXCLUSIVE_WAIT_MS,
        retryInterval: EXCLUSIVE_RETRY_MS,
        refreshInterval: 0,
      });
      await answer(mutex.acquire());
      try {
        return await run();
      } finally {
        // Unreachable: it expires by itself.
        await mutex.release().catch(() => undefined);
      }
    });
  }

  takeTurn(name: string, windowMs: number, signal?: AbortSignal): Promise<void> {
    return takeRedisTurn(this.#semaphore, `${PREFIX}turn:${name}`, windowMs, signal);
  }

  lease(name: string, options: LeaseOptions): Lease {
    const keys = {
      lease: `${LEASE_KEY_PREFIX}${PREFIX}lease:${name}`,
      epoch: `${PREFIX}lease-epoch:${name}`,
    };
    return new RedisLease(this.#leases, keys, this.#holder, options);
  }

  close(): Promise<void> {
    this.#closing ??= Promise.all([
      closeRedisClient(this.#redis),
      closeRedisClient(this.#leases),
    ]).then(() => undefined);
    return this.#closing;
  }
}

/** A hash's fields as numbers. */
const numbers = (fields: Readonly<Record<string, string>>): Record<string, number> =>
  Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, Number(value)]));

/**
 * `call`'s result within `REDIS_TIMING.commandTimeoutMs`; a failure that is not Redis's own reply
 * (`ErrorReply`) becomes a {@link StoreUnreachableError}.
 */
async function answer<T>(call: Promise<T>): Promise<T> {
  try {
    return await answeredWithin(call);
  } catch (error) {
    if (error instanceof ErrorReply) throw error;
    throw new StoreUnreachableError({ cause: error });
  }
}
