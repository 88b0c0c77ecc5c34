import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelRef, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { linkKey, runImagine, setServerKey, waitForResult } from '../imagine/imagine-kit.js';
import { chooseLogChannel, clickPanel, fieldOf } from './policy-members-kit.js';
import {
  createManager,
  openPolicy,
  refusal,
  startPrefsEnv,
  submitPolicyForm,
} from './prefs-kit.js';

describe('/policy moderation log', () => {
  let env: BotEnv;
  let mod: UserRef;
  let bob: UserRef;
  let logChannel: ChannelRef;
  beforeEach(async () => {
    env = await startPrefsEnv({}, { linked: false });
    await setServerKey(env, env.guild.id, { dailyLimit: 20 });
    mod = createManager(env);
    bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    logChannel = env.discord.createChannel({ guild: env.guild, name: 'mod-log' });
  });
  afterEach(async () => {
    await env.close();
  });

  /** Every line the log channel shows, in order, once `count` are there. */
  const logLines = async (count: number) =>
    vi.waitFor(
      () => {
        const lines = env.discord
          .messages(logChannel)
          .flatMap((message) => message.content.split('\n'));
        expect(lines.length).toBeGreaterThanOrEqual(count);
        return lines;
      },
      { timeout: 8_000 },
    );

  const generate = async (user: UserRef, options: Record<string, string> = {}) => {
    const result = await waitForResult(
      await runImagine(env, { prompt: 'a red fox', ...options }, { user }),
    );
    await env.app.context.jobs.idle();
    return result;
  };

  it('records public and private generations, a refusal and policy changes, without pings', async () => {
    const panel = await openPolicy(env, mod);
    await clickPanel(panel, mod, env, 'policy:page:log');
    await chooseLogChannel(env, panel, mod, logChannel);
    const shown = await panel.waitForOriginal((m) =>
      fieldOf(m, 'Moderation log').includes('Posting'),
    );
    expect(fieldOf(shown, 'Moderation log')).toBe(
      `Posting in <#${logChannel.id}>: every generation, refusal and change, without pings.`,
    );
    await clickPanel(panel, mod, env, 'policy:page:limits');
    await submitPolicyForm(env, panel, mod, 'banned', { banned: 'forbidden' });

    const publicResult = await generate(env.user);
    await linkKey(env, bob);
    await env.app.context.stores.defaults.update(
      { kind: 'member', userId: bob.id },
      { visibility: 'private' },
    );
    const privateResult = await generate(bob, { prompt: 'a secret <@123> garden' });
    expect(privateResult.ephemeral).toBe(true);
    const refused = await refusal(env, await runImagine(env, { prompt: 'a forbidden tower' }));
    expect(refused).toContain('“forbidden”');

    const lines = await logLines(5);
    expect(lines).toEqual([
      `🛠️ <@${mod.id}> changed the log channel: <#${logChannel.id}>`,
      `🛠️ <@${mod.id}> changed the banned words: 1`,
      `🖼️ <@${env.user.id}>: “a red fox” · default · 512×512 · server key · done · [result](https://discord.com/channels/${env.guild.id}/${env.channel.id}/${publicResult.id})`,
      expect.stringMatching(
        new RegExp(
          `^🖼️ <@${bob.id}>: “a secret \\\\<@123> garden” · default · 512×512 · own key · done · private \\(parameters only\\)( · seed \\d+)?$`,
        ),
      ),
      `🚫 <@${env.user.id}>: refused, “forbidden” is banned: “a forbidden tower”`,
    ]);
    const posted = env.discord.messages(logChannel);
    expect(posted.every((message) => message.mentions.length === 0)).toBe(true);
    expect(posted.every((message) => message.attachments.length === 0)).toBe(true);
    expect(posted.map((message) => message.allowedMentions)).toEqual(
      posted.map(() => ({ parse: [] })),
    );
    expect(lines.join('\n')).not.toContain(privateResult.attachments[0]?.url ?? 'no url');
  });

  it('reports a deleted log channel once to the manager who chose it, then skips it', async () => {
    const panel = await openPolicy(env, mod);
    await clickPanel(panel, mod, env, 'policy:page:log');
    await chooseLogChannel(env, panel, mod, logChannel);
    await logLines(1);
    env.discord.deleteChannel(logChannel);

    await generate(env.user);
    const dm = env.discord.openDm(mod);
    const told = await vi.waitFor(
      () => {
        const messages = env.discord.messages(dm);
        expect(messages).toHaveLength(1);
        return messages[0];
      },
      { timeout: 8_000 },
    );
    expect(told?.content).toBe(
      'The moderation log of Test Guild is paused: its channel was deleted. Choose a channel again in `/policy`.',
    );
    const postsToLog = () =>
      env.discord.requests.filter(
        (request) =>
          request.method === 'POST' && request.path.includes(`/channels/${logChannel.id}/`),
      ).length;
    const tried = postsToLog();
    await generate(env.user);
    await env.app.moderationLogIdle();
    expect(postsToLog()).toBe(tried);
    expect(env.discord.messages(dm)).toHaveLength(1);
    const page = await clickPanel(panel, mod, env, 'policy:page:log');
    expect(fieldOf(page, 'Moderation log')).toContain('⚠️ Paused: its channel was deleted.');
  });

  it('tells the log once when the budget runs out, and records the alert threshold set in its form', async () => {
    const panel = await openPolicy(env, mod);
    await clickPanel(panel, mod, env, 'policy:page:log');
    await chooseLogChannel(env, panel, mod, logChannel);
    const click = await env.discord.clickButton({
      message: panel.original() ?? '',
      customId: 'policy:low-balance',
      user: mod,
    });
    await click.waitForModal();
    await (await click.submitModal({ credits: '50' })).waitForAck();
    const page = await panel.waitForOriginal((m) => fieldOf(m, 'Low-balance alert').includes('50'));
    expect(fieldOf(page, 'Low-balance alert')).toBe(
      'Under 50 credits on the server key, told once in the log channel (checked after its generations, at most every 3 minutes).',
    );
    await env.app.context.stores.policy.setBudget(env.guild.id, { unit: 'generations', daily: 1 });
    await generate(env.user);
    for (const user of [env.user, bob]) {
      const refused = await refusal(env, await runImagine(env, { prompt: 'one more' }, { user }));
      expect(refused).toContain('used its daily budget');
    }
    await env.app.moderationLogIdle();
    const lines = await logLines(4);
    expect(lines.filter((line) => line.startsWith('🛠️'))).toEqual([
      `🛠️ <@${mod.id}> changed the log channel: <#${logChannel.id}>`,
      `🛠️ <@${mod.id}> changed the low-balance alert: 50`,
    ]);
    const midnight = Math.floor(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1) /
        1000,
    );
    expect(lines.filter((line) => line.startsWith('💸'))).toEqual([
      `💸 The server key used its daily budget; it pays again <t:${midnight}:R>.`,
    ]);
  });

  it('refuses a log channel the bot cannot post in, naming what it lacks', async () => {
    env.discord.setBotPermissions({ channel: logChannel, deny: ['SendMessages', 'EmbedLinks'] });
    const panel = await openPolicy(env, mod);
    await clickPanel(panel, mod, env, 'policy:page:log');
    const run = await chooseLogChannel(env, panel, mod, logChannel);
    expect(await refusal(env, run)).toBe(
      `⚠️ I can’t post in <#${logChannel.id}>: I need Send Messages and Embed Links there. Nothing was changed.`,
    );
    expect((await env.app.context.stores.policy.get(env.guild.id)).logChannelId).toBeUndefined();
  });
});
