import {
  COMMON_DEFAULTS,
  type CommonEmulatorOptions,
  withDefaults,
} from '../emulator-kit/emulator-options.js';
import { type ServiceTimeOption, servicePreset } from '../emulator-kit/service-time.js';
import type { LoraFile } from './engine/lora-networks.js';
import type { SdFork } from './fork-answers.js';
import { ALL_UPSCALER_NAMES } from './upscaler-lists.js';

/** A checkpoint the emulated WebUI lists in `/sdapi/v1/sd-models`. */
export interface Checkpoint {
  /** `model_name`: the file name without its extension. */
  readonly name: string;
  /** The short hash `title` ends with, `[abcdef1234]`. */
  readonly hash: string;
}

/** Options of {@link startSdWebuiEmulator}. */
export interface SdWebuiEmulatorOptions extends CommonEmulatorOptions {
  /** The checkpoints listed; the first is loaded at start. */
  readonly checkpoints?: readonly Checkpoint[];
  /** `--api-auth user:pass[,user2:pass2]`: HTTP Basic on every `/sdapi/v1` route. @default none */
  readonly apiAuth?: string;
  /** One sampling step, in ms before `timeScale` (a job without `serviceTime`). @default 100 */
  readonly stepMs?: number;
  /**
   * The GPU it stands for (`emulator-kit/service-time-presets.ts`, or one's own): a generation or
   * an upscale takes its kind's base plus steps × megapixels × seconds per step per megapixel, and
   * the switch first when its checkpoint is not the one loaded last; `stepMs` then times only
   * interrogate. Scaled by `timeScale`. @default undefined (`stepMs` a step)
   */
  readonly serviceTime?: ServiceTimeOption;
  /**
   * `show_progress_every_n_steps`: a live preview every so many steps (0: none). @default 10, as
   * A1111's `shared_options.py` ships it
   */
  readonly previewEvery?: number;
  /**
   * The upscalers enabled (`/sdapi/v1/upscalers`), by name, among the fork's own
   * (`upscaler-lists.ts`); an operator may turn the built-in ones off (A1111's
   * `realesrgan_enabled_models`). @default every one the fork has
   */
  readonly upscalers?: readonly string[];
  /**
   * The LoRA files in `models/Lora` at start (`/sdapi/v1/loras`, `<lora:name:weight>` in a
   * prompt); the handle's `addLora`/`removeLora` change the folder later. @default `DEFAULT_LORAS`
   */
  readonly loras?: readonly LoraFile[];
  /**
   * The hypernetworks in `models/hypernetworks`, by file name without its extension
   * (`<hypernet:name:multiplier>` in a prompt, where the fork registers it). @default
   * `DEFAULT_HYPERNETWORKS`
   */
  readonly hypernetworks?: readonly string[];
  /** Which of the family answers: its error bodies differ (`fork-answers.ts`). @default 'automatic1111' */
  readonly fork?: SdFork;
  /**
   * A1111 or Forge started `--nowebui`: the API alone, no `/internal/*` routes
   * (`served-routes.ts`); ignored for SD.Next. @default false
   */
  readonly nowebui?: boolean;
}

/** The defaults, as the options are resolved. */
export type ResolvedSdWebuiOptions = Required<
  Omit<SdWebuiEmulatorOptions, 'apiAuth' | 'log' | 'serviceTime'>
> &
  Pick<SdWebuiEmulatorOptions, 'apiAuth' | 'log' | 'serviceTime'>;

/** Two checkpoints, as a fresh install with SDXL added lists them. */
export const DEFAULT_CHECKPOINTS: readonly Checkpoint[] = [
  { name: 'v1-5-pruned-emaonly', hash: '6ce0161689' },
  { name: 'sd_xl_base_1.0', hash: '31e35c80fc' },
];

/**
 * Three LoRAs as an operator's folder holds them: kohya-trained with metadata (one whose
 * `ss_output_name`, its alias, differs from its file name) and one without.
 */
export const DEFAULT_LORAS: readonly LoraFile[] = [
  {
    name: 'add_detail',
    metadata: {
      ss_output_name: 'add_detail',
      ss_sd_model_name: 'v1-5-pruned-emaonly.safetensors',
      ss_base_model_version: 'sd_v1',
    },
  },
  {
    name: 'pixel-art-xl-v1.1',
    metadata: {
      ss_output_name: 'pixel-art-xl',
      ss_sd_model_name: 'sd_xl_base_1.0.safetensors',
      ss_base_model_version: 'sdxl_base_v1-0',
      ss_resolution: '(1024, 1024)',
    },
  },
  { name: 'lcm-lora-sdv1-5' },
];

/** One hypernetwork, as an operator's folder might hold it. */
export const DEFAULT_HYPERNETWORKS: readonly string[] = ['anime_3'];

/** `/sdapi/v1/samplers` of A1111 1.10 (k-diffusion and compvis, aliases as `sd_samplers` lists them). */
export const SAMPLERS: readonly { name: string; aliases: string[] }[] = [
  { name: 'DPM++ 2M', aliases: ['k_dpmpp_2m'] },
  { name: 'DPM++ SDE', aliases: ['k_dpmpp_sde'] },
  { name: 'DPM++ 2M SDE', aliases: ['k_dpmpp_2m_sde'] },
  { name: 'Euler a', aliases: ['k_euler_a', 'k_euler_ancestral'] },
  { name: 'Euler', aliases: ['k_euler'] },
  { name: 'LMS', aliases: ['k_lms'] },
  { name: 'Heun', aliases: ['k_heun'] },
  { name: 'DDIM', aliases: [] },
  { name: 'UniPC', aliases: [] },
];

/** `/sdapi/v1/schedulers` of 1.9+ (`modules/sd_schedulers.py`). */
export const SCHEDULERS: readonly { name: string; label: string }[] = [
  { name: 'automatic', label: 'Automatic' },
  { name: 'uniform', label: 'Uniform' },
  { name: 'karras', label: 'Karras' },
  { name: 'exponential', label: 'Exponential' },
  { name: 'polyexponential', label: 'Polyexponential' },
  { name: 'sgm_uniform', label: 'SGM Uniform' },
];

/** The defaults every `SdWebuiEmulatorOptions` is merged over. */
const DEFAULT_SD_WEBUI_OPTIONS: ResolvedSdWebuiOptions = {
  ...COMMON_DEFAULTS,
  checkpoints: DEFAULT_CHECKPOINTS,
  stepMs: 100,
  previewEvery: 10,
  nowebui: false,
  fork: 'automatic1111',
  loras: DEFAULT_LORAS,
  hypernetworks: DEFAULT_HYPERNETWORKS,
  upscalers: ALL_UPSCALER_NAMES,
};

/** Merges `options` over the defaults, ignoring keys set to undefined. */
export function resolveSdWebuiOptions(
  options: SdWebuiEmulatorOptions = {},
): ResolvedSdWebuiOptions {
  const resolved = withDefaults(DEFAULT_SD_WEBUI_OPTIONS, options);
  if (resolved.serviceTime !== undefined) servicePreset(resolved.serviceTime);
  return resolved;
}

/** A checkpoint's `title`, as `sd-models` and `sd_model_checkpoint` name it. */
export const titleOf = (checkpoint: Checkpoint): string =>
  `${checkpoint.name}.safetensors [${checkpoint.hash}]`;
