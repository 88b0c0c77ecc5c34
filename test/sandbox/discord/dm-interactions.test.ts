import {
  ButtonStyle,
  type ChatInputCommandInteraction,
  ComponentType,
  InteractionContextType,
  MessageFlags,
  PermissionFlagsBits,
  Routes,
} from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';
import { apiCode } from './api-code.js';

const everywhere = {
  description: 'Manage your key',
  contexts: [0, 1, 2],
  integration_types: [0, 1],
};

describe('discord emulator: interactions in DMs and private channels', () => {
  let h: DiscordHarness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
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

  it('runs a user-installed command in a server without the bot: owners {"1": user}, no cache, no bot-token access', async () => {
    h = await startDiscordClient();
    const { client, discord, user } = h;
    await client.application.commands.set([
      { name: 'imagine', ...everywhere },
      { name: 'policy', description: 'Guild install only', contexts: [0] },
    ]);
    const elsewhere = discord.createGuild({ name: 'Elsewhere', owner: user, withBot: false });
    const channel = discord.createChannel({ guild: elsewhere, name: 'art' });
    const creates: string[] = [];
    client.on('guildCreate', (guild) => creates.push(guild.id));
    client.on('channelCreate', (created) => creates.push(created.id));
    discord.createChannel({ guild: elsewhere, name: 'later' });
    await expect(discord.runCommand({ channel, user, name: 'imagine' })).rejects.toThrow(
      /bot is not in guild .* not installed to user/,
    );
    discord.installApp(user);
    await expect(discord.runCommand({ channel, user, name: 'policy' })).rejects.toThrow(
      /not installable to users .* bot is not in guild/,
    );
    const seen = handleNext(client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply({ content: 'drawn in a server without the bot', files: [] });
      return {
        guildId: i.guildId,
        cached: i.inCachedGuild(),
        guild: i.guild,
        context: i.context,
        owners: i.authorizingIntegrationOwners.toJSON(),
        perms: i.appPermissions.toArray().sort(),
      };
    });
    const run = await discord.runCommand({ channel, user, name: 'imagine' });
    expect(await seen).toEqual({
      guildId: elsewhere.id,
      cached: false,
      guild: null,
      context: InteractionContextType.Guild,
      owners: { '1': user.id },
      perms: ['AttachFiles', 'EmbedLinks', 'MentionEveryone'],
    });
    expect(run.payload).toMatchObject({
      guild_id: elsewhere.id,
      member: { user: { id: user.id } },
    });
    expect((await run.waitForReply()).content).toBe('drawn in a server without the bot');
    const post = client.rest.post(Routes.channelMessages(channel.id), { body: { content: 'x' } });
    expect(await apiCode(post)).toBe(50001);
    expect(await apiCode(client.rest.get(Routes.guild(elsewhere.id)))).toBe(50001);
    expect(creates).toEqual([]);
    expect(client.guilds.cache.has(elsewhere.id)).toBe(false);
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

  it('delivers a click on a user-installed app’s message by members who did not install it, with the installer as owner', async () => {
    h = await startDiscordClient();
    const { client, discord, user } = h;
    await client.application.commands.set([{ name: 'imagine', ...everywhere }]);
    const bob = discord.createUser({ username: 'bob' });
    const elsewhere = discord.createGuild({ name: 'Elsewhere', owner: user, withBot: false });
    discord.addMember({ guild: elsewhere, user: bob });
    const channel = discord.createChannel({ guild: elsewhere, name: 'art' });
    const between = discord.openPrivateChannel([user, bob]);
    discord.installApp(user);
    const button = {
      type: ComponentType.ActionRow,
      components: [
        {
          type: ComponentType.Button,
          style: ButtonStyle.Primary,
          custom_id: 'again',
          label: 'Again',
        },
      ],
    };
    for (const [where, context] of [
      [channel, InteractionContextType.Guild],
      [between, InteractionContextType.PrivateChannel],
    ] as const) {
      const replied = handleNext(client, (i) =>
        (i as ChatInputCommandInteraction).reply({ content: 'a cat', components: [button] }),
      );
      const run = await discord.runCommand({ channel: where, user, name: 'imagine' });
      await replied;
      await run.waitForReply();
      await expect(
        discord.runCommand({ channel: where, user: bob, name: 'imagine' }),
      ).rejects.toThrow(/not installed to user/);
      const clicked = handleNext(client, async (interaction) => {
        if (!interaction.isButton()) throw new Error('not a button');
        await interaction.reply({ content: 'another cat' });
        return {
          user: interaction.user.id,
          context: interaction.context,
          owners: interaction.authorizingIntegrationOwners.toJSON(),
        };
      });
      const click = await run.clickButton('again', { user: bob });
      expect(await clicked).toEqual({ user: bob.id, context, owners: { '1': user.id } });
      expect(click.payload).toMatchObject({ authorizing_integration_owners: { '1': user.id } });
      expect((await click.waitForReply()).content).toBe('another cat');
    }
  });
});
