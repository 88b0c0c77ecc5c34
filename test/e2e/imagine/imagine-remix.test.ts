import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InteractionRun, UserRef } from '../../../sandbox/discord/index.js';
import type { BotEnv } from '../helpers/bot-env.js';
import { refusal } from '../settings/prefs-kit.js';
import {
  addMember,
  fieldsOf,
  linkKey,
  runImagine,
  setServerKey,
  startImagineEnv,
  taskIdOf,
  titleOf,
  waitForResult,
} from './imagine-kit.js';
import { type RemixPanel, remixFromDetails, remixPanel } from './remix-kit.js';

/** The text of Edit prompt's form as shown, by custom id. */
async function formValues(click: InteractionRun): Promise<Record<string, string>> {
  const modal = await click.waitForModal();
  return Object.fromEntries(modal.fields.map((f) => [f.customId, f.value ?? '']));
}

/** Edits the prompt (and, when given, the negative prompt) in Edit prompt's form, and submits it. */
async function editAndSubmit(panel: RemixPanel, values: Record<string, string>) {
  const click = await panel.editPrompt();
  await click.waitForModal();
  return click.submitModal(values);
}

describe('Remix: a private panel of choices, then a new generation', () => {
  let env: BotEnv;
  let bob: UserRef;
  beforeEach(async () => {
    env = await startImagineEnv({ env: { MAX_ACTIVE_PER_MEMBER: '4' } });
    bob = await addMember(env, 'bob', { linked: false });
  });
  afterEach(async () => {
    await env.close();
  });

  const finished = async (options: Record<string, string | number> = {}) => {
    const run = await runImagine(env, {
      prompt: 'a tiny robot',
      negative_prompt: 'blurry',
      seed: 1234,
      steps: 8,
      size: 'portrait',
      ...options,
    });
    await waitForResult(run);
    return run;
  };

  it('draws the seed of a generation asked without one, so Remix makes the same image', async () => {
    const run = await runImagine(env, { prompt: 'a tiny robot' });
    const result = await waitForResult(run);
    const sent = env.imageApi.task(await taskIdOf(env, run))?.params.seed;
    expect(sent).toEqual(expect.any(Number));
    expect(sent).toBeGreaterThanOrEqual(0);
    expect(fieldsOf(result).Seed).toBe(String(sent));
    const panel = await remixFromDetails(env, run);
    expect(panel.picked().seed).toBe(`Seed: Same seed (${sent})`);
  });

  it('shows the generation picked in selects, and runs what is picked as whoever generates', async () => {
    const run = await finished();
    await linkKey(env, bob, 'bob');
    const details = await (
      await run.clickButton({ label: 'ℹ️ Details' }, { user: bob })
    ).waitForReply();
    const panel = await remixPanel(
      env,
      await env.discord.clickButton({ message: details, label: '🎛️ Remix', user: bob }),
      bob,
    );
    const shown = panel.message();
    expect(shown.id).toBe(details.id);
    expect(shown.ephemeral).toBe(true);
    expect(shown.embeds).toEqual([]);
    expect(shown.texts[0]).toMatch(/^### Remix\n/);
    expect(shown.texts.slice(1)).toEqual([
      '**Prompt**\na tiny robot',
      '**Negative prompt**\nblurry',
    ]);
    expect(panel.picked()).toEqual({
      workflow: 'Workflow: default',
      size: 'Size: Portrait (2:3)',
      style: '',
      seed: 'Seed: Same seed (1234)',
    });
    expect(panel.offered().seed).toEqual(['keep', 'new']);
    expect(panel.offered().style).toContain('oil-painting');
    expect(shown.buttons.map((b) => b.label)).toEqual(['🎨 Generate', '✏️ Edit prompt']);
    expect(shown.mentions).toEqual([]);

    await panel.pick('seed', ['new']);
    await panel.pick('size', ['landscape']);
    await panel.pick('workflow', ['anime']);
    expect(panel.picked()).toMatchObject({
      workflow: 'Workflow: anime',
      size: 'Size: Landscape (3:2)',
      seed: 'Seed: New random seed',
    });
    const click = await panel.editPrompt();
    expect(await formValues(click)).toEqual({ prompt: 'a tiny robot', negative: 'blurry' });
    const submit = await click.submitModal({ prompt: 'a tiny robot in the rain' });
    const result = await waitForResult(submit);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.ephemeral).toBe(false);
    expect(result.id).not.toBe(run.original()?.id);
    const job = await env.app.context.jobs.get(submit.id);
    expect(job?.userId).toBe(bob.id);
    expect(job?.request).toMatchObject({
      prompt: 'a tiny robot in the rain',
      negativePrompt: 'blurry',
      workflow: 'anime',
      steps: 8,
      width: 1216,
      height: 832,
    });
    expect(job?.request.seed).toEqual(expect.any(Number));
    expect(job?.request.seed).not.toBe(1234);
    expect(fieldsOf(result)['Requested by']).toBe(`<@${bob.id}>`);
    expect(env.imageApi.balanceOf('bob')).toBe(9);
    expect(env.imageApi.balanceOf('alice')).toBe(99);
    expect(result.mentions).toEqual([]);

    const again = await waitForResult(await panel.generate());
    expect((await env.app.context.jobs.get(again.interactionId ?? ''))?.request).toMatchObject({
      prompt: 'a tiny robot',
      workflow: 'anime',
      width: 1216,
    });
    expect(env.imageApi.balanceOf('bob')).toBe(8);
  });

  it("opens from a single image's own buttons, to edit the prompt before running it again", async () => {
    const run = await finished();
    const result = await waitForResult(run);
    expect(result.buttons.map((b) => b.label)).toContain('🎛️ Remix');
    const click = await run.clickButton({ label: '🎛️ Remix' });
    const panel = await remixPanel(env, click);
    expect(panel.message().ephemeral).toBe(true);
    expect(panel.message().id).not.toBe(result.id);
    const remixed = await waitForResult(
      await editAndSubmit(panel, { prompt: 'a tiny robot, watercolour' }),
    );
    expect(titleOf(remixed)).toBe('✅ Image ready');
    expect((await env.app.context.jobs.get(remixed.interactionId ?? ''))?.request).toMatchObject({
      prompt: 'a tiny robot, watercolour',
      seed: 1234,
      steps: 8,
    });
  });

  it('opens from a failed generation too, its prompt ready to fix', async () => {
    env.imageApi.setFaults({ failNextTasks: 1 });
    const run = await runImagine(env, { prompt: 'a broken robot', seed: 7 });
    const failed = await waitForResult(run);
    expect(failed.buttons.map((b) => b.label)).toEqual(['🔁 Retry', '🎛️ Remix', 'ℹ️ Details']);
    const panel = await remixPanel(env, await run.clickButton({ label: '🎛️ Remix' }));
    const click = await panel.editPrompt();
    expect((await formValues(click)).prompt).toBe('a broken robot');
    const remixed = await waitForResult(await click.submitModal({ prompt: 'a mended robot' }));
    expect(titleOf(remixed)).toBe('✅ Image ready');
  });

  it('puts the prompt under a style picked, and takes the style away when none is', async () => {
    const run = await finished({ style: 'photo', negative_prompt: '' });
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.request.prompt).toContain('a tiny robot, professional photograph');
    const panel = await remixPanel(env, await run.clickButton({ label: '🎛️ Remix' }));
    expect(panel.message().texts.slice(1)).toEqual(['**Prompt**\na tiny robot']);
    expect(panel.picked().style).toBe('Style: photo');

    await panel.pick('style', ['oil-painting']);
    const oil = await waitForResult(await panel.generate());
    const painted = await env.app.context.jobs.get(oil.interactionId ?? '');
    expect(painted?.request.prompt).toBe(
      'an oil painting of a tiny robot, thick brush strokes, rich colors, canvas texture',
    );
    expect(painted?.request.negativePrompt).toBe('photo, 3d render, flat colors');

    await panel.pick('style', []);
    expect(panel.picked().style).toBe('');
    const plain = await waitForResult(await panel.generate());
    const bare = await env.app.context.jobs.get(plain.interactionId ?? '');
    expect(bare?.request.prompt).toBe('a tiny robot');
    expect(bare?.request.negativePrompt).toBeUndefined();
    expect(bare?.request.seed).toBe(1234);
  });

  it('remixes a set of images into a new set, seeds seed + i', async () => {
    const run = await finished({ count: 2 });
    const panel = await remixPanel(env, await run.clickButton({ label: '🎛️ Remix' }));
    await panel.pick('seed', ['new']);
    const submit = await panel.generate();
    const result = await waitForResult(submit);
    expect(titleOf(result)).toBe('✅ 2 images ready');
    expect(result.attachments).toHaveLength(2);
    const first = await env.app.context.jobs.get(submit.id);
    const second = await env.app.context.jobs.get(`${submit.id}.1`);
    expect(first?.request.seed).not.toBe(1234);
    expect(second?.request.seed).toBe((first?.request.seed ?? 0) + 1);
    expect(second?.request.steps).toBe(8);
  });

  it('keeps working after a restart: the panel and a form opened before it', async () => {
    const run = await finished();
    const panel = await remixFromDetails(env, run);
    await panel.pick('size', ['square']);
    const form = await panel.editPrompt();
    await form.waitForModal();
    await env.restartBot();
    const submitted = await waitForResult(await form.submitModal({ prompt: 'after restart' }));
    expect(titleOf(submitted)).toBe('✅ Image ready');
    expect((await env.app.context.jobs.get(submitted.interactionId ?? ''))?.request).toMatchObject({
      prompt: 'after restart',
      width: 1024,
      height: 1024,
      seed: 1234,
    });
    const generated = await waitForResult(await panel.generate());
    expect(titleOf(generated)).toBe('✅ Image ready');
  });

  it('takes back only the choices it offered: forged ones are refused, before anything is spent', async () => {
    const run = await finished();
    const panel = await remixFromDetails(env, run);
    const forged = (field: 'size' | 'workflow' | 'seed' | 'style', value: string) =>
      panel.forgePick(field, value).then((pick) => refusal(env, pick));
    expect(await forged('size', 'huge')).toContain('`size` must be one of');
    expect(await forged('size', '4096×4096')).toContain('`size` must be one of');
    expect(await forged('workflow', 'nope')).toContain('`workflow` must be one of');
    expect(await forged('seed', '99')).toContain('`seed` must be one of');
    expect(await forged('style', 'nope')).toContain('`style` must be one of');
    const marked = await forged('workflow', '**bold** <@123456789012345678>');
    expect(marked).toContain('\\*\\*bold\\*\\*');
    expect(marked).not.toContain('**bold**');
    expect(marked).not.toMatch(/(?<!\\)<@123456789012345678>/);
    expect(panel.picked().size).toBe('Size: Portrait (2:3)');
    const forgedField = await env.discord.forgeComponent({
      message: panel.message().id,
      customId: `imagine:rxpick:${run.id}:set:steps`,
      values: ['50'],
      user: env.user,
    });
    expect(await refusal(env, forgedField)).toBe(
      '⚠️ This form has changed since it was opened. Open it again; nothing was sent.',
    );
    const offPanel = await env.discord.forgeComponent({
      message: run.original()?.id ?? '',
      customId: `imagine:rxgo:${run.id}:set`,
      user: env.user,
    });
    expect(await refusal(env, offPanel)).toBe(
      '⚠️ This form has changed since it was opened. Open it again; nothing was sent.',
    );
    const blank = await refusal(env, await editAndSubmit(panel, { prompt: ' ' }));
    expect(blank).toContain('`prompt`');
    expect(env.imageApi.stats.submissions).toBe(1);
  });

  it('refuses a form of an earlier layout privately (text boxes, or choices now on the panel)', async () => {
    const run = await finished();
    const panel = await remixFromDetails(env, run);
    const { customId } = await (await panel.editPrompt()).waitForModal();
    const old = (values: Record<string, string>) =>
      env.discord.submitModal({ customId, values, user: env.user, channel: env.channel });
    const textBoxes = { prompt: 'a tiny robot', negative: '', seed: '99', size: '832×1216' };
    expect(await refusal(env, await old(textBoxes))).toBe(
      '⚠️ This form has changed since it was opened. Open it again; nothing was sent.',
    );
    expect(env.imageApi.stats.submissions).toBe(1);
  });

  it("offers the image's own size when it is no preset, and keeps it", async () => {
    const run = await finished({ width: 640, height: 896 });
    const panel = await remixPanel(env, await run.clickButton({ label: '🎛️ Remix' }));
    expect(panel.offered().size).toEqual(['square', 'portrait', 'landscape', 'wide', '640×896']);
    expect(panel.picked().size).toBe('Size: 640×896');
    const submit = await editAndSubmit(panel, { prompt: 'a tiny robot, bigger' });
    await waitForResult(submit);
    expect((await env.app.context.jobs.get(submit.id))?.request).toMatchObject({
      width: 640,
      height: 896,
      seed: 1234,
    });
  });
});

describe('Remix on the server key', () => {
  let env: BotEnv;
  afterEach(async () => {
    await env.close();
  });

  it("applies the server's policy to whoever generates it: nothing is charged", async () => {
    env = await startImagineEnv({}, { linked: false });
    await setServerKey(env, env.guild.id, { dailyLimit: 10 });
    const run = await runImagine(env, { prompt: 'a fox', steps: 8, size: 'square' });
    await waitForResult(run);
    await env.app.context.stores.policy.setLimits(env.guild.id, { maxSide: 1216 });
    const panel = await remixFromDetails(env, run);
    await panel.pick('size', ['wide']);
    const answer = await refusal(env, await panel.generate());
    expect(answer).toContain('pays for images up to 1216 pixels per side; this one is 1344×768.');
    expect(env.imageApi.stats.submissions).toBe(1);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(1);
  });
});
