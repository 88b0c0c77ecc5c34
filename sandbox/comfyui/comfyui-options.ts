import {
  COMMON_DEFAULTS,
  type CommonEmulatorOptions,
  withDefaults,
} from '../emulator-kit/emulator-options.js';
import { type ServiceTimeOption, servicePreset } from '../emulator-kit/service-time.js';
import type { ModelFiles } from './engine/model-loader-classes.js';
import type { CustomNode } from './engine/node-declaration.js';
import { SAVE_VIDEO_COMMITS, type SaveVideoCommit } from './engine/video-node-classes.js';

/** A token check in front of ComfyUI, as a reverse proxy would add (local ComfyUI has none). */
export interface ComfyAuth {
  /** The token a request must carry. */
  token: string;
  /**
   * The header carrying it: `authorization` expects `Bearer <token>`; any other name (e.g.
   * `X-API-Key`, as Comfy Cloud) expects the bare token. @default 'authorization'
   */
  header?: string;
}

/** Options of `startComfyEmulator` (its clock times execution, history timestamps and WebSocket events; its seed also names previews). */
export interface ComfyEmulatorOptions extends CommonEmulatorOptions {
  /** Checkpoints `CheckpointLoaderSimple.ckpt_name` accepts (as `/object_info` lists them). */
  checkpoints?: readonly string[];
  /**
   * The files of `models/upscale_models` (`UpscaleModelLoader`'s choices), each with the factor
   * its model scales by (spandrel reads it from the weights). @default DEFAULT_UPSCALE_MODELS
   */
  upscaleModels?: Readonly<Record<string, number>>;
  /**
   * The files of `models/loras` (`LoraLoader`/`LoraLoaderModelOnly`'s `lora_name` choices, a
   * subfolder's with `/`); the handle's `addLora` adds one later. @default DEFAULT_LORAS
   */
  loras?: readonly string[];
  /**
   * Each LoRA file's safetensors metadata, as `/view_metadata/loras` answers it (kohya's
   * `ss_base_model_version`: `sd_v1`, `sdxl_base_v1-0`, `flux1`…); a file without: none (404).
   */
  loraMetadata?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * The files of `models/diffusion_models`, `models/text_encoders` and `models/vae`
   * (`UNETLoader`, `CLIPLoader` and `VAELoader`'s choices): leave one out and a workflow naming it
   * is `value_not_in_list`. @default DEFAULT_MODEL_FILES (Wan 2.2 TI2V 5B's three)
   */
  modelFiles?: Partial<ModelFiles>;
  /**
   * The ffmpeg `SaveVideo` and `SaveWEBM` encode with (a child process; ComfyUI's PyAV wraps the
   * same libraries). @default 'ffmpeg' (found on `PATH`: Debian's package)
   */
  ffmpeg?: string;
  /**
   * Grain on every frame of a video, 0 to 100 (ffmpeg's `noise` filter, `alls`): none keeps a
   * video small, more makes its file as large as real footage. @default 0
   */
  videoGrain?: number;
  /**
   * The server whose `SaveVideo` it has: `39b885fa` (the newest: its `format` a `DynamicCombo`
   * nesting the `codec` and an H.264 or AV1 `crf`, which the encoder honours) or `a125cd84`
   * (plain `format` and `codec` combos, libx264's default quality). @default '39b885fa'
   */
  saveVideo?: SaveVideoCommit;
  /** The largest request body, in MB (`--max-upload-size`; over it aiohttp answers 413). @default 100 */
  maxUploadMb?: number;
  /** Milliseconds one sampling step takes, before time scaling (without `serviceTime`). @default 200 */
  stepMs?: number;
  /** Milliseconds every other node takes, before time scaling (without `serviceTime`). @default 100 */
  nodeMs?: number;
  /**
   * The GPU it stands for (`emulator-kit/service-time-presets.ts`, or one's own): a sampler takes
   * its kind's base plus steps × megapixels × seconds per step per megapixel, a checkpoint loader
   * the switch when its checkpoint is not the one loaded last, other nodes no time; `stepMs` and
   * `nodeMs` are then unused. Scaled by `timeScale`. @default undefined (`stepMs` and `nodeMs`)
   */
  serviceTime?: ServiceTimeOption;
  /**
   * Send a binary latent preview after each sampling step (as `--preview-method auto`; the
   * server default `none` sends none). @default true
   */
  previews?: boolean;
  /** Longest side of a preview, as `--preview-size`. @default 512 */
  previewSize?: number;
  /** Require a token on every route and on the WebSocket; undefined: none, as local ComfyUI. */
  auth?: ComfyAuth;
  /** History entries kept (the oldest go first), as `MAXIMUM_HISTORY_SIZE`. @default 10000 */
  maxHistory?: number;
  /** How often (real ms) the clock is read while work is queued, for injected clocks. @default 20 */
  pollMs?: number;
  /** Custom node classes installed (`custom_nodes/`), by `class_type`. @default none */
  customNodes?: Readonly<Record<string, CustomNode>>;
  /**
   * Core node classes the server lacks, as one whose module failed to import has none of them
   * (ComfyUI without PyAV loads no `comfy_extras/nodes_video.py`: `VIDEO_FILE_NODES`). @default none
   */
  withoutNodes?: readonly string[];
}

/** The checkpoints listed unless `checkpoints` says otherwise. */
export const DEFAULT_CHECKPOINTS: readonly string[] = [
  'v1-5-pruned-emaonly.safetensors',
  'sd_xl_base_1.0.safetensors',
];

/** The upscale models installed unless `upscaleModels` says otherwise, with their factors. */
export const DEFAULT_UPSCALE_MODELS: Readonly<Record<string, number>> = {
  'RealESRGAN_x2plus.pth': 2,
  'RealESRGAN_x4plus.pth': 4,
};

/**
 * The default LoRAs' metadata: `add_detail` an SD 1.5 LoRA, `pixel-art-xl` an SDXL one (as
 * kohya's sd-scripts write `ss_base_model_version`), `film-grain` none.
 */
export const DEFAULT_LORA_METADATA: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'add_detail.safetensors': { ss_base_model_version: 'sd_v1', ss_output_name: 'add_detail' },
  'pixel-art-xl-v1.1.safetensors': {
    ss_base_model_version: 'sdxl_base_v1-0',
    ss_output_name: 'pixel-art-xl',
  },
};

/** The LoRA files installed unless `loras` says otherwise (one in a subfolder). */
export const DEFAULT_LORAS: readonly string[] = [
  'add_detail.safetensors',
  'pixel-art-xl-v1.1.safetensors',
  'styles/film-grain.safetensors',
];

/**
 * The model files installed unless `modelFiles` says otherwise, as ComfyUI's own templates name
 * them: Wan 2.2 TI2V 5B's, Flux.1 dev's (`flux_dev_full_text_to_image.json`), Qwen-Image's
 * (`image_qwen_image.json`), Flux.1 Kontext dev's (`flux_kontext_dev_basic.json`),
 * Qwen-Image-Edit-2509's (`image_qwen_image_edit_2509.json`) and Flux.1 Fill dev's
 * (`flux_fill_inpaint_example.json`, Comfy-Org/workflow_templates).
 */
export const DEFAULT_MODEL_FILES: ModelFiles = {
  diffusionModels: [
    'wan2.2_ti2v_5B_fp16.safetensors',
    'flux1-dev.safetensors',
    'qwen_image_fp8_e4m3fn.safetensors',
    'flux1-dev-kontext_fp8_scaled.safetensors',
    'qwen_image_edit_2509_fp8_e4m3fn.safetensors',
    'flux1-fill-dev.safetensors',
  ],
  textEncoders: [
    'umt5_xxl_fp8_e4m3fn_scaled.safetensors',
    'clip_l.safetensors',
    't5xxl_fp16.safetensors',
    't5xxl_fp8_e4m3fn_scaled.safetensors',
    'qwen_2.5_vl_7b_fp8_scaled.safetensors',
  ],
  vaes: ['wan2.2_vae.safetensors', 'ae.safetensors', 'qwen_image_vae.safetensors'],
};

/** The defaults every `ComfyEmulatorOptions` is merged over. */
export const DEFAULT_COMFY_OPTIONS = {
  ...COMMON_DEFAULTS,
  checkpoints: DEFAULT_CHECKPOINTS,
  upscaleModels: DEFAULT_UPSCALE_MODELS,
  loras: DEFAULT_LORAS,
  loraMetadata: DEFAULT_LORA_METADATA,
  modelFiles: DEFAULT_MODEL_FILES,
  ffmpeg: 'ffmpeg',
  videoGrain: 0,
  saveVideo: '39b885fa' as SaveVideoCommit,
  maxUploadMb: 100,
  stepMs: 200,
  nodeMs: 100,
  previews: true,
  previewSize: 512,
  auth: undefined as ComfyAuth | undefined,
  maxHistory: 10_000,
  pollMs: 20,
  customNodes: {} as Readonly<Record<string, CustomNode>>,
  serviceTime: undefined as ServiceTimeOption | undefined,
  withoutNodes: [] as readonly string[],
};

/** Options with every default applied. */
export type ResolvedComfyOptions = typeof DEFAULT_COMFY_OPTIONS;

/** Merges `options` over {@link DEFAULT_COMFY_OPTIONS}, ignoring keys set to undefined. */
export function resolveComfyOptions(options: ComfyEmulatorOptions = {}): ResolvedComfyOptions {
  const merged: ResolvedComfyOptions = {
    ...withDefaults(DEFAULT_COMFY_OPTIONS, options),
    modelFiles: {
      diffusionModels: options.modelFiles?.diffusionModels ?? DEFAULT_MODEL_FILES.diffusionModels,
      textEncoders: options.modelFiles?.textEncoders ?? DEFAULT_MODEL_FILES.textEncoders,
      vaes: options.modelFiles?.vaes ?? DEFAULT_MODEL_FILES.vaes,
    },
  };
  if (!(merged.stepMs >= 0 && merged.nodeMs >= 0)) throw new RangeError('durations must be >= 0');
  if (!(merged.pollMs > 0)) throw new RangeError('pollMs must be > 0');
  if (!(merged.maxUploadMb > 0)) throw new RangeError('maxUploadMb must be > 0');
  if (!(merged.videoGrain >= 0 && merged.videoGrain <= 100))
    throw new RangeError('videoGrain must be 0 to 100');
  if (!SAVE_VIDEO_COMMITS.includes(merged.saveVideo))
    throw new RangeError(`saveVideo must be one of ${SAVE_VIDEO_COMMITS.join(', ')}`);
  if (merged.auth && !merged.auth.token) throw new RangeError('auth.token must not be empty');
  if (merged.serviceTime !== undefined) servicePreset(merged.serviceTime);
  return merged;
}
