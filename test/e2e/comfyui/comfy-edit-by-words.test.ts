import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageView } from '../../../sandbox/discord/index.js';
import { cardText, runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { cardImage } from '../imagine/region-kit.js';
import { type ComfyEnv, postWhatTheCheckFinds, startComfyEnv } from './comfy-kit.js';

/** A shipped workflow, as an owner copies it into COMFYUI_WORKFLOWS_DIR. */
const shipped = (file: string) => JSON.parse(readFileSync(`comfyui-workflows/${file}`, 'utf8'));

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** The graph ComfyUI ran for the job `runId`. */
async function graphOf(env: ComfyEnv, runId: string): Promise<Graph> {
  const job = await env.app.context.jobs.get(runId);
  return env.comfy.history(job?.taskId ?? '')?.prompt[2] as Graph;
}

/**
 * A seed whose `a harbour` the emulator draws with shapes to compare: some of its pictures are one
 * flat field at 16 × 16 (seed 3's), where a likeness means nothing.
 */
const SHAPED_SEED = 5;

/** The node of class `kind` in `graph` (the first). */
const nodeOf = (graph: Graph, kind: string) =>
  Object.values(graph).find((node) => node.class_type === kind);

/** `image` as 16 × 16 grey levels, for comparing compositions. */
const thumb = (image: Buffer) =>
  sharp(image).resize(16, 16, { fit: 'fill' }).greyscale().raw().toBuffer();

/**
 * How alike two images' compositions are: the correlation of their 16 × 16 grey levels (1: the same
 * shapes, whatever wash of colour is over them; about 0: unrelated).
 */
async function likeness(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([thumb(a), thumb(b)]);
  const mean = (v: Buffer) => v.reduce((sum, each) => sum + each, 0) / v.length;
  const [mx, my] = [mean(x), mean(y)];
  let xy = 0;
  let xx = 0;
  let yy = 0;
  for (let i = 0; i < x.length; i += 1) {
    const dx = (x[i] ?? 0) - mx;
    const dy = (y[i] ?? 0) - my;
    xy += dx * dy;
    xx += dx * dx;
    yy += dy * dy;
  }
  return xy / Math.sqrt(xx * yy || 1);
}

/** Presses the card's Edit: its form's text field and note. */
async function openEdit(env: ComfyEnv, card: MessageView) {
  const click = await env.discord.clickButton({ message: card, label: '🖌️ Edit', user: env.user });
  const modal = await click.waitForModal();
  const field = modal.fields.find((each) => each.customId === 'change');
  return { click, label: field?.label, note: field?.description };
}

describe('edits with words on ComfyUI: the shipped Flux.1 Kontext dev and Qwen-Image-Edit-2509 workflows', {
  timeout: 120_000,
}, () => {
  let env: ComfyEnv;
  afterEach(async () => {
    const violations = env?.comfy.stats.violations;
    await env?.close();
    expect(violations).toEqual([]);
  });

  it("a card's Edit runs Kontext: the words as its instruction, the image kept, the form and card saying so", async () => {
    env = await startComfyEnv({
      workflows: {
        sd15: shipped('sd15.json'),
        'sd15-img2img': shipped('sd15-img2img.json'),
        'flux1-kontext-dev-edit': shipped('families/flux1-kontext-dev-edit.json'),
      },
    });
    await postWhatTheCheckFinds(env);
    const card = await waitForResult(
      await runImagine(env, { prompt: 'a harbour', seed: SHAPED_SEED }),
      30_000,
    );
    const { click, note } = await openEdit(env, card);
    expect(note).toBe(
      'Say what to change (“make it night”, “remove the man on the left”); the rest stays as it is.',
    );
    const run = await click.submitModal({ change: 'make it night' });
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(cardText(result)).toContain(`✏️ Edited with words from ${card.attachments[0]?.filename}`);
    const graph = await graphOf(env, run.id);
    expect(nodeOf(graph, 'UNETLoader')?.inputs.unet_name).toBe(
      'flux1-dev-kontext_fp8_scaled.safetensors',
    );
    expect(nodeOf(graph, 'CLIPTextEncode')?.inputs.text).toBe('make it night');
    // An edit model runs at its own denoise (1): no strength is written into it.
    expect(nodeOf(graph, 'KSampler')?.inputs.denoise).toBe(1);
    expect(nodeOf(graph, 'LoadImage')?.inputs.image).toMatch(/^imagine-bot\/.+ \[temp\]$/);
    // The result keeps the card's composition, as Kontext does, changed by the words.
    const edited = cardImage(result);
    expect(await likeness(edited, cardImage(card))).toBeGreaterThan(0.9);
    const colours = (image: Buffer) =>
      sharp(image).resize(16, 16, { fit: 'fill' }).removeAlpha().raw().toBuffer();
    const [was, now] = await Promise.all([colours(cardImage(card)), colours(edited)]);
    const changed = was.reduce((sum, level, i) => sum + Math.abs(level - (now[i] ?? 0)), 0);
    expect(changed / was.length).toBeGreaterThan(5);
    // Kontext draws at the size of its own buckets nearest the card's aspect.
    expect(await sharp(edited).metadata()).toMatchObject({ width: 1024, height: 1024 });
    expect(env.comfy.stats.rejected).toBe(0);
  });

  it('/imagine with an image edits it by words on Qwen-Image-Edit-2509; a strength typed is said ignored', async () => {
    env = await startComfyEnv({
      workflows: {
        sd15: shipped('sd15.json'),
        'qwen-image-edit-2509': shipped('families/qwen-image-edit-2509.json'),
      },
    });
    await postWhatTheCheckFinds(env);
    const photo = await sharp({
      create: { width: 768, height: 512, channels: 3, background: '#3060a0' },
    })
      .composite([
        {
          input: await sharp({
            create: { width: 256, height: 256, channels: 3, background: '#f0d020' },
          })
            .png()
            .toBuffer(),
          left: 96,
          top: 128,
        },
      ])
      .png()
      .toBuffer();
    const run = await env.discord.runCommand({
      channel: env.channel,
      user: env.user,
      name: 'imagine',
      options: { prompt: 'replace the sun with a moon', strength: 0.3 },
      attachments: { image: { name: 'sky.png', data: photo, contentType: 'image/png' } },
    });
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    const text = cardText(result);
    expect(text).toContain('✏️ Edited with words from sky.png');
    expect(text).toContain('strength');
    const graph = await graphOf(env, run.id);
    const positive = Object.values(graph).filter(
      (node) => node.class_type === 'TextEncodeQwenImageEditPlus',
    );
    expect(positive.map((node) => node.inputs.prompt)).toContain('replace the sun with a moon');
    expect(nodeOf(graph, 'KSampler')?.inputs.denoise).toBe(1);
    // 768 × 512 (3:2) is drawn at Kontext's nearest bucket, 1248 × 832, the photo's layout kept.
    const edited = cardImage(result);
    expect(await sharp(edited).metadata()).toMatchObject({ width: 1248, height: 832 });
    expect(await likeness(edited, photo)).toBeGreaterThan(0.9);
    expect(await taskIdOf(env, run)).toBeTruthy();
  });

  it('where only an image-to-image workflow is served, the form asks for the whole new image and the card says image to image', async () => {
    env = await startComfyEnv({
      workflows: { sd15: shipped('sd15.json'), 'sd15-img2img': shipped('sd15-img2img.json') },
    });
    await postWhatTheCheckFinds(env);
    const card = await waitForResult(
      await runImagine(env, { prompt: 'a harbour', seed: SHAPED_SEED }),
      30_000,
    );
    const { click, note } = await openEdit(env, card);
    expect(note).toContain('describe the whole new image');
    const run = await click.submitModal({ change: 'the same harbour at night' });
    const result = await waitForResult(run, 60_000);
    expect(cardText(result)).toContain(
      `✏️ Edited from ${card.attachments[0]?.filename} (image to image)`,
    );
    expect(nodeOf(await graphOf(env, run.id), 'KSampler')?.inputs.denoise).toBe(0.6);
  });

  it('on an older ComfyUI without the edit models’ nodes, names them at start (update ComfyUI) and edits image to image meanwhile', async () => {
    env = await startComfyEnv({
      workflows: {
        sd15: shipped('sd15.json'),
        'sd15-img2img': shipped('sd15-img2img.json'),
        'flux1-kontext-dev-edit': shipped('families/flux1-kontext-dev-edit.json'),
      },
      comfy: { withoutNodes: ['ReferenceLatent', 'FluxKontextImageScale'] },
    });
    await postWhatTheCheckFinds(env);
    const lines = env.logs.map((line) => String(line.msg));
    expect(lines).toContainEqual(
      expect.stringMatching(
        /has no node FluxKontextImageScale, ReferenceLatent .*workflow flux1-kontext-dev-edit needs.*update ComfyUI on the server/,
      ),
    );
    const card = await waitForResult(
      await runImagine(env, { prompt: 'a harbour', seed: SHAPED_SEED }),
      30_000,
    );
    const { click, note } = await openEdit(env, card);
    expect(note).toContain('describe the whole new image');
    const result = await waitForResult(
      await click.submitModal({ change: 'the harbour at night' }),
      60_000,
    );
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(cardText(result)).toContain('(image to image)');
    expect(env.comfy.stats.rejected).toBe(0);
  });
});
