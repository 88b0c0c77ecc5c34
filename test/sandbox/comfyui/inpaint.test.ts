import { describe, expect, it } from 'vitest';
import type { Workflow } from '../../../sandbox/comfyui/index.js';
import { maskPng, paintedOnlyIn, pixels, sourcePng } from '../mask-pictures.js';
import { call, post, startComfy, upload, workflow } from './comfy-fixture.js';

type Outputs = Record<string, { images: { filename: string; subfolder: string }[] }>;

/** A node's output: its id and the output's index. */
type Link = [string, number];

const BLUE: [number, number, number] = [30, 90, 200];
const hole = { left: 16, top: 8, width: 16, height: 16 };

/** Uploads a 64×32 blue photo and, through `/upload/mask`, the same with `hole` transparent. */
async function photoWithMask(base: string): Promise<string> {
  await upload(base, await sourcePng(64, 32, BLUE), 'photo.png');
  const form = new FormData();
  const mask = await maskPng(64, 32, hole, 'alpha');
  form.append('image', new Blob([new Uint8Array(mask)], { type: 'image/png' }), 'masked.png');
  form.append('original_ref', JSON.stringify({ filename: 'photo.png', type: 'input' }));
  expect((await call(`${base}/upload/mask`, { method: 'POST', body: form })).status).toBe(200);
  return 'masked.png';
}

/** `nodes` over the text-to-image workflow, its sampler starting from `latent`, saving `saved`. */
function graph(nodes: Workflow, latent: Link, saved: Link): Workflow {
  const base = workflow();
  return {
    ...base,
    '3': { ...base['3'], inputs: { ...base['3']?.inputs, latent_image: latent } },
    '9': { class_type: 'SaveImage', inputs: { filename_prefix: 'inpaint', images: saved } },
    ...nodes,
  } as Workflow;
}

/** Runs `prompt` to its end; the PNG its SaveImage (node 9) wrote. */
async function run(started: Awaited<ReturnType<typeof startComfy>>, prompt: Workflow) {
  const { comfy, clock, base } = started;
  const answer = await post(`${base}/prompt`, { prompt });
  expect(answer.status).toBe(200);
  clock.advance(60_000);
  const outputs = (comfy.history(answer.json.prompt_id)?.outputs ?? {}) as Outputs;
  const file = outputs['9']?.images[0];
  expect(file, JSON.stringify(comfy.history(answer.json.prompt_id)?.status)).toBeDefined();
  return comfy.file('output', file?.subfolder ?? '', file?.filename ?? '') as Buffer;
}

/**
 * Runs `loaders` inpainting `image` where `mask` says (`VAEEncodeForInpaint`, the mask grown by
 * `grow`), the result composited onto `image` by the same mask (`ImageCompositeMasked`); the PNG saved.
 */
function inpaint(
  started: Awaited<ReturnType<typeof startComfy>>,
  loaders: Workflow,
  { image, mask, grow }: { image: Link; mask: Link; grow: number },
) {
  const composite = {
    destination: image,
    source: ['8', 0],
    x: 0,
    y: 0,
    resize_source: false,
    mask,
  };
  const nodes = {
    ...loaders,
    '11': {
      class_type: 'VAEEncodeForInpaint',
      inputs: { pixels: image, vae: ['4', 2], mask, grow_mask_by: grow },
    },
    '12': { class_type: 'ImageCompositeMasked', inputs: composite },
  } as Workflow;
  return run(started, graph(nodes, ['11', 0], ['12', 0]));
}

