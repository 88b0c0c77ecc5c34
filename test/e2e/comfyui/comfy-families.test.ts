import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { InteractionRun } from '../../../sandbox/discord/index.js';
import { cardText, runImagine, taskIdOf, titleOf, waitForResult } from '../imagine/imagine-kit.js';
import { loraRefusal } from '../imagine/lora-kit.js';
import { canvasIn, cardImage, pressAndWait, varyRegion } from '../imagine/region-kit.js';
import { expectMaskedResult, outpaintExpected, regionExpected } from '../imagine/region-pixels.js';
import { remixFromDetails } from '../imagine/remix-kit.js';
import { type ComfyEnv, startComfyEnv } from './comfy-kit.js';

/** A shipped workflow, as an owner copies it into COMFYUI_WORKFLOWS_DIR. */
const shipped = (file: string) => JSON.parse(readFileSync(`comfyui-workflows/${file}`, 'utf8'));

const WORKFLOWS = {
  sd15: shipped('sd15.json'),
  sdxl: shipped('families/sdxl.json'),
  'flux1-dev': shipped('families/flux1-dev.json'),
  'qwen-image': shipped('families/qwen-image.json'),
};

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** The graph ComfyUI ran for `run`, once its card is final and says the image is ready. */
async function ran(env: ComfyEnv, run: InteractionRun): Promise<Graph> {
  expect(titleOf(await waitForResult(run, 20_000))).toBe('✅ Image ready');
  return env.comfy.history(await taskIdOf(env, run))?.prompt[2] as Graph;
}

/** The node of class `kind` in `graph` (the first). */
const nodeOf = (graph: Graph, kind: string) =>
  Object.values(graph).find((node) => node.class_type === kind);

