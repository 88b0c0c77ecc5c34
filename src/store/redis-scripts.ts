import { LINE_SCRIPTS } from './redis-line-scripts.js';
import { redisScript } from './redis-script.js';
import type { CountedDown } from './shared-state.js';

/**
 * Every Lua script the bot runs on Redis, each atomic on the server, KEYS first then ARGV as each
 * one's arguments name them: member slots, counts (fenced, given back once), claims, fenced writes,
 * leases and the shared lines (`LINE_SCRIPTS`). Fenced scripts answer -1 (`{-1, …}`) or 0 when the
 * fence refused them.
 */
export const REDIS_SCRIPTS = {
  ...LINE_SCRIPTS,
  takeMemberSlot: redisScript<[key: string, jobId: string, limit: number, ttlMs: number]>(
    `
    if redis.call('SISMEMBER', KEYS[1], ARGV[1]) == 1 then return 1 end
    if redis.call('SCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
    redis.call('SADD', KEYS[1], ARGV[1])
    redis.call('PEXPIRE', KEYS[1], ARGV[3])
    return 1`,
    1,
  ),
  // KEYS: the count, the take's record (the count when not recorded). ARGV: the limit, the ttl,
  // the count's key ('' when not recorded; else the record's value: what giveBack gives back to),
  // the amount. A take of more than 1 is recorded as 'amount|key'. A take already recorded is
  // allowed and adds nothing.
  countUpTo: redisScript<
    [key: string, takenKey: string, limit: number, ttlMs: number, countKey: string, by: number],
    { allowed: boolean; count: number }
  >(
    `
    local count = tonumber(redis.call('GET', KEYS[1]) or '0')
    if ARGV[3] ~= '' and redis.call('EXISTS', KEYS[2]) == 1 then return {1, count} end
    local by = tonumber(ARGV[4])
    if count + by > tonumber(ARGV[1]) then return {0, count} end
    count = redis.call('INCRBY', KEYS[1], by)
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    local record = ARGV[3]
    if by ~= 1 then record = by .. '|' .. ARGV[3] end
    if ARGV[3] ~= '' then redis.call('SET', KEYS[2], record, 'PX', ARGV[2]) end
    return {1, count}`,
    2,
    ([allowed, count]: [number, number]) => ({ allowed: allowed === 1, count }),
  ),
  // KEYS: the take's record, the fence's lease (the record when unfenced). ARGV: the token. The
  // record names the count it was taken from (its day is in that name), read here: one Redis, not
  // a cluster. Given back, the record stays, marked '-', until it expires. {-1} when refused.
  giveBack: redisScript<[takenKey: string, fenceKey: string, token: string], CountedDown>(
    `
    if ARGV[1] ~= '' and redis.call('GET', KEYS[2]) ~= ARGV[1] then return {-1, 0} end
    local counted = redis.call('GET', KEYS[1])
    if not counted then return {0, 1} end
    local given = string.sub(counted, 1, 1) == '-'
    if given then counted = string.sub(counted, 2) end
    local by = 1
    local amount, key = string.match(counted, '^(%d+)|(.*)$')
    if amount then by = tonumber(amount); counted = key end
    if given then return {tonumber(redis.call('GET', counted) or '0'), 1} end
    redis.call('SET', KEYS[1], '-' .. (amount and (amount .. '|') or '') .. counted, 'KEEPTTL')
    local count = tonumber(redis.call('GET', counted) or '0')
    if count <= 0 then return {0, 0} end
    if by > count then by = count end
    return {redis.call('DECRBY', counted, by), 0}`,
    2,
    ([count, repeated]: [number, number]) => ({ count, repeated: repeated === 1 }),
  ),
  // KEYS: the count, the fence's lease (the count when unfenced). ARGV: the fence's token ('' when
  // unfenced). {-1} when refused.
  countDown: redisScript<[key: string, fenceKey: string, token: string], CountedDown>(
    `
    if ARGV[1] ~= '' and redis.call('GET', KEYS[2]) ~= ARGV[1] then return {-1, 0} end
    local count = tonumber(redis.call('GET', KEYS[1]) or '0')
    if count <= 0 then return {0, 0} end
    return {redis.call('DECR', KEYS[1]), 0}`,
    2,
    ([count, repeated]: [number, number]) => ({ count, repeated: repeated === 1 }),
  ),
  // KEYS: the member's set, the fence's lease (the set when unfenced). ARGV: the job, the token.
  releaseMemberSlot: redisScript<[key: string, fenceKey: string, jobId: string, token: string]>(
    `
    if ARGV[2] ~= '' and redis.call('GET', KEYS[2]) ~= ARGV[2] then return -1 end
    return redis.call('SREM', KEYS[1], ARGV[1])`,
    2,
  ),
  // KEYS: the claim, the hash of what claims owe. ARGV: the holder, the ttl, then the claim's field
  // in that hash and what it owes ('' for nothing), recorded with the claim.
  /** 1 when claimed, else the value held: another holder, or a settled outcome. */
  claim: redisScript<
    [key: string, owedKey: string, holder: string, ttlMs: number, field: string, owed: string],
    1 | string
  >(
    `
    local holder = redis.call('GET', KEYS[1])
    if holder and holder ~= ARGV[1] then return holder end
    if holder then redis.call('PEXPIRE', KEYS[1], ARGV[2])
    else redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
    if ARGV[4] ~= '' then redis.call('HSET', KEYS[2], ARGV[3], ARGV[4]) end
    return 1`,
    2,
    (answer: number | string) => (answer === 1 ? 1 : String(answer)),
  ),
  // KEYS: the claim, the hash of what claims owe. ARGV: the holder, the claim's field in that hash.
  releaseClaim: redisScript<[key: string, owedKey: string, holder: string, field: string]>(
    `
    if redis.call('GET', KEYS[1]) == ARGV[1] then
      redis.call('DEL', KEYS[1])
      redis.call('HDEL', KEYS[2], ARGV[2])
    end
    return 1`,
    2,
  ),
  // The fenced writes. KEYS: the fence's lease, the record. ARGV: the token, then the value and its
  // ttl in ms ('' for none).
  fencedSet: redisScript<
    [fenceKey: string, key: string, token: string, value: string, ttlMs: string]
  >(
    `
    if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
    if ARGV[3] == '' then redis.call('SET', KEYS[2], ARGV[2])
    else redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3]) end
    return 1`,
    2,
  ),
  /** 0 when refused, else 1 plus the number of records deleted. */
  fencedDelete: redisScript<[fenceKey: string, key: string, token: string]>(
    `
    if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
    return redis.call('DEL', KEYS[2]) + 1`,
    2,
  ),
  // The leases: a lease is valued `<epoch>:<holder>` while held.
  /** Takes a free lease with the next epoch; returns the epoch, or 0 when held. */
  leaseTake: redisScript<[lease: string, epoch: string, holder: string, timeoutMs: number]>(
    `
    if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
    local epoch = redis.call('INCR', KEYS[2])
    redis.call('SET', KEYS[1], epoch .. ':' .. ARGV[1], 'PX', ARGV[2])
    return epoch`,
    2,
  ),
  leaseRenew: redisScript<[lease: string, token: string, timeoutMs: number]>(
    `
    if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return 1`,
    1,
  ),
  leaseRelease: redisScript<[lease: string, token: string]>(
    `
    if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
    return redis.call('DEL', KEYS[1])`,
    1,
  ),
};
