import { describe, expect, it } from 'vitest';
import { allShards, shardOfGuild } from '../../src/discord/guild-shards.js';

describe('shardOfGuild', () => {
  it("is Discord's (guild_id >> 22) % shard_count", () => {
    const id = (timestamp: bigint) => String(timestamp << 22n);
    expect(shardOfGuild(id(7n), 4)).toBe(3);
    expect(shardOfGuild(id(8n), 4)).toBe(0);
    expect(shardOfGuild('175928847299117063', 2)).toBe(Number((175928847299117063n >> 22n) % 2n));
  });

  it('puts direct messages, member scopes and one shard on shard 0', () => {
    expect(shardOfGuild(undefined, 4)).toBe(0);
    expect(shardOfGuild('dm:123', 4)).toBe(0);
    expect(shardOfGuild(String(7n << 22n), 1)).toBe(0);
    expect(allShards(3)).toEqual([0, 1, 2]);
  });
});
