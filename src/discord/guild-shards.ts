import { type REST, Routes } from 'discord.js';

/**
 * The shard Discord sends a server's events to: `(guild_id >> 22) % shard_count`. Events without a
 * server (direct messages) go to shard 0, and so do jobs of a member's own scope.
 */
export function shardOfGuild(guildId: string | null | undefined, shardCount: number): number {
  if (!guildId || !/^\d{1,20}$/.test(guildId) || shardCount <= 1) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** `SHARD_COUNT=auto`: the shard count Discord recommends, from `GET /gateway/bot` on `rest`. */
export async function recommendedShardCount(rest: REST): Promise<number> {
  const { shards } = (await rest.get(Routes.gatewayBot())) as { shards?: unknown };
  if (typeof shards !== 'number' || !Number.isInteger(shards) || shards < 1) {
    throw new Error('GET /gateway/bot did not answer a shard count');
  }
  return shards;
}

/** Every shard id from 0 to `count - 1`. */
export const allShards = (count: number): number[] =>
  Array.from({ length: count }, (_, shard) => shard);
