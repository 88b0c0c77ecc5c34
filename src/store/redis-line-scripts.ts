import { redisScript } from './redis-script.js';

/** A lane's keys, in the order every script of the line takes them. */
type LaneKeys = [entries: string, claims: string, meta: string, flows: string];

/**
 * Lua: a lane with nothing waiting nor running restarts its flows (every field of its flows hash
 * but the servers' loaded models, `["","loaded",…]`) and its clock, as `restartIfIdle` does.
 */
const RESTART_IF_IDLE = `if redis.call('HLEN', KEYS[1]) + redis.call('HLEN', KEYS[2]) == 0 then
      for _, field in ipairs(redis.call('HKEYS', KEYS[4])) do
        if string.sub(field, 1, 13) ~= '["","loaded",' then redis.call('HDEL', KEYS[4], field) end
      end
      redis.call('HSET', KEYS[3], 'clock', 0, 'turns', 0)
    end`;

/**
 * The Lua scripts of the shared lines (`RedisLines`), each atomic on the server. A lane's entries
 * are valued `<seq>|<enqueuedAt>|<owner>|<data>`, its claims `<until>|<owner>|<data>` (a lease:
 * renewed by its owner, free once `until` passed), its meta hash holds `version` (grown by every
 * write but a renewal), `seq`, `clock` and `turns`. A lane left with nothing waiting nor running
 * forgets its flows (fair queueing restarts every flow) but the servers' loaded models.
 */
