import {
  AttachmentBuilder,
  type ChatInputCommandInteraction,
  MessageFlags,
  SlashCommandBuilder,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../helpers/discord-client.js';
import { handleNext } from '../helpers/discord-handle-next.js';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAADCAYAAAC56t6BAAAAEklEQVR4nGP4z8DwHwyBDAYGAEFHBfuBa+OzAAAAAElFTkSuQmCC',
  'base64',
);

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
      attachments: { image: { name: 'start.png', data: png } },
    });
    const got = await seen;
    expect(got).toMatchObject({
      command: 'imagine',
      prompt: 'a cat',
      count: 2,
      guidance: 7.5,
      private: false,
      image: { name: 'start.png', type: 'image/png', size: png.length },
      channelId: h.channel.id,
      inCache: h.channel.id,
      memberPerms: true,
      appPerms: true,
    });
    expect(got.image.bytes.equals(png)).toBe(true);
    expect((await run.waitForReply()).content).toBe('ok');
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

  it('records deferReply, progress edits and a final edit with a PNG and buttons', async () => {
    const done = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.deferReply();
      await i.editReply({ content: 'Generating… 50%' });
      await i.editReply({
        content: 'Done',
        files: [new AttachmentBuilder(png, { name: 'cat.png' })],
        components: [
          {
            type: 1,
            components: [{ type: 2, style: 1, custom_id: 'imagine:again', label: 'Again' }],
          },
        ],
        allowedMentions: { parse: [] },
      });
      const fetched = await i.fetchReply();
      return fetched.attachments.first()?.url;
    });
    const run = await h.discord.runCommand({
      channel: h.channel,
      user: h.user,
      name: 'imagine',
      options: { prompt: 'a cat' },
    });
    const url = await done;
    expect(run.deferred).toBe(true);
    const final = await run.waitForOriginal((m) => m.attachments.length === 1);
    expect(final.content).toBe('Done');
    expect(final.loading).toBe(false);
    expect(final.allowedMentions).toEqual({ parse: [] });
    expect(final.buttons).toEqual([
      { customId: 'imagine:again', label: 'Again', style: 1, disabled: false },
    ]);
    expect(final.attachments[0]).toMatchObject({
      filename: 'cat.png',
      contentType: 'image/png',
      width: 2,
      height: 3,
    });
    expect(final.attachments[0]?.bytes.equals(png)).toBe(true);
    expect(final.history.map((v) => [v.loading, v.content])).toEqual([
      [true, ''],
      [false, 'Generating… 50%'],
      [false, 'Done'],
    ]);
    expect(run.edits()).toHaveLength(2);
    expect(url).toBe(final.attachments[0]?.url);
    const served = await fetch(url ?? '');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(h.discord.messages(h.channel).some((m) => m.id === final.id)).toBe(true);
  });

  it('replaces attachments on edit: kept ids plus new files', async () => {
    const done = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply({
        files: [
          { attachment: png, name: 'a.png' },
          { attachment: Buffer.from('{}'), name: 'b.json' },
        ],
      });
      const first = await i.fetchReply();
      const keep = first.attachments.find((a) => a.name === 'a.png');
      await i.editReply({
        attachments: keep ? [keep] : [],
        files: [{ attachment: Buffer.from('hi'), name: 'c.txt' }],
      });
    });
    const run = await h.discord.runCommand({
      channel: h.channel,
      user: h.user,
      name: 'imagine',
      options: { prompt: 'x' },
    });
    await done;
    const message = run.original();
    expect(message?.history[0]?.attachments.map((a) => a.filename)).toEqual(['a.png', 'b.json']);
    expect(message?.attachments.map((a) => a.filename)).toEqual(['a.png', 'c.txt']);
    expect(message?.attachments[0]?.id).toBe(message?.history[0]?.attachments[0]?.id);
    expect(message?.attachments[1]?.bytes.toString()).toBe('hi');
    expect(message?.attachments[1]?.contentType).toMatch(/^text\/plain/);
  });

  it('records follow-ups, including ephemeral ones', async () => {
    const done = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply('first');
      await i.followUp({ content: 'public follow-up' });
      await i.followUp({ content: 'secret', flags: MessageFlags.Ephemeral });
    });
    const run = await h.discord.runCommand({
      channel: h.channel,
      user: h.user,
      name: 'imagine',
      options: { prompt: 'x' },
    });
    await done;
    expect(run.followUps.map((m) => [m.content, m.ephemeral])).toEqual([
      ['public follow-up', false],
      ['secret', true],
    ]);
    expect(run.reply?.content).toBe('first');
  });

  it('fills a deferred reply with the first follow-up', async () => {
    const done = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await i.followUp({ content: 'here it is' });
    });
    const run = await h.discord.runCommand({
      channel: h.channel,
      user: h.user,
      name: 'imagine',
      options: { prompt: 'x' },
    });
    await done;
    expect(run.followUps).toEqual([]);
    expect(run.original()).toMatchObject({
      content: 'here it is',
      ephemeral: true,
      loading: false,
    });
  });
});
