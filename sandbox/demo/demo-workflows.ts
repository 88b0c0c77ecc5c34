import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import flux from '../../comfyui-workflows/families/flux1-dev.json' with { type: 'json' };
import fluxFill from '../../comfyui-workflows/families/flux1-fill-dev-inpaint.json' with {
  type: 'json',
};
import kontext from '../../comfyui-workflows/families/flux1-kontext-dev-edit.json' with {
  type: 'json',
};
import qwen from '../../comfyui-workflows/families/qwen-image.json' with { type: 'json' };
import qwenEdit from '../../comfyui-workflows/families/qwen-image-edit-2509.json' with {
  type: 'json',
};
import sdxl from '../../comfyui-workflows/families/sdxl.json' with { type: 'json' };
import sdxlEdit from '../../comfyui-workflows/families/sdxl-img2img.json' with { type: 'json' };
import sdxlInpaint from '../../comfyui-workflows/families/sdxl-inpaint.json' with { type: 'json' };
import example from '../../comfyui-workflows/sd15.json' with { type: 'json' };
import edit from '../../comfyui-workflows/sd15-img2img.json' with { type: 'json' };
import inpaint from '../../comfyui-workflows/sd15-inpaint.json' with { type: 'json' };
import upscaleX2 from '../../comfyui-workflows/upscale-x2.json' with { type: 'json' };
import upscaleX4 from '../../comfyui-workflows/upscale-x4.json' with { type: 'json' };
import animate from '../../comfyui-workflows/video/wan22-ti2v-5b-animate.json' with {
  type: 'json',
};
import type { Workflow } from '../comfyui/index.js';

/**
 * The example workflow the bot ships (`comfyui-workflows/sd15.json`, COMFYUI_WORKFLOWS_DIR's
 * default) with `steps` sampling steps at `width`×`height`, its files named after `prefix`.
 */
function textToImage(prefix: string, width: number, height: number, steps: number): Workflow {
  const graph: Workflow = structuredClone(example);
  const set = (title: string, inputs: Record<string, unknown>) => {
    const id = Object.entries(example).find(([, node]) => node._meta.title === title)?.[0];
    if (!id || !graph[id]) throw new Error(`the example workflow has no node titled ${title}`);
    Object.assign(graph[id].inputs, inputs);
  };
  set('sampler', { steps });
  set('latent', { width, height });
  set('Save Image', { filename_prefix: prefix });
  return graph;
}

/** The workflows the demo's ComfyUI server owner registered, by name. */
export const DEMO_WORKFLOWS = {
  'sd15-fast': textToImage('fast', 512, 512, 8),
  'sd15-detailed': textToImage('detailed', 512, 512, 20),
} as const satisfies Record<string, Workflow>;

/**
 * The shipped Wan 2.2 TI2V 5B animate workflow, its video made shorter and smaller for the demo
 * (640 × 352, 49 frames: 2 s at 24 fps; the middle frame sampled at 24), so ffmpeg writes it in
 * seconds on a laptop.
 */
function demoAnimate(): Workflow {
  const graph: Workflow = structuredClone(animate);
  Object.assign(graph['8']?.inputs ?? {}, { width: 640, height: 352, length: 49 });
  Object.assign(graph['14']?.inputs ?? {}, { batch_index: 24 });
  return graph;
}

/**
 * The shipped workflows that take a member's image, registered as they are: an edit at a strength
 * and an edit with words that follows references (Qwen-Image-Edit-2509: the edit that runs, Edit,
 * Vary, `/imagine image: reference:`), the inpainting one (Vary (Region), Zoom out, Pan), the ×2 and ×4
 * upscales (whose models the emulator has) and image to video (🎬 Animate, made small).
 */
export const DEMO_IMAGE_WORKFLOWS = {
  'sd15-edit': edit,
  'qwen-image-edit-2509': qwenEdit,
  'sd15-inpaint': inpaint,
  'upscale-x2': upscaleX2,
  'upscale-x4': upscaleX4,
  'wan22-animate': demoAnimate(),
} as const satisfies Record<string, Workflow>;

/**
 * Today's families an owner may try in place of SD 1.5 (`npm run playground -- --family flux`):
 * the shipped workflows of each (`comfyui-workflows/families/`: text to image, its edit with
 * words, or at a strength, and its inpaint where one is shipped), as an owner copies them.
 */
export const FAMILY_WORKFLOWS = {
  flux: {
    'flux1-dev': flux,
    'flux1-kontext-dev-edit': kontext,
    'flux1-fill-dev-inpaint': fluxFill,
  },
  'qwen-image': { 'qwen-image': qwen, 'qwen-image-edit-2509': qwenEdit },
  sdxl: { sdxl, 'sdxl-img2img': sdxlEdit, 'sdxl-inpaint': sdxlInpaint },
} as const satisfies Record<string, Record<string, Workflow>>;

/** A family of {@link FAMILY_WORKFLOWS}. */
export type DemoFamily = keyof typeof FAMILY_WORKFLOWS;

/** The workflow alice picks in `/imagine workflow:`. */
export const DEMO_WORKFLOW: keyof typeof DEMO_WORKFLOWS = 'sd15-detailed';

/**
 * Writes {@link DEMO_WORKFLOWS} and {@link DEMO_IMAGE_WORKFLOWS} as `<name>.json` into `dir`
 * (created): `COMFYUI_WORKFLOWS_DIR`; with `family`, that family's workflows in place of the SD 1.5
 * text-to-image and edit ones (the upscales and Animate kept, and SD 1.5's inpaint where the
 * family ships none).
 */
export async function writeDemoWorkflows(dir: string, family?: DemoFamily): Promise<string> {
  await mkdir(dir, { recursive: true });
  const {
    'sd15-edit': _sd15Edit,
    'qwen-image-edit-2509': _qwenEdit,
    'sd15-inpaint': sd15Inpaint,
    ...others
  } = DEMO_IMAGE_WORKFLOWS;
  const chosen: Record<string, Workflow> = family ? FAMILY_WORKFLOWS[family] : {};
  const ownInpaint = Object.keys(chosen).some((name) => name.endsWith('-inpaint'));
  const workflows = family
    ? { ...chosen, ...(!ownInpaint && { 'sd15-inpaint': sd15Inpaint }), ...others }
    : { ...DEMO_WORKFLOWS, ...DEMO_IMAGE_WORKFLOWS };
  for (const [name, graph] of Object.entries(workflows)) {
    await writeFile(join(dir, `${name}.json`), JSON.stringify(graph, null, 2));
  }
  return dir;
}
