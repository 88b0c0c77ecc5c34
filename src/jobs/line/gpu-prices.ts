import type { GpuWorkKind, ModelFamily } from '../../image-backend/gpu-work.js';

/** Seconds besides the steps, and seconds per step per megapixel, of one kind of work. */
interface KindPrice {
  readonly baseSeconds: number;
  readonly perStepPerMegapixel: number;
}

/**
 * What each kind of work takes on the line's reference GPU, SD 1.5's figures on an RTX 4090
 * (bench/README.md, "Service-time presets", `rtx-4090`: the SD WebUI Benchmark Data's medians,
 * the other kinds scaled from measured H200 runs; a video's per megapixel of every frame, Wan 2.2
 * TI2V 5B from its README; an upscale's per megapixel of its input, no steps). A pool's own
 * finished runs correct them (`ServicePace`): these set what one job costs against another.
 */
export const KIND_PRICES: Readonly<Record<GpuWorkKind, KindPrice>> = {
  'text-to-image': { baseSeconds: 0.59, perStepPerMegapixel: 0.0744 },
  'image-to-image': { baseSeconds: 0.46, perStepPerMegapixel: 0.0737 },
  inpaint: { baseSeconds: 0.58, perStepPerMegapixel: 0.0476 },
  outpaint: { baseSeconds: 0.73, perStepPerMegapixel: 0.096 },
  upscale: { baseSeconds: 0, perStepPerMegapixel: 1.38 },
  video: { baseSeconds: 0, perStepPerMegapixel: 0.099 },
};

/**
 * How many times SD 1.5's time per step and megapixel a family's model takes on the same GPU
 * (bench/README.md, "Model families": SDXL and Flux.1 from published A100 benchmarks, Qwen-Image
 * derived from Flux.1's by size and true CFG; Wan's videos are priced by the `video` kind).
 */
export const FAMILY_PRICES: Readonly<Record<ModelFamily, number>> = {
  sd15: 1,
  sdxl: 0.92,
  flux: 4.4,
  'qwen-image': 15.1,
  wan: 1,
};
