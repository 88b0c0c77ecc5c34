import { afterEach, describe, expect, it } from 'vitest';
import {
  AdjustableClock,
  type DiscordEmulatorOptions,
  startDiscordEmulator,
} from '../../../sandbox/discord/index.js';
import { RawGateway } from './raw-gateway.js';

describe('discord emulator: IDENTIFY limits (shards, session starts, max_concurrency)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function emulator(options: DiscordEmulatorOptions = {}) {
    const discord = await startDiscordEmulator(options);
    cleanups.push(() => discord.close());
    return discord;
  }

  it('answers /gateway/bot with the configured shards and max_concurrency, counting session starts down', async () => {
    const discord = await emulator({ shards: 4, maxConcurrency: 2, sessionStartLimit: 10 });
    const gatewayBot = async () =>
      (await (
        await fetch(`${discord.url}/api/v10/gateway/bot`, {
          headers: { Authorization: `Bot ${discord.token}` },
        })
      ).json()) as { shards: number; session_start_limit: Record<string, number> };
    expect(await gatewayBot()).toMatchObject({
      shards: 4,
      session_start_limit: { total: 10, remaining: 10, reset_after: 0, max_concurrency: 2 },
    });
    const first = await RawGateway.identify(discord, { shard: [0, 4] });
    const second = await RawGateway.identify(discord, { shard: [1, 4] });
    const limit = (await gatewayBot()).session_start_limit;
    expect(limit).toMatchObject({ total: 10, remaining: 8, max_concurrency: 2 });
    expect(limit.reset_after).toBeGreaterThan(23 * 3_600_000);
    expect(limit.reset_after).toBeLessThanOrEqual(24 * 3_600_000);
    discord.advanceClock(24 * 3_600_000);
    expect((await gatewayBot()).session_start_limit).toMatchObject({ remaining: 10 });
    first.close();
    second.close();
  });

  it('closes an IDENTIFY with an invalid shard with 4010', async () => {
    const discord = await emulator({ shards: 2 });
    for (const shard of [[5, 2], [2, 2], [-1, 2], [0, 0], [0.5, 2], [0], 'x']) {
      const gateway = await RawGateway.open(discord);
      gateway.send(2, { token: discord.token, intents: 1, properties: {}, shard });
      expect(await gateway.closed).toEqual({ code: 4010, reason: 'Invalid shard.' });
    }
    expect(discord.gatewayStats.identifies).toBe(0);
    expect(discord.identifyLog.map((attempt) => [attempt.shard, attempt.outcome])).toEqual(
      Array.from({ length: 7 }, () => [undefined, 'closed']),
    );
    expect(discord.sessionStartLimit.remaining).toBe(1_000);
  });

  it('closes an IDENTIFY with 4011 when its shard would hold more guilds than allowed', async () => {
    const discord = await emulator({ maxGuildsPerShard: 1 });
    discord.createGuild({ shard: [0, 2] });
    discord.createGuild({ shard: [1, 2] });
    const unsharded = await RawGateway.open(discord);
    unsharded.send(2, { token: discord.token, intents: 1, properties: {} });
    expect(await unsharded.closed).toEqual({ code: 4011, reason: 'Sharding required.' });
    const sharded = await RawGateway.identify(discord, { shard: [1, 2] });
    expect(sharded.ready()).toMatchObject({ shard: [1, 2] });
    sharded.close();
  });

  it('refuses a second IDENTIFY in a max_concurrency bucket within 5 s with op 9, on the emulator clock', async () => {
    const discord = await emulator({
      shards: 4,
      maxConcurrency: 2,
      identifyIntervalMs: 5_000,
      clock: AdjustableClock.frozen(),
    });
    const zero = await RawGateway.identify(discord, { shard: [0, 4] });
    const one = await RawGateway.identify(discord, { shard: [1, 4] });
    const two = await RawGateway.open(discord);
    two.send(2, { token: discord.token, intents: 1, properties: {}, shard: [2, 4] });
    expect(await two.next((f) => f.op === 9)).toMatchObject({ op: 9, d: false });
    expect(discord.gatewayStats).toMatchObject({ identifies: 2, identifiesRefused: 1 });
    expect(discord.sessionStartLimit.remaining).toBe(998);
    discord.advanceClock(4_999);
    const early = await RawGateway.open(discord);
    early.send(2, { token: discord.token, intents: 1, properties: {}, shard: [2, 4] });
    expect(await early.next((f) => f.op === 9)).toMatchObject({ d: false });
    discord.advanceClock(1);
    const onTime = await RawGateway.identify(discord, { shard: [2, 4] });
    expect(onTime.ready()).toMatchObject({ shard: [2, 4] });
    expect(discord.gatewaySessions.map((s) => s.shard)).toEqual([
      [0, 4],
      [1, 4],
      [2, 4],
    ]);
    const start = discord.identifyLog[0]?.at ?? 0;
    expect(
      discord.identifyLog.map(({ shard, bucket, at, outcome }) => [
        shard,
        bucket,
        at - start,
        outcome,
      ]),
    ).toEqual([
      [[0, 4], 0, 0, 'ready'],
      [[1, 4], 1, 0, 'ready'],
      [[2, 4], 0, 0, 'refused'],
      [[2, 4], 0, 4_999, 'refused'],
      [[2, 4], 0, 5_000, 'ready'],
    ]);
    for (const gateway of [zero, one, two, early, onTime]) gateway.close();
  });

  it('resets the token and ends every session when the session start limit is used up', async () => {
    const discord = await emulator({ sessionStartLimit: 2 });
    const oldToken = discord.token;
    const first = await RawGateway.identify(discord);
    await RawGateway.identify(discord);
    expect(discord.sessionStartLimit.remaining).toBe(0);
    const third = await RawGateway.open(discord);
    third.send(2, { token: oldToken, intents: 1, properties: {} });
    expect((await third.closed).code).toBe(4004);
    expect((await first.closed).code).toBe(4004);
    expect(discord.token).not.toBe(oldToken);
    expect(discord.gatewaySessions).toEqual([]);
  });
});
