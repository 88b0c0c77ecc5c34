import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** The shipped text-to-image workflow, whose negative prompt is its own. */
const SD15 = JSON.parse(readFileSync('comfyui-workflows/sd15.json', 'utf8'));
const OWN = 'blurry, low quality, watermark, text';

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** The text of the CLIPTextEncode the sampler ComfyUI ran for `run` takes as its negative. */
async function negativeRan(env: ComfyEnv, run: InteractionRun): Promise<unknown> {
  expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
  const graph = env.comfy.history(await taskIdOf(env, run))?.prompt[2] as Graph;
  const sampler = Object.values(graph).find((node) => node.class_type === 'KSampler');
  const [id] = (sampler?.inputs.negative ?? []) as [string?, number?];
  return id === undefined ? undefined : graph[id]?.inputs.text;
}

describe("the negative prompt on ComfyUI: the workflow's own, then the member's and the server's", () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it("keeps the workflow's own where the member gives none, and adds the member's after it", async () => {
    env = await startComfyEnv({ workflows: { sd15: SD15 } });
    expect(await negativeRan(env, await runImagine(env, { prompt: 'a red fox' }))).toBe(OWN);
    const owls = await runImagine(env, { prompt: 'a red fox', negative_prompt: 'owls' });
    expect(await negativeRan(env, owls)).toBe(`${OWN}, owls`);
    const again = await runImagine(env, { prompt: 'a red fox', negative_prompt: 'Watermark' });
    expect(await negativeRan(env, again)).toBe(OWN);
    expect(env.comfy.stats.violations).toEqual([]);
  });

  it("sends the server's safety negative prompt after the workflow's own outside age-restricted channels", async () => {
    env = await startComfyEnv({ workflows: { sd15: SD15 } });
    await env.app.context.stores.policy.setSafety(env.guild.id, { safetyNegative: 'nudity' });
    expect(await negativeRan(env, await runImagine(env, { prompt: 'a red fox' }))).toBe(
      `${OWN}, nudity`,
    );
    const owls = await runImagine(env, { prompt: 'a red fox', negative_prompt: 'owls' });
    expect(await negativeRan(env, owls)).toBe(`${OWN}, owls, nudity`);
  });
});
