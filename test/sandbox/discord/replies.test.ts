import { AttachmentBuilder, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { tinyPng as png } from '../../e2e/helpers/discord-fixtures.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';

describe('discord emulator: replies, edits, follow-ups', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordClient();
  });
  afterAll(() => h.close());

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

  it('serves GET, PATCH and DELETE on follow-ups and @original through the interaction webhook', async () => {
    const done = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      const callback = await i.reply({ content: 'original', withResponse: true });
      const followUp = await i.followUp('follow-up v1');
      const fetched = await i.fetchReply(followUp.id);
      await i.editReply({ message: followUp.id, content: 'follow-up v2' });
      await i.deleteReply(followUp.id);
      await i.deleteReply();
      return { callbackMessage: callback.resource?.message?.content, fetched: fetched.content };
    });
    const run = await h.discord.runCommand({ channel: h.channel, user: h.user, name: 'imagine' });
    expect(await done).toEqual({ callbackMessage: 'original', fetched: 'follow-up v1' });
    const [followUp] = run.followUps;
    expect(followUp?.history.map((v) => v.content)).toEqual(['follow-up v1', 'follow-up v2']);
    expect(followUp?.deleted).toBe(true);
    expect(run.original()?.deleted).toBe(true);
    const routes = h.discord.requests
      .filter((r) => r.path.includes(run.token))
      .map((r) => `${r.method} ${r.route} ${r.status}`);
    expect(routes).toEqual([
      'POST interactionCallback 200',
      'POST webhookExecute 200',
      'GET webhookMessage 200',
      'PATCH webhookMessage 200',
      'DELETE webhookMessage 204',
      'DELETE webhookMessage 204',
    ]);
  });

  it('follows an /imagine-style flow with events and waits, no sleeps', async () => {
    const updates: string[] = [];
    h.discord.events.on('messageUpdate', (m) => updates.push(m.content));
    h.client.once('interactionCreate', async (interaction) => {
      if (!interaction.isChatInputCommand()) return;
      await interaction.deferReply();
      for (const percent of [25, 50, 75]) await interaction.editReply(`Generating… ${percent}%`);
      await interaction.editReply({
        content: 'Here you go',
        files: [{ attachment: png, name: 'image.png' }],
      });
    });
    const run = await h.discord.runCommand({ channel: h.channel, user: h.user, name: 'imagine' });
    const final = await run.waitForOriginal((m) => m.attachments.length > 0);
    expect(final.edits.map((e) => e.content)).toEqual([
      'Generating… 25%',
      'Generating… 50%',
      'Generating… 75%',
      'Here you go',
    ]);
    expect(updates.slice(-4)).toEqual(final.edits.map((e) => e.content));
    const inChannel = await h.discord.waitForMessage({
      channel: h.channel,
      where: (m) => m.interactionId === run.id,
    });
    expect(inChannel.id).toBe(final.id);
    expect(h.discord.rateLimitHits).toBe(0);
  });
});
