import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from '../core/logger.js';
import { RedisLease } from './redis-lease.js';
import type { Lease, LeaseOptions, SharedState } from './shared-state.js';

/** Prefix of every key this module writes (keyv's namespaces use `<namespace>::`). */
const PREFIX = 'imagine:';

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
