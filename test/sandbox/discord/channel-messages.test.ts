import { ChannelType, DiscordAPIError, Events, type TextChannel } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { tinyPng } from '../../e2e/helpers/discord-fixtures.js';

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DiscordAPIError))
    throw new Error(`expected a DiscordAPIError, got ${String(error)}`);
  return { status: error.status, code: error.code };
};

describe('discord emulator: channel messages with the bot token', () => {
  let h: DiscordHarness;
  let channel: TextChannel;
  beforeAll(async () => {
    h = await startDiscordClient({
      emulator: { rateLimits: { messageCreate: { windowMs: 200 } } },
    });
    channel = h.client.channels.cache.get(h.channel.id) as TextChannel;
  });
  afterAll(() => h.close());

  it('stores a multipart upload whose bytes can be read back from the CDN', async () => {
    const message = await channel.send({
      content: 'a file',
      files: [{ attachment: tinyPng, name: 'tiny.png' }],
    });
    const attachment = message.attachments.first();
    expect(attachment?.contentType).toBe('image/png');
    expect([attachment?.width, attachment?.height]).toEqual([2, 3]);
    const bytes = Buffer.from(await (await fetch(attachment?.url ?? '')).arrayBuffer());
    expect(bytes.equals(tinyPng)).toBe(true);
    const stored = h.discord.message(message.id);
    expect(stored?.attachments[0]?.bytes.equals(tinyPng)).toBe(true);
    expect(stored?.authorId).toBe(h.discord.bot.id);
    const upload = h.discord.requests.at(-1);
    expect(upload?.files).toEqual([
      { field: 'files[0]', filename: 'tiny.png', contentType: 'image/png', size: tinyPng.length },
    ]);
  });

  it('gets, edits, lists and deletes messages; a deleted message is 10008', async () => {
    const message = await channel.send('v1');
    expect((await channel.messages.fetch(message.id)).content).toBe('v1');
    await message.edit({ content: 'v2', embeds: [{ title: 'Result', description: 'done' }] });
    const listed = await channel.messages.fetch({ limit: 10 });
    expect(listed.get(message.id)?.embeds[0]?.title).toBe('Result');
    expect(h.discord.message(message.id)?.history.map((v) => v.content)).toEqual(['v1', 'v2']);
    expect(h.discord.message(message.id)?.editedAt).not.toBeNull();
    await message.delete();
    expect(await failure(channel.messages.fetch({ message: message.id, force: true }))).toEqual({
      status: 404,
      code: 10008,
    });
    expect(h.discord.message(message.id)?.deleted).toBe(true);
  });

  it('validates payloads like Discord (50035 Invalid Form Body, 50006 empty message)', async () => {
    expect(await failure(channel.send('x'.repeat(2001)))).toEqual({ status: 400, code: 50035 });
    const invalid = h.discord.requests.at(-1);
    expect(invalid?.error).toMatchObject({
      errors: { content: { _errors: [{ code: 'BASE_TYPE_MAX_LENGTH' }] } },
    });
    expect(await failure(channel.send({ content: '', embeds: [] }))).toEqual({
      status: 400,
      code: 50006,
    });
  });

  it('keeps allowed_mentions as sent and computes who gets pinged', async () => {
    const quiet = await channel.send({
      content: `hi <@${h.user.id}>`,
      allowedMentions: { parse: [] },
    });
    const loud = await channel.send({ content: `hi <@${h.user.id}>` });
    expect(h.discord.message(quiet.id)).toMatchObject({
      allowedMentions: { parse: [] },
      mentions: [],
    });
    expect(h.discord.message(loud.id)?.mentions).toEqual([h.user.id]);
  });

  it('tells a logged-in client about channels created later', async () => {
    const created = new Promise<string>((resolve) =>
      h.client.once(Events.ChannelCreate, (c) => resolve(c.id)),
    );
    const extra = h.discord.createChannel({ guild: h.guild, name: 'images' });
    expect(await created).toBe(extra.id);
    expect(h.client.channels.cache.get(extra.id)?.type).toBe(ChannelType.GuildText);
  });
});
