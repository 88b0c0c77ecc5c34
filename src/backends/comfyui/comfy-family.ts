import { QWEN_IMAGE_SIZES, SD15_SIZES, type ShapeSizes } from '../../image-backend/size-shapes.js';
import type { ApiWorkflow } from './comfy-workflow-graph.js';

/** The model families a workflow can run, as ComfyUI's own nodes tell them apart, by how owners read them. */
export const COMFY_FAMILIES = {
  sd15: 'Stable Diffusion 1.5',
  sdxl: 'SDXL',
  flux: 'Flux.1',
  'qwen-image': 'Qwen-Image',
  wan: 'Wan',
} as const satisfies Record<string, string>;

export type ComfyFamily = keyof typeof COMFY_FAMILIES;

/**
 * The families trained at other sizes than about a megapixel (SDXL's and Flux.1's, the default):
 * what `/imagine size:`'s shapes are on their workflows.
 */
export const FAMILY_SIZES: Readonly<Partial<Record<ComfyFamily, ShapeSizes>>> = {
  sd15: SD15_SIZES,
  'qwen-image': QWEN_IMAGE_SIZES,
};

/** A text encoder's `type` (a `CLIPLoader`'s or `DualCLIPLoader`'s combo) → the family it serves. */
const ENCODER_TYPES: Readonly<Record<string, ComfyFamily>> = {
  flux: 'flux',
  qwen_image: 'qwen-image',
  wan: 'wan',
  sdxl: 'sdxl',
};

/** Nodes only one family's graphs hold (`comfy_extras/nodes_flux.py`, `nodes_qwen.py`, `nodes_wan.py`). */
const FAMILY_NODES: Readonly<Record<string, ComfyFamily>> = {
  FluxGuidance: 'flux',
  CLIPTextEncodeFlux: 'flux',
  FluxKontextImageScale: 'flux',
  TextEncodeQwenImageEdit: 'qwen-image',
  TextEncodeQwenImageEditPlus: 'qwen-image',
  WanImageToVideo: 'wan',
  Wan22ImageToVideoLatent: 'wan',
};

/** The least area (pixels) of a checkpoint workflow's own latent read as SDXL's: 0.6 MP. */
const SDXL_LEAST_AREA = 600_000;

/**
 * The family `graph` runs, from its nodes, never its file or model names: a node only one family
 * has (`FluxGuidance`: Flux.1), else its text encoder's `type` (`flux`, `qwen_image`, `wan`,
 * `sdxl`), else, for a checkpoint (`CheckpointLoaderSimple`), its own size (its empty latent's or
 * an edit's `ImageScale`: from about 0.6 megapixels SDXL, below Stable Diffusion 1.5); undefined
 * for one it cannot tell (an upscale).
 */
export function familyOf(graph: ApiWorkflow): ComfyFamily | undefined {
  const nodes = Object.values(graph);
  for (const node of nodes) {
    const family = FAMILY_NODES[node.class_type];
    if (family) return family;
  }
  for (const node of nodes) {
    if (node.class_type !== 'CLIPLoader' && node.class_type !== 'DualCLIPLoader') continue;
    const family = ENCODER_TYPES[String(node.inputs.type)];
    if (family) return family;
  }
  if (!nodes.some((node) => node.class_type === 'CheckpointLoaderSimple')) return undefined;
  const areas = nodes.flatMap(({ inputs: { width, height } }) =>
    typeof width === 'number' && typeof height === 'number' ? [width * height] : [],
  );
  if (areas.length === 0) return undefined;
  return Math.max(...areas) >= SDXL_LEAST_AREA ? 'sdxl' : 'sd15';
}

/** The model file `graph` loads (a checkpoint's `ckpt_name`, a diffusion model's `unet_name`). */
export function modelFileOf(graph: ApiWorkflow): string | undefined {
  for (const { class_type: kind, inputs } of Object.values(graph)) {
    const file =
      kind === 'CheckpointLoaderSimple'
        ? inputs.ckpt_name
        : kind === 'UNETLoader'
          ? inputs.unet_name
          : undefined;
    if (typeof file === 'string') return file;
  }
  return undefined;
}

/**
 * `workflows`, each whose nodes do not tell its family (an inpaint names no size) given the family
 * of another loading the same model file: SDXL's inpaint that of SDXL's text to image.
 */
export function sharedFamilies<
  W extends { readonly graph: ApiWorkflow; readonly family?: ComfyFamily },
>(workflows: readonly W[]): W[] {
  const byFile = new Map<string, ComfyFamily>();
  for (const { graph, family } of workflows) {
    const file = modelFileOf(graph);
    if (family && file !== undefined && !byFile.has(file)) byFile.set(file, family);
  }
  return workflows.map((workflow) => {
    const file = workflow.family ? undefined : modelFileOf(workflow.graph);
    const family = file === undefined ? undefined : byFile.get(file);
    return family ? { ...workflow, family } : workflow;
  });
}
