/**
 * The node classes the emulator knows, declared as ComfyUI's `nodes.py` declares them
 * (`INPUT_TYPES`, `RETURN_TYPES`, `OUTPUT_NODE`, display names, categories) at Comfy-Org/ComfyUI
 * a125cd84b054a57729b5eecab930ca9408719832, and the two V3 nodes of
 * `comfy_extras/nodes_upscale_model.py`; `/object_info` and validation derive from this.
 * Tooltips are left out; the sampler and scheduler lists are `comfy/samplers.py`'s.
 */

import type { NodeClass } from './node-declaration.js';

/** What the classes' choices come from. */
export interface NodeClassSources {
  /** `CheckpointLoaderSimple.ckpt_name`'s choices. */
  readonly checkpoints: readonly string[];
  /** The files of `models/upscale_models` (`UpscaleModelLoader.model_name`). */
  readonly upscaleModels: readonly string[];
  /** The image files at the top of `input/` (`LoadImage`'s choices). */
  readonly inputImages: () => readonly string[];
  /** `folder_paths.exists_annotated_filepath`: whether `LoadImage` finds the file `name`. */
  readonly exists: (name: string) => boolean;
}

/** `comfy.samplers.KSampler.SAMPLERS`. */
export const SAMPLERS = [
  ...['euler', 'euler_cfg_pp', 'euler_ancestral', 'euler_ancestral_cfg_pp', 'heun', 'heunpp2'],
  ...['dpm_2', 'dpm_2_ancestral', 'lms', 'dpm_fast', 'dpm_adaptive', 'dpmpp_2s_ancestral'],
  ...['dpmpp_2s_ancestral_cfg_pp', 'dpmpp_sde', 'dpmpp_sde_gpu', 'dpmpp_2m', 'dpmpp_2m_cfg_pp'],
  ...['dpmpp_2m_sde', 'dpmpp_2m_sde_gpu', 'dpmpp_2m_sde_heun', 'dpmpp_2m_sde_heun_gpu'],
  ...['dpmpp_3m_sde', 'dpmpp_3m_sde_gpu', 'ddpm', 'lcm', 'ipndm', 'ipndm_v', 'deis'],
  ...['res_multistep', 'res_multistep_cfg_pp', 'res_multistep_ancestral'],
  ...['res_multistep_ancestral_cfg_pp', 'gradient_estimation', 'gradient_estimation_cfg_pp'],
  ...['er_sde', 'seeds_2', 'seeds_3', 'sa_solver', 'sa_solver_pece', 'ddim', 'uni_pc'],
  'uni_pc_bh2',
] as const;

/** `comfy.samplers.KSampler.SCHEDULERS`. */
export const SCHEDULERS = [
  ...['simple', 'sgm_uniform', 'karras', 'exponential', 'ddim_uniform', 'beta', 'normal'],
  ...['linear_quadratic', 'kl_optimal'],
] as const;

const MAX_RESOLUTION = 16384;
/** `0xffffffffffffffff`, the seed's maximum (a float here: JSON numbers are). */
const IMAGE_HIDDEN = { prompt: 'PROMPT', extra_pnginfo: 'EXTRA_PNGINFO' };

const UPSCALE_METHODS = ['nearest-exact', 'bilinear', 'area', 'bicubic', 'lanczos'];

