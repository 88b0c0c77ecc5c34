import { GatewayCloseCodes } from 'discord-api-types/v10';
import { shardOfGuild } from '../sharding.js';
import type { EmulatorState } from '../state/emulator-state.js';
import type { IdentifyData } from './ready-payload.js';

/** What the gateway does with an IDENTIFY whose token is right. */
export type Admission =
  | { kind: 'ready'; shard: readonly [number, number]; guildIds: string[] }
  | { kind: 'close'; code: number; reason: string }
  /** Op 9 with `d: false`: the shard's `max_concurrency` bucket identified less than 5 s ago. */
  | { kind: 'invalid-session' }
  /** The session start limit is used up: Discord ends every session and resets the token. */
  | { kind: 'token-reset' };

/** The `shard` of an IDENTIFY as `[id, count]` (`[0, 1]` without one), or undefined when invalid. */
export function shardOf(value: unknown): readonly [number, number] | undefined {
  if (value === undefined || value === null) return [0, 1];
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [id, count] = value as unknown[];
  if (!Number.isInteger(id) || !Number.isInteger(count)) return undefined;
  const [shardId, shardCount] = [id as number, count as number];
  return shardCount >= 1 && shardId >= 0 && shardId < shardCount
    ? [shardId, shardCount]
    : undefined;
}

/**
 * Discord's checks on an IDENTIFY, in order: a valid shard (else 4010), at most
 * `maxGuildsPerShard` guilds on it (else 4011), a session start left (else the token is reset),
 * and its bucket (`shard_id % max_concurrency`) free (else op 9). The guilds are the bot's on that shard.
 */
export function admitIdentify(state: EmulatorState, d: IdentifyData): Admission {
  const shard = shardOf(d.shard);
  if (!shard)
    return { kind: 'close', code: GatewayCloseCodes.InvalidShard, reason: 'Invalid shard.' };
  const guildIds = [...state.guilds.guilds.keys()].filter(
    (id) => state.guilds.member(id, state.bot.id) && shardOfGuild(id, shard[1]) === shard[0],
  );
  if (guildIds.length > state.gatewayLimits.options.maxGuildsPerShard) {
    return {
      kind: 'close',
      code: GatewayCloseCodes.ShardingRequired,
      reason: 'Sharding required.',
    };
  }
  const start = state.gatewayLimits.start(shard[0]);
  if (start === 'exhausted') return { kind: 'token-reset' };
  if (start === 'too-soon') return { kind: 'invalid-session' };
  return { kind: 'ready', shard, guildIds };
}
