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

/** Opens the Remix form from a reply's Details (one image) and returns the click. */
async function remixFromDetails(env: BotEnv, run: InteractionRun, user: UserRef) {
  const details = await (await run.clickButton({ label: 'ℹ️ Details' }, { user })).waitForReply();
  expect(details.ephemeral).toBe(true);
  return env.discord.clickButton({ message: details, label: '🎛️ Remix', user });
}

/** The form's fields as shown, by custom id: the text filled in, or the label of the choice picked. */
async function shownValues(click: InteractionRun): Promise<Record<string, string>> {
  const modal = await click.waitForModal();
  return Object.fromEntries(
    modal.fields.map((f) => [
      f.customId,
      f.options ? (f.options.find((o) => o.default)?.label ?? '') : (f.value ?? ''),
    ]),
  );
}

describe('Remix: edit the options, then a new generation', () => {
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
    const form = await shownValues(await remixFromDetails(env, run, env.user));
    expect(form.seed).toBe(`Same seed (${sent})`);
  });

  it('opens a form filled in with the generation, and runs the edited one as whoever submits it', async () => {
    const run = await finished();
    await linkKey(env, bob, 'bob');
    const click = await remixFromDetails(env, run, bob);
    const modal = await click.waitForModal();
    expect(modal.title).toBe('Remix');
    expect(await shownValues(click)).toEqual({
      prompt: 'a tiny robot',
      negative: 'blurry',
      workflow: 'default',
      size: 'Portrait 832×1216',
      seed: 'Same seed (1234)',
    });
    expect(modal.fields.map((f) => [f.customId, f.type])).toEqual([
      ['prompt', 4],
      ['negative', 4],
      ['workflow', 3],
      ['size', 3],
      ['seed', 21],
    ]);
    expect(modal.fields.find((f) => f.customId === 'seed')?.options?.map((o) => o.value)).toEqual([
      'keep',
      'new',
    ]);
    const submit = await click.submitModal({
      prompt: 'a tiny robot in the rain',
      seed: 'new',
      size: ['landscape'],
      workflow: ['anime'],
    });
    const result = await waitForResult(submit);
    expect(titleOf(result)).toBe('✅ Image ready');
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
  });

  it("opens from a single image's own buttons, to edit the prompt before running it again", async () => {
    const run = await finished();
    const result = await waitForResult(run);
    expect(result.buttons.map((b) => b.label)).toContain('🎛️ Remix');
    const click = await run.clickButton({ label: '🎛️ Remix' });
    expect((await shownValues(click)).prompt).toBe('a tiny robot');
    const submit = await click.submitModal({ prompt: 'a tiny robot, watercolour' });
    const remixed = await waitForResult(submit);
    expect(titleOf(remixed)).toBe('✅ Image ready');
    expect((await env.app.context.jobs.get(submit.id))?.request).toMatchObject({
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
    const click = await run.clickButton({ label: '🎛️ Remix' });
    expect((await shownValues(click)).prompt).toBe('a broken robot');
    const remixed = await waitForResult(await click.submitModal({ prompt: 'a mended robot' }));
    expect(titleOf(remixed)).toBe('✅ Image ready');
  });

  it('remixes a set of images into a new set, seeds seed + i', async () => {
    const run = await finished({ count: 2 });
    const click = await run.clickButton({ label: '🎛️ Remix' });
    await click.waitForModal();
    const submit = await click.submitModal({ seed: 'new' });
    const result = await waitForResult(submit);
    expect(titleOf(result)).toBe('✅ 2 images ready');
    expect(result.attachments).toHaveLength(2);
    const first = await env.app.context.jobs.get(submit.id);
    const second = await env.app.context.jobs.get(`${submit.id}.1`);
    expect(first?.request.seed).not.toBe(1234);
    expect(second?.request.seed).toBe((first?.request.seed ?? 0) + 1);
    expect(second?.request.steps).toBe(8);
  });

  it('keeps working after a restart: the button and a form opened before it', async () => {
    const run = await finished();
    const before = await remixFromDetails(env, run, env.user);
    await before.waitForModal();
    await env.restartBot();
    const submitted = await waitForResult(await before.submitModal({ prompt: 'after restart' }));
    expect(titleOf(submitted)).toBe('✅ Image ready');
    const again = await remixFromDetails(env, run, env.user);
    expect((await shownValues(again)).prompt).toBe('a tiny robot');
  });

  it('takes back only the choices it offered: forged ones are refused, before anything is spent', async () => {
    const run = await finished();
    const click = await remixFromDetails(env, run, env.user);
    await click.waitForModal();
    const forged = (values: Record<string, string | string[]>) =>
      click.submitModal(values, { unchecked: true }).then((submit) => refusal(env, submit));
    expect(await forged({ size: ['huge'] })).toContain('`size` must be one of');
    expect(await forged({ size: ['4096×4096'] })).toContain('`size` must be one of');
    expect(await forged({ workflow: ['nope'] })).toContain('`workflow` must be one of');
    expect(await forged({ seed: '99' })).toContain('`seed` must be one of');
    const marked = await forged({ workflow: ['**bold** <@123456789012345678>'] });
    expect(marked).toContain('\\*\\*bold\\*\\*');
    expect(marked).not.toContain('**bold**');
    expect(marked).not.toMatch(/(?<!\\)<@123456789012345678>/);
    const blank = await refusal(env, await click.submitModal({ prompt: ' ' }));
    expect(blank).toContain('`prompt`');
    expect(env.imageApi.stats.submissions).toBe(1);
  });

  it('refuses a form of the layout before this version (text boxes) privately: open it again', async () => {
    const run = await finished();
    const click = await remixFromDetails(env, run, env.user);
    const { customId } = await click.waitForModal();
    const old = await env.discord.submitModal({
      customId,
      values: { prompt: 'a tiny robot', negative: '', seed: '99', size: '832×1216', steps: '8' },
      user: env.user,
      channel: env.channel,
    });
    expect(await refusal(env, old)).toBe(
      '⚠️ This form has changed since it was opened. Open it again; nothing was sent.',
    );
    expect(env.imageApi.stats.submissions).toBe(1);
  });

  it("offers the image's own size when it is no preset, and keeps it", async () => {
    const run = await finished({ width: 640, height: 896 });
    const click = await run.clickButton({ label: '🎛️ Remix' });
    const size = (await click.waitForModal()).fields.find((f) => f.customId === 'size');
    expect(size?.options?.map((o) => o.value)).toEqual([
      'square',
      'portrait',
      'landscape',
      'wide',
      '640×896',
    ]);
    expect(size?.defaults).toEqual(['640×896']);
    const submit = await click.submitModal({ prompt: 'a tiny robot, bigger' });
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

  it("applies the server's policy to whoever submits it: nothing is charged", async () => {
    env = await startImagineEnv({}, { linked: false });
    await setServerKey(env, env.guild.id, { dailyLimit: 10 });
    const run = await runImagine(env, { prompt: 'a fox', steps: 8, size: 'square' });
    await waitForResult(run);
    await env.app.context.stores.policy.setLimits(env.guild.id, { maxSide: 1216 });
    const click = await remixFromDetails(env, run, env.user);
    await click.waitForModal();
    const answer = await refusal(env, await click.submitModal({ size: ['wide'] }));
    expect(answer).toContain('pays for images up to 1216 pixels per side; this one is 1344×768.');
    expect(env.imageApi.stats.submissions).toBe(1);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(1);
  });
});
