import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BENCH_VIDEO } from './fair-follow-ups.js';
import { FAIR_WORKFLOWS } from './fair-scenario.js';

type Graph = Record<string, { class_type: string; inputs: Record<string, unknown> }>;

/** The bench's text-to-image workflow on `checkpoint` (API format, the shipped sd15 without its LoRA). */
export function benchWorkflow(checkpoint: string) {
  return {
    '3': {
      class_type: 'KSampler',
      inputs: {
        ...{ seed: 0, steps: 20, cfg: 7, sampler_name: 'euler', scheduler: 'normal', denoise: 1 },
        ...{ model: ['4', 0], positive: ['6', 0], negative: ['7', 0], latent_image: ['5', 0] },
      },
      _meta: { title: 'sampler' },
    },
    '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: checkpoint } },
    '5': {
      class_type: 'EmptyLatentImage',
      inputs: { width: 512, height: 512, batch_size: 1 },
      _meta: { title: 'latent' },
    },
    '6': {
      class_type: 'CLIPTextEncode',
      inputs: { text: '', clip: ['4', 1] },
      _meta: { title: 'positive' },
    },
    '7': {
      class_type: 'CLIPTextEncode',
      inputs: { text: 'blurry, low quality', clip: ['4', 1] },
      _meta: { title: 'negative' },
    },
    '8': { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } },
    '9': { class_type: 'SaveImage', inputs: { filename_prefix: 'fair', images: ['8', 0] } },
  };
}

const shipped = async (path: string): Promise<Graph> =>
  JSON.parse(
    await readFile(new URL(`../comfyui-workflows/${path}`, import.meta.url), 'utf8'),
  ) as Graph;

/**
 * The shipped Wan 2.2 TI2V 5B animate workflow at {@link BENCH_VIDEO}'s size, length and steps
 * (its middle frame sampled at the middle).
 */
export async function benchAnimateWorkflow(): Promise<Graph> {
  const graph = await shipped('video/wan22-ti2v-5b-animate.json');
  const { width, height, frames, steps } = BENCH_VIDEO;
  Object.assign(graph['8']?.inputs ?? {}, { width, height, length: frames });
  Object.assign(graph['9']?.inputs ?? {}, { steps });
  Object.assign(graph['14']?.inputs ?? {}, { batch_index: (frames - 1) >> 1 });
  return graph;
}

/**
 * Writes the bench's workflows into `dir`: `base` and `special` (text to image on their
 * checkpoints; `base` sorts first of them, the default), the shipped `upscale-x2` and the
 * smaller animation (`video-animate`), which members press on their cards.
 */
export async function writeBenchWorkflows(dir: string): Promise<void> {
  for (const [name, checkpoint] of Object.entries(FAIR_WORKFLOWS)) {
    await writeFile(join(dir, `${name}.json`), JSON.stringify(benchWorkflow(checkpoint)));
  }
  await writeFile(join(dir, 'upscale-x2.json'), JSON.stringify(await shipped('upscale-x2.json')));
  await writeFile(join(dir, 'video-animate.json'), JSON.stringify(await benchAnimateWorkflow()));
}
