import { randomUUID } from 'node:crypto';
import { ErrorReply, type SetOptions } from '@redis/client';
import { Mutex } from 'redis-semaphore';
import { currentFence, refusedBy } from './fenced-adapter.js';
import { KeyedMutex } from './keyed-mutex.js';
import {
  answeredWithin,
  closeRedisClient,
  type RedisClient,
  sharedRedisClient,
} from './redis-connections.js';
import { RedisLease } from './redis-lease.js';
import { laneMetaOf, RedisLines } from './redis-lines.js';
import { type SemaphoreClient, semaphoreClient } from './redis-semaphore-client.js';
import type { SharedLines, SharedLinesOptions } from './shared-lines.js';
import type {
  CountedDown,
  Fencing,
  Lease,
  LeaseOptions,
  Owed,
  OwedClaim,
  SharedCount,
  SharedState,
  SharedTally,
} from './shared-state.js';
import { StoreUnreachableError } from './store-errors.js';
import type { StoreReachability } from './store-reachability.js';

/** Prefix of every key this module writes (keyv's namespaces use `<namespace>::`). */
const PREFIX = 'imagine:';

/** Prefix of a lease's key: where redis-semaphore kept it, so that earlier versions see it held. */
const LEASE_KEY_PREFIX = 'mutex:';

/** How long `exclusive` holds a name at most (ms): a keyv read and write end well within it. */
const EXCLUSIVE_TIMEOUT_MS = 5_000;

/** How long `exclusive` waits for a name held elsewhere: past the longest it may be held. */
const EXCLUSIVE_WAIT_MS = EXCLUSIVE_TIMEOUT_MS + 1_000;

/** How often a run waiting for a name held elsewhere tries to take it, in ms. */
const EXCLUSIVE_RETRY_MS = 5;

/** How a claim's value starts once settled (`settleClaim`); a holder's is a UUID. */
const SETTLED = 'settled:';

/** The hash of what claims owe (`claimOrSettled`'s `owed`): field the claim's key, value `<until>:<text>`. */
const OWED = `${PREFIX}owed`;

/** Keys per SCAN step when counters or leases are listed. */
const SCAN_COUNT = 500;

/** `text` matched literally in a SCAN pattern. */
const globEscaped = (text: string) => text.replace(/[*?[\\\]]/g, '\\$&');

/** A member's set of running jobs expires this long after its last change: no slot leaks forever. */
const MEMBER_SLOTS_TTL_MS = 2 * 60 * 60_000;

