import { once } from 'node:events';
import { type Channel, Events, type TextChannel } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';

describe('discord emulator: age-restricted channels', () => {
  let h: DiscordHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('creates one (CHANNEL_CREATE with nsfw), and marks it again as a member would (CHANNEL_UPDATE)', async () => {
    h = await startDiscordClient();
    const { discord, client, guild } = h;
    const created = once(client, Events.ChannelCreate) as Promise<[Channel]>;
    const channel = discord.createChannel({ guild, name: 'after-dark', nsfw: true });
    const [made] = await created;
    expect((made as TextChannel).nsfw).toBe(true);
    expect((client.channels.cache.get(channel.id) as TextChannel).nsfw).toBe(true);
    const plainCreated = once(client, Events.ChannelCreate) as Promise<[Channel]>;
    discord.createChannel({ guild, name: 'plain' });
    const [plain] = await plainCreated;
    expect((plain as TextChannel).nsfw).toBe(false);

    const updated = once(client, Events.ChannelUpdate) as Promise<[Channel, Channel]>;
    discord.setChannelNsfw(channel, false);
    const [, after] = await updated;
    expect((after as TextChannel).nsfw).toBe(false);
  });
});
