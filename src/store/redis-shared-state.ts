import { randomUUID } from 'node:crypto';
import { type Redis, ReplyError } from 'ioredis';
import { Mutex } from 'redis-semaphore';
import { StoreUnreachableError } from './errors.js';
import { currentFence, refusedBy } from './fenced-adapter.js';
import { KeyedMutex } from './keyed-mutex.js';
import { sharedRedisClient } from './redis-connections.js';
import { RedisLease } from './redis-lease.js';
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

const SCRIPTS = {
  takeMemberSlot: `
    if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
    if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
    redis.call('SADD', KEYS[1], ARGV[1])
    redis.call('PEXPIRE', KEYS[1], ARGV[3])
    return 1`,
  countUpTo: `
    local count = tonumber(redis.call('GET', KEYS[1]) or '0')
    if count >= tonumber(ARGV[1]) then return {0, count} end
    count = redis.call('INCR', KEYS[1])
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return {1, count}`,
  // KEYS: the count, the fence's lease (the count when unfenced), the once marker (the count when
  // none). ARGV: the fence's token ('' unfenced), the marker's ttl ('' none). {-1} when refused.
  countDown: `
    if ARGV[1] ~= '' and redis.call('GET', KEYS[2]) ~= ARGV[1] then return {-1, 0} end
    local count = tonumber(redis.call('GET', KEYS[1]) or '0')
    if ARGV[2] ~= '' then
      if not redis.call('SET', KEYS[3], '1', 'NX', 'PX', ARGV[2]) then return {count, 1} end
    end
    if count <= 0 then return {0, 0} end
    return {redis.call('DECR', KEYS[1]), 0}`,
  // KEYS: the member's set, the fence's lease (the set when unfenced). ARGV: the job, the token.
  releaseMemberSlot: `
    if ARGV[2] ~= '' and redis.call('GET', KEYS[2]) ~= ARGV[2] then return -1 end
    return redis.call('SREM', KEYS[1], ARGV[1])`,
  claim: `
    local holder = redis.call('GET', KEYS[1])
    if holder == ARGV[1] then
      redis.call('PEXPIRE', KEYS[1], ARGV[2])
      return 1
    end
    if holder then return holder end
    redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
    return 1`,
  releaseClaim: `
    if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
    return 1`,
} as const;

/** How many keys a script takes, when more than one. */
const SCRIPT_KEYS: Partial<Record<keyof typeof SCRIPTS, number>> = {
  countDown: 3,
  releaseMemberSlot: 2,
};

type Scripted = Redis & {
  takeMemberSlot(key: string, jobId: string, limit: number, ttlMs: number): Promise<number>;
  countUpTo(key: string, limit: number, ttlMs: number): Promise<[number, number]>;
  countDown(
    key: string,
    fenceKey: string,
    onceKey: string,
    token: string,
    onceTtlMs: string,
  ): Promise<[number, number]>;
  releaseMemberSlot(key: string, fenceKey: string, jobId: string, token: string): Promise<number>;
  /** 1 when claimed, else the value held: another holder, or a settled outcome. */
  claim(key: string, holder: string, ttlMs: number): Promise<1 | string>;
  releaseClaim(key: string, holder: string): Promise<number>;
};

/**
 * {@link SharedState} on Redis, through ioredis: each change is one Lua script (atomic on the
 * server), leases fenced `RedisLease`s. Two connections, both reporting to the store's
 * {@link StoreReachability}: the scripts' fails fast while Redis is unreachable or silent (a call
 * rejects with {@link StoreUnreachableError}); the leases' waits for Redis to come back, so that a
 * renewal due during a short outage lands after it and the lease is kept.
 */
export class RedisSharedState implements SharedState {
  readonly shared = true;
  readonly #redis: Scripted;
  readonly #leases: Redis;
  /** Who this process is, in claims and leases. */
  readonly #holder = randomUUID();
  /** This process's runs of {@link exclusive}, one at a time per name before they ask Redis. */
  readonly #exclusive = new KeyedMutex();
  #closing: Promise<void> | undefined;

  constructor(url: string, reachability: StoreReachability) {
    const closing = () => this.#closing !== undefined;
    const redis = sharedRedisClient(url, reachability, { name: 'shared', patient: false, closing });
    for (const [name, lua] of Object.entries(SCRIPTS)) {
      redis.defineCommand(name, {
        numberOfKeys: SCRIPT_KEYS[name as keyof typeof SCRIPTS] ?? 1,
        lua,
      });
    }
    this.#redis = redis as Scripted;
    this.#leases = sharedRedisClient(url, reachability, { name: 'leases', patient: true, closing });
  }

  /** Resolves once the scripts' connection is ready (it takes no call before). */
  async ready(): Promise<void> {
    const redis = this.#redis;
    // Not `events.once`: it would reject on the first `error` of a reconnection attempt.
    if (redis.status !== 'ready') await new Promise((ready) => redis.once('ready', ready));
  }

