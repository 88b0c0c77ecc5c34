import type { SdFork } from './fork-answers.js';

/** An upscaler as `/sdapi/v1/upscalers` lists it: its name and its scale. */
export interface UpscalerItem {
  readonly name: string;
  readonly scale: number;
}

/**
 * A1111's and Forge's built-in upscalers [A1 modules/upscaler.py, modules/realesrgan_model.py
 * `get_realesrgan_models`]: `R-ESRGAN 4x+` and its kin under A1111's names.
 */
export const UPSCALERS: readonly UpscalerItem[] = [
  { name: 'None', scale: 4 },
  { name: 'Lanczos', scale: 4 },
  { name: 'Nearest', scale: 4 },
  { name: 'R-ESRGAN 4x+', scale: 4 },
  { name: 'R-ESRGAN 2x+', scale: 2 },
];

/**
 * SD.Next's, some of them, in the order `load_upscalers` lists them: `None`, the plain resizes
 * and latent ones of `upscaler_simple.py` first, then each model family by `f'{family}
 * {model}'` from `data/upscalers.json`: `RealESRGAN 4x+` is A1111's `R-ESRGAN 4x+`, and no
 * upscaler is named as A1111 names it [SN modules/modelloader.py load_upscalers,
 * modules/upscaler.py find_scalers, modules/postprocess/realesrgan_model.py] (058a7f0cf).
 */
export const SDNEXT_UPSCALERS: readonly UpscalerItem[] = [
  { name: 'None', scale: 4 },
  { name: 'Resize Nearest', scale: 4 },
  { name: 'Resize Lanczos', scale: 4 },
  { name: 'Resize Bicubic', scale: 4 },
  { name: 'Latent Nearest', scale: 4 },
  { name: 'Latent Bilinear', scale: 4 },
  { name: 'RealESRGAN 4x+', scale: 4 },
  { name: 'RealESRGAN 2x+', scale: 2 },
  { name: 'ESRGAN 4x Ultrasharp', scale: 4 },
  { name: 'SwinIR 4x GAN', scale: 4 },
];

/** The upscalers `fork` has, before its operator turns any off. */
export const upscalersOf = (fork: SdFork): readonly UpscalerItem[] =>
  fork === 'sdnext' ? SDNEXT_UPSCALERS : UPSCALERS;

/** Every name either list holds: the `upscalers` option's default (each fork's own, all on). */
export const ALL_UPSCALER_NAMES: readonly string[] = [
  ...new Set([...UPSCALERS, ...SDNEXT_UPSCALERS].map((u) => u.name)),
];
