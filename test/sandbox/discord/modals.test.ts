import {
  type AutocompleteInteraction,
  ChannelSelectMenuBuilder,
  type ChatInputCommandInteraction,
  CheckboxBuilder,
  CheckboxGroupBuilder,
  FileUploadBuilder,
  LabelBuilder,
  MessageFlags,
  ModalBuilder,
  type ModalSubmitInteraction,
  RadioGroupBuilder,
  StringSelectMenuBuilder,
  TextInputBuilder,
  TextInputStyle,
  UserSelectMenuBuilder,
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

  /** Shows a modal of a string select, user and channel selects, a file upload, a radio group and a checkbox. */
  async function showChoices() {
    const label = (text: string) => new LabelBuilder().setLabel(text);
    const shown = handleNext(h.client, async (interaction) => {
      const modal = new ModalBuilder()
        .setCustomId('form:choices')
        .setTitle('Choices')
        .addLabelComponents(
          label('Size').setStringSelectMenuComponent(
            new StringSelectMenuBuilder()
              .setCustomId('size')
              .addOptions(
                { label: 'Square', value: 'square' },
                { label: 'Wide', value: 'wide', default: true },
              ),
          ),
          label('Who').setUserSelectMenuComponent(
            new UserSelectMenuBuilder().setCustomId('who').setRequired(false),
          ),
          label('Where').setChannelSelectMenuComponent(
            new ChannelSelectMenuBuilder().setCustomId('where').setRequired(false),
          ),
          label('File').setFileUploadComponent(
            new FileUploadBuilder().setCustomId('file').setRequired(false),
          ),
          label('Seed').setRadioGroupComponent(
            new RadioGroupBuilder()
              .setCustomId('seed')
              .addOptions(
                { label: 'Keep', value: 'keep', default: true },
                { label: 'New', value: 'new' },
              ),
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
    return command;
  }

  /** What the bot reads of the next submit of {@link showChoices}' modal. */
  const readChoices = () =>
    handleNext(h.client, async (interaction) => {
      const i = interaction as ModalSubmitInteraction;
      await i.reply({ content: 'ok', flags: MessageFlags.Ephemeral });
      const files = i.fields.getUploadedFiles('file');
      const file = files?.first();
      return {
        size: i.fields.getStringSelectValues('size'),
        who: [...(i.fields.getSelectedUsers('who')?.keys() ?? [])],
        where: [...(i.fields.getSelectedChannels('where')?.keys() ?? [])],
        file: file && {
          name: file.name,
          bytes: await (await fetch(file.url)).text(),
        },
        seed: i.fields.getRadioGroup('seed'),
      };
    });

  it('shows selects, a file upload and a radio group in labels, submitted as the Discord client sends them', async () => {
    const command = await showChoices();
    const modal = await command.waitForModal();
    expect(modal.fields.map((f) => [f.customId, f.type, f.defaults])).toEqual([
      ['size', 3, ['wide']],
      ['who', 5, []],
      ['where', 8, []],
      ['file', 19, undefined],
      ['seed', 21, ['keep']],
    ]);
    const untouched = readChoices();
    await command.submitModal({});
    expect(await untouched).toEqual({
      size: ['wide'],
      who: [],
      where: [],
      file: undefined,
      seed: 'keep',
    });

    const bob = h.discord.createUser({ username: 'bob', guild: h.guild });
    const read = readChoices();
    const submit = await command.submitModal({
      size: ['square'],
      who: [bob],
      where: [h.channel],
      file: [{ name: 'graph.json', data: '{"1":{}}', contentType: 'application/json' }],
      seed: 'new',
    });
    expect(await read).toEqual({
      size: ['square'],
      who: [bob.id],
      where: [h.channel.id],
      file: { name: 'graph.json', bytes: '{"1":{}}' },
      seed: 'new',
    });
    const data = submit.payload.data as {
      components: { type: number; component: { type: number; values?: string[] } }[];
      resolved: { attachments: Record<string, { filename: string }>; users: object };
    };
    expect(data.components.map((c) => c.type)).toEqual([18, 18, 18, 18, 18]);
    const [attachmentId] = data.components[3]?.component.values ?? [];
    expect(data.resolved.attachments[attachmentId ?? '']?.filename).toBe('graph.json');
    expect(Object.keys(data.resolved.users)).toEqual([bob.id]);
  });

  it("refuses what Discord's client would not send, unless sent as a modified client", async () => {
    const command = await showChoices();
    await command.waitForModal();
    await expect(command.submitModal({ size: ['huge'] })).rejects.toThrow(/offers no "huge"/);
    await expect(command.submitModal({ size: ['square', 'wide'] })).rejects.toThrow(/1–1/);
    await expect(command.submitModal({ seed: 'maybe' })).rejects.toThrow(/offers no "maybe"/);
    await expect(command.submitModal({ size: [] })).rejects.toThrow(/required/);
    await expect(command.submitModal({ file: ['123'] })).rejects.toThrow(/takes files/);
    const huge = { name: 'huge.json', data: Buffer.alloc(10 * 1024 * 1024 + 1) };
    await expect(command.submitModal({ file: [huge] })).rejects.toThrow(/upload limit/);
    const read = readChoices();
    await command.submitModal({ size: ['huge'], seed: 'maybe' }, { unchecked: true });
    expect(await read).toMatchObject({ size: ['huge'], seed: 'maybe' });
  });

  it('reads a checkbox and a checkbox group, and refuses a modal of more than five components', async () => {
    const shown = handleNext(h.client, async (interaction) => {
      const box = (id: string) =>
        new LabelBuilder().setLabel(id).setCheckboxComponent(new CheckboxBuilder().setCustomId(id));
      const tooMany = new ModalBuilder()
        .setCustomId('form:boxes')
        .setTitle('Boxes')
        .addLabelComponents(...['a', 'b', 'c', 'd', 'e', 'f'].map(box));
      const error = await (interaction as ChatInputCommandInteraction)
        .showModal(tooMany)
        .catch((e: unknown) => e);
      await (interaction as ChatInputCommandInteraction).showModal(
        new ModalBuilder()
          .setCustomId('form:box')
          .setTitle('Box')
          .addLabelComponents(
            box('agree'),
            new LabelBuilder()
              .setLabel('Tags')
              .setCheckboxGroupComponent(
                new CheckboxGroupBuilder()
                  .setCustomId('tags')
                  .setMaxValues(2)
                  .addOptions(
                    { label: 'Red', value: 'red', default: true },
                    { label: 'Blue', value: 'blue' },
                    { label: 'Green', value: 'green' },
                  ),
              ),
          ),
      );
      return error;
    });
    const command = await h.discord.runCommand({
      channel: h.channel,
      user: h.user,
      name: 'apikey',
    });
    expect(String(await shown)).toMatch(/Invalid Form Body/);
    expect((await command.waitForModal()).fields).toMatchObject([
      { customId: 'agree', type: 23, defaults: false, required: false },
      { customId: 'tags', type: 22, defaults: ['red'], maxLength: 2 },
    ]);
    const read = () =>
      handleNext(h.client, async (interaction) => {
        const i = interaction as ModalSubmitInteraction;
        await i.reply({ content: 'ok', flags: MessageFlags.Ephemeral });
        return [i.fields.getCheckbox('agree'), i.fields.getCheckboxGroup('tags')];
      });
    const untouched = read();
    await command.submitModal({});
    expect(await untouched).toEqual([false, ['red']]);
    await expect(command.submitModal({ tags: ['red', 'blue', 'green'] })).rejects.toThrow(
      /must be 0–2 long/,
    );
    await expect(command.submitModal({ agree: 'yes' })).rejects.toThrow(/takes a list|checkbox/);
    const picked = read();
    await command.submitModal({ agree: true, tags: ['blue', 'green'] });
    expect(await picked).toEqual([true, ['blue', 'green']]);
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
