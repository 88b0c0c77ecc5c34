import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import imagineThis from '../../../commands/imagine-this.js';
import type { ChannelRef, InteractionRun, UserRef } from '../../../sandbox/discord/index.js';
import { deployCommands } from '../../../src/discord/command-registration.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { runImagine, setServerKey, taskIdOf, waitForResult } from '../imagine/imagine-kit.js';
import { remixFromDetails } from '../imagine/remix-kit.js';
import { clickPanel, fieldOf } from '../settings/policy-members-kit.js';
import {
  createManager,
  openPolicy,
  refusal,
  sentParams,
  startPrefsEnv,
} from '../settings/prefs-kit.js';

const REFUSED =
  '⚠️ Your prompt contains “nude”, an explicit term kept out of channels that are not age-restricted. Nothing was sent and no credits were spent. Rephrase it, or run it in an age-restricted channel.';

/**
 * The built-in explicit terms and the safety negative prompt: outside age-restricted channels a
 * prompt with a term is refused before anything is spent, unless the server's managers turn the
 * terms off in `/policy`; the server's safety negative prompt is added there, and only there.
 */
describe('prompt safety outside age-restricted channels', () => {
  let env: BotEnv;
  let mod: UserRef;
  let afterDark: ChannelRef;
  let logChannel: ChannelRef;
  let panel: InteractionRun;
  beforeEach(async () => {
    env = await startPrefsEnv({}, { linked: false });
    await setServerKey(env, env.guild.id, { dailyLimit: 20 });
    mod = createManager(env);
    afterDark = env.discord.createChannel({ guild: env.guild, name: 'after-dark', nsfw: true });
    logChannel = env.discord.createChannel({ guild: env.guild, name: 'mod-log' });
    await env.app.context.stores.policy.setLogChannel(env.guild.id, {
      id: logChannel.id,
      setBy: mod.id,
    });
    panel = await openPolicy(env, mod);
  });
  afterEach(async () => {
    await env.close();
  });

  /** What the server key spent so far: submissions, alice's credits, her daily uses. */
  const spent = async () => ({
    submissions: env.imageApi.stats.submissions,
    balance: env.imageApi.balanceOf('alice'),
    used: await env.app.context.stores.usage.used(env.guild.id, env.user.id),
  });

  /** The moderation log's lines, once `count` are there. */
  const logLines = (count: number) =>
    vi.waitFor(
      () => {
        const lines = env.discord.messages(logChannel).flatMap((m) => m.content.split('\n'));
        expect(lines.length).toBeGreaterThanOrEqual(count);
        return lines;
      },
      { timeout: 8_000 },
    );

  it('refuses a term before any credit outside an age-restricted channel, generates it in one, and lets it through once the managers turn the terms off', async () => {
    const refused = await refusal(env, await runImagine(env, { prompt: 'a NUUUDE portrait' }));
    expect(refused).toBe(REFUSED.replace('“nude”', '“NUUUDE”'));
    const styled = await refusal(env, await runImagine(env, { prompt: 'n.u.d.e' }));
    expect(styled).toContain('“n.u.d.e”, an explicit term');
    expect(await spent()).toEqual({ submissions: 0, balance: 100, used: 0 });
    expect(env.discord.messages(env.channel).filter((m) => !m.ephemeral && !m.deleted)).toEqual([]);
    const negative = await waitForResult(
      await runImagine(env, { prompt: 'a cat', negative_prompt: 'nude, nsfw' }),
    );
    expect(negative.attachments).toHaveLength(1);

    const there = await waitForResult(
      await runImagine(env, { prompt: 'a nude portrait' }, { channel: afterDark }),
    );
    expect(there.attachments).toHaveLength(1);
    expect(await spent()).toEqual({ submissions: 2, balance: 98, used: 2 });

    const page = await clickPanel(panel, mod, env, 'policy:page:safety');
    expect(fieldOf(page, 'Built-in explicit terms')).toBe(
      'On: prompts with an explicit term are refused outside age-restricted channels.',
    );
    const off = await clickPanel(panel, mod, env, 'policy:explicit-terms');
    expect(fieldOf(off, 'Built-in explicit terms')).toContain(
      'Off: explicit terms are not checked',
    );
    expect((await env.app.context.stores.policy.get(env.guild.id)).explicitTermsOff).toBe(true);
    const through = await waitForResult(await runImagine(env, { prompt: 'a nude portrait' }));
    expect(through.attachments).toHaveLength(1);

    const lines = await logLines(6);
    expect(lines.filter((line) => !line.startsWith('🖼️'))).toEqual([
      `🔞 <@${env.user.id}>: refused, explicit term “nude” outside an age-restricted channel: “a NUUUDE portrait”`,
      `🔞 <@${env.user.id}>: refused, explicit term “nude” outside an age-restricted channel: “n.u.d.e”`,
      `🛠️ <@${mod.id}> changed the explicit terms: off`,
    ]);
  });

  it('refuses a Re-roll of an old prompt once the terms apply again, before any credit', async () => {
    await clickPanel(panel, mod, env, 'policy:page:safety');
    await clickPanel(panel, mod, env, 'policy:explicit-terms');
    const result = await waitForResult(await runImagine(env, { prompt: 'a nude portrait' }));
    await env.app.context.jobs.idle();
    await clickPanel(panel, mod, env, 'policy:explicit-terms');
    const before = await spent();
    const reroll = result.buttons.find((b) => b.customId?.startsWith('imagine:reroll:'));
    if (!reroll?.customId) throw new Error('no Re-roll');
    const run = await env.discord.clickButton({
      message: result,
      customId: reroll.customId,
      user: env.user,
    });
    expect(await refusal(env, run)).toBe(REFUSED);
    expect(await spent()).toEqual(before);
  });

  it('adds the safety negative prompt to what the service is sent outside age-restricted channels only', async () => {
    await clickPanel(panel, mod, env, 'policy:page:safety');
    const message = panel.original();
    if (!message) throw new Error('no panel');
    const before = message.edits.length;
    const click = await env.discord.clickButton({
      message,
      customId: 'policy:safety-negative',
      user: mod,
    });
    const modal = await click.waitForModal();
    expect(modal.title).toBe('Safety negative prompt');
    await (await click.submitModal({ negative: 'nsfw, nudity' })).waitForAck();
    const shown = await panel.waitForOriginal((m) => m.edits.length > before);
    expect(fieldOf(shown, 'Safety negative prompt')).toBe('nsfw, nudity');

    const outside = await runImagine(env, { prompt: 'a cat', negative_prompt: 'blurry' });
    expect((await sentParams(env, outside)).negativePrompt).toBe('blurry, nsfw, nudity');
    const bare = await runImagine(env, { prompt: 'a dog' });
    expect((await sentParams(env, bare)).negativePrompt).toBe('nsfw, nudity');
    const inside = await runImagine(
      env,
      { prompt: 'a cat', negative_prompt: 'blurry' },
      { channel: afterDark },
    );
    expect((await sentParams(env, inside)).negativePrompt).toBe('blurry');

    const first = await waitForResult(outside);
    await env.app.context.jobs.idle();
    const reroll = first.buttons.find((b) => b.customId?.startsWith('imagine:reroll:'));
    if (!reroll?.customId) throw new Error('no Re-roll');
    const again = await env.discord.clickButton({
      message: first,
      customId: reroll.customId,
      user: env.user,
    });
    expect((await sentParams(env, again)).negativePrompt).toBe('blurry, nsfw, nudity');
    const task = env.imageApi.task(await taskIdOf(env, again));
    expect(task?.params.prompt).toBe('a cat');
    const lines = await logLines(1);
    expect(lines).toContain(`🛠️ <@${mod.id}> changed the safety negative prompt: nsfw, nudity`);
  });

  it('checks Remix and "Imagine this" as /imagine, before any credit', async () => {
    await deployCommands({
      body: [imagineThis.data],
      token: env.discord.token,
      apiUrl: `${env.discord.url}/api`,
      applicationId: env.discord.applicationId,
      guildId: env.guild.id,
    });
    const run = await runImagine(env, { prompt: 'a lighthouse' });
    await waitForResult(run);
    await env.app.context.jobs.idle();
    const before = await spent();
    const edit = await (await remixFromDetails(env, run)).editPrompt();
    await edit.waitForModal();
    const remixed = await edit.submitModal({ prompt: 'a topless lighthouse keeper' });
    expect(await refusal(env, remixed)).toContain('“topless”, an explicit term');

    const line = env.discord.postMessage({
      channel: env.channel,
      user: mod,
      content: 'draw me some h.e.n.t.a.i',
    });
    const used = await env.discord.runMessageCommand({
      message: line,
      user: env.user,
      name: 'Imagine this',
    });
    await used.waitForModal();
    expect(await refusal(env, await used.submitModal({}))).toContain('“h.e.n.t.a.i”');
    expect(await spent()).toEqual(before);
  });
});
