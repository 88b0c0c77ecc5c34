import {
  type ChatInputCommandInteraction,
  ContainerBuilder,
  DiscordAPIError,
  MediaGalleryBuilder,
  MessageFlags,
  type TextChannel,
  TextDisplayBuilder,
} from 'discord.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DiscordHarness, startDiscordClient } from '../../e2e/helpers/discord-client.js';
import { tinyPng } from '../../e2e/helpers/discord-fixtures.js';
import { handleNext } from '../../e2e/helpers/discord-handle-next.js';

const V2 = MessageFlags.IsComponentsV2;

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof DiscordAPIError))
    throw new Error(`expected a DiscordAPIError, got ${String(error)}`);
  return { status: error.status, code: error.code, errors: JSON.stringify(error.rawError) };
};

const text = (content: string) => new TextDisplayBuilder().setContent(content);
const gallery = (...items: { url: string; alt?: string }[]) =>
  new MediaGalleryBuilder().addItems(
    items.map(({ url, alt }) => (item) => {
      item.setURL(url);
      if (alt !== undefined) item.setDescription(alt);
      return item;
    }),
  );

describe('discord emulator: components v2 messages', () => {
  let h: DiscordHarness;
  let channel: TextChannel;
  beforeAll(async () => {
    h = await startDiscordClient();
  });
  afterAll(() => h.close());
  // A channel per test: Discord's 5 messages per 5 s in one channel would hold a later test's sends.
  beforeEach(async () => {
    const { id } = h.discord.createChannel({ guild: h.guild, name: 'cards' });
    channel = (await h.client.channels.fetch(id)) as TextChannel;
  });

  it('stores a card: texts, accent, a gallery whose attachment:// items point at the uploads', async () => {
    const card = new ContainerBuilder()
      .setAccentColor(0x57f287)
      .addTextDisplayComponents(text('## Ready'))
      .addMediaGalleryComponents(
        gallery(
          { url: 'attachment://a.png', alt: 'a cat, seed 1' },
          { url: 'attachment://b.png', alt: 'a cat, seed 2' },
        ),
      );
    const sent = await channel.send({
      flags: V2,
      components: [card],
      files: [
        { attachment: tinyPng, name: 'a.png' },
        { attachment: tinyPng, name: 'b.png' },
      ],
      allowedMentions: { parse: [] },
    });
    expect(sent.flags.has(V2)).toBe(true);
    const stored = h.discord.message(sent.id);
    expect(stored?.texts).toEqual(['## Ready']);
    expect(stored?.accentColor).toBe(0x57f287);
    expect(stored?.gallery.map((item) => [item.description, item.attachment?.filename])).toEqual([
      ['a cat, seed 1', 'a.png'],
      ['a cat, seed 2', 'b.png'],
    ]);
    type Card = { components: { items?: { media: { url: string; attachment_id: string } }[] }[] };
    const shown = stored?.api.components?.[0] as Card | undefined;
    const media = shown?.components[1]?.items?.[0]?.media;
    expect(media?.url).toBe(stored?.attachments[0]?.url);
    expect(media?.attachment_id).toBe(stored?.attachments[0]?.id);
  });

  it('refuses content or embeds beside the flag, and v2 components without it', async () => {
    const withContent = await failure(
      channel.send({
        flags: V2,
        content: 'hi',
        components: [new ContainerBuilder().addTextDisplayComponents(text('x'))],
      }),
    );
    expect(withContent).toMatchObject({ status: 400, code: 50035 });
    expect(withContent.errors).toContain('MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2');
    const withEmbed = await failure(
      channel.send({ flags: V2, embeds: [{ title: 't' }], components: [text('x')] }),
    );
    expect(withEmbed.errors).toContain('embeds');
    const noFlag = await failure(
      h.client.rest.post(`/channels/${channel.id}/messages`, {
        body: { components: [{ type: 10, content: 'x' }] },
      }),
    );
    expect(noFlag.errors).toContain('MESSAGE_COMPONENTS_V2_REQUIRED');
  });

  it('counts components nested (≤ 40) and Text Display characters together (≤ 4,000)', async () => {
    const many = new ContainerBuilder().addTextDisplayComponents(
      Array.from({ length: 40 }, (_, i) => text(`line ${i}`)),
    );
    const tooMany = await failure(channel.send({ flags: V2, components: [many] }));
    expect(tooMany.errors).toContain('MESSAGE_COMPONENTS_TOO_MANY');
    const fits = new ContainerBuilder().addTextDisplayComponents(
      Array.from({ length: 39 }, (_, i) => text(`line ${i}`)),
    );
    await expect(channel.send({ flags: V2, components: [fits] })).resolves.toBeTruthy();
    const long = [text('a'.repeat(2_500)), text('b'.repeat(1_501))];
    const tooLong = await failure(channel.send({ flags: V2, components: long }));
    expect(tooLong.errors).toContain('MESSAGE_TEXT_DISPLAY_TOO_LONG');
    await expect(
      channel.send({ flags: V2, components: [text('a'.repeat(2_500)), text('b'.repeat(1_500))] }),
    ).resolves.toBeTruthy();
  });

  it('checks a gallery: 1–10 items, alt text ≤ 1,024, attachment:// naming an upload', async () => {
    const eleven = Array.from({ length: 11 }, () => ({ url: 'https://example.com/x.png' }));
    const body = (component: unknown) => ({ body: { flags: V2, components: [component] } });
    const route = `/channels/${channel.id}/messages` as const;
    const tooMany = await failure(h.client.rest.post(route, body({ type: 12, items: eleven })));
    expect(tooMany).toMatchObject({ status: 400, code: 50035 });
    const none = await failure(h.client.rest.post(route, body({ type: 12, items: [] })));
    expect(none.errors).toContain('items');
    const alt = { media: { url: 'https://example.com/x.png' }, description: 'x'.repeat(1_025) };
    const longAlt = await failure(h.client.rest.post(route, body({ type: 12, items: [alt] })));
    expect(longAlt.errors).toContain('description');
    const missing = await failure(
      channel.send({ flags: V2, components: [gallery({ url: 'attachment://nope.png' })] }),
    );
    expect(missing.errors).toContain('UNFURLED_MEDIA_ITEM_ATTACHMENT_NOT_FOUND');
  });

  it('keeps the flag on edit; a legacy message may take it once content and embeds are emptied', async () => {
    const card = await channel.send({ flags: V2, components: [text('v1')] });
    const edited = await card.edit({ flags: [], components: [text('v2')] });
    expect(edited.flags.has(V2)).toBe(true);
    expect(h.discord.message(card.id)?.texts).toEqual(['v2']);
    const legacy = await channel.send({ content: 'old', embeds: [{ title: 'old' }] });
    const kept = await failure(legacy.edit({ flags: V2, components: [text('new')] }));
    expect(kept.errors).toContain('MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2');
    const upgraded = await legacy.edit({
      flags: V2,
      content: null,
      embeds: [],
      components: [text('new')],
    });
    expect(upgraded.flags.has(V2)).toBe(true);
    expect(h.discord.message(legacy.id)?.texts).toEqual(['new']);
  });

  it('turns an interaction reply into a card by a webhook edit, and keeps it one', async () => {
    const done = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply({ embeds: [{ title: 'Queued' }], allowedMentions: { parse: [] } });
      const refused = await failure(i.editReply({ flags: V2, components: [text('Ready')] }));
      await i.editReply({ flags: V2, content: null, embeds: [], components: [text('Ready')] });
      await i.editReply({ flags: [], components: [text('Still a card')] });
      return refused;
    });
    const run = await h.discord.runCommand({
      channel: h.channel,
      user: h.user,
      name: 'imagine',
      options: { prompt: 'a cat' },
    });
    expect((await done).errors).toContain('MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2');
    const card = await run.waitForOriginal((m) => m.texts[0] === 'Still a card');
    expect(card.history.map((v) => [v.flags & V2, v.embeds.length, v.texts])).toEqual([
      [0, 1, []],
      [V2, 0, ['Ready']],
      [V2, 0, ['Still a card']],
    ]);
  });

  it('pings a user named in a Text Display only as allowed_mentions lets it', async () => {
    const user = h.user.id;
    const quiet = await channel.send({
      flags: V2,
      components: [text(`<@${user}>`)],
      allowedMentions: { parse: [] },
    });
    expect(h.discord.message(quiet.id)?.mentions).toEqual([]);
    const ping = await channel.send({
      flags: V2,
      components: [text(`<@${user}>`)],
      allowedMentions: { users: [user] },
    });
    expect(h.discord.message(ping.id)?.mentions).toEqual([user]);
  });
});
