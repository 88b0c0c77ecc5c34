import { readFileSync } from 'node:fs';
import { loadImage } from '@napi-rs/canvas';
import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { renderImage } from '../../../sandbox/image-api/image-renderer.js';
import { type ComfyEnv, startComfyEnv } from '../comfyui/comfy-kit.js';
import { taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';

/** The workflows the bot ships: text to image, an edit, and ×2 and ×4 upscales. */
const SHIPPED = Object.fromEntries(
  ['sd15', 'sd15-img2img', 'upscale-x2', 'upscale-x4'].map((name) => [
    name,
    JSON.parse(readFileSync(`comfyui-workflows/${name}.json`, 'utf8')),
  ]),
);

/** A 640×480 PNG, as a member would attach it. */
const photo = () =>
  renderImage({ width: 640, height: 480, prompt: 'a photo of a harbour', seed: 7 });

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** Runs `/imagine` with `image:` attached (and the other options) as alice. */
function imagineWithImage(
  env: ComfyEnv,
  options: Record<string, string | number>,
  image: { name: string; data: Buffer },
): Promise<InteractionRun> {
  return env.discord.runCommand({
    channel: env.channel,
    user: env.user,
    name: 'imagine',
    options,
    attachments: { image },
  });
}

/** The prompt ComfyUI ran for `run`, and the node of class `classType` in it. */
async function ran(env: ComfyEnv, run: InteractionRun) {
  const graph = env.comfy.history(await taskIdOf(env, run))?.prompt[2] as Graph;
  const of = (classType: string) =>
    Object.values(graph).find((node) => node.class_type === classType)?.inputs ?? {};
  return { graph, of };
}

describe('/imagine image: on ComfyUI (the edit workflow, the image uploaded)', () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('uploads the attached image to temp/ under a random name and runs the edit workflow with it and the strength; the edit is delivered', async () => {
    env = await startComfyEnv({ workflows: SHIPPED });
    const bytes = await photo();
    const run = await imagineWithImage(
      env,
      { prompt: 'the same harbour under snow', strength: 0.4 },
      { name: 'harbour.png', data: bytes },
    );
    const final = await waitForResult(run, 30_000);
    expect(titleOf(final)).toBe('✅ Image ready');
    expect(final.gallery).toHaveLength(1);
    expect(final.thumbnails).toHaveLength(1);
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.input).toEqual({ action: { kind: 'edit', strength: 0.4 }, ref: run.id });
    const { graph, of } = await ran(env, run);
    expect(graph['9']?.inputs.filename_prefix).toBe('imagine-bot-edit');
    const loaded = String(of('LoadImage').image);
    expect(loaded).toMatch(/^imagine-bot\/[0-9a-f-]{36}\.png \[temp\]$/);
    for (const who of [env.user.id, env.guild.id, env.channel.id, 'harbour']) {
      expect(loaded).not.toContain(who);
    }
    const file = loaded.slice('imagine-bot/'.length, -' [temp]'.length);
    expect(env.comfy.file('temp', 'imagine-bot', file)?.equals(bytes)).toBe(true);
    expect(of('KSampler')).toMatchObject({ denoise: 0.4 });
    expect(of('CLIPTextEncode').text).toBe('the same harbour under snow');
    expect(of('ImageScale')).toMatchObject({ width: 640, height: 480 });
    const delivered = await loadImage(
      Buffer.from(await (await fetch(final.attachments[0]?.url ?? '')).arrayBuffer()),
    );
    expect([delivered.width, delivered.height]).toEqual([640, 480]);
    expect(env.comfy.stats.requests.upload_image).toBe(1);
    expect(env.comfy.stats.requests.prompt_post).toBe(1);
    expect(env.comfy.stats.violations).toEqual([]);
    expect(
      env.logs.some((line) => JSON.stringify(line).includes(bytes.toString('base64').slice(0, 64))),
    ).toBe(false);
  });

  it('takes the edit workflow’s own strength (its denoise, 0.6) when none is given', async () => {
    env = await startComfyEnv({ workflows: SHIPPED });
    const run = await imagineWithImage(
      env,
      { prompt: 'a harbour at dusk' },
      { name: 'h.png', data: await photo() },
    );
    expect(titleOf(await waitForResult(run, 30_000))).toBe('✅ Image ready');
    expect((await ran(env, run)).of('KSampler')).toMatchObject({ denoise: 0.6 });
  });

  it('refuses an image privately, sending nothing, where no workflow takes one', async () => {
    env = await startComfyEnv({ workflows: { sd15: SHIPPED.sd15 } });
    const run = await imagineWithImage(
      env,
      { prompt: 'snow' },
      { name: 'h.png', data: await photo() },
    );
    const { ephemeral } = await run.waitForAck();
    const notice = ephemeral ? await run.waitForReply() : await run.waitForFollowUp();
    expect(notice.ephemeral).toBe(true);
    expect(env.comfy.stats.requests.upload_image).toBe(0);
    expect(env.comfy.stats.requests.prompt_post).toBe(0);
  });
});
