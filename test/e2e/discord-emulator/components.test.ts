import {
  ActionRowBuilder,
  type AutocompleteInteraction,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  LabelBuilder,
  MessageFlags,
  ModalBuilder,
  type ModalSubmitInteraction,
  SlashCommandBuilder,
  type StringSelectMenuInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../helpers/discord-client.js';
import { handleNext } from '../helpers/discord-handle-next.js';

const row = (...buttons: ButtonBuilder[]) =>
  new ActionRowBuilder<ButtonBuilder>().addComponents(...buttons);
const button = (id: string, label: string) =>
  new ButtonBuilder().setCustomId(id).setLabel(label).setStyle(ButtonStyle.Primary);

describe('discord emulator: buttons, modals, autocomplete', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordClient();
    await h.client.application.commands.set([
      new SlashCommandBuilder()
        .setName('imagine')
        .setDescription('Generate')
        .addStringOption((o) => o.setName('style').setDescription('Style').setAutocomplete(true))
        .toJSON(),
      { name: 'apikey', description: 'Set your key' },
    ]);
  });
  afterAll(() => h.close());

  it('clicks a button on a bot message; the update (type 7) edits that message', async () => {
    const channel = h.client.channels.cache.get(h.channel.id);
    if (!channel?.isSendable()) throw new Error('not sendable');
    const message = await channel.send({
      content: 'Pick',
      components: [row(button('imagine:upscale:1', 'Upscale'))],
    });
    const seen = handleNext(h.client, async (interaction) => {
      const i = interaction as ButtonInteraction;
      await i.update({ content: 'Upscaling…', components: [] });
      return [i.customId, i.message.id, i.user.id];
    });
    const stored = h.discord.message(message.id);
    expect(stored?.buttons[0]?.customId).toBe('imagine:upscale:1');
    const run = await h.discord.clickButton({
      message: message.id,
      customId: 'imagine:upscale:1',
      user: h.user,
    });
    expect(await seen).toEqual(['imagine:upscale:1', message.id, h.user.id]);
    const updated = await run.waitForReply();
    expect(updated.id).toBe(message.id);
    expect(run.responseType).toBe(7);
    expect(updated.content).toBe('Upscaling…');
    expect(updated.components).toEqual([]);
    expect(updated.edits).toHaveLength(1);
    await expect(
      h.discord.clickButton({ message: message.id, label: 'Upscale', user: h.user }),
    ).rejects.toThrow(/has no button/);
  });

  it('answers a button with an ephemeral reply, distinguishable from public ones', async () => {
    const done = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply({
        content: 'Your image',
        components: [row(button('imagine:details', 'Details'))],
      });
    });
    const command = await h.discord.runCommand({
      channel: h.channel,
      user: h.user,
      name: 'imagine',
    });
    await done;
    const replied = handleNext(h.client, async (interaction) => {
      await (interaction as ButtonInteraction).reply({
        content: 'Only you see this',
        flags: MessageFlags.Ephemeral,
      });
    });
    const click = await command.clickButton({ label: 'Details' });
    await replied;
    const reply = await click.waitForReply();
    expect(reply).toMatchObject({ content: 'Only you see this', ephemeral: true, flags: 64 });
    expect(command.reply?.ephemeral).toBe(false);
    const inChannel = h.discord.messages(h.channel).filter((m) => m.interactionId === click.id);
    expect(inChannel.map((m) => m.ephemeral)).toEqual([true]);
  });

  it('shows a modal and submits it with text values', async () => {
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
    const modal = await command.waitForModal();
    expect(modal).toMatchObject({
      customId: 'apikey:set',
      title: 'Your API key',
      fields: [{ customId: 'key', label: 'Key', required: true }],
    });
    await expect(command.waitForReply()).rejects.toThrow(/modal/);
    const submitted = handleNext(h.client, async (interaction) => {
      const i = interaction as ModalSubmitInteraction;
      await i.reply({ content: 'Saved', flags: MessageFlags.Ephemeral });
      return [i.customId, i.fields.getTextInputValue('key')];
    });
    await expect(command.submitModal({})).rejects.toThrow(/required/);
    const submit = await command.submitModal({ key: 'sk-test-123' });
    expect(await submitted).toEqual(['apikey:set', 'sk-test-123']);
    expect(await submit.waitForReply()).toMatchObject({ content: 'Saved', ephemeral: true });
  });

  it('submits a legacy action-row modal by custom id', async () => {
    const submitted = handleNext(h.client, async (interaction) => {
      const i = interaction as ModalSubmitInteraction;
      await i.deferReply({ flags: MessageFlags.Ephemeral });
      await i.editReply('ok');
      return i.fields.getTextInputValue('note');
    });
    const run = await h.discord.submitModal({
      customId: 'apikey:note',
      values: { note: 'hello' },
      user: h.user,
      channel: h.channel,
    });
    expect(await submitted).toBe('hello');
    expect((await run.waitForReply()).content).toBe('ok');
  });

  it('records autocomplete choices', async () => {
    const answered = handleNext(h.client, async (interaction) => {
      const i = interaction as AutocompleteInteraction;
      const focused = i.options.getFocused(true);
      await i.respond([
        { name: `${focused.value}-anime`, value: 'anime' },
        { name: `${focused.value}-photo`, value: 'photo' },
      ]);
      return focused.name;
    });
    const run = await h.discord.autocomplete({
      channel: h.channel,
      user: h.user,
      name: 'imagine',
      options: { style: 'ph' },
      focused: 'style',
    });
    expect(await answered).toBe('style');
    expect(await run.waitForChoices()).toEqual([
      { name: 'ph-anime', value: 'anime' },
      { name: 'ph-photo', value: 'photo' },
    ]);
    expect(run.responseType).toBe(8);
  });

  it('sends string-select choices', async () => {
    const channel = h.client.channels.cache.get(h.channel.id);
    if (!channel?.isSendable()) throw new Error('not sendable');
    const message = await channel.send({
      content: 'Size?',
      components: [
        {
          type: 1,
          components: [
            { type: 3, custom_id: 'imagine:size', options: [{ label: 'Big', value: 'big' }] },
          ],
        },
      ],
    });
    const seen = handleNext(h.client, async (interaction) => {
      const i = interaction as StringSelectMenuInteraction;
      await i.deferUpdate();
      return i.values;
    });
    const run = await h.discord.selectMenu({
      message: message.id,
      customId: 'imagine:size',
      values: ['big'],
      user: h.user,
    });
    expect(await seen).toEqual(['big']);
    expect((await run.waitForAck()).responseType).toBe(6);
    expect(run.original()?.id).toBe(message.id);
  });
});
