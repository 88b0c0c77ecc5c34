import {
  type ChatInputCommandInteraction,
  DiscordAPIError,
  EmbedBuilder,
  PermissionFlagsBits,
  Routes,
} from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof DiscordAPIError) return { code: error.code, status: error.status };
    throw error;
  }
};

describe('discord emulator: interaction rules, permissions, deleted messages', () => {
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordClient();
  });
  afterAll(() => h.close());

  const command = () => h.discord.runCommand({ channel: h.channel, user: h.user, name: 'imagine' });
  const sendable = () => {
    const channel = h.client.channels.cache.get(h.channel.id);
    if (!channel?.isSendable()) throw new Error('not sendable');
    return channel;
  };

  it('accepts one acknowledgement: a second callback is 400 / 40060', async () => {
    const outcome = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply('first');
      const again = i.client.rest.post(Routes.interactionCallback(i.id, i.token), {
        body: { type: 4, data: { content: 'second' } },
        auth: false,
      });
      return codeOf(again);
    });
    const run = await command();
    expect(await outcome).toEqual({ code: 40060, status: 400 });
    expect(run.original()?.content).toBe('first');
    expect(h.discord.requests.at(-1)?.error).toEqual({
      message: 'Interaction has already been acknowledged.',
      code: 40060,
    });
  });

  it('rejects a first response after 3 seconds with 404 / 10062 (clock moved, no waiting)', async () => {
    let inTime: boolean | undefined;
    const outcome = handleNext(h.client, async (interaction) => {
      inTime = !h.discord.interaction(interaction.id)?.status.ackMissed;
      h.discord.advanceClock(3_001);
      return codeOf((interaction as ChatInputCommandInteraction).reply('too late'));
    });
    const run = await command();
    expect(await outcome).toEqual({ code: 10062, status: 404 });
    expect(run.acknowledged).toBe(false);
    expect(inTime).toBe(true);
    // Nothing can answer it any more, and its status says so.
    expect(run.status.ackMissed).toBe(true);
  });

  it('expires the token 15 minutes after creation: webhook calls get 401 / 50027', async () => {
    const outcome = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.deferReply();
      h.discord.advanceClock(14 * 60_000);
      await i.editReply('still in time');
      h.discord.advanceClock(60_000);
      return [await codeOf(i.editReply('too late')), await codeOf(i.followUp('too late'))];
    });
    const run = await command();
    expect(await outcome).toEqual([
      { code: 50027, status: 401 },
      { code: 50027, status: 401 },
    ]);
    expect(run.status.expired).toBe(true);
    expect(run.original()?.content).toBe('still in time');
  });

  it('checks the bot channel permissions on bot-token routes (50013, 50001) and in app_permissions', async () => {
    h.discord.setBotPermissions({ channel: h.channel, deny: ['AttachFiles', 'EmbedLinks'] });
    const channel = sendable();
    await h.discord.waitFor(
      () =>
        !h.client.guilds.cache
          .get(h.guild.id)
          ?.members.me?.permissionsIn(h.channel.id)
          .has('AttachFiles'),
    );
    expect(
      await codeOf(channel.send({ files: [{ attachment: Buffer.from('x'), name: 'x.txt' }] })),
    ).toEqual({ code: 50013, status: 403 });
    expect(await codeOf(channel.send({ embeds: [new EmbedBuilder().setTitle('t')] }))).toEqual({
      code: 50013,
      status: 403,
    });
    expect((await channel.send('plain text is fine')).content).toBe('plain text is fine');
    const perms = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply({
        content: 'webhooks ignore channel permissions',
        files: [{ attachment: Buffer.from('x'), name: 'x.txt' }],
      });
      return i.appPermissions.has(PermissionFlagsBits.AttachFiles);
    });
    const run = await command();
    expect(await perms).toBe(false);
    expect((await run.waitForReply()).attachments).toHaveLength(1);
    h.discord.setBotPermissions({ channel: h.channel, deny: ['ViewChannel'] });
    expect(await codeOf(channel.send('hidden'))).toEqual({ code: 50001, status: 403 });
    h.discord.setBotPermissions({ channel: h.channel });
    expect(
      h.discord.permissionsOf({ user: 'bot', channel: h.channel }) &
        PermissionFlagsBits.AttachFiles,
    ).toBeTruthy();
  });

  it('computes member.permissions from roles and overwrites', async () => {
    const mod = h.discord.createRole({
      guild: h.guild,
      name: 'mod',
      permissions: ['ManageMessages'],
    });
    const bob = h.discord.createUser({ username: 'bob', guild: h.guild, roles: [mod] });
    h.discord.setChannelPermissions({ channel: h.channel, target: bob, deny: ['SendMessages'] });
    const seen = handleNext(h.client, async (interaction) => {
      await (interaction as ChatInputCommandInteraction).reply('ok');
      return interaction.memberPermissions;
    });
    await h.discord.runCommand({ channel: h.channel, user: bob, name: 'balance' });
    const perms = await seen;
    expect(perms?.has('ManageMessages')).toBe(true);
    expect(perms?.has('SendMessages')).toBe(false);
    expect(perms?.has('AttachFiles')).toBe(false);
  });

  it('answers 404 / 10008 for a deleted message, on channel and webhook routes', async () => {
    const channel = sendable();
    const message = await channel.send('soon gone');
    h.discord.deleteMessage(message.id);
    expect(await codeOf(message.edit('edit'))).toEqual({ code: 10008, status: 404 });
    expect(h.discord.message(message.id)?.deleted).toBe(true);
    expect(h.discord.messages(h.channel).some((m) => m.id === message.id)).toBe(false);
    const outcome = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply('original');
      const reply = await i.fetchReply();
      h.discord.deleteMessage(reply.id);
      return codeOf(i.editReply('edit'));
    });
    await command();
    expect(await outcome).toEqual({ code: 10008, status: 404 });
  });
});
