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

describe('MAX_ACTIVE_PER_MEMBER on ComfyUI: images waiting in the line count', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('refuses a fifth image to a member with 2 running and 2 waiting, saying them apart', async () => {
    env = await startComfyEnv({
      comfy: { stepMs: 60_000 },
      env: { COMFYUI_SLOTS: '2', MAX_ACTIVE_PER_MEMBER: '4' },
    });
    const four = await runImagine(env, { prompt: 'a fox', count: 4 });
    await expect.poll(() => env.comfy.stats.requests.prompt_post, { timeout: 20_000 }).toBe(2);
    await four.waitForOriginal((message) => cardText(message).includes('Position'), {
      timeout: 20_000,
    });
    const fifth = await runImagine(env, { prompt: 'an owl' });
    const reply = await fifth.waitForReply();
    expect(reply.ephemeral).toBe(true);
    expect(reply.content).toBe(
      '⚠️ You already have 4 generations under way (2 running, 2 waiting in the line); wait for one to finish.',
    );
    const two = await runImagine(env, { prompt: 'an owl', count: 2 });
    expect((await two.waitForReply()).content).toBe(
      '⚠️ You asked for 2 images, but you may have at most 4 generations under way at once, waiting ones included (2 running and 2 waiting now). Ask for fewer or wait for them to finish; nothing was charged.',
    );
    expect(env.comfy.stats.requests.prompt_post).toBe(2);
  });
});
