/**
 * The loaders of a model shipped as separate files (a diffusion model, its text encoder, its VAE),
 * as video models are, declared as ComfyUI declares them at Comfy-Org/ComfyUI
 * a125cd84b054a57729b5eecab930ca9408719832: `UNETLoader`, `CLIPLoader` and `VAELoader` in
 * `nodes.py`, `ModelSamplingSD3` in `comfy_extras/nodes_model_advanced.py`. Their file choices are
 * the folders' files (`folder_paths.get_filename_list`), so a file not there is `value_not_in_list`.
 */

import type { NodeClass } from './node-declaration.js';

/** The model files a server has, by folder under `models/`. */
export interface ModelFiles {
  /** `models/diffusion_models` (`UNETLoader.unet_name`). */
  readonly diffusionModels: readonly string[];
  /** `models/text_encoders` (`CLIPLoader.clip_name`). */
  readonly textEncoders: readonly string[];
  /** `models/vae` (`VAELoader.vae_name`, `pixel_space` listed after them). */
  readonly vaes: readonly string[];
}

/** `CLIPLoader`'s `type` choices (what the text encoder is for; Wan's is `wan`). */
export const CLIP_TYPES = [
  ...['stable_diffusion', 'stable_cascade', 'sd3', 'stable_audio', 'mochi', 'ltxv', 'pixart'],
  ...['cosmos', 'lumina2', 'wan', 'hidream', 'chroma', 'ace', 'omnigen2', 'qwen_image'],
  'hunyuan_image',
] as const;

/** `CLIPLoader.DESCRIPTION`, as nodes.py writes it. */
const CLIP_RECIPES =
  '[Recipes]\n\nstable_diffusion: clip-l\nstable_cascade: clip-g\nsd3: t5 xxl/ clip-g / clip-l\nstable_audio: t5 base\nmochi: t5 xxl\ncosmos: old t5 xxl\nlumina2: gemma 2 2B\nwan: umt5 xxl\n hidream: llama-3.1 (Recommend) or t5\nomnigen2: qwen vl 2.5 3B';

/** The loader classes, their choices read from `files` at each `/object_info` and validation. */
export function modelLoaderClasses(files: () => ModelFiles): Readonly<Record<string, NodeClass>> {
  return {
    UNETLoader: {
      get required() {
        return {
          unet_name: [[...files().diffusionModels].sort()],
          weight_dtype: [['default', 'fp8_e4m3fn', 'fp8_e4m3fn_fast', 'fp8_e5m2']],
        } as const;
      },
      output: ['MODEL'],
      outputNode: false,
      displayName: 'Load Diffusion Model',
      category: 'advanced/loaders',
      description: '',
    },
    CLIPLoader: {
      get required() {
        return { clip_name: [[...files().textEncoders].sort()], type: [CLIP_TYPES] } as const;
      },
      optional: { device: [['default', 'cpu'], { advanced: true }] },
      output: ['CLIP'],
      outputNode: false,
      displayName: 'Load CLIP',
      category: 'advanced/loaders',
      description: CLIP_RECIPES,
    },
    VAELoader: {
      get required() {
        return { vae_name: [[...[...files().vaes].sort(), 'pixel_space']] } as const;
      },
      output: ['VAE'],
      outputNode: false,
      displayName: 'Load VAE',
      category: 'loaders',
      description: '',
    },
    ModelSamplingSD3: {
      required: {
        model: ['MODEL'],
        shift: ['FLOAT', { default: 3.0, min: 0.0, max: 100.0, step: 0.01 }],
      },
      output: ['MODEL'],
      outputNode: false,
      displayName: null,
      category: 'advanced/model',
      description: '',
      module: 'comfy_extras.nodes_model_advanced',
    },
  };
}
