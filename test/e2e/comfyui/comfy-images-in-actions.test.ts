import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun, MessageView } from '../../../sandbox/discord/index.js';
import {
  cardText,
  digest,
  fieldsOf,
  runImagine,
  taskIdOf,
  titleOf,
  waitForResult,
} from '../imagine/imagine-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** The workflows the bot ships: text to image, an edit, and ×2 and ×4 upscales. */
const SHIPPED = Object.fromEntries(
  ['sd15', 'sd15-img2img', 'upscale-x2', 'upscale-x4'].map((name) => [
    name,
    JSON.parse(readFileSync(`comfyui-workflows/${name}.json`, 'utf8')),
  ]),
);

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** The graph ComfyUI ran for `run`, a node's inputs by class, and the bytes of its input image. */
async function ran(env: ComfyEnv, run: InteractionRun) {
  const graph = env.comfy.history(await taskIdOf(env, run))?.prompt[2] as Graph;
  const of = (classType: string) =>
    Object.values(graph).find((node) => node.class_type === classType)?.inputs ?? {};
  const loaded = String(of('LoadImage').image);
  const file = loaded.slice('imagine-bot/'.length, -' [temp]'.length);
  return { graph, of, input: env.comfy.file('temp', 'imagine-bot', file) };
}

const labels = (message: MessageView) => message.buttons.map((button) => button.label);

describe("a card's image actions on ComfyUI (the shipped edit and upscale workflows), through discord.js", () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it("offers Vary, Upscale ×2 and ×4 and Edit; Upscale ×2 uploads the card's image and runs the ×2 workflow on it, delivered twice as large", async () => {
    env = await startComfyEnv({ workflows: SHIPPED });
    const card = await waitForResult(await runImagine(env, { prompt: 'a lighthouse' }), 30_000);
    expect(labels(card)).toEqual(
      expect.arrayContaining([
        '🌱 Vary (subtle)',
        '🌪️ Vary (strong)',
        '🔍 Upscale ×2',
        '🔍 Upscale ×4',
        '🖌️ Edit',
      ]),
    );
    const shown = card.attachments[0];
    const run = await env.discord.clickButton({
      message: card,
      label: '🔍 Upscale ×2',
      user: env.user,
    });
    const result = await waitForResult(run, 30_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    const { graph, of, input } = await ran(env, run);
    expect(graph['4']?.inputs.filename_prefix).toBe('imagine-bot-upscale');
    expect(of('UpscaleModelLoader').model_name).toBe('RealESRGAN_x2plus.pth');
    expect(digest(input)).toBe(digest(shown?.bytes));
    const before = imageSize(shown?.bytes ?? new Uint8Array());
    const made = imageSize(result.attachments[0]?.bytes ?? new Uint8Array());
    expect([made.width, made.height]).toEqual([before.width * 2, before.height * 2]);
    const job = await env.app.context.jobs.get(run.id);
    expect(job?.input?.action).toEqual({ kind: 'upscale', factor: 2 });
    expect(env.comfy.stats.violations).toEqual([]);
  });

  it("Vary (strong) runs the edit workflow on the card's image with its prompt, a new seed and the strong denoise; Edit sends what to change", async () => {
    env = await startComfyEnv({ workflows: SHIPPED });
    const card = await waitForResult(
      await runImagine(env, { prompt: 'a red fox', seed: 42 }),
      30_000,
    );
    const shown = card.attachments[0];
    const vary = await env.discord.clickButton({
      message: card,
      label: '🌪️ Vary (strong)',
      user: env.user,
    });
    const variedCard = await waitForResult(vary, 30_000);
    expect(titleOf(variedCard)).toBe('✅ Image ready');
    // The card, Details and /history name the edit workflow that ran, not the card's text-to-image one.
    expect(fieldsOf(variedCard).Workflow).toBe('sd15-img2img');
    const details = await (await vary.clickButton({ label: 'ℹ️ Details' })).waitForReply();
    expect(fieldsOf(details).Workflow).toBe('sd15-img2img');
    const history = await env.app.context.stores.history.list(env.user.id);
    expect(history.find((entry) => entry.id === vary.id)?.workflow).toBe('sd15-img2img');
    const varied = await ran(env, vary);
    expect(varied.graph['9']?.inputs.filename_prefix).toBe('imagine-bot-edit');
    expect(digest(varied.input)).toBe(digest(shown?.bytes));
    expect(varied.of('KSampler')).toMatchObject({ denoise: 0.7 });
    expect(varied.of('KSampler').seed).not.toBe(42);
    expect(String(varied.of('CLIPTextEncode').text)).toMatch(/^a red fox/);
    expect((await env.app.context.jobs.get(vary.id))?.input?.action).toEqual({
      kind: 'vary',
      strength: 'strong',
    });

    const click = await env.discord.clickButton({ message: card, label: '🖌️ Edit', user: env.user });
    await click.waitForModal();
    const edit = await click.submitModal({ change: 'the same fox in snow' });
    const editedCard = await waitForResult(edit, 30_000);
    expect(titleOf(editedCard)).toBe('✅ Image ready');
    expect(fieldsOf(editedCard).Workflow).toBe('sd15-img2img');
    const edited = await ran(env, edit);
    expect(digest(edited.input)).toBe(digest(shown?.bytes));
    expect(String(edited.of('CLIPTextEncode').text)).toMatch(/^the same fox in snow/);
    expect(edited.of('KSampler')).toMatchObject({ denoise: 0.6 });
    expect(env.comfy.stats.violations).toEqual([]);
  });

  it("Vary (subtle) runs the edit workflow on the card's image with its prompt, a new seed and the subtle denoise", async () => {
    env = await startComfyEnv({ workflows: SHIPPED });
    const card = await waitForResult(
      await runImagine(env, { prompt: 'a red fox', seed: 42 }),
      30_000,
    );
    const shown = card.attachments[0];
    const vary = await env.discord.clickButton({
      message: card,
      label: '🌱 Vary (subtle)',
      user: env.user,
    });
    const result = await waitForResult(vary, 30_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(cardText(result)).toContain(`🔀 Varied (subtle) from ${shown?.filename}`);
    const varied = await ran(env, vary);
    expect(varied.graph['9']?.inputs.filename_prefix).toBe('imagine-bot-edit');
    expect(digest(varied.input)).toBe(digest(shown?.bytes));
    expect(varied.of('KSampler')).toMatchObject({ denoise: 0.35 });
    expect(varied.of('KSampler').seed).not.toBe(42);
    expect(String(varied.of('CLIPTextEncode').text)).toMatch(/^a red fox/);
    expect((await env.app.context.jobs.get(vary.id))?.input?.action).toEqual({
      kind: 'vary',
      strength: 'subtle',
    });
    expect(env.comfy.stats.violations).toEqual([]);
  });
});
