import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { type ComfyEnv, startComfyEnv } from '../comfyui/comfy-kit.js';
import { titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { refusal } from '../settings/prefs-kit.js';

/** The workflows the bot ships: text to image, an edit, and ×2 and ×4 upscales. */
const SHIPPED = Object.fromEntries(
  ['sd15', 'sd15-img2img', 'upscale-x2', 'upscale-x4'].map((name) => [
    name,
    JSON.parse(readFileSync(`comfyui-workflows/${name}.json`, 'utf8')),
  ]),
);

const OTHERS_INPUT =
  '⚠️ This image was made from a picture another member brought, which only they can use again. Start from the posted image with its own buttons (Vary, Upscale, Edit) instead. Nothing was sent or charged.';

/** What ComfyUI was sent so far: images uploaded and prompts queued. */
const sent = (env: ComfyEnv) => ({
  uploads: env.comfy.stats.requests.upload_image,
  prompts: env.comfy.stats.requests.prompt_post,
});

describe("another member's Re-roll or Remix of a public edit never sends the member's own photo (ComfyUI)", () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it("bob's Re-roll and Remix of alice's edit are refused privately, nothing uploaded or queued; alice's own Re-roll keeps her photo", async () => {
    env = await startComfyEnv({ workflows: SHIPPED });
    const photo = await renderImage({ width: 640, height: 480, prompt: 'my kitchen', seed: 3 });
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'the same kitchen, tidy' },
      attachments: { image: { name: 'kitchen.png', data: photo } },
    });
    const card = await waitForResult(run, 30_000);
    expect(titleOf(card)).toBe('✅ Image ready');
    await env.app.context.jobs.idle();
    const bob = env.discord.createUser({ username: 'bob', guild: env.guild });
    const before = sent(env);

    const reroll = await env.discord.clickButton({ message: card, label: '🎲 Re-roll', user: bob });
    expect(await refusal(env, reroll)).toBe(OTHERS_INPUT);
    const remix = await env.discord.clickButton({ message: card, label: '🎛️ Remix', user: bob });
    await remix.waitForReply();
    const generate = await remix.clickButton({ label: '🎨 Generate' }, { user: bob });
    expect(await refusal(env, generate)).toBe(OTHERS_INPUT);
    expect(sent(env)).toEqual(before);
    expect(env.discord.messages(env.channel).filter((m) => !m.ephemeral)).toHaveLength(1);

    const own = await env.discord.clickButton({
      message: card,
      label: '🎲 Re-roll',
      user: env.user,
    });
    expect(titleOf(await waitForResult(own, 30_000))).toBe('✅ Image ready');
    expect((await env.app.context.jobs.get(own.id))?.input?.ref).toBe(run.id);
    expect(env.comfy.stats.violations).toEqual([]);
  });
});
