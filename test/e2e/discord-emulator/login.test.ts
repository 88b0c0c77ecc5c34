import { ChannelType, Client, Events } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../helpers/discord-client.js';

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
});
