import {
  ActionRowBuilder,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  EmbedBuilder,
  LabelBuilder,
  ModalBuilder,
  type ModalSubmitInteraction,
  Routes,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../../sandbox/discord/index.js';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { testCommands } from '../../e2e/helpers/discord-fixtures.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';

/** What a result message carries: an embed with fields, a button row and a string select. */
const resultPayload = (content: string) => ({
  content,
  embeds: [
    new EmbedBuilder()
      .setTitle('A cat')
      .setDescription('Generated')
      .addFields({ name: 'Seed', value: '42' }, { name: 'Size', value: '1024', inline: true }),
  ],
  components: [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      new ButtonBuilder().setCustomId('again').setLabel('Again').setStyle(ButtonStyle.Primary),
      new ButtonBuilder()
        .setCustomId('details')
        .setLabel('Details')
        .setStyle(ButtonStyle.Secondary),
    ),
    new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(
      new StringSelectMenuBuilder()
        .setCustomId('style')
        .addOptions({ label: 'Photo', value: 'photo' }, { label: 'Anime', value: 'anime' }),
    ),
  ],
});

/** A 2xx answer that carried a body and was checked against the spec. */
const checked = (entry: RequestLogEntry) =>
  entry.status >= 200 && entry.status < 300 && entry.answerProblems !== undefined;

/** Every difference from the spec in this test, by request, for a readable failure. */
const mismatches = (h: DiscordHarness) =>
  h.discord.answerMismatches
    .filter((e) => e.seq > testStart)
    .map((e) => ({
      request: `${e.method} ${e.route}`,
      problems: e.answerProblems?.map((p) => `${p.path.join('.')}: ${p.code}`),
    }));

let testStart = 0;

