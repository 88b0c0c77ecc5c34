import type { SdFork } from './fork-answers.js';

/**
 * An upscaler as `/sdapi/v1/upscalers` lists it: its name, its scale, and its model's path
 * (`UpscalerData.data_path`: the download URL until the file is local), null for a plain resize.
 */
export interface UpscalerItem {
  readonly name: string;
  readonly scale: number;
  readonly modelPath: string | null;
}

const REAL_ESRGAN = 'https://github.com/xinntao/Real-ESRGAN/releases/download';

/**
 * A1111's and Forge's built-in upscalers [A1 modules/upscaler.py `UpscalerNone`, `UpscalerLanczos`,
 * `UpscalerNearest`: no model, scale 4; modules/realesrgan_model.py `get_realesrgan_models`: the
 * weights' URL as `data_path`]: `R-ESRGAN 4x+` and its kin under A1111's names. Settings →
 * Upscaling (`realesrgan_enabled_models`) hides Real-ESRGAN models; None, Lanczos and Nearest
 * are always listed.
 */
export const UPSCALERS: readonly UpscalerItem[] = [
  { name: 'None', scale: 4, modelPath: null },
  { name: 'Lanczos', scale: 4, modelPath: null },
  { name: 'Nearest', scale: 4, modelPath: null },
  { name: 'R-ESRGAN 4x+', scale: 4, modelPath: `${REAL_ESRGAN}/v0.1.0/RealESRGAN_x4plus.pth` },
  {
    name: 'R-ESRGAN 4x+ Anime6B',
    scale: 4,
    modelPath: `${REAL_ESRGAN}/v0.2.2.4/RealESRGAN_x4plus_anime_6B.pth`,
  },
  { name: 'R-ESRGAN 2x+', scale: 2, modelPath: `${REAL_ESRGAN}/v0.2.1/RealESRGAN_x2plus.pth` },
];

const SDNEXT_MODELS = '/sdnext/models';

/**
 * SD.Next's, some of them, in the order `load_upscalers` lists them: `None`, the plain resizes
 * and latent ones of `upscaler_simple.py` first (no model), then each model family by `f'{family}
 * {model}'` from `data/upscalers.json`: `RealESRGAN 4x+` is A1111's `R-ESRGAN 4x+`, and no
 * upscaler is named as A1111 names it [SN modules/modelloader.py load_upscalers,
 * modules/upscaler.py find_scalers, modules/postprocess/realesrgan_model.py] (058a7f0cf).
 */
export const SDNEXT_UPSCALERS: readonly UpscalerItem[] = [
  { name: 'None', scale: 4, modelPath: null },
  { name: 'Resize Nearest', scale: 4, modelPath: null },
  { name: 'Resize Lanczos', scale: 4, modelPath: null },
  { name: 'Resize Bicubic', scale: 4, modelPath: null },
  { name: 'Latent Nearest', scale: 4, modelPath: null },
  { name: 'Latent Bilinear', scale: 4, modelPath: null },
  {
    name: 'RealESRGAN 4x+',
    scale: 4,
    modelPath: `${SDNEXT_MODELS}/RealESRGAN/RealESRGAN_x4plus.pth`,
  },
  {
    name: 'RealESRGAN 2x+',
    scale: 2,
    modelPath: `${SDNEXT_MODELS}/RealESRGAN/RealESRGAN_x2plus.pth`,
  },
  {
    name: 'ESRGAN 4x Ultrasharp',
    scale: 4,
    modelPath: `${SDNEXT_MODELS}/ESRGAN/4x-UltraSharp.pth`,
  },
  { name: 'SwinIR 4x GAN', scale: 4, modelPath: `${SDNEXT_MODELS}/SwinIR/SwinIR_4x_GAN.pth` },
];

/** The upscalers `fork` has, before its operator turns any off. */
export const upscalersOf = (fork: SdFork): readonly UpscalerItem[] =>
  fork === 'sdnext' ? SDNEXT_UPSCALERS : UPSCALERS;

/** Every name either list holds: the `upscalers` option's default (each fork's own, all on). */
export const ALL_UPSCALER_NAMES: readonly string[] = [
  ...new Set([...UPSCALERS, ...SDNEXT_UPSCALERS].map((u) => u.name)),
];
