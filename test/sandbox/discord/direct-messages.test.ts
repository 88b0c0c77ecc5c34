import {
  ButtonStyle,
  ChannelType,
  type ChatInputCommandInteraction,
  ComponentType,
  DiscordAPIError,
  GatewayIntentBits,
  InteractionContextType,
  MessageFlags,
  PermissionFlagsBits,
  Routes,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { startDiscordEmulator } from '../../../sandbox/discord/index.js';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';
import { RawGateway } from './raw-gateway.js';

/** The DiscordAPIError code a promise rejects with. */
async function apiCode(promise: Promise<unknown>): Promise<number | string | undefined> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof DiscordAPIError ? error.code : `not a DiscordAPIError: ${error}`;
}

const everywhere = {
  description: 'Manage your key',
  contexts: [0, 1, 2],
  integration_types: [0, 1],
};

describe('discord emulator: direct messages', () => {
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

  it('sends a slash command from the bot’s DM: user, DM channel, context 1, owner {"0": "0"}, to shard 0', async () => {
    h = await startDiscordClient();
    const { client, discord, user } = h;
    await client.application.commands.set([
      { name: 'apikey', description: 'Manage your key', contexts: [0, 1] },
    ]);
    const dm = discord.openDm(user);
    const seen = handleNext(client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply({ content: 'only you see this', flags: MessageFlags.Ephemeral });
      await i.user.send({ content: 'and a notice by DM', allowedMentions: { parse: [] } });
      return {
        guildId: i.guildId,
        member: i.member,
        userId: i.user.id,
        channelId: i.channelId,
        context: i.context,
        owners: i.authorizingIntegrationOwners.toJSON(),
        canAttach: i.appPermissions.has(PermissionFlagsBits.AttachFiles),
      };
    });
    const run = await discord.runCommand({ channel: dm, user, name: 'apikey' });
    expect(await seen).toMatchObject({
      guildId: null,
      member: null,
      userId: user.id,
      channelId: dm.id,
      context: InteractionContextType.BotDM,
      owners: { '0': '0' },
      canAttach: true,
    });
    expect(run.payload).not.toHaveProperty('guild_id');
    expect(run.payload).toMatchObject({
      user: { id: user.id },
      channel: { id: dm.id, type: 1, recipients: [{ id: user.id }] },
      authorizing_integration_owners: { '0': '0' },
      context: 1,
    });
    expect(run).toMatchObject({ context: 1, guildId: null, channelId: dm.id });
    expect((await run.waitForReply()).ephemeral).toBe(true);
    const notice = await discord.waitForMessage({ channel: dm, where: (m) => !m.interactionId });
    expect(notice.content).toBe('and a notice by DM');
    expect(run.deliveries.map((d) => d.shard)).toEqual([[0, 1]]);
  });

  it('does not offer a command where Discord’s client would not: contexts, guild-only registrations', async () => {
    h = await startDiscordClient();
    const { client, discord, user, guild } = h;
    await client.application.commands.set([
      { name: 'imagine', description: 'Draw', contexts: [InteractionContextType.Guild] },
      { name: 'apikey', description: 'Keys' },
    ]);
    await client.guilds.cache.get(guild.id)?.commands.set([{ name: 'balance', description: 'B' }]);
    const dm = discord.openDm(user);
    await expect(discord.runCommand({ channel: dm, user, name: 'imagine' })).rejects.toThrow(
      /not available in context 1/,
    );
    await expect(discord.runCommand({ channel: dm, user, name: 'balance' })).rejects.toThrow(
      /per guild only/,
    );
    const other = discord.createUser({ username: 'bob' });
    await expect(
      discord.runCommand({ channel: discord.openDm(other), user, name: 'apikey' }),
    ).rejects.toThrow(/is not in channel/);
    expect(discord.interactions).toEqual([]);
  });

  it('runs a user-installed command in a DM between users (context 2), where the bot token has no access', async () => {
    h = await startDiscordClient();
    const { client, discord, user } = h;
    await client.application.commands.set([
      { name: 'imagine', ...everywhere },
      { name: 'balance', description: 'Guild install only' },
    ]);
    const bob = discord.createUser({ username: 'bob' });
    const between = discord.openPrivateChannel([user, bob]);
    await expect(discord.runCommand({ channel: between, user, name: 'imagine' })).rejects.toThrow(
      /not installed to user/,
    );
    discord.installApp(user);
    await expect(discord.runCommand({ channel: between, user, name: 'balance' })).rejects.toThrow(
      /not installable to users/,
    );
    const seen = handleNext(client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply('drawn where the bot is not');
      return {
        context: i.context,
        owners: [i.authorizingIntegrationOwners.guildId, i.authorizingIntegrationOwners.userId],
        perms: i.appPermissions,
      };
    });
    const run = await discord.runCommand({ channel: between, user, name: 'imagine' });
    const { context, owners, perms } = await seen;
    expect(context).toBe(InteractionContextType.PrivateChannel);
    expect(owners).toEqual([null, user.id]);
    expect(perms.toArray().sort()).toEqual(['AttachFiles', 'EmbedLinks', 'MentionEveryone']);
    expect((await run.waitForReply()).channelId).toBe(between.id);
    const post = client.rest.post(Routes.channelMessages(between.id), { body: { content: 'x' } });
    expect(await apiCode(post)).toBe(50001);
  });

  it('sends a button click on a DM message from the DM', async () => {
    h = await startDiscordClient();
    const { client, discord, user } = h;
    const dm = discord.openDm(user);
    const replied = handleNext(client, async (interaction) => {
      await (interaction as ChatInputCommandInteraction).reply({
        content: 'pick',
        components: [
          {
            type: ComponentType.ActionRow,
            components: [
              {
                type: ComponentType.Button,
                style: ButtonStyle.Primary,
                custom_id: 'go',
                label: 'Go',
              },
            ],
          },
        ],
      });
    });
    const run = await discord.runCommand({ channel: dm, user, name: 'menu' });
    await replied;
    await run.waitForReply();
    const clicked = handleNext(client, async (interaction) => {
      if (!interaction.isButton()) throw new Error('not a button');
      await interaction.update({ content: 'gone', components: [] });
      return { guildId: interaction.guildId, messageId: interaction.message.id };
    });
    const click = await run.clickButton('go');
    expect(await clicked).toEqual({ guildId: null, messageId: run.reply?.id });
    expect(click).toMatchObject({ context: 1, guildId: null });
    expect((await click.waitForAck()).responseType).toBe(7);
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
