import { afterEach, describe, expect, it } from 'vitest';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** A custom node pack's sampler, a KSampler fork whose `steps` go to 8 at most (a turbo model's). */
const TURBO = {
  KSamplerTurbo: {
    runsAs: 'KSampler',
    pack: 'comfyui-turbo-sampler',
    inputs: { steps: ['INT', { default: 4, min: 1, max: 8 }] },
  },
} as const;

/** The default workflow, its sampler the turbo one titled `sampler`, with the workflow's own `steps`. */
function turboWorkflow(steps: number): ReturnType<typeof workflow> {
  const graph = workflow({ steps });
  graph['3'] = { ...graph['3'], class_type: 'KSamplerTurbo', _meta: { title: 'sampler' } } as never;
  return graph;
}

describe('a value ComfyUI refuses (its validate_prompt: value_bigger_than_max)', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it("is told as the member's own when the member chose it: the option and its limit, nothing charged, not the operator's", async () => {
    env = await startComfyEnv({
      comfy: { customNodes: TURBO },
      workflows: { turbo: turboWorkflow(4) },
    });
    const final = await waitForResult(
      await runImagine(env, { prompt: 'a quick fox', steps: 20 }),
      20_000,
    );
    expect(titleOf(final)).not.toBe('✅ Image ready');
    expect(cardText(final)).toContain(
      'ComfyUI refused a value you chose: `steps` must be at most 8 (got 20). Change it and try again; nothing was generated or charged.',
    );
    expect(cardText(final)).not.toMatch(/operator|how the bot is set up|KSamplerTurbo|node 3/);
    expect(env.comfy.stats.rejected).toBe(1);
    expect(JSON.stringify(env.logs)).toContain('Value 20 bigger than max of 8');
    expect(env.comfy.stats.violations).toEqual([]);

    const within = await waitForResult(
      await runImagine(env, { prompt: 'a quick fox', steps: 8 }),
      20_000,
    );
    expect(titleOf(within)).toBe('✅ Image ready');
  });

  it("stays the operator's to fix when the value is the workflow's own (the member set no steps)", async () => {
    env = await startComfyEnv({
      comfy: { customNodes: TURBO },
      workflows: { turbo: turboWorkflow(20) },
    });
    const final = await waitForResult(await runImagine(env, { prompt: 'a quick fox' }), 20_000);
    expect(cardText(final)).toContain(
      'ComfyUI refused this request because of how the bot is set up (its model, workflow or access), so nothing was generated or charged. Only the bot’s operator can fix this: please tell them.',
    );
    expect(cardText(final)).not.toContain('a value you chose');
  });
});