/** The classes, by `class_type`; `sources` fill the choices of loaders. */
export function nodeClasses(sources: NodeClassSources): Readonly<Record<string, NodeClass>> {
  const { checkpoints, upscaleModels, inputImages, exists } = sources;
  return {
    CheckpointLoaderSimple: {
      required: { ckpt_name: [checkpoints] },
      output: ['MODEL', 'CLIP', 'VAE'],
      outputNode: false,
      displayName: 'Load Checkpoint',
      category: 'loaders',
      description:
        'Loads a diffusion model checkpoint, diffusion models are used to denoise latents.',
    },
    CLIPTextEncode: {
      required: { text: ['STRING', { multiline: true, dynamicPrompts: true }], clip: ['CLIP'] },
      output: ['CONDITIONING'],
      outputNode: false,
      displayName: 'CLIP Text Encode (Prompt)',
      category: 'conditioning',
      description:
        'Encodes a text prompt using a CLIP model into an embedding that can be used to guide the diffusion model towards generating specific images.',
    },
    EmptyLatentImage: {
      required: {
        width: ['INT', { default: 512, min: 16, max: MAX_RESOLUTION, step: 8 }],
        height: ['INT', { default: 512, min: 16, max: MAX_RESOLUTION, step: 8 }],
        batch_size: ['INT', { default: 1, min: 1, max: 4096 }],
      },
      output: ['LATENT'],
      outputNode: false,
      displayName: 'Empty Latent Image',
      category: 'latent',
      description: 'Create a new batch of empty latent images to be denoised via sampling.',
    },
    KSampler: {
      required: {
        model: ['MODEL'],
        seed: ['INT', { default: 0, min: 0, max: 2 ** 64 - 1, control_after_generate: true }],
        steps: ['INT', { default: 20, min: 1, max: 10000 }],
        cfg: ['FLOAT', { default: 8.0, min: 0.0, max: 100.0, step: 0.1, round: 0.01 }],
        sampler_name: [SAMPLERS],
        scheduler: [SCHEDULERS],
        positive: ['CONDITIONING'],
        negative: ['CONDITIONING'],
        latent_image: ['LATENT'],
        denoise: ['FLOAT', { default: 1.0, min: 0.0, max: 1.0, step: 0.01 }],
      },
      output: ['LATENT'],
      outputNode: false,
      displayName: 'KSampler',
      category: 'sampling',
      description:
        'Uses the provided model, positive and negative conditioning to denoise the latent image.',
    },
    VAEDecode: {
      required: { samples: ['LATENT'], vae: ['VAE'] },
      output: ['IMAGE'],
      outputNode: false,
      displayName: 'VAE Decode',
      category: 'latent',
      description: 'Decodes latent images back into pixel space images.',
    },
    SaveImage: {
      required: { images: ['IMAGE'], filename_prefix: ['STRING', { default: 'ComfyUI' }] },
      hidden: IMAGE_HIDDEN,
      output: [],
      outputNode: true,
      displayName: 'Save Image',
      category: 'image',
      description: 'Saves the input images to your ComfyUI output directory.',
    },
    PreviewImage: {
      required: { images: ['IMAGE'] },
      hidden: IMAGE_HIDDEN,
      output: [],
      outputNode: true,
      displayName: 'Preview Image',
      category: 'image',
      description: 'Saves the input images to your ComfyUI output directory.',
    },
    LoadImage: {
      get required() {
        return { image: [inputImages(), { image_upload: true }] } as const;
      },
      output: ['IMAGE', 'MASK'],
      outputNode: false,
      displayName: 'Load Image',
      category: 'image',
      description: '',
      validate: {
        inputs: ['image'],
        check: ({ image }) => exists(String(image)) || `Invalid image file: ${String(image)}`,
      },
    },
    VAEEncode: {
      required: { pixels: ['IMAGE'], vae: ['VAE'] },
      output: ['LATENT'],
      outputNode: false,
      displayName: 'VAE Encode',
      category: 'latent',
      description: '',
    },
    ImageScale: {
      required: {
        image: ['IMAGE'],
        upscale_method: [UPSCALE_METHODS],
        width: ['INT', { default: 512, min: 0, max: MAX_RESOLUTION, step: 1 }],
        height: ['INT', { default: 512, min: 0, max: MAX_RESOLUTION, step: 1 }],
        crop: [['disabled', 'center']],
      },
      output: ['IMAGE'],
      outputNode: false,
      displayName: 'Upscale Image',
      category: 'image/upscaling',
      description: '',
    },
    ImageScaleBy: {
      required: {
        image: ['IMAGE'],
        upscale_method: [UPSCALE_METHODS],
        scale_by: ['FLOAT', { default: 1.0, min: 0.01, max: 8.0, step: 0.01 }],
      },
      output: ['IMAGE'],
      outputNode: false,
      displayName: 'Upscale Image By',
      category: 'image/upscaling',
      description: '',
    },
    UpscaleModelLoader: {
      required: { model_name: ['COMBO', { multiselect: false, options: upscaleModels }] },
      output: ['UPSCALE_MODEL'],
      outputNode: false,
      displayName: 'Load Upscale Model',
      category: 'loaders',
      description: '',
      v3Module: 'comfy_extras.nodes_upscale_model',
    },
    ImageUpscaleWithModel: {
      required: { upscale_model: ['UPSCALE_MODEL', {}], image: ['IMAGE', {}] },
      output: ['IMAGE'],
      outputNode: false,
      displayName: 'Upscale Image (using Model)',
      category: 'image/upscaling',
      description: '',
      v3Module: 'comfy_extras.nodes_upscale_model',
    },
  };
}
