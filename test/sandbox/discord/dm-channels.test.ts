import { ChannelType, GatewayIntentBits } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startDiscordEmulator } from '../../../sandbox/discord/index.js';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { apiCode } from './api-code.js';
import { RawGateway } from './raw-gateway.js';

describe('discord emulator: DM channels', () => {
  let h: DiscordHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('opens one DM channel per user and lets the bot post in it', async () => {
    h = await startDiscordClient();
    const { client, discord, user } = h;
    const dm = await client.users.createDM(user.id);
    expect(dm.type).toBe(ChannelType.DM);
    expect(dm.recipientId).toBe(user.id);
    expect((await client.users.createDM(user.id, { force: true })).id).toBe(dm.id);
    expect(discord.openDm(user).id).toBe(dm.id);
    await dm.send({ content: 'a private notice', allowedMentions: { parse: [] } });
    const [sent] = discord.messages(dm.id);
    expect(sent).toMatchObject({ content: 'a private notice', guildId: null, channelId: dm.id });
    expect(sent?.api).not.toHaveProperty('guild_id');
    const fetched = await client.channels.fetch(dm.id, { force: true });
    expect(fetched?.type).toBe(ChannelType.DM);
    const request = discord.requests.find((r) => r.route === 'createDm');
    expect(request).toMatchObject({ status: 200, body: { recipient_id: user.id } });
  });

  it('refuses DMs as Discord does: 50007 when closed or without a common server, 50033 for nobody', async () => {
    h = await startDiscordClient();
    const { client, discord, user } = h;
    const dm = await client.users.createDM(user.id);
    discord.setDmsOpen(user, false);
    expect(await apiCode(dm.send('closed'))).toBe(50007);
    discord.setDmsOpen(user, true);
    await dm.send('open again');
    const stranger = discord.createUser({ username: 'stranger' });
    const strangerDm = await client.users.createDM(stranger.id);
    expect(await apiCode(strangerDm.send('hello?'))).toBe(50007);
    discord.installApp(stranger);
    await strangerDm.send('hello, user who installed me');
    expect(await apiCode(client.users.createDM('123456789012345678'))).toBe(50033);
    expect(discord.messages(dm.id).map((m) => m.content)).toEqual(['open again']);
  });

  it('dispatches the bot’s DM messages to shard 0 only, and only with the DirectMessages intent', async () => {
    const discord = await startDiscordEmulator({ shards: 2 });
    const { user } = discord.setupGuild();
    const intents = GatewayIntentBits.DirectMessages;
    const zero = await RawGateway.identify(discord, { shard: [0, 2], intents });
    const one = await RawGateway.identify(discord, { shard: [1, 2], intents });
    const guildsOnly = await RawGateway.identify(discord, { shard: [0, 2], intents: 1 });
    try {
      const dm = discord.openDm(user);
      const response = await fetch(`${discord.url}/api/v10/channels/${dm.id}/messages`, {
        method: 'POST',
        headers: { Authorization: `Bot ${discord.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ content: 'psst' }),
      });
      expect(response.status).toBe(200);
      const created = await zero.next((f) => f.t === 'MESSAGE_CREATE');
      expect(created.d).toMatchObject({ channel_id: dm.id, content: 'psst' });
      expect(created.d).not.toHaveProperty('guild_id');
      for (const gateway of [one, guildsOnly]) {
        gateway.send(1, null);
        await gateway.next((f) => f.op === 11);
      }
      const messageCreates = (g: RawGateway) => g.frames.filter((f) => f.t === 'MESSAGE_CREATE');
      expect(messageCreates(one)).toEqual([]);
      expect(messageCreates(guildsOnly)).toEqual([]);
    } finally {
      for (const gateway of [zero, one, guildsOnly]) gateway.close();
      await discord.close();
    }
  });
});
