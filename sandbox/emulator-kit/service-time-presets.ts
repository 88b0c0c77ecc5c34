import type { ModelFamily } from './model-families.js';

/** The kinds of work a GPU server prices apart (image-backends.md §8.2 measures each). */
export const WORK_KINDS = [
  'text-to-image',
  'image-to-image',
  'inpaint',
  'outpaint',
  'upscale',
  'video',
] as const;

/**
 * What a job does: a picture from noise, an edit, an edit within a mask, a canvas grown, an
 * upscale, a video's frames (from an image or from words).
 */
export type WorkKind = (typeof WORK_KINDS)[number];

/** What one kind of work costs on a GPU. */
export interface KindCost {
  /** Seconds a job of this kind takes besides its steps (text encoding, decoding, saving). */
  readonly baseSeconds: number;
  /**
   * Seconds per sampling step per megapixel sampled (a video's: every frame's); an upscale's per
   * megapixel of its input.
   */
  readonly perStepPerMegapixel: number;
}

/**
 * How many times Stable Diffusion 1.5's time per step and megapixel each family takes on the same
 * GPU (a preset's rates are SD 1.5's), from published benchmarks on one A100 80 GB, whole calls
 * over steps × megapixels (bench/README.md, "Service-time presets", says how each was read):
 * - SD 1.5 0.1224 s and SDXL 0.1131 s: fal-ai/stable-diffusion-benchmarks (c0fa82c, 2024-01-27),
 *   Diffusers fp16 with SDPA, 50 steps, 512² and 1024²: 1.604 s and 5.932 s.
 * - Flux.1 dev 0.5386 s: Hugging Face's "Optimizing diffusion inference for production-ready
 *   speeds - I" (huggingface/blog `productionizing-diffusion-1.md`), Diffusers bf16, 1024², 28
 *   steps: 15.815 s (6.936 s on an H100).
 * - Qwen-Image: no published per-step figure found; Flux.1's scaled by its transformer's size
 *   (20.4 B parameters against 11.9 B, the same tokens per megapixel) and by its true CFG (two
 *   passes a step at cfg above 1, as its workflows run, where Flux.1 dev's distilled guidance
 *   takes one): derived, not measured.
 * - Wan: priced by the `video` kind already.
 */
export const FAMILY_RATES: Readonly<Record<ModelFamily, number>> = {
  sd15: 1,
  sdxl: 0.92,
  flux: 4.4,
  'qwen-image': 15.1,
  wan: 1,
};

/** A GPU's service times, as measured somewhere (bench/README.md names each preset's source). */
export interface ServiceTimePreset {
  readonly name: string;
  /** Where its figures come from. */
  readonly source: string;
  /** Seconds to load a checkpoint other than the one loaded last. */
  readonly switchSeconds: number;
  readonly kinds: Readonly<Record<WorkKind, KindCost>>;
}

const cost = (baseSeconds: number, perStepPerMegapixel: number): KindCost => ({
  baseSeconds,
  perStepPerMegapixel,
});

/**
 * The GPUs the emulators can stand for, SD 1.5 figures each (bench/README.md, "Service-time
 * presets", says how each number was read):
 * - `h200`: image-backends.md §8.2, the real ComfyUI a125cd84 on an H200 running the bot's own
 *   graphs at 20 steps; each kind's base and rate fit through its 512² and 1024² figures
 *   (text to image from 8 queued at once); the switch is the first prompt's extra time.
 * - `rtx-3060`, `rtx-4090`: the SD WebUI Benchmark Data (vladmandic/sd-extension-system-info,
 *   `pages/benchmark-data.json` at 0a93d2e, 2023-04-19: A1111, Euler a, 512², 20 steps, the
 *   median of every run on that card at batch 1 and batch 4, whole `process_images` timed),
 *   text to image fit through the two batches; the other kinds scaled from the H200's by the
 *   same ratios; the switch assumed (§8.1: "seconds to tens of seconds on consumer GPUs").
 * - `video` (Wan 2.2 TI2V 5B): the Wan-Video/Wan2.2 README's "a 5-second 720P video in under 9
 *   minutes on a single consumer-grade GPU" (its RTX 4090 command: 1280 × 704, 121 frames, 50
 *   steps) read as 540 s of steps on the 4090; the H200 and the 3060 scaled by text to image's ratios.
 */
export const SERVICE_TIME_PRESETS = {
  h200: {
    name: 'h200',
    source: 'image-backends.md §8.2 (real ComfyUI a125cd84 on an H200, 20 steps)',
    switchSeconds: 4.7,
    kinds: {
      'text-to-image': cost(0.87, 0.0308),
      'image-to-image': cost(0.675, 0.0305),
      inpaint: cost(0.85, 0.0197),
      outpaint: cost(1.07, 0.0397),
      upscale: cost(0, 0.572),
      video: cost(0, 0.041),
    },
  },
  'rtx-3060': {
    name: 'rtx-3060',
    source:
      'SD WebUI Benchmark Data, RTX 3060 12GB: median 6.23 it/s at batch 1, 7.56 at batch 4 (184 runs)',
    switchSeconds: 8,
    kinds: {
      'text-to-image': cost(0.75, 0.469),
      'image-to-image': cost(0.585, 0.465),
      inpaint: cost(0.74, 0.3),
      outpaint: cost(0.92, 0.605),
      upscale: cost(0, 8.71),
      video: cost(0, 0.624),
    },
  },
  'rtx-4090': {
    name: 'rtx-4090',
    source:
      'SD WebUI Benchmark Data, RTX 4090: median 20.36 it/s at batch 1, 37.17 at batch 4 (1,378 runs)',
    switchSeconds: 5,
    kinds: {
      'text-to-image': cost(0.59, 0.0744),
      'image-to-image': cost(0.46, 0.0737),
      inpaint: cost(0.58, 0.0476),
      outpaint: cost(0.73, 0.096),
      upscale: cost(0, 1.38),
      video: cost(0, 0.099),
    },
  },
} as const satisfies Record<string, ServiceTimePreset>;

/** A preset's name (`--service-time`). */
export type ServiceTimePresetName = keyof typeof SERVICE_TIME_PRESETS;
