import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type ComfyEnv, NAMED_WORKFLOWS, startComfyEnv } from './comfy-kit.js';

describe('the result buttons on ComfyUI', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  /** The graph ComfyUI ran for `run`'s image: its KSampler seed, prompt text and SaveImage prefix. */
  const ran = async (run: InteractionRun) => {
    const entry = env.comfy.history(await taskIdOf(env, run));
    const graph = entry?.prompt[2] as Record<string, { inputs: Record<string, unknown> }>;
    return {
      seed: graph['3']?.inputs.seed,
      text: graph['6']?.inputs.text,
      prefix: graph['9']?.inputs.filename_prefix,
    };
  };

  it('Re-roll queues one new prompt on the same workflow with a new seed, delivered as a new reply', async () => {
    env = await startComfyEnv({
      workflows: NAMED_WORKFLOWS,
    });
    const run = await runImagine(env, { prompt: 'a fox', workflow: 'portrait', seed: 1234 });
    const first = await waitForResult(run, 20_000);
    expect(titleOf(first)).toBe('✅ Image ready');
    expect(await ran(run)).toEqual({ seed: 1234, text: 'a fox', prefix: 'portrait' });

    const click = await run.clickButton({ label: '🎲 Re-roll' });
    const result = await waitForResult(click, 20_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(result.id).not.toBe(first.id);
    expect(result.attachments.map((file) => file.contentType)).toEqual(['image/png']);
    const rerolled = await ran(click);
    expect(rerolled).toMatchObject({ text: 'a fox', prefix: 'portrait' });
    expect(rerolled.seed).toEqual(expect.any(Number));
    expect(rerolled.seed).not.toBe(1234);
    expect(await taskIdOf(env, click)).not.toBe(await taskIdOf(env, run));
    expect(env.comfy.stats.requests.prompt_post).toBe(2);
    expect(env.comfy.stats.finished.success).toBe(2);
    expect(env.comfy.stats.imagesSaved).toBe(2);
    expect(env.comfy.stats.violations).toEqual([]);
  });
});
