import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BotEnv } from '../helpers/bot-env.js';
import {
  cardText,
  eventually,
  linkKey,
  runImagine,
  setServerKey,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForResult,
} from './imagine-kit.js';

describe('/imagine: which key pays', () => {
  let env: BotEnv;
  beforeEach(async () => {
    env = await startImagineEnv({}, { linked: false });
  });
  afterEach(async () => {
    await env.close();
  });

  it('tells a member without any key how to link one, privately, sending nothing', async () => {
    const run = await runImagine(env, { prompt: 'a cat' });
    const notice = await run.waitForReply();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toContain('You have no API key linked');
    expect(notice.content).toContain('`/apikey link`');
    const everShown = env.discord.messages(env.channel, { includeDeleted: true });
    expect(everShown.filter((m) => !m.ephemeral)).toEqual([]);
    expect(env.imageApi.stats.submissions).toBe(0);
  });

  it("uses the server key within the member's daily limit, then says when it resets", async () => {
    await setServerKey(env, env.guild.id, { dailyLimit: 1 });
    const first = await runImagine(env, { prompt: 'a cat' });
    expect(titleOf(await waitForResult(first))).toBe('✅ Image ready');
    const job = await env.app.context.jobs.get(first.id);
    expect(job?.keyRef).toEqual({ kind: 'server', guildId: env.guild.id });

    const second = await runImagine(env, { prompt: 'another cat' });
    const refusal = await second.waitForReply();
    expect(refusal.ephemeral).toBe(true);
    expect(refusal.content).toContain(
      "You used all 1 generation this server's key allows you today.",
    );
    expect(refusal.content).toMatch(/resets <t:\d+:R>/);
    expect(refusal.content).toContain('`/apikey link`');
    expect(env.imageApi.stats.submissions).toBe(1);
  });

  it("prefers the member's own key to the server key", async () => {
    await setServerKey(env, env.guild.id, { dailyLimit: 0 });
    await linkKey(env, env.user);
    const run = await runImagine(env, { prompt: 'a cat' });
    expect(titleOf(await waitForResult(run))).toBe('✅ Image ready');
    expect((await env.app.context.jobs.get(run.id))?.keyRef.kind).toBe('user');
  });

  it('gives the daily use back when the service refuses the submission', async () => {
    await setServerKey(env, env.guild.id, { dailyLimit: 1 });
    env.imageApi.setCredits('alice', 0);
    const run = await runImagine(env, { prompt: 'a cat' });
    const failed = await waitForResult(run);
    expect(cardText(failed)).toContain('Not enough credits');
    const { usage } = env.app.context.stores;
    await eventually(async () => (await usage.used(env.guild.id, env.user.id)) === 0);
    env.imageApi.setCredits('alice', 10);
    const again = await runImagine(env, { prompt: 'a cat' });
    expect(titleOf(await waitForResult(again))).toBe('✅ Image ready');
  });

  it('unlinks a key revoked mid-generation and tells its owner privately', async () => {
    await linkKey(env, env.user);
    env.imageApi.setFaults({ hangNextTasks: 1 });
    const run = await runImagine(env, { prompt: 'a cat' });
    await taskIdOf(env, run);
    const revoked = await fetch(`${env.imageApi.url}/api.php?action=revoke_api_key`, {
      method: 'POST',
      body: JSON.stringify({ token: env.serviceUser.loginToken, all: true }),
    });
    expect(revoked.status).toBe(200);
    const failed = await waitForResult(run);
    expect(cardText(failed)).toContain('rejected the API key');
    const notice = await run.waitForFollowUp();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toMatch(
      /rejected your API key \(sk-…[0-9a-f]{4}\) as invalid or revoked/,
    );
    expect(notice.content).toContain('`/apikey link`');
    expect(await env.app.context.stores.apiKeys.has(env.user.id)).toBe(false);
    expect(JSON.stringify(env.logs)).not.toMatch(/sk-[0-9a-f]{48}/);
  });

  it('refuses a fifth generation while four run (the default cap), without deferring', async () => {
    await linkKey(env, env.user);
    env.imageApi.setFaults({ hangNextTasks: 4 });
    for (const prompt of ['one', 'two', 'three', 'four']) {
      const run = await runImagine(env, { prompt });
      await taskIdOf(env, run);
    }
    const fifth = await runImagine(env, { prompt: 'five' });
    const reply = await fifth.waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe(
      '⚠️ You already have 4 generations under way (4 running, 0 waiting in the line); wait for one to finish.',
    );
    expect(env.imageApi.stats.submissions).toBe(4);
  });
});
