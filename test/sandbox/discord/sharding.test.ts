import { type ChatInputCommandInteraction, Client, Events, type Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type DiscordEmulator,
  type DiscordEmulatorOptions,
  shardOfGuild,
  startDiscordEmulator,
} from '../../../sandbox/discord/index.js';
import { emulatorClientOptions } from '../../e2e/helpers/discord-client.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';
import { RawGateway } from './raw-gateway.js';

/** A logged-in client running `shards` of `shardCount`, counting the interactions it got. */
async function loginShards(discord: DiscordEmulator, shards: number[], shardCount: number) {
  const client = new Client(emulatorClientOptions(discord.url, { shards, shardCount }));
  const seen: Interaction[] = [];
  client.on(Events.InteractionCreate, (interaction) => seen.push(interaction));
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(discord.token);
  await ready;
  return { client, seen };
}

describe('discord emulator: sharding', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  async function emulator(options: DiscordEmulatorOptions = {}) {
    const discord = await startDiscordEmulator(options);
    cleanups.push(() => discord.close());
    return discord;
  }
  function track(client: Client) {
    cleanups.push(() => client.destroy());
    return client;
  }

  it('places guilds on the shard asked for, by Discord’s formula', async () => {
    const discord = await emulator();
    for (const shard of [0, 1, 2] as const) {
      const guild = discord.createGuild({ shard: [shard, 3] });
      expect(Number((BigInt(guild.id) >> 22n) % 3n)).toBe(shard);
      expect(shardOfGuild(guild.id, 3)).toBe(shard);
    }
    expect(shardOfGuild(null, 3)).toBe(0);
    expect(() => discord.createGuild({ shard: [2, 2] })).toThrow(/invalid shard/);
  });

  it('gives each session READY with its shard and only that shard’s guilds', async () => {
    const discord = await emulator({ shards: 2, maxConcurrency: 2 });
    const onZero = discord.createGuild({ name: 'zero', shard: [0, 2] });
    const onOne = discord.createGuild({ name: 'one', shard: [1, 2] });
    const zero = await RawGateway.identify(discord, { shard: [0, 2] });
    const one = await RawGateway.identify(discord, { shard: [1, 2] });
    expect(zero.ready()).toMatchObject({ shard: [0, 2], guilds: [{ id: onZero.id }] });
    expect(one.ready()).toMatchObject({ shard: [1, 2], guilds: [{ id: onOne.id }] });
    const guildCreates = (g: RawGateway) =>
      g.frames.filter((f) => f.t === 'GUILD_CREATE').map((f) => (f.d as { id: string }).id);
    expect(guildCreates(zero)).toEqual([onZero.id]);
    expect(guildCreates(one)).toEqual([onOne.id]);
    const later = discord.createGuild({ name: 'later', shard: [1, 2] });
    await one.next((f) => f.t === 'GUILD_CREATE' && (f.d as { id: string }).id === later.id);
    expect(guildCreates(zero)).toEqual([onZero.id]);
    zero.close();
    one.close();
  });

  it('sends an interaction only to the client running its guild’s shard, and a DM interaction to shard 0', async () => {
    const discord = await emulator({ shards: 2, maxConcurrency: 2 });
    const guilds = [0, 1].map((shard) => {
      const guild = discord.createGuild({ name: `shard ${shard}`, shard: [shard, 2] });
      const channel = discord.createChannel({ guild });
      return { guild, channel };
    });
    const user = discord.createUser({ username: 'alice' });
    for (const { guild } of guilds) discord.addMember({ guild, user });
    const zero = await loginShards(discord, [0], 2);
    track(zero.client);
    const one = await loginShards(discord, [1], 2);
    track(one.client);
    expect([...zero.client.guilds.cache.keys()]).toEqual([guilds[0]?.guild.id]);
    expect([...one.client.guilds.cache.keys()]).toEqual([guilds[1]?.guild.id]);

    const handled = handleNext(one.client, async (interaction) => {
      await (interaction as ChatInputCommandInteraction).reply('from shard 1');
      return interaction.guild?.shardId;
    });
    const run = await discord.runCommand({
      channel: guilds[1]?.channel ?? '',
      user,
      name: 'balance',
    });
    expect(await handled).toBe(1);
    expect((await run.waitForReply()).content).toBe('from shard 1');
    const [sessionZero, sessionOne] = discord.gatewaySessions;
    expect(run.deliveries).toEqual([
      { sessionId: sessionOne?.id, shard: [1, 2], at: expect.any(Number), connected: true },
    ]);

    const dm = discord.openDm(user);
    const inDm = handleNext(zero.client, async (interaction) => {
      await (interaction as ChatInputCommandInteraction).reply('from shard 0');
      return interaction.guildId;
    });
    const dmRun = await discord.runCommand({ channel: dm, user, name: 'balance' });
    expect(await inDm).toBeNull();
    expect((await dmRun.waitForReply()).content).toBe('from shard 0');
    expect(dmRun.deliveries.map((d) => [d.sessionId, d.shard])).toEqual([
      [sessionZero?.id, [0, 2]],
    ]);
    expect(zero.seen.map((i) => i.id)).toEqual([dmRun.id]);
    expect(one.seen.map((i) => i.id)).toEqual([run.id]);
  });

  it('runs two shards in one discord.js client (shards: [0, 1], shardCount: 2)', async () => {
    const discord = await emulator({ shards: 2, maxConcurrency: 2 });
    const onOne = discord.setupGuild({ guild: { shard: [1, 2] } });
    const both = await loginShards(discord, [0, 1], 2);
    track(both.client);
    expect(both.client.ws.shards.size).toBe(2);
    expect(both.client.guilds.cache.get(onOne.guild.id)?.shardId).toBe(1);
    const handled = handleNext(both.client, async (interaction) => {
      await (interaction as ChatInputCommandInteraction).reply('ok');
    });
    const run = await discord.runCommand({
      channel: onOne.channel,
      user: onOne.user,
      name: 'balance',
    });
    await handled;
    expect(run.deliveries.map((d) => d.shard)).toEqual([[1, 2]]);
    expect(discord.sessionStartLimit.remaining).toBe(998);
  });

  it('sends an interaction of a shard nobody runs to no session, and records that', async () => {
    const discord = await emulator({ shards: 2 });
    const { channel, user } = discord.setupGuild({ guild: { shard: [1, 2] } });
    const zero = await RawGateway.identify(discord, { shard: [0, 2] });
    const run = await discord.runCommand({ channel, user, name: 'balance' });
    expect(run.deliveries).toEqual([]);
    zero.send(1, null);
    await zero.next((f) => f.op === 11);
    expect(zero.frames.filter((f) => f.t === 'INTERACTION_CREATE')).toEqual([]);
    zero.close();
  });

  it('sends a shard’s events to every session on it, as Discord allows two', async () => {
    const discord = await emulator();
    const { channel, user } = discord.setupGuild();
    const first = await RawGateway.identify(discord);
    const second = await RawGateway.identify(discord);
    const run = await discord.runCommand({ channel, user, name: 'balance' });
    expect(run.deliveries.map((d) => d.sessionId)).toEqual(
      discord.gatewaySessions.map((s) => s.id),
    );
    expect(run.deliveries).toHaveLength(2);
    first.close();
    second.close();
  });
});
