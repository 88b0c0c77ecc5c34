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

  it("is refused privately before anything is queued when the member chose it: the option and the limit the workflow's node declares in /object_info, nothing charged", async () => {
    env = await startComfyEnv({
      comfy: { customNodes: TURBO },
      workflows: { turbo: turboWorkflow(4) },
    });
    await env.app.context.stores.guildSettings.setDailyLimit(env.guild.id, 1);
    const run = await runImagine(env, { prompt: 'a quick fox', steps: 20 });
    const { ephemeral } = await run.waitForAck();
    const notice = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
    expect(notice.ephemeral).toBe(true);
    expect(notice.content).toMatch(/^⚠️ `steps` must be at most 8 \(got 20\)/);
    expect(notice.content).not.toMatch(/operator|KSamplerTurbo|node 3/);
    expect(env.comfy.stats.requests.prompt_post ?? 0).toBe(0);
    expect(env.comfy.stats.rejected).toBe(0);
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(0);
    expect(env.comfy.stats.violations).toEqual([]);

    const within = await waitForResult(
      await runImagine(env, { prompt: 'a quick fox', steps: 8 }),
      20_000,
    );
    expect(titleOf(within)).toBe('✅ Image ready');
  }, 60_000);

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
