/**
 * The nodes of today's text-to-image families that load a model as separate files, declared as
 * ComfyUI declares them at Comfy-Org/ComfyUI a125cd84b054a57729b5eecab930ca9408719832 (tooltips
 * left out): Flux.1's `DualCLIPLoader` (`nodes.py`, its `type` combo), `FluxGuidance`
 * (`comfy_extras/nodes_flux.py`, V3) and the SD3-style 16-channel `EmptySD3LatentImage`
 * (`comfy_extras/nodes_sd3.py`, V3) Flux and Qwen-Image sample from, Qwen-Image's
 * `ModelSamplingAuraFlow` (`comfy_extras/nodes_model_advanced.py`), and `ConditioningZeroOut`
 * (`nodes.py`), the negative of a model run at cfg 1. `UNETLoader`, `CLIPLoader` (its
 * `qwen_image` type) and `VAELoader`: `model-loader-classes.ts`.
 */

import type { ModelFiles } from './model-loader-classes.js';
import type { NodeClass } from './node-declaration.js';

const MAX_RESOLUTION = 16384;

/** `DualCLIPLoader`'s `type` choices (`flux`: clip-l and t5 xxl). */
export const DUAL_CLIP_TYPES = [
  'sdxl',
  'sd3',
  'flux',
  'hunyuan_video',
  'hidream',
  'hunyuan_image',
] as const;

/** `DualCLIPLoader.DESCRIPTION`, as nodes.py writes it. */
const DUAL_CLIP_RECIPES =
  '[Recipes]\n\nsdxl: clip-l, clip-g\nsd3: clip-l, clip-g / clip-l, t5 / clip-g, t5\nflux: clip-l, t5\nhidream: at least one of t5 or llama, recommended t5 and llama\nhunyuan_image: qwen2.5vl 7b and byt5 small';

/** The family nodes, `DualCLIPLoader`'s choices read from `files` at each `/object_info` and validation. */
export function familyNodeClasses(files: () => ModelFiles): Readonly<Record<string, NodeClass>> {
  return {
    DualCLIPLoader: {
      get required() {
        const encoders = [[...files().textEncoders].sort()] as const;
        return { clip_name1: encoders, clip_name2: encoders, type: [DUAL_CLIP_TYPES] } as const;
      },
      optional: { device: [['default', 'cpu'], { advanced: true }] },
      output: ['CLIP'],
      outputNode: false,
      displayName: null,
      category: 'advanced/loaders',
      description: DUAL_CLIP_RECIPES,
    },
    EmptySD3LatentImage: {
      required: {
        width: ['INT', { default: 1024, min: 16, max: MAX_RESOLUTION, step: 16 }],
        height: ['INT', { default: 1024, min: 16, max: MAX_RESOLUTION, step: 16 }],
        batch_size: ['INT', { default: 1, min: 1, max: 4096 }],
      },
      output: ['LATENT'],
      outputNode: false,
      displayName: null,
      category: 'latent/sd3',
      description: '',
      v3Module: 'comfy_extras.nodes_sd3',
    },
    FluxGuidance: {
      required: {
        conditioning: ['CONDITIONING'],
        guidance: ['FLOAT', { default: 3.5, min: 0.0, max: 100.0, step: 0.1 }],
      },
      output: ['CONDITIONING'],
      outputNode: false,
      displayName: null,
      category: 'advanced/conditioning/flux',
      description: '',
      v3Module: 'comfy_extras.nodes_flux',
    },
    ModelSamplingAuraFlow: {
      required: {
        model: ['MODEL'],
        shift: ['FLOAT', { default: 1.73, min: 0.0, max: 100.0, step: 0.01 }],
      },
      output: ['MODEL'],
      outputNode: false,
      displayName: null,
      category: 'advanced/model',
      description: '',
      module: 'comfy_extras.nodes_model_advanced',
    },
    ConditioningZeroOut: {
      required: { conditioning: ['CONDITIONING'] },
      output: ['CONDITIONING'],
      outputNode: false,
      displayName: null,
      category: 'advanced/conditioning',
      description: '',
    },
  };
}

/** The conditioning nodes that pass on the text they are given, by the input that takes it. */
export const CONDITIONING_KEPT: Readonly<Record<string, string>> = {
  FluxGuidance: 'conditioning',
  ReferenceLatent: 'conditioning',
};

/** The nodes that patch how a model samples and keep what it carries (its LoRAs). */
export const SAMPLING_PATCHES: readonly string[] = [
  'ModelSamplingSD3',
  'ModelSamplingAuraFlow',
  'CFGNorm',
  'DifferentialDiffusion',
];
