import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  LabelBuilder,
  MessageFlags,
  ModalBuilder,
  type ModalSubmitInteraction,
  TextInputBuilder,
  TextInputStyle,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { testCommands } from '../../e2e/helpers/discord-fixtures.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';

describe('discord emulator: modals and autocomplete', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordClient();
    await h.client.application.commands.set(testCommands());
  });
  afterAll(() => h.close());

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
});
