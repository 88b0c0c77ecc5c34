import { type ChatInputCommandInteraction, MessageFlags, SlashCommandBuilder } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRef } from '../../../sandbox/discord/index.js';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { tinyPng } from '../../e2e/helpers/discord-fixtures.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';

const imagine = new SlashCommandBuilder()
  .setName('imagine')
  .setDescription('Generate an image')
  .addStringOption((o) => o.setName('prompt').setDescription('What to draw').setRequired(true))
  .addIntegerOption((o) => o.setName('count').setDescription('How many'))
  .addNumberOption((o) => o.setName('guidance').setDescription('Guidance'))
  .addBooleanOption((o) => o.setName('private').setDescription('Only me'))
  .addAttachmentOption((o) => o.setName('image').setDescription('Start image'));

const apikey = new SlashCommandBuilder()
  .setName('apikey')
  .setDescription('Manage your key')
  .addSubcommand((s) => s.setName('show').setDescription('Show it'))
  .addSubcommandGroup((g) =>
    g
      .setName('scope')
      .setDescription('Scopes')
      .addSubcommand((s) =>
        s
          .setName('add')
          .setDescription('Add a scope')
          .addStringOption((o) => o.setName('name').setDescription('Scope').setRequired(true)),
      ),
  );

describe('discord emulator: slash commands', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordClient();
    await h.client.application.commands.set([imagine.toJSON(), apikey.toJSON()]);
  });
  afterAll(() => h.close());

  it('registers commands with a bulk overwrite and reads them back', async () => {
    const registered = h.discord.commands();
    expect(registered.map((c) => c.name)).toEqual(['imagine', 'apikey']);
    expect(registered[0]?.id).toMatch(/^\d{17,19}$/);
    const fetched = await h.client.application.commands.fetch();
    expect([...fetched.values()].map((c) => c.name).sort()).toEqual(['apikey', 'imagine']);
    const guild = h.client.guilds.cache.get(h.guild.id);
    await guild?.commands.set([{ name: 'balance', description: 'Your balance' }]);
    expect(h.discord.commands(h.guild).map((c) => c.name)).toEqual(['balance']);
  });

  it('delivers typed options and an attachment the client can download', async () => {
    const seen = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      const image = i.options.getAttachment('image', true);
      const bytes = Buffer.from(await (await fetch(image.url)).arrayBuffer());
      await i.reply({ content: 'ok' });
      return {
        command: i.commandName,
        prompt: i.options.getString('prompt'),
        count: i.options.getInteger('count'),
        guidance: i.options.getNumber('guidance'),
        private: i.options.getBoolean('private'),
        image: { name: image.name, type: image.contentType, size: image.size, bytes },
        channelId: i.channelId,
        inCache: i.channel?.id,
        memberPerms: i.memberPermissions?.has('SendMessages'),
        appPerms: i.appPermissions.has('AttachFiles'),
      };
    });
    const run = await h.discord.runCommand({
      channel: h.channel,
      user: h.user,
      name: 'imagine',
      options: { prompt: 'a cat', count: 2, guidance: 7.5, private: false },
      attachments: { image: { name: 'start.png', data: tinyPng } },
    });
    const got = await seen;
    expect(got).toMatchObject({
      command: 'imagine',
      prompt: 'a cat',
      count: 2,
      guidance: 7.5,
      private: false,
      image: { name: 'start.png', type: 'image/png', size: tinyPng.length },
      channelId: h.channel.id,
      inCache: h.channel.id,
      memberPerms: true,
      appPerms: true,
    });
    expect(got.image.bytes.equals(tinyPng)).toBe(true);
    expect((await run.waitForReply()).content).toBe('ok');
  });

  it('refuses text for a file option, as Discord’s client only sends a file it uploaded', async () => {
    await expect(
      h.discord.runCommand({
        channel: h.channel,
        user: h.user,
        name: 'imagine',
        options: { prompt: 'a cat', image: '/home/alice/start.png' },
      }),
    ).rejects.toThrow('/imagine option "image" takes a file, not "/home/alice/start.png"');
  });

  it('nests subcommands and groups', async () => {
    const seen = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply({ content: 'done', flags: MessageFlags.Ephemeral });
      return [
        i.options.getSubcommandGroup(false),
        i.options.getSubcommand(),
        i.options.getString('name'),
      ];
    });
    const run = await h.discord.runCommand({
      channel: h.channel,
      user: h.user,
      name: 'apikey',
      subcommandGroup: 'scope',
      subcommand: 'add',
      options: { name: 'images' },
    });
    expect(await seen).toEqual(['scope', 'add', 'images']);
    const reply = await run.waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(run.status).toMatchObject({ acknowledged: true, responseType: 4, ephemeral: true });
    await expect(
      h.discord.runCommand({ channel: h.channel, user: h.user, name: 'apikey', options: {} }),
    ).rejects.toThrow(/needs a subcommand/);
    await expect(
      h.discord.runCommand({ channel: h.channel, user: h.user, name: 'imagine', options: {} }),
    ).rejects.toThrow(/requires option "prompt"/);
  });
});

describe('discord emulator: a user option resolves a member only in its own server', () => {
  let h: DiscordHarness;
  const whois = new SlashCommandBuilder()
    .setName('whois')
    .setDescription('Who is it')
    .addUserOption((o) => o.setName('who').setDescription('Someone').setRequired(true));
  beforeAll(async () => {
    h = await startDiscordClient();
    await h.client.application.commands.set([whois.toJSON()]);
  });
  afterAll(() => h.close());

  /** Runs `/whois who:<user>` and reads what discord.js made of the option. */
  const named = async (who: UserRef) => {
    const seen = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply({ content: 'ok', flags: MessageFlags.Ephemeral });
      return { user: i.options.getUser('who')?.id, member: i.options.getMember('who') !== null };
    });
    await h.discord.runCommand({
      channel: h.channel,
      user: h.user,
      name: 'whois',
      options: { who },
    });
    return seen;
  };

  it("puts a member of the server in resolved.members, and no one else's member", async () => {
    const bob = h.discord.createUser({ username: 'bob', guild: h.guild });
    const elsewhere = h.discord.createGuild({ name: 'Elsewhere' });
    const carol = h.discord.createUser({ username: 'carol', guild: elsewhere });
    const dave = h.discord.createUser({ username: 'dave' });
    expect(await named(bob)).toEqual({ user: bob.id, member: true });
    expect(await named(carol)).toEqual({ user: carol.id, member: false });
    expect(await named(dave)).toEqual({ user: dave.id, member: false });
  });
});
