import { redisScript } from './redis-script.js';
import type { CountedDown } from './shared-state.js';

/** What `countUpTo` did. */
export interface CountedUp {
  readonly allowed: boolean;
  readonly count: number;
}

/**
 * The shared state's Lua scripts, each atomic on the server: member slots, counts (fenced and given
 * back once when asked), claims. KEYS first, then ARGV, as each script's arguments name them.
 */
export const SHARED_STATE_SCRIPTS = {
  takeMemberSlot: redisScript<[key: string, jobId: string, limit: number, ttlMs: number], number>(
    `
    if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
    if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
    redis.call('SADD', KEYS[1], ARGV[1])
    redis.call('PEXPIRE', KEYS[1], ARGV[3])
    return 1`,
    1,
    Number,
  ),
  countUpTo: redisScript<[key: string, limit: number, ttlMs: number], CountedUp>(
    `
    local count = tonumber(redis.call('GET', KEYS[1]) or '0')
    if count >= tonumber(ARGV[1]) then return {0, count} end
    count = redis.call('INCR', KEYS[1])
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return {1, count}`,
    1,
    ([allowed, count]: [number, number]) => ({ allowed: allowed === 1, count }),
  ),
  // KEYS: the count, the fence's lease (the count when unfenced), the once marker (the count when
  // none). ARGV: the fence's token ('' unfenced), the marker's ttl ('' none). {-1} when refused.
  countDown: redisScript<
    [key: string, fenceKey: string, onceKey: string, token: string, onceTtlMs: string],
    CountedDown
  >(
    `
    if ARGV[1] ~= '' and redis.call('GET', KEYS[2]) ~= ARGV[1] then return {-1, 0} end
    local count = tonumber(redis.call('GET', KEYS[1]) or '0')
    if ARGV[2] ~= '' then
      if not redis.call('SET', KEYS[3], '1', 'NX', 'PX', ARGV[2]) then return {count, 1} end
    end
    if count <= 0 then return {0, 0} end
    return {redis.call('DECR', KEYS[1]), 0}`,
    3,
    ([count, repeated]: [number, number]) => ({ count, repeated: repeated === 1 }),
  ),
  // KEYS: the member's set, the fence's lease (the set when unfenced). ARGV: the job, the token.
  releaseMemberSlot: redisScript<
    [key: string, fenceKey: string, jobId: string, token: string],
    number
  >(
    `
    if ARGV[2] ~= '' and redis.call('GET', KEYS[2]) ~= ARGV[2] then return -1 end
    return redis.call('SREM', KEYS[1], ARGV[1])`,
    2,
    Number,
  ),
  /** 1 when claimed, else the value held: another holder, or a settled outcome. */
  claim: redisScript<[key: string, holder: string, ttlMs: number], 1 | string>(
    `
    local holder = redis.call('GET', KEYS[1])
    if holder == ARGV[1] then
      redis.call('PEXPIRE', KEYS[1], ARGV[2])
      return 1
    end
    if holder then return holder end
    redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
    return 1`,
    1,
    (answer: number | string) => (answer === 1 ? 1 : String(answer)),
  ),
  releaseClaim: redisScript<[key: string, holder: string], number>(
    `
    if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
    return 1`,
    1,
    Number,
  ),
};