  async takeMemberSlot(userId: string, jobId: string, limit: number): Promise<boolean> {
    const key = `${PREFIX}member-jobs:${userId}`;
    const taken = await answer(this.#redis.takeMemberSlot(key, jobId, limit, MEMBER_SLOTS_TTL_MS));
    return taken === 1;
  }

  async holdMemberSlot(userId: string, jobId: string): Promise<void> {
    const key = `${PREFIX}member-jobs:${userId}`;
    await answer(this.#redis.multi().sadd(key, jobId).pexpire(key, MEMBER_SLOTS_TTL_MS).exec());
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
    return answer(this.#redis.scard(`${PREFIX}member-jobs:${userId}`));
  }

  async countUpTo(
    key: string,
    limit: number,
    ttlMs: number,
  ): Promise<{ allowed: boolean; count: number }> {
    const counted = this.#redis.countUpTo(`${PREFIX}count:${key}`, limit, ttlMs);
    const [allowed, count] = await answer(counted);
    return { allowed: allowed === 1, count };
  }

  async countDown(key: string, options: CountDownOptions = {}): Promise<CountedDown> {
    const name = `${PREFIX}count:${key}`;
    const { once, fencing } = options;
    const fence = fencing && currentFence(fencing.fenceOf);
    const [count, repeated] = await answer(
      this.#redis.countDown(
        name,
        fence?.key ?? name,
        once ? `${PREFIX}counted-down:${key}:${once.id}` : name,
        fence?.token ?? '',
        once ? String(Math.max(1, Math.round(once.ttlMs))) : '',
      ),
    );
    if (count === -1 && fence) refusedBy(fence);
    return { count, repeated: repeated === 1 };
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
    for (const [field, by] of Object.entries(changes)) batch.hincrbyfloat(name, field, by);
    await answer(batch.pexpire(name, ttlMs).exec());
  }

  async tally(key: string): Promise<Record<string, number>> {
    const fields = await answer(this.#redis.hgetall(`${PREFIX}tally:${key}`));
    return Object.fromEntries(
      Object.entries(fields).map(([field, value]) => [field, Number(value)]),
    );
  }

  async *tallies(prefix: string): AsyncGenerator<SharedTally> {
    const start = `${PREFIX}tally:`;
    for await (const keys of this.#scan(`${start}${globEscaped(prefix)}*`)) {
      const pipeline = this.#redis.pipeline();
      for (const key of keys) pipeline.hgetall(key).pttl(key);
      const answers = (await pipeline.exec()) ?? [];
      for (const [index, key] of keys.entries()) {
        const fields = answers[index * 2]?.[1] as Record<string, string> | undefined;
        const ttl = Number(answers[index * 2 + 1]?.[1]);
        if (!fields || ttl === -2) continue;
        yield {
          key: key.slice(start.length),
          fields: Object.fromEntries(Object.entries(fields).map(([f, v]) => [f, Number(v)])),
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
    const batch = this.#redis.multi().del(name).hset(name, fields);
    if (ttlMs !== undefined) batch.pexpire(name, Math.max(1, Math.round(ttlMs)));
    await answer(batch.exec());
  }

  async *counts(prefix: string): AsyncGenerator<SharedCount> {
    const start = `${PREFIX}count:`;
    for await (const keys of this.#scan(`${start}${globEscaped(prefix)}*`)) {
      const pipeline = this.#redis.pipeline();
      for (const key of keys) pipeline.get(key).pttl(key);
      const answers = (await pipeline.exec()) ?? [];
      for (const [index, key] of keys.entries()) {
        const value = answers[index * 2]?.[1];
        const ttl = Number(answers[index * 2 + 1]?.[1]);
        if (typeof value !== 'string' || ttl === -2) continue;
        yield {
          key: key.slice(start.length),
          count: Number(value),
          ttlMs: ttl >= 0 ? ttl : undefined,
        };
      }
    }
  }

  async setCount(key: string, count: number, ttlMs: number | undefined): Promise<void> {
    const name = `${PREFIX}count:${key}`;
    if (ttlMs === undefined) await this.#redis.set(name, count);
    else await this.#redis.set(name, count, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async heldLeases(): Promise<string[]> {
    const start = `${LEASE_KEY_PREFIX}${PREFIX}lease:`;
    const names: string[] = [];
    for await (const keys of this.#scan(`${globEscaped(start)}*`)) {
      names.push(...keys.map((key) => key.slice(start.length)));
    }
    return names.sort();
  }

  /** The keys matching `pattern`, a batch per SCAN step (a key may repeat across batches). */
  async *#scan(pattern: string): AsyncGenerator<string[]> {
    const unique = new Set<string>();
    for await (const batch of this.#redis.scanStream({ match: pattern, count: SCAN_COUNT })) {
      const keys = (batch as string[]).filter((key) => !unique.has(key));
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
    await answer(this.#redis.set(`${PREFIX}claim:${key}`, `${SETTLED}${outcome}`, 'PX', ttlMs));
  }

  async releaseClaim(key: string): Promise<void> {
    await answer(this.#redis.releaseClaim(`${PREFIX}claim:${key}`, this.#holder));
  }

  exclusive<T>(name: string, run: () => Promise<T>): Promise<T> {
    return this.#exclusive.run(name, async () => {
      // Not refreshed: a run ends within the timeout, and a refresh failing in a timer would throw.
      const mutex = new Mutex(this.#redis, `${PREFIX}exclusive:${name}`, {
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
    return takeRedisTurn(this.#redis, `${PREFIX}turn:${name}`, windowMs, signal);
  }

  lease(name: string, options: LeaseOptions): Lease {
    const keys = {
      lease: `${LEASE_KEY_PREFIX}${PREFIX}lease:${name}`,
      epoch: `${PREFIX}lease-epoch:${name}`,
    };
    return new RedisLease(this.#leases, keys, this.#holder, options);
  }

  close(): Promise<void> {
    this.#closing ??= Promise.all([quit(this.#redis), quit(this.#leases)]).then(() => undefined);
    return this.#closing;
  }
}

/** `call`'s result; a failure that is not Redis's own reply becomes a {@link StoreUnreachableError}. */
async function answer<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ReplyError) throw error;
    throw new StoreUnreachableError({ cause: error });
  }
}

/** Closes `redis`: politely when it is connected, at once when it is not. */
async function quit(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  await redis.quit().catch(() => redis.disconnect());
}
