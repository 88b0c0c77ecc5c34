import {
  ActionRowBuilder,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  MessageFlags,
  type ModalSubmitInteraction,
  type StringSelectMenuInteraction,
} from 'discord.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChannelRef } from '../../../sandbox/discord/index.js';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { testCommands } from '../../e2e/helpers/discord-fixtures.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';

const row = (...buttons: ButtonBuilder[]) =>
  new ActionRowBuilder<ButtonBuilder>().addComponents(...buttons);
const button = (id: string, label: string) =>
  new ButtonBuilder().setCustomId(id).setLabel(label).setStyle(ButtonStyle.Primary);

describe('discord emulator: buttons and selects', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordClient();
    await h.client.application.commands.set(testCommands());
  });
  afterAll(() => h.close());
  /** A channel per test: Discord's 5 messages per 5 s in one channel would hold a later test's send. */
  let here: ChannelRef;
  beforeEach(() => {
    here = h.discord.createChannel({ guild: h.guild, name: 'buttons' });
  });

  it('clicks a button on a bot message; the update (type 7) edits that message', async () => {
    const channel = await h.client.channels.fetch(here.id);
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

  it('forges a click a modified client can send: any custom id on any message it sees', async () => {
    const channel = await h.client.channels.fetch(here.id);
    if (!channel?.isSendable()) throw new Error('not sendable');
    const message = await channel.send({ content: 'No buttons here' });
    const seen = handleNext(h.client, async (interaction) => {
      const i = interaction as StringSelectMenuInteraction;
      await i.reply({ content: 'seen', flags: MessageFlags.Ephemeral });
      return [i.customId, i.values, i.message.id];
    });
    await h.discord.forgeComponent({
      message: message.id,
      customId: 'queue:cancel',
      values: ['123'],
      user: h.user,
    });
    expect(await seen).toEqual(['queue:cancel', ['123'], message.id]);
  });

  it('names the clicked message in the metadata of a message a component answered', async () => {
    const channel = await h.client.channels.fetch(here.id);
    if (!channel?.isSendable()) throw new Error('not sendable');
    const message = await channel.send({
      content: 'Pick',
      components: [row(button('imagine:details:1', 'Details'))],
    });
    const seen = handleNext(h.client, async (interaction) => {
      const i = interaction as ButtonInteraction;
      const reply = await i.reply({ content: 'details', withResponse: true });
      return reply.resource?.message?.interactionMetadata?.interactedMessageId;
    });
    await h.discord.clickButton({ message: message.id, label: 'Details', user: h.user });
    expect(await seen).toBe(message.id);
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
      channel: here,
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
    const inChannel = h.discord.messages(here).filter((m) => m.interactionId === click.id);
    expect(inChannel.map((m) => m.ephemeral)).toEqual([true]);
  });

  it('sends string-select choices', async () => {
    const channel = await h.client.channels.fetch(here.id);
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
      return [i.values, i.locale];
    });
    const run = await h.discord.selectMenu({
      message: message.id,
      customId: 'imagine:size',
      values: ['big'],
      user: h.user,
      locale: 'ja',
    });
    expect(await seen).toEqual([['big'], 'ja']);
    expect((await run.waitForAck()).responseType).toBe(6);
    expect(run.original()?.id).toBe(message.id);
  });

  it('defers an update and edits the clicked message through @original', async () => {
    const channel = await h.client.channels.fetch(here.id);
    if (!channel?.isSendable()) throw new Error('not sendable');
    const message = await channel.send({
      content: 'v1',
      components: [row(button('imagine:refresh', 'Refresh'))],
    });
    const done = handleNext(h.client, async (interaction) => {
      const i = interaction as ButtonInteraction;
      await i.deferUpdate();
      await i.editReply({
        content: 'v2',
        components: [row(button('imagine:refresh', 'Refresh').setDisabled(true))],
      });
    });
    const run = await h.discord.clickButton({ message, label: 'Refresh', user: h.user });
    await done;
    expect(run.status).toMatchObject({
      responseType: 6,
      deferred: true,
      originalMessageId: message.id,
    });
    const edited = await run.waitForOriginal((m) => m.content === 'v2');
    expect(edited.buttons[0]?.disabled).toBe(true);
    await expect(
      h.discord.clickButton({ message, customId: 'imagine:refresh', user: h.user }),
    ).rejects.toThrow(/disabled/);
  });

  it('opens a modal from a button and updates the button message on submit', async () => {
    const channel = await h.client.channels.fetch(here.id);
    if (!channel?.isSendable()) throw new Error('not sendable');
    const message = await channel.send({
      content: 'Rename?',
      components: [row(button('imagine:rename', 'Rename'))],
    });
    const shown = handleNext(h.client, async (interaction) => {
      await (interaction as ButtonInteraction).showModal({
        custom_id: 'imagine:rename-modal',
        title: 'Rename',
        components: [
          { type: 1, components: [{ type: 4, custom_id: 'title', label: 'Title', style: 1 }] },
        ],
      });
    });
    const click = await h.discord.clickButton({
      message,
      customId: 'imagine:rename',
      user: h.user,
    });
    await shown;
    const updated = handleNext(h.client, async (interaction) => {
      const i = interaction as ModalSubmitInteraction;
      if (!i.isFromMessage()) throw new Error('expected a modal from a message');
      await i.update({
        content: `Renamed to ${i.fields.getTextInputValue('title')}`,
        components: [],
      });
    });
    const submit = await click.submitModal({ title: 'Sunset' });
    await updated;
    expect((await submit.waitForReply()).id).toBe(message.id);
    expect(h.discord.message(message.id)?.content).toBe('Renamed to Sunset');
  });
});
