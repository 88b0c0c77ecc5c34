import { afterEach, describe, expect, it } from 'vitest';
import { workflow } from '../../sandbox/comfyui/comfy-fixture.js';
import { describeLimitsInImages } from '../helpers/limits-in-images.js';
import { cardText, runImagine, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

describeLimitsInImages({
  name: 'ComfyUI',
  start: () => startComfyEnv(),
  submissions: (env) => env.comfy.stats.requests.prompt_post,
  violations: (env) => env.comfy.stats.violations,
});

describe('a daily limit on ComfyUI', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('gives back the image of a prompt ComfyUI refused before running it', async () => {
    const broken = workflow();
    const loader = broken['4'];
    if (loader) loader.inputs.ckpt_name = 'missing.safetensors';
    env = await startComfyEnv({ workflows: { broken, txt2img: workflow() } });
    await env.app.context.stores.guildSettings.setDailyLimit(env.guild.id, 1);
    const refused = await runImagine(env, { prompt: 'a fox', workflow: 'broken' });
    const refusal = cardText(await waitForResult(refused, 20_000));
    // The operator's refusal: ComfyUI's words (the checkpoint's name) stay in the log.
    expect(refusal).toContain('Press **Retry** once the bot’s operator has fixed it.');
    expect(refusal).not.toContain('missing.safetensors');
    await expect.poll(() => env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(0);
    const made = await runImagine(env, { prompt: 'a fox', workflow: 'txt2img' });
    expect(titleOf(await waitForResult(made, 20_000))).toBe('✅ Image ready');
    expect(await env.app.context.stores.usage.used(env.guild.id, env.user.id)).toBe(1);
  });
});
