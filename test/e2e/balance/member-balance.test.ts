import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserRef } from '../../../sandbox/discord/index.js';
import {
  closeAndCheck,
  createManager,
  linkKey,
  messagesThatMayPing,
  startKeyEnv,
  submitSecret,
} from '../apikey/helpers/key-env.js';
import type { BotEnv } from '../helpers/bot-env.js';

describe("/balance user: a member's credits, for managers", () => {
  let env: BotEnv;
  let mod: UserRef;
  let apiKey: string;
  beforeEach(async () => {
    env = await startKeyEnv();
    mod = createManager(env);
    apiKey = env.imageApi.issueKey('alice');
    await linkKey(env, apiKey);
    env.imageApi.resetStats();
  });
  afterEach(() => closeAndCheck(env));

  const balanceOf = (user: UserRef, by: UserRef, extra: Record<string, boolean> = {}) =>
    env.discord.runCommand({
      channel: env.channel,
      user: by,
      name: 'balance',
      options: { user, ...extra },
    });

  it('shows a member their balance to a manager, in public without any trace of the key', async () => {
    for (const extra of [{ public: false }, { public: true }]) {
      const reply = await (await balanceOf(env.user, mod, extra)).waitForReply();
      expect(reply.ephemeral).toBe(!extra.public);
      expect(reply.embeds[0]?.description).toBe(`Credits of <@${env.user.id}>`);
      expect(reply.embeds[0]?.fields).toEqual([
        { name: 'Their key', value: '**100 credits**\nAccount **alice**' },
      ]);
      expect(JSON.stringify(reply.embeds)).not.toContain('sk-');
      // Snowflakes left out: a member's id may hold the key's last four digits by chance.
      expect(JSON.stringify(reply.embeds).replace(/\d{17,20}/g, '')).not.toContain(
        apiKey.slice(-4),
      );
      expect(reply.mentions).toEqual([]);
    }
    expect(messagesThatMayPing(env)).toEqual([]);
  });

  it("shows the member's generations left on the server key", async () => {
    await submitSecret(env, 'set', env.imageApi.issueKey('alice'), { user: mod, group: 'server' });
    await env.app.context.stores.usage.tryConsume(env.guild.id, env.user.id, 10);
    const reply = await (await balanceOf(env.user, mod)).waitForReply();
    const pool = reply.embeds[0]?.fields?.find((f) => f.name === 'Server pool');
    expect(pool?.value).toContain('Their generations on it today: **9 of 10** left');
  });

  it('refuses a member without Manage Server, asking nothing of the service', async () => {
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    await linkKey(env, env.imageApi.issueKey('alice'), bob);
    env.imageApi.resetStats();
    const run = await balanceOf(bob, env.user, { public: true });
    const reply = await run.waitForReply();
    expect(run.deferred).toBe(false);
    expect(reply).toMatchObject({
      ephemeral: true,
      content:
        "⚠️ Only members with the **Manage Server** permission can see another member's balance.",
    });
    expect(env.imageApi.stats.requests.user_balance ?? 0).toBe(0);
    expect(env.discord.messages(env.channel).every((m) => m.ephemeral)).toBe(true);
  });

  it("refuses a manager who names someone outside the server, telling nothing of that user's key", async () => {
    // Carol belongs to another server and has a key of her own; the manager of this one does not
    // get to see her credits or her service account by naming her.
    const elsewhere = env.discord.createGuild({ name: 'Elsewhere' });
    const carol = env.discord.createUser({ username: 'carol', guild: elsewhere });
    env.imageApi.addUser({ name: 'carol', loginToken: 'login-token-carol', credits: 42 });
    await env.app.context.stores.apiKeys.link(carol.id, {
      apiKey: env.imageApi.issueKey('carol'),
      serviceUserId: '2',
      serviceUsername: 'carol',
    });
    for (const extra of [{ public: true }, { public: false }]) {
      const run = await balanceOf(carol, mod, extra);
      const reply = await run.waitForReply();
      expect(run.deferred).toBe(false);
      expect(reply).toMatchObject({
        ephemeral: true,
        content: `⚠️ <@${carol.id}> is not a member of this server, so their balance is not shown here.`,
      });
      expect(reply.mentions).toEqual([]);
      expect(reply.embeds).toEqual([]);
    }
    expect(env.imageApi.stats.requests.user_balance ?? 0).toBe(0);
    expect(env.discord.messages(env.channel).filter((m) => !m.ephemeral)).toEqual([]);
  });

  it('lets anyone name themselves', async () => {
    const reply = await (await balanceOf(env.user, env.user)).waitForReply();
    expect(reply.embeds[0]?.fields?.[0]?.name).toBe('Your key');
  });

  it('says privately that a member has no key', async () => {
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    const run = await balanceOf(bob, mod, { public: true });
    const answer = await run.waitForFollowUp();
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toBe(
      `<@${bob.id}> has no API key linked, and this server has no server key.`,
    );
    expect(answer.mentions).toEqual([]);
    expect(run.original()?.deleted).toBe(true);
  });

  it("unlinks a member's rejected key and tells the manager privately", async () => {
    await fetch(`${env.imageApi.url}/api.php?action=revoke_api_key`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey },
      body: '{}',
    });
    const run = await balanceOf(env.user, mod, { public: true });
    const answer = await run.waitForFollowUp();
    expect(answer.ephemeral).toBe(true);
    expect(answer.content).toContain(
      `The image service rejected <@${env.user.id}>'s key as invalid or revoked, so I unlinked it`,
    );
    expect(answer.content.replace(/\d{17,20}/g, '')).not.toContain(apiKey.slice(-4));
    expect(await env.app.context.stores.apiKeys.has(env.user.id)).toBe(false);
  });
});
