import { afterEach, describe, expect, it } from 'vitest';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import {
  cardText,
  costSaid,
  runImagine,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

describe('/imagine on ComfyUI', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('shows the sampling progress from the WebSocket and delivers the image read from /view', async () => {
    env = await startComfyEnv({ comfy: { stepMs: 150 } });
    const run = await runImagine(env, { prompt: 'a red fox', steps: 20 });
    const shown = await run.waitForOriginal((m) => /\d+\s?%/.test(cardText(m)), {
      timeout: 15_000,
    });
    expect(cardText(shown)).toMatch(/\d+\s?%/);
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(final.attachments.map((file) => file.contentType)).toEqual(['image/png']);
    const taskId = await taskIdOf(env, run);
    expect(env.comfy.history(taskId)).toBeDefined();
    expect(env.comfy.stats.requests.prompt_post).toBe(1);
    expect(env.comfy.stats.requests.view).toBeGreaterThanOrEqual(1);
    expect(env.comfy.stats.violations).toEqual([]);
  });

  it('makes count:4 in one card, four prompts of one image each, said to count toward the daily limit, no key', async () => {
    env = await startComfyEnv();
    const run = await runImagine(env, { prompt: 'four foxes', count: 4, seed: 42 });
    const final = await waitForResult(run, 30_000);
    expect(costSaid(final)).toBe('4 images, counted toward your daily limit on this server.');
    expect(final.history.map(cardText).join('\n')).not.toMatch(/\bkey\b/);
    expect(final.attachments.map((file) => file.contentType)).toEqual(Array(4).fill('image/png'));
    expect(env.comfy.stats.requests.prompt_post).toBe(4);
    expect(env.comfy.stats.imagesSaved).toBe(4);
    expect(cardText(final)).not.toMatch(/couldn't|failed/i);
    expect(env.comfy.stats.violations).toEqual([]);
  });

  it('still delivers the image when the WebSocket drops halfway, from /history', async () => {
    env = await startComfyEnv({ comfy: { stepMs: 400 } });
    env.comfy.setFaults({ socketDropNext: 1 });
    const run = await runImagine(env, { prompt: 'a fox in the rain', steps: 10 });
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(env.comfy.stats.faults.socket_drop).toBe(1);
    expect(env.comfy.stats.requests.history_get).toBeGreaterThanOrEqual(1);
    expect(env.comfy.stats.violations).toEqual([]);
  });

  it('ends a node error with a clear failure, never a stuck card', async () => {
    env = await startComfyEnv();
    env.comfy.setFaults({ nodeErrorNext: 1 });
    const run = await runImagine(env, { prompt: 'an out-of-memory fox' });
    const final = await waitForResult(run, 20_000);
    expect(titleOf(final)).not.toBe('✅ Image ready');
    expect(cardText(final)).toContain(
      'ComfyUI could not generate this image: its node KSampler (node 3) failed because the GPU ran out of memory. Try again',
    );
    expect(final.buttons.map((b) => b.label)).toContain('🔁 Retry');
    expect(env.comfy.stats.finished.error).toBe(1);
    expect(env.comfy.stats.violations).toEqual([]);
  });

  it("shows a waiting prompt's place from /queue; Stop waiting deletes it, and interrupts only its own running one", async () => {
    // Two slots: the line sends both prompts, one running and one waiting in ComfyUI's queue.
    env = await startComfyEnv({ comfy: { stepMs: 2_000 }, env: { COMFYUI_SLOTS: '2' } });
    const first = await runImagine(env, { prompt: 'a slow fox', steps: 20 });
    const second = await runImagine(env, { prompt: 'a waiting fox', steps: 20 });
    const waitingId = await taskIdOf(env, second);
    const runningId = await taskIdOf(env, first);
    const waiting = await second.waitForOriginal(
      (m) => cardText(m).includes('Position **2** at ComfyUI.'),
      { timeout: 10_000 },
    );
    expect(cardText(waiting)).toContain('Position **2** at ComfyUI.');
    for (const run of [second, first]) {
      await run.waitForOriginal((m) => m.buttons.some((b) => b.label === '⏹️ Stop waiting'), {
        timeout: 10_000,
      });
      await (await run.clickButton({ label: '⏹️ Stop waiting' })).waitForReply();
      const stopped = await waitForResult(run, 10_000);
      expect(titleOf(stopped)).toBe('⏹️ Stopped waiting');
      expect(cardText(stopped)).toContain(
        'asked ComfyUI to stop it. ComfyUI keeps no accounts, so nothing was charged.',
      );
    }
    await expect
      .poll(() => env.comfy.stats.requests.queue_post ?? 0, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(1);
    await expect.poll(() => env.comfy.stats.finished.interrupted, { timeout: 5_000 }).toBe(1);
    expect(env.comfy.history(waitingId)).toBeUndefined();
    expect(env.comfy.history(runningId)?.status.status_str).toBe('error');
    expect(env.comfy.stats.violations).toEqual([]);
  });
});

describe('ComfyUI workflows registered at start', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('refuses a workflow with a missing input, naming the node in the log, and serves the others', async () => {
    const broken = workflow();
    delete broken['5'];
    env = await startComfyEnv({ workflows: { txt2img: workflow(), 'no-latent': broken } });
    const refused = env.logs.find((line) =>
      String(line.msg).startsWith('comfyui workflow refused'),
    );
    expect(refused).toMatchObject({
      level: 'warn',
      workflow: 'no-latent',
      msg: expect.stringContaining('no-latent.json has no EmptyLatentImage wired to node 3'),
    });
    const backend = env.app.context.backends.fallback.backend;
    expect(await backend.choices?.()).toEqual(['txt2img']);
    const run = await runImagine(env, { prompt: 'a fox' });
    expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
  });
});

describe('a workflow ComfyUI refuses', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('a workflow ComfyUI refuses (a checkpoint it does not have) is the operator’s to fix: the card says so, ComfyUI’s words stay in the log', async () => {
    const graph = workflow();
    const loader = graph['4'];
    if (loader) loader.inputs.ckpt_name = 'missing.safetensors';
    env = await startComfyEnv({ workflows: { txt2img: graph } });
    const run = await runImagine(env, { prompt: 'a fox' });
    const final = await waitForResult(run, 20_000);
    expect(cardText(final)).toContain(
      'ComfyUI refused this request because of how the bot is set up (its model, workflow or access), so nothing was generated or charged. Only the bot’s operator can fix this: please tell them.',
    );
    expect(cardText(final)).toContain('Press **Retry** once the bot’s operator has fixed it.');
    expect(cardText(final)).not.toMatch(/change the prompt|missing\.safetensors/);
    expect(JSON.stringify(env.logs)).toContain('missing.safetensors');
    expect(env.comfy.stats.rejected).toBe(1);
    expect(env.comfy.stats.violations).toEqual([]);
  });
});
