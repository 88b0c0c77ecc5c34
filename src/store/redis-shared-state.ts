import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../core/logger.js';
import { RedisLease } from './redis-lease.js';
import type { Lease, LeaseOptions, SharedCount, SharedState, SharedTally } from './shared-state.js';

/** Prefix of every key this module writes (keyv's namespaces use `<namespace>::`). */
const PREFIX = 'imagine:';

/** Where redis-semaphore keeps a lease on `name` (it prefixes the key it is given). */
const LEASE_KEY_PREFIX = 'mutex:';

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
  countDown: `
    local count = tonumber(redis.call('GET', KEYS[1]) or '0')
    if count <= 0 then return 0 end
    return redis.call('DECR', KEYS[1])`,
  claim: `
    local holder = redis.call('GET', KEYS[1])
    if holder == ARGV[1] then
      redis.call('PEXPIRE', KEYS[1], ARGV[2])
      return 1
    end
    if holder then return 0 end
    redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
    return 1`,
} as const;

type Scripted = Redis & {
  takeMemberSlot(key: string, jobId: string, limit: number, ttlMs: number): Promise<number>;
  countUpTo(key: string, limit: number, ttlMs: number): Promise<[number, number]>;
  countDown(key: string): Promise<number>;
  claim(key: string, holder: string, ttlMs: number): Promise<number>;
};

/**
 * {@link SharedState} on Redis, through ioredis: each change is one Lua script (atomic on the
 * server), leases are redis-semaphore mutexes. Commands issued while Redis is unreachable wait for
 * it to come back (ioredis queues them and reconnects).
 */
export class RedisSharedState implements SharedState {
  readonly shared = true;
  readonly #redis: Scripted;
  /** Who this process is, in claims. */
  readonly #holder = randomUUID();
  #closing: Promise<void> | undefined;

  constructor(url: string, logger: Logger) {
    const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null });
    for (const [name, lua] of Object.entries(SCRIPTS)) {
      redis.defineCommand(name, { numberOfKeys: 1, lua });
    }
    let reported = false;
    redis.on('error', (error: unknown) => {
      if (!reported) logger.error('Redis is unreachable', { error });
      reported = true;
    });
    redis.on('ready', () => {
      if (reported) logger.info('Redis is reachable again');
      reported = false;
    });
    this.#redis = redis as Scripted;
  }

  async takeMemberSlot(userId: string, jobId: string, limit: number): Promise<boolean> {
    const key = `${PREFIX}member-jobs:${userId}`;
    return (await this.#redis.takeMemberSlot(key, jobId, limit, MEMBER_SLOTS_TTL_MS)) === 1;
  }

  async holdMemberSlot(userId: string, jobId: string): Promise<void> {
    const key = `${PREFIX}member-jobs:${userId}`;
    await this.#redis.multi().sadd(key, jobId).pexpire(key, MEMBER_SLOTS_TTL_MS).exec();
  }

  async releaseMemberSlot(userId: string, jobId: string): Promise<void> {
    await this.#redis.srem(`${PREFIX}member-jobs:${userId}`, jobId);
  }

  memberSlots(userId: string): Promise<number> {
    return this.#redis.scard(`${PREFIX}member-jobs:${userId}`);
  }

  async countUpTo(
    key: string,
    limit: number,
    ttlMs: number,
  ): Promise<{ allowed: boolean; count: number }> {
    const [allowed, count] = await this.#redis.countUpTo(`${PREFIX}count:${key}`, limit, ttlMs);
    return { allowed: allowed === 1, count };
  }

  countDown(key: string): Promise<number> {
    return this.#redis.countDown(`${PREFIX}count:${key}`);
  }

  async count(key: string): Promise<number> {
    return Number((await this.#redis.get(`${PREFIX}count:${key}`)) ?? 0);
  }

  async addToTally(
    key: string,
    changes: Readonly<Record<string, number>>,
    ttlMs: number,
  ): Promise<void> {
    const name = `${PREFIX}tally:${key}`;
    const batch = this.#redis.multi();
    for (const [field, by] of Object.entries(changes)) batch.hincrbyfloat(name, field, by);
    await batch.pexpire(name, ttlMs).exec();
  }

  async tally(key: string): Promise<Record<string, number>> {
    const fields = await this.#redis.hgetall(`${PREFIX}tally:${key}`);
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
    await batch.exec();
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
    return (await this.#redis.claim(`${PREFIX}claim:${key}`, this.#holder, ttlMs)) === 1;
  }

  lease(name: string, options: LeaseOptions): Lease {
    return new RedisLease(this.#redis, `${PREFIX}lease:${name}`, options);
  }

  close(): Promise<void> {
    this.#closing ??= this.#redis.quit().then(
      () => undefined,
      () => this.#redis.disconnect(),
    );
    return this.#closing;
  }
}
