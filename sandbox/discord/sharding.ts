/**
 * Discord's sharding formula: the shard of `num_shards` that receives a guild's events,
 * `(guild_id >> 22) % num_shards`. Events without a guild (DMs) go to shard 0.
 */
export function shardOfGuild(guildId: string | null | undefined, shardCount: number): number {
  if (!guildId) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(Math.max(1, shardCount)));
}