/**
 * {@link SharedState} on Redis: each change one Lua script, leases fenced `RedisLease`s,
 * `exclusive` and turns redis-semaphore mutexes. Two connections reporting to the store's
 * {@link StoreReachability}: the scripts' fails fast ({@link StoreUnreachableError}) while Redis is
 * unreachable or silent; the leases' waits for Redis, so a renewal in a short outage lands after.
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
  /** Opens another duplicate of the keyv client, e.g. the lines' subscriber. */
  readonly #duplicate: (name: string, patient: boolean) => RedisClient;
  readonly #lines: SharedLines[] = [];
  #closing: Promise<void> | undefined;

  /** Opens its two connections, duplicates of `keyv` (the keyv namespaces' client). */
  constructor(keyv: RedisClient, reachability: StoreReachability) {
    const closing = () => this.#closing !== undefined;
    const duplicate = (name: string, patient: boolean) =>
      sharedRedisClient(keyv, reachability, { name, patient, closing });
    this.#duplicate = duplicate;
    this.#redis = duplicate('shared', false);
    this.#semaphore = semaphoreClient(this.#redis, answeredWithin);
    this.#leases = duplicate('leases', true);
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
    await fenced(key, fencing, (fenceKey, token) =>
      this.#redis.releaseMemberSlot(key, fenceKey, jobId, token),
    );
  }

  memberSlots(userId: string): Promise<number> {
    return answer(this.#redis.sCard(`${PREFIX}member-jobs:${userId}`));
  }

  async countUpTo(
    key: string,
    limit: number,
    ttlMs: number,
    takenBy?: string,
    by = 1,
  ): Promise<{ allowed: boolean; count: number }> {
    const name = `${PREFIX}count:${key}`;
    const taken = takenBy === undefined ? [name, ''] : [`${PREFIX}taken:${takenBy}`, name];
    return answer(this.#redis.countUpTo(name, taken[0] ?? name, limit, ttlMs, taken[1] ?? '', by));
  }

  async giveBack(takenBy: string, fencing?: Fencing): Promise<CountedDown> {
    const name = `${PREFIX}taken:${takenBy}`;
    return fenced(name, fencing, (fenceKey, token) => this.#redis.giveBack(name, fenceKey, token));
  }

  async countDown(key: string, fencing?: Fencing): Promise<CountedDown> {
    const name = `${PREFIX}count:${key}`;
    return fenced(name, fencing, (fenceKey, token) => this.#redis.countDown(name, fenceKey, token));
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
    for await (const { key, value, ttlMs } of this.#listed('tally', prefix, (name) =>
      this.#redis.hGetAll(name),
    )) {
      yield { key, fields: numbers(value), ttlMs };
    }
  }

  async setTally(
    key: string,
    fields: Readonly<Record<string, number>>,
    ttlMs: number | undefined,
  ): Promise<void> {
    const name = `${PREFIX}tally:${key}`;
    const batch = this.#redis.multi().del(name).hSet(name, fields);
    if (ttlMs !== undefined) batch.pExpire(name, px(ttlMs));
    await answer(batch.exec());
  }

  async *counts(prefix: string): AsyncGenerator<SharedCount> {
    for await (const { key, value, ttlMs } of this.#listed('count', prefix, (name) =>
      this.#redis.get(name),
    )) {
      if (typeof value === 'string') yield { key, count: Number(value), ttlMs };
    }
  }

  /** Every `kind` key under `prefix` (without `imagine:<kind>:`), `read`, with its time left. */
  async *#listed<Value>(kind: string, prefix: string, read: (name: string) => Promise<Value>) {
    const start = `${PREFIX}${kind}:`;
    for await (const keys of this.#scan(`${start}${globEscaped(prefix)}*`)) {
      const reads = keys.map((name) => Promise.all([read(name), this.#redis.pTTL(name)]));
      for (const [index, [value, ttl]] of (await answer(Promise.all(reads))).entries()) {
        const key = (keys[index] ?? '').slice(start.length);
        if (ttl !== -2) yield { key, value, ttlMs: ttl >= 0 ? ttl : undefined };
      }
    }
  }

  async setCount(key: string, count: number, ttlMs: number | undefined): Promise<void> {
    const name = `${PREFIX}count:${key}`;
    const expiration = ttlMs === undefined ? {} : { expiration: { type: 'PX', value: px(ttlMs) } };
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

  async forgetMentions(mentions: (text: string) => boolean): Promise<number> {
    const kept = ['exclusive:', 'turn:', 'lease-epoch:'].map((kind) => `${PREFIX}${kind}`);
    let erased = 0;
    for await (const names of this.#scan(`${PREFIX}*`)) {
      for (const name of names.filter((key) => !kept.some((start) => key.startsWith(start)))) {
        erased += await this.#forgetIn(name, mentions);
      }
    }
    return erased;
  }

  /** Deletes key `name` when it mentions, else what of its value does; resolves how much went. */
  async #forgetIn(name: string, mentions: (text: string) => boolean): Promise<number> {
    const redis = this.#redis;
    const type = mentions(name) ? 'named' : await answer(redis.type(name));
    if (type === 'named') return answer(redis.del(name));
    if (type === 'string') {
      const value = await answer(redis.get(name));
      return value !== null && mentions(value) ? answer(redis.del(name)) : 0;
    }
    if (type === 'hash') {
      const fields = Object.entries(await answer(redis.hGetAll(name)))
        .filter(([field, value]) => mentions(field) || mentions(value))
        .map(([field]) => field);
      if (fields.length === 0) return 0;
      const meta = laneMetaOf(name);
      if (!meta) return answer(redis.hDel(name, fields));
      const [erased] = await answer(
        redis.multi().hDel(name, fields).hIncrBy(meta, 'version', 1).exec(),
      );
      return Number(erased);
    }
    if (type === 'set') {
      const members = (await answer(redis.sMembers(name))).filter(mentions);
      return members.length > 0 ? answer(redis.sRem(name, members)) : 0;
    }
    return 0;
  }

  /** The keys matching `pattern`, a batch per SCAN step (each key once), each step bounded. */
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
    owed?: Owed,
  ): Promise<{ claimed: boolean; settled?: string }> {
    const value = owed ? `${Date.now() + owed.ttlMs}:${owed.text}` : '';
    const held = await answer(
      this.#redis.claim(`${PREFIX}claim:${key}`, OWED, this.#holder, ttlMs, key, value),
    );
    if (held === 1) return { claimed: true };
    return held.startsWith(SETTLED)
      ? { claimed: false, settled: held.slice(SETTLED.length) }
      : { claimed: false };
  }

  async settleClaim(key: string, outcome: string, ttlMs: number): Promise<void> {
    const settled = `${SETTLED}${outcome}`;
    const expiration = { expiration: { type: 'PX', value: ttlMs } } as const;
    await answer(
      this.#redis.multi().set(`${PREFIX}claim:${key}`, settled, expiration).hDel(OWED, key).exec(),
    );
  }

  async releaseClaim(key: string): Promise<void> {
    await answer(this.#redis.releaseClaim(`${PREFIX}claim:${key}`, OWED, this.#holder, key));
  }

  /** Drops what was owed past its time. */
  async owed(): Promise<OwedClaim[]> {
    const owed: OwedClaim[] = [];
    const lapsed: string[] = [];
    for (const [key, value] of Object.entries(await answer(this.#redis.hGetAll(OWED)))) {
      const cut = value.indexOf(':');
      if (Number(value.slice(0, cut)) > Date.now()) owed.push({ key, text: value.slice(cut + 1) });
      else lapsed.push(key);
    }
    if (lapsed.length > 0) await answer(this.#redis.hDel(OWED, lapsed));
    return owed;
  }

  exclusive<T>(name: string, run: () => Promise<T>): Promise<T> {
    return this.#exclusive.exclusive(name, async () => {
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

  /**
   * A mutex taken with `SET NX PX windowMs`, never refreshed nor released: it lapses one window
   * after it was taken, and the next waiting process (trying every fiftieth of it) takes it then.
   */
  async takeTurn(name: string, windowMs: number, signal?: AbortSignal): Promise<void> {
    const mutex = new Mutex(this.#semaphore, `${PREFIX}turn:${name}`, {
      lockTimeout: windowMs,
      refreshInterval: 0,
      acquireTimeout: Number.POSITIVE_INFINITY,
      retryInterval: Math.max(5, Math.round(windowMs / 50)),
    });
    await mutex.acquire(signal);
  }

  lease(name: string, options: LeaseOptions): Lease {
    const keys = {
      lease: `${LEASE_KEY_PREFIX}${PREFIX}lease:${name}`,
      epoch: `${PREFIX}lease-epoch:${name}`,
    };
    return new RedisLease(this.#leases, keys, this.#holder, options);
  }

  /** The lines on Redis (`RedisLines`), owned by this process's holder id; the watch on a connection of its own. */
  lines(options: SharedLinesOptions): SharedLines {
    const connections = {
      redis: this.#redis,
      patient: this.#leases,
      subscriber: () => this.#duplicate('lines', true),
    };
    const lines = new RedisLines(connections, this.#holder, options);
    this.#lines.push(lines);
    return lines;
  }

  close(): Promise<void> {
    this.#closing ??= Promise.all(this.#lines.map((lines) => lines.close()))
      .then(() => Promise.all([closeRedisClient(this.#redis), closeRedisClient(this.#leases)]))
      .then(() => undefined);
    return this.#closing;
  }
}

/** A time to keep a key, in whole ms, at least 1. */
const px = (ttlMs: number) => Math.max(1, Math.round(ttlMs));

/**
 * `script(fenceKey, token)` with `fencing`'s fence of the moment (`own` and '' when unfenced).
 * @throws FencedWriteError when it answers -1 (`{-1, …}`): the fence refused it.
 */
async function fenced<Answer extends number | CountedDown>(
  own: string,
  fencing: Fencing | undefined,
  script: (fenceKey: string, token: string) => Promise<Answer>,
): Promise<Answer> {
  const fence = fencing && currentFence(fencing.fenceOf);
  const answered = await answer(script(fence?.key ?? own, fence?.token ?? ''));
  const refused = (typeof answered === 'number' ? answered : answered.count) === -1;
  if (fence && refused) refusedBy(fence);
  return answered;
}

/** A hash's fields as numbers. */
const numbers = (fields: Readonly<Record<string, string>>): Record<string, number> =>
  Object.fromEntries(Object.entries(fields).map(([field, value]) => [field, Number(value)]));

/** `call`'s result within the command timeout; a failure but Redis's reply is unreachability. */
async function answer<T>(call: Promise<T>): Promise<T> {
  try {
    return await answeredWithin(call);
  } catch (error) {
    if (error instanceof ErrorReply) throw error;
    throw new StoreUnreachableError({ cause: error });
  }
}
