import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Workflow } from '../comfyui/index.js';

/**
 * A text-to-image workflow as ComfyUI's "Export (API)" writes it: Stable Diffusion 1.5, `steps`
 * sampling steps at `width`×`height`, its files named after `prefix`.
 */
function textToImage(prefix: string, width: number, height: number, steps: number): Workflow {
  return {
    '3': {
      class_type: 'KSampler',
      inputs: {
        seed: 42,
        steps,
        cfg: 7,
        sampler_name: 'euler',
        scheduler: 'normal',
        denoise: 1,
        model: ['4', 0],
        positive: ['6', 0],
        negative: ['7', 0],
        latent_image: ['5', 0],
      },
    },
    '4': {
      class_type: 'CheckpointLoaderSimple',
      inputs: { ckpt_name: 'v1-5-pruned-emaonly.safetensors' },
    },
    '5': { class_type: 'EmptyLatentImage', inputs: { width, height, batch_size: 1 } },
    '6': { class_type: 'CLIPTextEncode', inputs: { text: '', clip: ['4', 1] } },
    '7': { class_type: 'CLIPTextEncode', inputs: { text: 'blurry', clip: ['4', 1] } },
    '8': { class_type: 'VAEDecode', inputs: { samples: ['3', 0], vae: ['4', 2] } },
    '9': { class_type: 'SaveImage', inputs: { filename_prefix: prefix, images: ['8', 0] } },
  };
}

/** The workflows the demo's ComfyUI server owner registered, by name. */
export const DEMO_WORKFLOWS = {
  'sd15-fast': textToImage('fast', 512, 512, 8),
  'sd15-detailed': textToImage('detailed', 512, 512, 20),
} as const satisfies Record<string, Workflow>;

/** The workflow alice picks in `/imagine workflow:`. */
export const DEMO_WORKFLOW: keyof typeof DEMO_WORKFLOWS = 'sd15-detailed';

/** Writes {@link DEMO_WORKFLOWS} as `<name>.json` into `dir` (created): `COMFYUI_WORKFLOWS_DIR`. */
export async function writeDemoWorkflows(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (const [name, graph] of Object.entries(DEMO_WORKFLOWS)) {
    await writeFile(join(dir, `${name}.json`), JSON.stringify(graph, null, 2));
  }
  return dir;
}