describe('ComfyUI emulator: masks in the graph, as nodes.py and nodes_mask.py run them', () => {
  it('inpaints where LoadImage’s mask (1 − alpha) says; ImageCompositeMasked keeps every other pixel', async () => {
    const started = await startComfy();
    const image = await photoWithMask(started.base);
    const saved = await inpaint(
      started,
      { '10': { class_type: 'LoadImage', inputs: { image } } },
      { image: ['10', 0], mask: ['10', 1], grow: 6 },
    );
    expect(await paintedOnlyIn(saved, hole, BLUE)).toEqual({ keptOutside: true, newInside: true });
    expect(started.comfy.stats.violations).toEqual([]);
  });

  it('samples a latent noise mask by whole latent pixels: without a composite, the 8-px blocks it touches change, the rest is kept', async () => {
    const started = await startComfy();
    const image = await photoWithMask(started.base);
    const saved = await run(
      started,
      graph(
        {
          '10': { class_type: 'LoadImage', inputs: { image } },
          '11': { class_type: 'VAEEncode', inputs: { pixels: ['10', 0], vae: ['4', 2] } },
          '12': {
            class_type: 'SetLatentNoiseMask',
            inputs: { samples: ['11', 0], mask: ['10', 1] },
          },
        },
        ['12', 0],
        ['8', 0],
      ),
    );
    const { at } = await pixels(saved);
    expect(at(2, 2)).toEqual(BLUE);
    expect(at(60, 30)).toEqual(BLUE);
    expect(at(24, 16)).not.toEqual(BLUE);
  });

  it('reads LoadImageMask’s channel (red: white changes) and takes a mask of another size, stretched', async () => {
    const started = await startComfy();
    await upload(started.base, await sourcePng(64, 32, BLUE), 'photo.png');
    await upload(
      started.base,
      await maskPng(32, 16, { left: 8, top: 4, width: 8, height: 8 }, 'grey'),
      'grey.png',
    );
    const saved = await inpaint(
      started,
      {
        '10': { class_type: 'LoadImage', inputs: { image: 'photo.png' } },
        '13': { class_type: 'LoadImageMask', inputs: { image: 'grey.png', channel: 'red' } },
      },
      { image: ['10', 0], mask: ['13', 0], grow: 0 },
    );
    expect(await paintedOnlyIn(saved, hole, BLUE)).toEqual({ keptOutside: true, newInside: true });
  });

  it('outpaints: ImagePadForOutpaint’s canvas, the border new, the original kept', async () => {
    const started = await startComfy();
    await upload(started.base, await sourcePng(64, 32, BLUE), 'photo.png');
    const saved = await inpaint(
      started,
      {
        '10': { class_type: 'LoadImage', inputs: { image: 'photo.png' } },
        '13': {
          class_type: 'ImagePadForOutpaint',
          inputs: { image: ['10', 0], left: 0, top: 0, right: 32, bottom: 0, feathering: 0 },
        },
      },
      { image: ['13', 0], mask: ['13', 1], grow: 6 },
    );
    const border = { left: 64, top: 0, width: 32, height: 32 };
    expect((await pixels(saved)).width).toBe(96);
    expect(await paintedOnlyIn(saved, border, BLUE)).toEqual({
      keptOutside: true,
      newInside: true,
    });
  });

  it('lists the mask nodes in /object_info, ImageCompositeMasked’s mask optional; refuses a bad channel', async () => {
    const { comfy, base } = await startComfy();
    const info = (await call(`${base}/object_info`)).json;
    expect(info.ImageCompositeMasked.input.optional).toEqual({ mask: ['MASK', {}] });
    expect(info.ImagePadForOutpaint.output).toEqual(['IMAGE', 'MASK']);
    expect(info.VAEEncodeForInpaint.input.required.grow_mask_by).toEqual([
      'INT',
      { default: 6, min: 0, max: 64, step: 1 },
    ]);
    await upload(base, await sourcePng(8, 8), 'm.png');
    const prompt = graph(
      {
        '13': { class_type: 'LoadImageMask', inputs: { image: 'm.png', channel: 'cyan' } },
        '11': { class_type: 'SetLatentNoiseMask', inputs: { samples: ['5', 0], mask: ['13', 0] } },
      },
      ['11', 0],
      ['8', 0],
    );
    const refused = await post(`${base}/prompt`, { prompt });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.json.node_errors['13'])).toContain('Invalid color channel: cyan');
    expect(comfy.stats.violations).toEqual([]);
  });
});
