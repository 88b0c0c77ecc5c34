import { type ChatInputCommandInteraction, REST } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import { sharedPostClaims } from '../../../src/imagine/delivery/post-claims.js';
import { type Delivery, ReplyEditor } from '../../../src/imagine/delivery/reply-editor.js';
import { replyTargetOf } from '../../../src/imagine/delivery/reply-target.js';
import { toApiMessage } from '../../../src/imagine/delivery/to-api-message.js';
import { renderCard } from '../../../src/imagine/render/card.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { type DiscordHarness, startDiscordClient } from '../helpers/discord-client.js';
import { handleNext } from '../helpers/discord-handle-next.js';
import { useRedisStores } from '../helpers/redis-stores.js';

/**
 * A replacement post claimed once in Redis, between two processes. Each "process" here is what the
 * bot builds for one: its own Redis connections (its own claim holder) and its own reply editor,
 * talking to the Discord emulator. Both deliver the final message of one reply whose original was
 * deleted, at the same moment, as a process that took a shard over would re-deliver a job its dead
 * owner was posting: the claim lets exactly one of them send the post. Two real bot processes
 * cannot be made to reach that line at the same moment deterministically; one process each, on one
 * real Redis, can.
 */
describe.skipIf(!redisServerInstalled)('post claims across processes on one Redis', () => {
  const redis = useRedisStores();
  let h: DiscordHarness;
  beforeAll(async () => {
    h = await startDiscordClient();
  });
  afterAll(async () => {
    await h?.close();
  });

  /** One process's side: its stores on the shared Redis and its reply editor. */
  const process = async (claims: boolean, claimMs = 60_000) => {
    const logger = createLogger({ level: 'silent' });
    const stores = await redis.open();
    const rest = new REST({ api: `${h.discord.url}/api` }).setToken(h.discord.token);
    const postClaims = sharedPostClaims(stores.shared, { claimMs });
    const editor = new ReplyEditor({ rest, logger, ...(claims && { postClaims }) });
    return Object.assign(editor, { postClaims });
  };

  /** A reply's card showing only `title`. */
  const card = (title: string) => toApiMessage(renderCard({ accent: 0, texts: [`## ${title}`] }));

  /** A reply the member can no longer see: answered, then deleted. */
  const deletedReply = async (): Promise<Delivery> => {
    const answered = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply({ content: 'queued', allowedMentions: { parse: [] } });
      await i.deleteReply();
      return i;
    });
    await h.discord.runCommand({ channel: h.channel, user: h.user, name: 'imagine' });
    const i = await answered;
    return {
      requesterId: i.user.id,
      target: replyTargetOf(i),
      body: card('✅ Image ready'),
      nonce: i.id,
      final: true,
    };
  };
  const posts = (delivery: Delivery) =>
    h.discord.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === `/channels/${delivery.target.channelId}/messages` &&
        (r.body as { nonce?: string }).nonce === delivery.nonce,
    );

  it('lets exactly one of two processes post the replacement of a deleted reply; the other learns it', async () => {
    const [a, b] = [await process(true), await process(true)];
    const delivery = await deletedReply();
    const patches = await Promise.all([a.deliver(delivery), b.deliver(delivery)]);
    expect(posts(delivery)).toHaveLength(1);
    const ids = new Set(patches.map((patch) => patch.replacementMessageId));
    expect(ids.size).toBe(1);
    const message = h.discord.messages(h.channel).find((m) => ids.has(m.id));
    expect(message?.texts[0]).toBe(`<@${delivery.requesterId}>`);
  });

  it('without claims both processes send it (Discord folds them by nonce): the claim is what holds the second back', async () => {
    const [a, b] = [await process(false), await process(false)];
    const delivery = await deletedReply();
    const patches = await Promise.all([a.deliver(delivery), b.deliver(delivery)]);
    expect(posts(delivery)).toHaveLength(2);
    const ids = patches.map((patch) => patch.replacementMessageId);
    expect(ids.filter(Boolean)).toHaveLength(2);
    expect(new Set(ids).size).toBe(1);
  });

  it('posts a final replacement whose claim lapsed: its holder died before sending it', async () => {
    const [dead, b] = [await process(true, 300), await process(true, 300)];
    const delivery = await deletedReply();
    expect(await dead.postClaims.claim(delivery.nonce ?? '')).toEqual({ claimed: true });
    const started = Date.now();
    const patch = await b.deliver(delivery);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(posts(delivery)).toHaveLength(1);
    const message = h.discord.messages(h.channel).find((m) => m.id === patch.replacementMessageId);
    expect(message?.texts).toContain('## ✅ Image ready');
  });

  it('puts a final message on the progress replacement another process posted, without posting', async () => {
    const [a, b] = [await process(true), await process(true)];
    const delivery = await deletedReply();
    const progress = { ...delivery, body: card('⏳ Queued'), final: false };
    const { replacementMessageId } = await a.deliver(progress);
    expect(await b.deliver(delivery)).toEqual({
      replacementMessageId,
      finalShownAt: expect.any(String),
    });
    expect(posts(delivery)).toHaveLength(1);
    const message = h.discord.messages(h.channel).find((m) => m.id === replacementMessageId);
    expect(message?.texts).toContain('## ✅ Image ready');
  });

  it('gives a progress replacement up while another process holds its claim', async () => {
    const [a, b] = [await process(true), await process(true)];
    const delivery = await deletedReply();
    await a.postClaims.claim(delivery.nonce ?? '');
    expect(await b.deliver({ ...delivery, final: false })).toEqual({});
    expect(posts(delivery)).toHaveLength(0);
  });
});