describe("today's model families on ComfyUI: the shipped SDXL, Flux.1 dev and Qwen-Image workflows", () => {
  let env: ComfyEnv;
  afterEach(() => env?.close());

  it('runs each as ComfyUI accepts it, at its own size, the member’s words in its prompt', async () => {
    env = await startComfyEnv({ workflows: WORKFLOWS });
    const sizes: Record<string, [number, number]> = {
      sdxl: [1024, 1024],
      'flux1-dev': [1024, 1024],
      'qwen-image': [1328, 1328],
    };
    for (const [workflow, [width, height]] of Object.entries(sizes)) {
      const graph = await ran(env, await runImagine(env, { prompt: 'a red fox', workflow }));
      const latent = Object.values(graph).find((node) => 'batch_size' in node.inputs);
      expect(latent?.inputs, workflow).toMatchObject({ width, height });
      const texts = Object.values(graph).map((node) => node.inputs.text);
      expect(texts, workflow).toContain('a red fox');
    }
    expect(env.comfy.stats.rejected).toBe(0);
    expect(env.comfy.stats.violations).toEqual([]);
    // The owner reads each workflow's family, as its nodes tell it, in the start log.
    const registered = env.logs.filter((line) => line.msg === 'comfyui workflow registered');
    expect(Object.fromEntries(registered.map((line) => [line.workflow, line.family]))).toEqual({
      sd15: 'Stable Diffusion 1.5',
      sdxl: 'SDXL',
      'flux1-dev': 'Flux.1',
      'qwen-image': 'Qwen-Image',
    });
  });

  it('tells on the card that Flux.1 dev takes no negative prompt, and sends none; Qwen-Image takes it', async () => {
    env = await startComfyEnv({ workflows: WORKFLOWS });
    const flux = await runImagine(env, {
      prompt: 'a red fox',
      workflow: 'flux1-dev',
      negative_prompt: 'owls',
    });
    const fluxGraph = await ran(env, flux);
    expect(cardText(await waitForResult(flux))).toContain(
      'Ignored by the flux1-dev workflow: negative_prompt',
    );
    expect(JSON.stringify(fluxGraph)).not.toContain('owls');
    expect(nodeOf(fluxGraph, 'ConditioningZeroOut')).toBeDefined();

    const qwen = await runImagine(env, {
      prompt: 'a red fox',
      workflow: 'qwen-image',
      negative_prompt: 'owls',
    });
    const qwenGraph = await ran(env, qwen);
    expect(cardText(await waitForResult(qwen))).not.toContain('Ignored by');
    const texts = Object.values(qwenGraph).map((node) => String(node.inputs.text ?? ''));
    expect(texts.some((text) => text.endsWith(', owls'))).toBe(true);
  });

  it('names at start each file a family workflow needs that the server lacks, with its folder', async () => {
    env = await startComfyEnv({
      workflows: { sd15: WORKFLOWS.sd15, 'flux1-dev': WORKFLOWS['flux1-dev'] },
      comfy: { modelFiles: { textEncoders: ['clip_l.safetensors'] } },
    });
    const lines = env.logs.map((line) => String(line.msg));
    expect(lines).toContainEqual(
      expect.stringMatching(
        /has no text encoder t5xxl_fp16\.safetensors .*workflow flux1-dev needs.*models\/text_encoders/,
      ),
    );
  });

  it("sizes /imagine size:'s shapes in each family's own buckets: SD 1.5's 512-based, SDXL's and Flux's megapixel, Qwen-Image's", async () => {
    env = await startComfyEnv({ workflows: WORKFLOWS });
    const expected: Record<string, Record<string, [number, number]>> = {
      sd15: { portrait: [512, 768], wide: [768, 432] },
      sdxl: { portrait: [832, 1216], wide: [1344, 768] },
      'flux1-dev': { portrait: [832, 1216], wide: [1344, 768] },
      'qwen-image': { portrait: [1056, 1584], wide: [1664, 928] },
    };
    for (const [workflow, shapes] of Object.entries(expected)) {
      for (const [size, [width, height]] of Object.entries(shapes)) {
        const run = await runImagine(env, { prompt: 'a red fox', workflow, size });
        const graph = await ran(env, run);
        const latent = Object.values(graph).find((node) => 'batch_size' in node.inputs);
        expect(latent?.inputs, `${workflow} ${size}`).toMatchObject({ width, height });
      }
    }
    // Width and height typed still win over the shape.
    const typed = await runImagine(env, {
      prompt: 'a red fox',
      workflow: 'sd15',
      size: 'wide',
      width: 640,
    });
    const latent = Object.values(await ran(env, typed)).find((node) => 'batch_size' in node.inputs);
    expect(latent?.inputs).toMatchObject({ width: 640, height: 432 });
  });

  it('refuses privately a LoRA made for another family than the workflow runs, naming both; one made for it, or one that does not say, runs', async () => {
    env = await startComfyEnv({ workflows: WORKFLOWS });
    const refused = await loraRefusal(
      await runImagine(env, { prompt: 'a red fox', workflow: 'sd15', lora: 'pixel-art-xl-v1.1' }),
    );
    expect(refused).toMatch(
      /^⚠️ the LoRA “pixel-art-xl-v1\.1” was made for SDXL, but the workflow “sd15” runs Stable Diffusion 1\.5: pick a LoRA made for Stable Diffusion 1\.5, or a SDXL workflow/,
    );
    expect(refused).toContain('nothing was charged');
    expect(env.comfy.stats.requests.prompt_post ?? 0).toBe(0);
    const sdxl = await runImagine(env, {
      prompt: 'a red fox',
      workflow: 'sdxl',
      lora: 'pixel-art-xl-v1.1',
    });
    const graph = await ran(env, sdxl);
    expect(nodeOf(graph, 'LoraLoader')?.inputs.lora_name).toBe('pixel-art-xl-v1.1.safetensors');
    const unsaid = await runImagine(env, {
      prompt: 'a red fox',
      workflow: 'sdxl',
      lora: 'film-grain',
    });
    expect(nodeOf(await ran(env, unsaid), 'LoraLoader')?.inputs.lora_name).toBe(
      'styles/film-grain.safetensors',
    );
    expect(env.comfy.stats.requests.view_metadata).toBeGreaterThan(0);
  });

  it("edits and varies a region of an SDXL card on SDXL's edit and inpaint workflows, an SD 1.5 card's on SD 1.5's", async () => {
    env = await startComfyEnv({
      workflows: {
        sd15: shipped('sd15.json'),
        'sd15-img2img': shipped('sd15-img2img.json'),
        'sd15-inpaint': shipped('sd15-inpaint.json'),
        sdxl: shipped('families/sdxl.json'),
        'sdxl-img2img': shipped('families/sdxl-img2img.json'),
        'sdxl-inpaint': shipped('families/sdxl-inpaint.json'),
      },
    });
    const checkpointOf = (graph: Graph) =>
      nodeOf(graph, 'CheckpointLoaderSimple')?.inputs.ckpt_name;
    const edit = async (card: Awaited<ReturnType<typeof waitForResult>>) => {
      const click = await env.discord.clickButton({
        message: card,
        label: '🖌️ Edit',
        user: env.user,
      });
      await click.waitForModal();
      return ran(env, await click.submitModal({ change: 'at night' }));
    };
    for (const [workflow, checkpoint, size] of [
      ['sdxl', 'sd_xl_base_1.0.safetensors', 1024],
      ['sd15', 'v1-5-pruned-emaonly.safetensors', 512],
    ] as const) {
      const card = await waitForResult(
        await runImagine(env, { prompt: 'a harbour', workflow }),
        30_000,
      );
      const edited = await edit(card);
      expect(checkpointOf(edited), workflow).toBe(checkpoint);
      expect(nodeOf(edited, 'ImageScale')?.inputs, workflow).toMatchObject({
        width: size,
        height: size,
      });
      expect(nodeOf(edited, 'SetLatentNoiseMask'), workflow).toBeUndefined();
      const { run } = await varyRegion(env, card, ['B2']);
      const region = await ran(env, run);
      expect(checkpointOf(region), workflow).toBe(checkpoint);
      expect(nodeOf(region, 'SetLatentNoiseMask'), workflow).toBeDefined();
    }
    expect(env.comfy.stats.rejected).toBe(0);
    const registered = env.logs.filter((line) => line.msg === 'comfyui workflow registered');
    expect(
      Object.fromEntries(registered.map((line) => [line.workflow, line.family])),
    ).toMatchObject({
      'sdxl-img2img': 'SDXL',
      'sdxl-inpaint': 'SDXL',
    });
  });

  it("varies a region and zooms out a Flux.1 card on the shipped Flux.1 Fill workflow, every kept pixel the card's", async () => {
    env = await startComfyEnv({
      workflows: {
        sd15: shipped('sd15.json'),
        'sd15-inpaint': shipped('sd15-inpaint.json'),
        'flux1-dev': shipped('families/flux1-dev.json'),
        'flux1-kontext-dev-edit': shipped('families/flux1-kontext-dev-edit.json'),
        'flux1-fill-dev-inpaint': shipped('families/flux1-fill-dev-inpaint.json'),
      },
    });
    const card = await waitForResult(
      await runImagine(env, { prompt: 'a lighthouse', workflow: 'flux1-dev', size: 'landscape' }),
      30_000,
    );
    const { run } = await varyRegion(env, card, ['A4', 'B4', 'C4'], { prompt: 'a red boat' });
    const result = await waitForResult(run, 60_000);
    expect(titleOf(result)).toBe('✅ Image ready');
    expect(cardText(result)).toMatch(/🖌️ Region varied from .*\.png/);
    const graph = await ran(env, run);
    expect(nodeOf(graph, 'UNETLoader')?.inputs.unet_name).toBe('flux1-fill-dev.safetensors');
    expect(nodeOf(graph, 'InpaintModelConditioning')).toBeDefined();
    expect(nodeOf(graph, 'CLIPTextEncode')?.inputs.text).toBe('a red boat');
    expect(nodeOf(graph, 'FluxGuidance')?.inputs.guidance).toBe(30);
    await expectMaskedResult(
      cardImage(result),
      await regionExpected(cardImage(card), ['A4', 'B4', 'C4']),
    );
    const zoomed = await pressAndWait(env, card, '🔍 Zoom out 2×');
    expect(titleOf(zoomed.result)).toBe('✅ Image ready');
    const zoomGraph = await ran(env, zoomed.run);
    expect(nodeOf(zoomGraph, 'UNETLoader')?.inputs.unet_name).toBe('flux1-fill-dev.safetensors');
    await expectMaskedResult(
      cardImage(zoomed.result),
      await outpaintExpected(cardImage(card), { zoom: 2 }, canvasIn(env)),
    );
    expect(env.comfy.stats.rejected).toBe(0);
    const registered = env.logs.filter((line) => line.msg === 'comfyui workflow registered');
    expect(registered.find((line) => line.workflow === 'flux1-fill-dev-inpaint')).toMatchObject({
      role: 'inpaint',
      family: 'Flux.1',
    });
  });

  it("shows a card's size on Remix as the shape it is in its workflow's family: SD 1.5's 512×768 is Portrait", async () => {
    env = await startComfyEnv({ workflows: WORKFLOWS });
    const sd15 = await runImagine(env, { prompt: 'a fox', workflow: 'sd15', size: 'portrait' });
    await waitForResult(sd15, 20_000);
    expect((await remixFromDetails(env, sd15)).picked().size).toBe('Size: Portrait (2:3)');
    const sdxl = await runImagine(env, { prompt: 'a fox', workflow: 'sdxl', size: 'portrait' });
    await waitForResult(sdxl, 20_000);
    expect((await remixFromDetails(env, sdxl)).picked().size).toBe('Size: Portrait (2:3)');
    const typed = await runImagine(env, {
      prompt: 'a fox',
      workflow: 'sd15',
      width: 640,
      height: 896,
    });
    await waitForResult(typed, 20_000);
    expect((await remixFromDetails(env, typed)).picked().size).toBe('Size: 640×896');
  });
});
