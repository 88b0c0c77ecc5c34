import { type ChatInputCommandInteraction, REST } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/core/logger.js';
import { postOnce, sharedPostClaims } from '../../../src/imagine/delivery/post-claims.js';
import { sendPrivateNotice } from '../../../src/imagine/delivery/private-notice.js';
import type { ReplyTarget } from '../../../src/imagine/delivery/reply-target.js';
import { replyTargetOf } from '../../../src/imagine/delivery/reply-target.js';
import { redisServerInstalled } from '../../helpers/redis-server.js';
import { type DiscordHarness, startDiscordClient } from '../helpers/discord-client.js';
import { handleNext } from '../helpers/discord-handle-next.js';
import { useRedisStores } from '../helpers/redis-stores.js';

/**
 * A private notice (the ephemeral follow-up telling a member their key was rejected) sent once
 * among processes on one Redis, as the observer sends it (`notice:<jobId>` through `postOnce`).
 * Each "process" is its own Redis connections (its own claim holder) and its own REST.
 */
describe.skipIf(!redisServerInstalled)('private notices claimed across processes', () => {
  const redis = useRedisStores();
  let h: DiscordHarness;
  const logger = createLogger({ level: 'silent' });
  beforeAll(async () => {
    h = await startDiscordClient();
  });
  afterAll(async () => {
    await h?.close();
  });

  const process = async (claimMs: number) => {
    const stores = await redis.open();
    const rest = new REST({ api: `${h.discord.url}/api` }).setToken(h.discord.token);
    const claims = sharedPostClaims(stores.shared, { claimMs });
    const tell = (target: ReplyTarget, nonce: string) =>
      postOnce(claims, nonce, () =>
        sendPrivateNotice(rest, target, 'your key was rejected', Date.now(), logger),
      );
    return { claims, tell };
  };

  /** A reply whose member is told something: its interaction token. */
  const reply = async (): Promise<ReplyTarget & { id: string }> => {
    const answered = handleNext(h.client, async (interaction) => {
      const i = interaction as ChatInputCommandInteraction;
      await i.reply({ content: 'queued', allowedMentions: { parse: [] } });
      return i;
    });
    await h.discord.runCommand({ channel: h.channel, user: h.user, name: 'imagine' });
    const i = await answered;
    return { id: i.id, ...replyTargetOf(i) };
  };
  const notices = (target: ReplyTarget) =>
    h.discord.requests.filter(
      (r) => r.method === 'POST' && r.path === `/webhooks/${target.applicationId}/${target.token}`,
    );

  it('is sent by the successor once the claim of a process that died before sending lapsed', async () => {
    const [dead, b] = [await process(300), await process(300)];
    const target = await reply();
    expect(await dead.claims.claim(`notice:${target.id}`)).toEqual({ claimed: true });
    const started = Date.now();
    expect(await b.tell(target, `notice:${target.id}`)).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(notices(target)).toHaveLength(1);
    expect(notices(target)[0]?.body).toMatchObject({ content: 'your key was rejected', flags: 64 });
  });

  it('is sent once when two processes tell the member at the same moment; a later one finds it sent', async () => {
    const [a, b, c] = [await process(10_000), await process(10_000), await process(10_000)];
    const target = await reply();
    const nonce = `notice:${target.id}`;
    const sent = await Promise.all([a.tell(target, nonce), b.tell(target, nonce)]);
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect(await c.tell(target, nonce)).toBe(false);
    expect(notices(target)).toHaveLength(1);
  });
});
