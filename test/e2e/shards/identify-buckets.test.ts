import { describe, expect, it } from 'vitest';
import { IDENTIFY_MARGIN_MS } from '../../../src/shards/identify-throttler.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { useShardWorld } from '../helpers/shard-world.js';

/** The window the emulator enforces and the bots are given (Discord's is 5 s; seconds here). */
const WINDOW_MS = 1_000;

/** Two bot processes identifying four shards with max_concurrency 1 (one bucket). */
describe.skipIf(!redisServerInstalled)('gateway identify across processes', () => {
  const startWorld = useShardWorld();

  it('identifies one shard per window in all, whichever process runs it, and none is refused', async () => {
    const world = await startWorld({ shards: 4, maxConcurrency: 1, identifyWindowMs: WINDOW_MS });
    const [first, second] = await Promise.all([world.startBot('0-1'), world.startBot('2-3')]);
    const log = world.discord.identifyLog;
    expect(log.map((attempt) => attempt.outcome)).toEqual(['ready', 'ready', 'ready', 'ready']);
    expect(log.map((attempt) => attempt.shard?.[0]).sort()).toEqual([0, 1, 2, 3]);
    for (let i = 1; i < log.length; i += 1) {
      expect((log[i]?.at ?? 0) - (log[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(WINDOW_MS);
    }
    // Each process took a turn in Redis for each of its shards.
    const turns = (bot: typeof first) =>
      bot.stdout().split('"msg":"took an identify turn"').length - 1;
    expect([turns(first), turns(second)]).toEqual([2, 2]);
    expect(world.discord.gatewaySessions.map((session) => session.shard[0]).sort()).toEqual([
      0, 1, 2, 3,
    ]);
  }, 40_000);

  it('lets the buckets of max_concurrency 2 identify side by side', async () => {
    const world = await startWorld({ shards: 4, maxConcurrency: 2, identifyWindowMs: WINDOW_MS });
    await Promise.all([world.startBot('0-1'), world.startBot('2-3')]);
    const log = world.discord.identifyLog;
    expect(log.map((attempt) => attempt.outcome)).toEqual(['ready', 'ready', 'ready', 'ready']);
    const at = (shard: number) => log.find((attempt) => attempt.shard?.[0] === shard)?.at ?? 0;
    // Buckets 0 (shards 0, 2) and 1 (shards 1, 3): a window apart within a bucket, whichever
    // process identified first (the emulator refuses any sooner, so load only widens these).
    expect(Math.abs(at(2) - at(0))).toBeGreaterThanOrEqual(WINDOW_MS);
    expect(Math.abs(at(3) - at(1))).toBeGreaterThanOrEqual(WINDOW_MS);
    // Side by side: each bucket's first turn is free at the start, so the first identify of one
    // bucket never waits for the other's. A bot that ignored max_concurrency would take its turns
    // one after another, a window and its margin apart. Which process wins which bucket is a race:
    // one process may take bucket 0 while the other takes bucket 1, and then a process's own two
    // shards are a turn apart (1,267 ms once: 1,000 + the 250 ms margin) without anything wrong.
    const first = (bucket: number) =>
      Math.min(...log.filter((attempt) => attempt.bucket === bucket).map((attempt) => attempt.at));
    const serializedGap = WINDOW_MS + IDENTIFY_MARGIN_MS;
    expect(Math.abs(first(1) - first(0))).toBeLessThan(serializedGap);
  }, 40_000);
});
