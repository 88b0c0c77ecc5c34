import { ChannelType, Client, Events } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startDiscordEmulator } from '../../../sandbox/discord/index.js';
import {
  type DiscordHarness,
  emulatorClientOptions,
  startDiscordClient,
} from '../../e2e/helpers/discord-client.js';

describe('discord emulator: login', () => {
  let harness: DiscordHarness | undefined;
  afterEach(async () => {
    await harness?.close();
    harness = undefined;
  });

  it('logs a real client in: ready with the guild, channel and bot in cache', async () => {
    harness = await startDiscordClient();
    const { client, discord, guild, channel } = harness;
    expect(client.isReady()).toBe(true);
    expect(client.user.id).toBe(discord.applicationId);
    expect(client.application.id).toBe(discord.applicationId);
    const cachedGuild = client.guilds.cache.get(guild.id);
    expect(cachedGuild?.name).toBe('Test Guild');
    const cachedChannel = client.channels.cache.get(channel.id);
    expect(cachedChannel?.type).toBe(ChannelType.GuildText);
    expect(cachedGuild?.members.me?.id).toBe(discord.applicationId);
    expect(discord.gatewayStats.identifies).toBe(1);
  });

  it('answers REST lookups of the guild, members, roles, channels and users', async () => {
    harness = await startDiscordClient();
    const { client, guild, user, channel } = harness;
    const fetched = await client.guilds.fetch({ guild: guild.id, force: true });
    expect(fetched.name).toBe('Test Guild');
    const member = await fetched.members.fetch({ user: user.id, force: true });
    expect(member.user.username).toBe('alice');
    expect((await fetched.roles.fetch()).size).toBeGreaterThanOrEqual(2);
    expect((await fetched.channels.fetch()).has(channel.id)).toBe(true);
    expect((await client.users.fetch(user.id, { force: true })).username).toBe('alice');
    expect((await client.channels.fetch(channel.id, { force: true }))?.id).toBe(channel.id);
  });
});

describe('discord emulator: bad token', () => {
  it('rejects login with a wrong token (REST 401 on /gateway/bot, as Discord does)', async () => {
    const discord = await startDiscordEmulator();
    discord.setupGuild();
    const client = new Client(emulatorClientOptions(discord.url));
    try {
      await expect(client.login('wrong.token.value')).rejects.toThrow(/invalid token/i);
      expect(discord.requests.map((r) => [r.route, r.status])).toEqual([['gatewayBot', 401]]);
    } finally {
      await client.destroy();
      await discord.close();
    }
  });

  it('fails login with 4004 when the token is reset between /gateway/bot and IDENTIFY', async () => {
    const discord = await startDiscordEmulator();
    discord.setupGuild();
    const client = new Client(emulatorClientOptions(discord.url));
    let closeCode: number | undefined;
    client.on(Events.ShardDisconnect, (event) => {
      closeCode = event.code;
    });
    discord.events.on('request', (entry) => {
      if (entry.route === 'gatewayBot') discord.resetToken();
    });
    try {
      await expect(client.login(discord.token)).rejects.toThrow(/authentication failed/i);
      expect(closeCode).toBe(4004);
    } finally {
      await client.destroy();
      await discord.close();
    }
  });
});
