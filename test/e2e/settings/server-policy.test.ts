import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InteractionRun, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { linkKey, runImagine, setServerKey, waitForResult } from '../imagine/imagine-kit.js';
import { remixPanel } from '../imagine/remix-kit.js';
import {
  createManager,
  fillForm,
  openPanel,
  openPolicy,
  refusal,
  startPrefsEnv,
  submitPolicyForm,
} from './prefs-kit.js';

describe('/policy: what the server key pays for, and banned words', () => {
  let env: BotEnv;
  let mod: UserRef;
  let panel: InteractionRun;
  beforeEach(async () => {
    env = await startPrefsEnv({}, { linked: false });
    mod = createManager(env);
    await setServerKey(env, env.guild.id, { dailyLimit: 20 });
    panel = await openPolicy(env, mod);
  });
  afterEach(async () => {
    await env.close();
  });

  /** Nothing reached the service, no credit went, no daily use was counted, nothing was posted. */
  const nothingSpent = async () => {
    expect(env.imageApi.stats.submissions).toBe(0);
    expect(env.imageApi.balanceOf('alice')).toBe(100);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(0);
    const visible = env.discord.messages(env.channel).filter((m) => !m.ephemeral && !m.deleted);
    expect(visible).toEqual([]);
  };

  it('refuses each limit of the server key before any credit, naming the limit', async () => {
    const shown = await submitPolicyForm(env, panel, mod, 'limits', {
      maxSide: '1024',
      maxSteps: '30',
      maxImages: '1',
    });
    expect(shown.embeds[0]?.fields?.[0]?.value).toContain('Largest image: 1024 px per side');
    const message = panel.original();
    if (!message) throw new Error('no panel');
    const picked = await env.discord.selectMenu({
      message,
      customId: 'policy:workflows',
      values: ['default', 'anime'],
      user: mod,
    });
    await picked.waitForAck();
    expect((await env.app.context.stores.policy.get(env.guild.id)).limits).toEqual({
      maxSide: 1024,
      maxSteps: 30,
      maxImages: 1,
      workflows: ['default', 'anime'],
    });

    const tooWide = await refusal(env, await runImagine(env, { prompt: 'a fox', size: 'wide' }));
    expect(tooWide).toContain(
      'This server’s key pays for images up to 1024 pixels per side; this one is 1344×768.',
    );
    expect(tooWide).toContain('Nothing was sent and no credits were spent.');
    const tooManySteps = await refusal(env, await runImagine(env, { prompt: 'a fox', steps: 40 }));
    expect(tooManySteps).toContain('pays for at most 30 steps; this generation asks for 40.');
    const workflow = await refusal(
      env,
      await runImagine(env, { prompt: 'a fox', workflow: 'rr3' }),
    );
    expect(workflow).toContain('runs only the default, anime workflows, not rr3.');
    const own = await openPanel(env, env.user);
    await (await fillForm(env, own, env.user, { count: '2' })).waitForAck();
    const images = await refusal(env, await runImagine(env, { prompt: 'a fox' }));
    expect(images).toContain('pays for at most 1 image per command; this one asks for 2.');
    await nothingSpent();

    await (await fillForm(env, own, env.user, { count: '' })).waitForAck();
    const allowed = await waitForResult(await runImagine(env, { prompt: 'a fox', steps: 30 }));
    expect(allowed.attachments).toHaveLength(1);
    expect(env.imageApi.stats.submissions).toBe(1);

    await linkKey(env, env.user);
    const ownKey = await waitForResult(
      await runImagine(env, { prompt: 'a fox', steps: 40, workflow: 'rr3' }),
    );
    expect(ownKey.attachments).toHaveLength(1);
  });

  it('refuses banned words in the prompt, the negative prompt, a style and a workflow file, naming the match', async () => {
    const shown = await submitPolicyForm(env, panel, mod, 'banned', {
      banned: 'gore\nhate speech\n*blood\nphotograph\n\ngore',
    });
    expect(shown.embeds[0]?.fields?.[1]?.value).toBe(
      '4 entries: gore, hate speech, \\*blood, photograph',
    );
    const said = async (options: Record<string, string>, file?: string) =>
      refusal(
        env,
        await runImagine(
          env,
          options,
          file ? { workflowFile: { name: 'graph.json', data: file } } : {},
        ),
      );
    expect(await said({ prompt: 'a G O R E scene' })).toBe(
      '⚠️ Your prompt contains “G O R E”, which this server does not allow (“gore”). Nothing was sent and no credits were spent.',
    );
    expect(await said({ prompt: 'HATE-speech in ｆｕｌｌ' })).toContain('“HATE-speech”');
    expect(await said({ prompt: 'g0re' })).toContain('“g0re”');
    expect(await said({ prompt: 'gоre with a Cyrillic o' })).toContain('“gоre”');
    expect(await said({ prompt: 'a cat', negative_prompt: 'bad blood' })).toContain(
      'Your negative prompt contains “blood”',
    );
    expect(await said({ prompt: 'a cat', style: 'photo' })).toContain(
      'Your prompt, with its style, contains “photograph”, which this server does not allow (“photograph”).',
    );
    expect(
      await said({ prompt: 'a graph' }, JSON.stringify({ 1: { inputs: { text: 'gore' } } })),
    ).toContain('Your workflow file contains “gore”');
    await nothingSpent();

    const fine = await waitForResult(await runImagine(env, { prompt: 'gorgeous bloodhound' }));
    expect(fine.attachments).toHaveLength(1);
    await linkKey(env, env.user);
    expect(await said({ prompt: 'gore' })).toContain('“gore”');
  });

  it('refuses a Re-roll or Remix the policy no longer allows, before any credit', async () => {
    const run = await runImagine(env, { prompt: 'a fox', steps: 30 });
    await waitForResult(run);
    const spent = async () => ({
      submissions: env.imageApi.stats.submissions,
      balance: env.imageApi.balanceOf('alice'),
      used: await env.app.context.stores.usage.used(env.guild.id, env.user.id),
    });
    expect(await spent()).toEqual({ submissions: 1, balance: 99, used: 1 });

    await submitPolicyForm(env, panel, mod, 'limits', { maxSteps: '20' });
    const reroll = await refusal(env, await run.clickButton({ label: '🎲 Re-roll' }));
    expect(reroll).toContain('pays for at most 20 steps; this generation asks for 30.');
    expect(reroll).toContain('Nothing was sent and no credits were spent.');

    await submitPolicyForm(env, panel, mod, 'limits', { maxSteps: '' });
    await submitPolicyForm(env, panel, mod, 'banned', { banned: 'fox' });
    const remix = await (
      await remixPanel(env, await run.clickButton({ label: '🎛️ Remix' }))
    ).editPrompt();
    await remix.waitForModal();
    const remixed = await refusal(env, await remix.submitModal({ prompt: 'a red fox' }));
    expect(remixed).toContain('Your prompt contains “fox”');
    expect(await spent()).toEqual({ submissions: 1, balance: 99, used: 1 });
    const visible = env.discord.messages(env.channel).filter((m) => !m.ephemeral && !m.deleted);
    expect(visible).toHaveLength(1);
  });

  it('keeps the panel to managers and refuses a wrong limit or entry, changing nothing', async () => {
    const refused = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'policy',
    });
    expect((await refused.waitForReply()).content).toContain('Manage Server');
    const message = panel.original();
    if (!message) throw new Error('no panel');
    const click = await env.discord.clickButton({ message, customId: 'policy:limits', user: mod });
    await click.waitForModal();
    const wrong = await click.submitModal({ maxSide: '5000', maxSteps: '', maxImages: '' });
    expect((await wrong.waitForReply()).content).toBe(
      '⚠️ Largest side, in pixels must be a whole number from 64 to 2048, or blank for no limit. Nothing was changed.',
    );
    const banned = await env.discord.clickButton({ message, customId: 'policy:banned', user: mod });
    await banned.waitForModal();
    const unmatchable = await banned.submitModal({ banned: 'fine\n***' });
    expect((await unmatchable.waitForReply()).content).toContain('“\\*\\*\\*” has no letter');
    expect(await env.app.context.stores.policy.get(env.guild.id)).toEqual({
      limits: {},
      banned: [],
    });
  });
});