export const LINE_SCRIPTS = {
  // ARGV: per entry its job id, enqueuedAt, owner and data. One waiting keeps its seq and arrival;
  // one holding a slot of the same owner is left as it is. A claim of another owner is stale (its
  // shard's new holder adds the job: it was never sent), so the job waits again.
  lineAdd: redisScript<[...LaneKeys, ...string[]]>(
    `
    local changed = 0
    for i = 1, #ARGV, 4 do
      local id = ARGV[i]
      local claim = redis.call('HGET', KEYS[2], id)
      if claim and string.match(claim, '^[^|]*|([^|]*)|') ~= ARGV[i + 2] then
        redis.call('HDEL', KEYS[2], id)
        claim = false
      end
      if not claim then
        local old = redis.call('HGET', KEYS[1], id)
        local head
        if old then head = string.match(old, '^[^|]*|[^|]*|')
        else head = redis.call('HINCRBY', KEYS[3], 'seq', 1) .. '|' .. ARGV[i + 1] .. '|' end
        redis.call('HSET', KEYS[1], id, head .. ARGV[i + 2] .. '|' .. ARGV[i + 3])
        changed = 1
      end
    end
    if changed == 1 then redis.call('HINCRBY', KEYS[3], 'version', 1) end
    return changed`,
    4,
  ),
  // ARGV: the job, its owner. 1 when its entry was the owner's and is gone.
  lineWithdraw: redisScript<[...LaneKeys, jobId: string, owner: string]>(
    `
    local old = redis.call('HGET', KEYS[1], ARGV[1])
    if not old or string.match(old, '^[^|]*|[^|]*|([^|]*)|') ~= ARGV[2] then return 0 end
    redis.call('HDEL', KEYS[1], ARGV[1])
    redis.call('HINCRBY', KEYS[3], 'version', 1)
    ${RESTART_IF_IDLE}
    return 1`,
    4,
  ),
  // ARGV: the job, its claim's until, owner and data: its entry (if any) becomes the claim.
  lineOccupy: redisScript<[...LaneKeys, jobId: string, until: number, owner: string, data: string]>(
    `
    redis.call('HDEL', KEYS[1], ARGV[1])
    redis.call('HSET', KEYS[2], ARGV[1], ARGV[2] .. '|' .. ARGV[3] .. '|' .. ARGV[4])
    redis.call('HINCRBY', KEYS[3], 'version', 1)
    return 1`,
    4,
  ),
  /** The claim's data when it was the owner's and is gone, else null. */
  lineRelease: redisScript<[...LaneKeys, jobId: string, owner: string], string | undefined>(
    `
    local old = redis.call('HGET', KEYS[2], ARGV[1])
    if not old then return false end
    local owner, data = string.match(old, '^[^|]*|([^|]*)|(.*)$')
    if owner ~= ARGV[2] then return false end
    redis.call('HDEL', KEYS[2], ARGV[1])
    redis.call('HINCRBY', KEYS[3], 'version', 1)
    ${RESTART_IF_IDLE}
    return data`,
    4,
    (answer: string | null) => answer ?? undefined,
  ),
  // A dispatch decided at a version. ARGV: the version, now, the lane's clock and turns, the
  // channel prefix, the lane, the committer; then the count and ids of claims found expired, the
  // count and (id, until, owner, data) of new claims, the count and (field, value) of flows set,
  // the count and fields of flows forgotten. 0 (nothing written) when the lane changed since, or
  // an expired claim was renewed. Each new claim of another owner is published to it.
  lineCommit: redisScript<[...LaneKeys, ...string[]]>(
    `
    if tonumber(redis.call('HGET', KEYS[3], 'version') or '0') ~= tonumber(ARGV[1]) then return 0 end
    local i = 8
    local n = tonumber(ARGV[i])
    for k = 1, n do
      local held = redis.call('HGET', KEYS[2], ARGV[i + k])
      if held and tonumber(string.match(held, '^([^|]*)|')) > tonumber(ARGV[2]) then return 0 end
    end
    for k = 1, n do redis.call('HDEL', KEYS[2], ARGV[i + k]) end
    i = i + n + 1
    n = tonumber(ARGV[i])
    for k = 0, n - 1 do
      local at = i + 1 + 4 * k
      local id, owner, data = ARGV[at], ARGV[at + 2], ARGV[at + 3]
      redis.call('HDEL', KEYS[1], id)
      redis.call('HSET', KEYS[2], id, ARGV[at + 1] .. '|' .. owner .. '|' .. data)
      if owner ~= ARGV[7] then redis.call('PUBLISH', ARGV[5] .. owner, ARGV[6] .. '\\n' .. data) end
    end
    i = i + 1 + 4 * n
    n = tonumber(ARGV[i])
    for k = 0, n - 1 do redis.call('HSET', KEYS[4], ARGV[i + 1 + 2 * k], ARGV[i + 2 + 2 * k]) end
    i = i + 1 + 2 * n
    n = tonumber(ARGV[i])
    for k = 1, n do redis.call('HDEL', KEYS[4], ARGV[i + k]) end
    redis.call('HSET', KEYS[3], 'clock', ARGV[3], 'turns', ARGV[4])
    redis.call('HINCRBY', KEYS[3], 'version', 1)
    return 1`,
    4,
  ),
  // KEYS: a lane's claims. ARGV: the owner, the new until. Renews the owner's claims (one that
  // expired and was not taken yet too); answers them, id then data.
  lineRenew: redisScript<[claims: string, owner: string, until: number], string[]>(
    `
    local all = redis.call('HGETALL', KEYS[1])
    local mine = {}
    for k = 1, #all, 2 do
      local owner, data = string.match(all[k + 1], '^[^|]*|([^|]*)|(.*)$')
      if owner == ARGV[1] then
        redis.call('HSET', KEYS[1], all[k], ARGV[2] .. '|' .. owner .. '|' .. data)
        mine[#mine + 1] = all[k]
        mine[#mine + 1] = data
      end
    end
    return mine`,
    1,
    (answer: string[]) => answer,
  ),
  // KEYS: the owners' heartbeats. ARGV: the owner, until when it is alive, and before when a
  // heartbeat is forgotten.
  lineHeartbeat: redisScript<[owners: string, owner: string, until: number, forgetBefore: number]>(
    `
    redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
    local all = redis.call('HGETALL', KEYS[1])
    for k = 1, #all, 2 do
      if tonumber(all[k + 1]) < tonumber(ARGV[3]) then redis.call('HDEL', KEYS[1], all[k]) end
    end
    return 1`,
    1,
  ),
};
