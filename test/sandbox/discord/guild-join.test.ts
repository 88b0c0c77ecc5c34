import { once } from 'node:events';
import { ChannelType, Events, type Guild } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';

describe('discord emulator: the bot added to a guild at runtime', () => {
  let h: DiscordHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('dispatches GUILD_CREATE (discord.js: guildCreate) with the system channel and the bot’s role', async () => {
    h = await startDiscordClient();
    const { discord, client } = h;
    const guild = discord.createGuild({ name: 'Later', withBot: false, everyonePermissions: [] });
    const system = discord.createChannel({ guild, name: 'hello', system: true });
    expect(client.guilds.cache.has(guild.id)).toBe(false);

    const created = once(client, Events.GuildCreate) as Promise<[Guild]>;
    discord.addBot(guild, { botPermissions: ['ViewChannel', 'SendMessages'] });
    const [joined] = await created;
    expect(joined.id).toBe(guild.id);
    expect(joined.systemChannelId).toBe(system.id);
    expect(joined.systemChannel?.type).toBe(ChannelType.GuildText);
    const me = joined.members.me;
    expect(me && joined.systemChannel?.permissionsFor(me).toArray()).toEqual([
      'ViewChannel',
      'SendMessages',
    ]);
    expect(() => discord.addBot(guild)).toThrow(/the bot is in/);
  });

  it('tells a guild the bot is in of its new system channel (GUILD_UPDATE)', async () => {
    h = await startDiscordClient();
    const { discord, client, guild } = h;
    const updated = once(client, Events.GuildUpdate) as Promise<[Guild, Guild]>;
    const system = discord.createChannel({ guild, name: 'news', system: true });
    const [, after] = await updated;
    expect(after.systemChannelId).toBe(system.id);
  });

  it('removes the bot (GUILD_DELETE without unavailable: guildDelete); added back, GUILD_CREATE again', async () => {
    h = await startDiscordClient();
    const { discord, client, guild } = h;
    const deleted = once(client, Events.GuildDelete) as Promise<[Guild]>;
    discord.removeBot(guild);
    const [gone] = await deleted;
    expect(gone.id).toBe(guild.id);
    expect(client.guilds.cache.has(guild.id)).toBe(false);
    expect(() => discord.removeBot(guild)).toThrow(/the bot is not in/);

    const created = once(client, Events.GuildCreate) as Promise<[Guild]>;
    discord.addBot(guild);
    expect((await created)[0].id).toBe(guild.id);
    expect(client.guilds.cache.get(guild.id)?.roles.cache.filter((role) => role.managed).size).toBe(
      1,
    );
  });
});