describe('discord emulator: answers checked against Discord’s OpenAPI response schemas', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordClient({ emulator: { validateResponses: true } });
  });
  afterAll(() => h.close());
  beforeEach(() => {
    testStart = h.discord.requests.length;
  });

  it('registers commands and answers the bot’s own lookups as Discord does', async () => {
    await h.client.application.commands.set(testCommands());
    await h.client.application.commands.set(testCommands(), h.guild.id);
    await h.client.application.commands.fetch();
    await h.client.application.fetch();
    await h.client.rest.get(Routes.user('@me'));
    await h.client.rest.get(Routes.gatewayBot());
    await h.client.rest.get(Routes.channel(h.channel.id));
    await h.client.rest.get(Routes.guild(h.guild.id));
    await h.client.rest.get(Routes.guildChannels(h.guild.id));
    await h.client.rest.get(Routes.guildRoles(h.guild.id));
    await h.client.rest.get(Routes.guildMember(h.guild.id, h.user.id));
    await h.client.rest.get(Routes.user(h.user.id));
    expect(mismatches(h)).toEqual([]);
  });

  it('answers a command’s deferral (with_response), edit, fetch and follow-up as Discord does', async () => {
    const done = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.deferReply({ withResponse: true });
      await i.editReply(resultPayload('Done'));
      await i.fetchReply();
      await i.followUp({ content: 'Details', embeds: [{ description: 'Seed 42' }] });
      await i.fetchReply('@original');
    });
    await h.discord.runCommand({ channel: h.channel, user: h.user, name: 'imagine' });
    await done;
    expect(mismatches(h)).toEqual([]);
  });

  it('answers a click’s reply, a select’s update and a modal submit’s reply as Discord does', async () => {
    const channel = h.client.channels.cache.get(h.channel.id);
    if (!channel?.isSendable()) throw new Error('not sendable');
    const message = await channel.send(resultPayload('Pick'));
    const clicked = handleNext(h.client, async (interaction) => {
      const i = interaction as ButtonInteraction;
      await i.reply({ content: 'Again', withResponse: true });
      await i.editReply({ content: 'Again, done' });
    });
    await h.discord.clickButton({ message: message.id, customId: 'again', user: h.user });
    await clicked;
    const selected = handleNext(h.client, async (interaction) => {
      if (!interaction.isStringSelectMenu()) throw new Error('not a select');
      await interaction.update({ ...resultPayload('Anime'), withResponse: true });
    });
    await h.discord.selectMenu({
      message: message.id,
      customId: 'style',
      values: ['anime'],
      user: h.user,
    });
    await selected;
    const shown = handleNext(h.client, async (interaction) => {
      const modal = new ModalBuilder()
        .setCustomId('apikey:set')
        .setTitle('Your API key')
        .addLabelComponents(
          new LabelBuilder()
            .setLabel('Key')
            .setTextInputComponent(
              new TextInputBuilder().setCustomId('key').setStyle(TextInputStyle.Short),
            ),
        );
      await (interaction as ChatInputCommandInteraction).showModal(modal);
    });
    const command = await h.discord.runCommand({
      channel: h.channel,
      user: h.user,
      name: 'apikey',
    });
    await shown;
    await command.waitForModal();
    const submitted = handleNext(h.client, async (interaction) => {
      const i = interaction as ModalSubmitInteraction;
      await i.reply({ content: 'Saved', withResponse: true });
      const edited = await i.client.rest.patch(
        Routes.webhookMessage(i.applicationId, i.token, '@original'),
        { body: { content: 'Saved.' }, auth: false },
      );
      return (edited as { interaction_metadata?: unknown }).interaction_metadata;
    });
    await command.submitModal({ key: 'sk-test-123' });
    const metadata = await submitted;
    expect(metadata).toMatchObject({
      type: 5,
      triggering_interaction_metadata: { id: command.id, type: 2, name: 'apikey' },
    });
    expect(mismatches(h)).toEqual([]);
  });

  it('numbers components as Discord does and fills the fields it defaults', async () => {
    const channel = h.client.channels.cache.get(h.channel.id);
    if (!channel?.isSendable()) throw new Error('not sendable');
    const sent = await channel.send(resultPayload('Shapes'));
    const raw = (await h.client.rest.get(Routes.channelMessage(h.channel.id, sent.id))) as {
      embeds: { type: string; fields: { inline: boolean }[] }[];
      components: { id: number; components: Record<string, unknown>[] }[];
      author: Record<string, unknown>;
    };
    expect(raw.embeds[0]?.type).toBe('rich');
    expect(raw.embeds[0]?.fields.map((f) => f.inline)).toEqual([false, true]);
    expect(raw.components.map((row) => [row.id, row.components.map((c) => c.id)])).toEqual([
      [1, [2, 3]],
      [4, [5]],
    ]);
    expect(raw.components[1]?.components[0]).toMatchObject({ min_values: 1, max_values: 1 });
    expect(raw.author).toMatchObject({ flags: 0, primary_guild: null });
    expect(h.discord.message(sent.id)?.components).toEqual(
      resultPayload('').components.map((c) => c.toJSON()),
    );
    expect(mismatches(h)).toEqual([]);
  });

  it('answers channel messages sent, edited and listed with the bot token as Discord does', async () => {
    const channel = h.client.channels.cache.get(h.channel.id);
    if (!channel?.isSendable() || !channel.isTextBased()) throw new Error('not sendable');
    const message = await channel.send(resultPayload('Queued'));
    await message.edit({ content: 'Started', embeds: [{ title: 'Progress', fields: [] }] });
    await channel.messages.fetch({ limit: 10, cache: false });
    await channel.messages.fetch({ message: message.id, cache: false, force: true });
    h.discord.postMessage({ channel: h.channel, user: h.user, content: 'a red fox' });
    await channel.messages.fetch({ limit: 10, cache: false });
    expect(mismatches(h)).toEqual([]);
  });

  it('checked every answer with a body, on every route the bot uses', () => {
    const answered = h.discord.requests.filter((e) => e.status >= 200 && e.status < 300);
    expect(answered.filter((e) => !checked(e))).toEqual([]);
    const routes = new Set(answered.map((e) => `${e.method} ${e.route}`));
    expect([...routes].sort()).toEqual(
      expect.arrayContaining([
        'GET applicationMe',
        'GET channel',
        'GET channelMessage',
        'GET channelMessages',
        'GET gatewayBot',
        'GET globalCommands',
        'GET guild',
        'GET guildChannels',
        'GET guildMember',
        'GET guildRoles',
        'GET user',
        'GET usersMe',
        'GET webhookMessage',
        'PATCH channelMessage',
        'PATCH webhookMessage',
        'POST channelMessages',
        'POST interactionCallback',
        'POST webhookExecute',
        'PUT globalCommands',
        'PUT guildCommands',
      ]),
    );
  });
});
