import {
  SERVICE_TIME_PRESETS,
  type ServiceTimePresetName,
} from '../sandbox/emulator-kit/service-time-presets.js';
import { Prng } from '../sandbox/prng.js';
import type { GenerationRequest } from '../src/image-backend/generation-parameters.js';
import { jobCost } from '../src/jobs/line/job-cost.js';

/**
 * What a member does with an image once it is delivered (issue 84, "Priced by GPU time"): the
 * card's 🔍 Upscale ×2, or its 🎬 Animate (low motion), a video of many frames.
 */
export type FollowUpKind = 'upscale' | 'video';

/** What an image a member asked for is: a picture from words, or a follow-up on one. */
export type ImageKind = 'text-to-image' | FollowUpKind;

/** Every kind, in the order the report lists them. */
export const IMAGE_KINDS: readonly ImageKind[] = ['text-to-image', 'upscale', 'video'];

/** The size of the picture a follow-up acts on (its request's; absent: the workflow's own). */
export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The bench's animate workflow (`fair-gpus.ts` writes it from the shipped Wan 2.2 TI2V 5B one):
 * smaller than the shipped 1280 × 704 × 121 frames (22 minutes on an RTX 3060), so a video holds a
 * GPU about 2.5 minutes there, some 40 images' time. Its length is Wan's 4k + 1 frames.
 */
export const BENCH_VIDEO = { width: 640, height: 352, frames: 49, steps: 20 } as const;

/** The model file the animate workflow loads (a GPU that ran a video loads a checkpoint again after). */
export const VIDEO_MODEL = 'wan2.2_ti2v_5B_fp16.safetensors';

/** The step of a video's sides (Wan 2.2's latent). */
const VIDEO_STEP = 32;

/**
 * The video's size for an image of `image`'s aspect, as the bot's ComfyUI backend sizes it
 * (`videoSize` in `comfy-animate-input.ts`): the aspect over as many pixels as the workflow's
 * size, each side a multiple of 32.
 */
export function videoSizeFor(image: ImageSize): ImageSize {
  const area = BENCH_VIDEO.width * BENCH_VIDEO.height;
  const aspect = image.width / image.height;
  const on = (side: number) => Math.max(VIDEO_STEP, Math.round(side / VIDEO_STEP) * VIDEO_STEP);
  return { width: on(Math.sqrt(area * aspect)), height: on(Math.sqrt(area / aspect)) };
}

/**
 * Emulated ms a follow-up on an image of `image` takes on `preset`'s GPU, as the emulators charge
 * it (no model switch): an upscale its input's megapixels at the kind's rate, one pass; a video
 * its steps × every frame's megapixels.
 */
export function followUpServiceMs(
  preset: ServiceTimePresetName,
  kind: FollowUpKind,
  image: ImageSize,
): number {
  const cost = SERVICE_TIME_PRESETS[preset].kinds[kind];
  if (kind === 'upscale') {
    return (
      1000 * (cost.baseSeconds + ((image.width * image.height) / 1e6) * cost.perStepPerMegapixel)
    );
  }
  const video = videoSizeFor(image);
  const megapixels = ((video.width * video.height) / 1e6) * BENCH_VIDEO.frames;
  return 1000 * (cost.baseSeconds + BENCH_VIDEO.steps * megapixels * cost.perStepPerMegapixel);
}

/**
 * What the bot's line charges a follow-up (`LineLanes.entryOf` with `jobCost`): an upscale runs
 * the card's request as it was (`cardImageSpec`), its size the member's or, typed none, one
 * megapixel (an upscale workflow declares no size); a video asks only a prompt, so the animate
 * workflow's own size and steps, times its frames.
 */
export function followUpCost(kind: FollowUpKind, card: GenerationRequest): number {
  if (kind === 'upscale') return jobCost(card, {}, { kind: 'upscale' });
  const { width, height, steps, frames } = BENCH_VIDEO;
  return jobCost({ prompt: card.prompt }, { width, height, steps }, { kind: 'video', frames });
}

/** How often members follow an image up, and how long they look at it first. */
export interface FollowUpMix {
  /** Share of the (non-flood) requests whose first image is upscaled. */
  readonly upscaleShare: number;
  /**
   * Share of the (non-flood) requests of one image whose image is animated: a set's select offers
   * no Animate (`inSet: false`), so a member animates a single image.
   */
  readonly animateShare: number;
}

/** Emulated ms a member looks at a delivered image before pressing: uniform in this range. */
export const THINK_MS = { from: 5_000, to: 30_000 } as const;

/** One follow-up a member will press, once its request's first image is delivered. */
export interface PlannedFollowUp {
  /** Its own request number, after every command's (an image record of its own). */
  readonly index: number;
  /** The request whose first image it acts on. */
  readonly of: number;
  readonly kind: FollowUpKind;
  /** Emulated ms after that image's delivery. */
  readonly thinkMs: number;
  /** What it takes on the preset's GPU, emulated ms (no model switch). */
  readonly serviceMs: number;
}

/** A request as {@link planFollowUps} reads it. */
interface Followable {
  readonly index: number;
  readonly flood: boolean;
  /** Images asked for. */
  readonly count: number;
  readonly width?: number;
  readonly height?: number;
}

/** The size of a request's images: what was typed, else the workflow's 512². */
export const sizeOf = (request: Followable): ImageSize => ({
  width: request.width ?? 512,
  height: request.height ?? 512,
});

/**
 * The follow-ups of `requests` (sorted, indexed): each request but the flood's draws, from its
 * own seeded stream, an upscale at `upscaleShare`, else (one of a single image) an animation at
 * `animateShare`, and a
 * think time; numbered after the last request. Seeded by `seed` alone, so the community without
 * the flood has the same ones.
 */
export function planFollowUps(
  requests: readonly Followable[],
  mix: FollowUpMix,
  preset: ServiceTimePresetName,
  seed: number,
): PlannedFollowUp[] {
  const random = new Prng((seed * 104_729 + 17) >>> 0);
  const first = requests.reduce((most, request) => Math.max(most, request.index + 1), 0);
  const planned: PlannedFollowUp[] = [];
  for (const request of requests) {
    const draw = random.next();
    const think = THINK_MS.from + random.next() * (THINK_MS.to - THINK_MS.from);
    if (request.flood) continue;
    const kind: FollowUpKind | undefined =
      draw < mix.upscaleShare
        ? 'upscale'
        : draw < mix.upscaleShare + mix.animateShare && request.count === 1
          ? 'video'
          : undefined;
    if (!kind) continue;
    const serviceMs = followUpServiceMs(preset, kind, sizeOf(request));
    planned.push({
      index: first + planned.length,
      of: request.index,
      kind,
      thinkMs: think,
      serviceMs,
    });
  }
  return planned;
}

/**
 * The mean GPU ms of one request's follow-ups over the image sizes `sizes` members type, a share
 * `singleShare` of the requests asking for one image (the only ones animated).
 */
export function meanFollowUpMs(
  sizes: readonly (ImageSize & { readonly share: number })[],
  mix: FollowUpMix,
  preset: ServiceTimePresetName,
  singleShare: number,
): number {
  return sizes.reduce(
    (sum, size) =>
      sum +
      size.share *
        (mix.upscaleShare * followUpServiceMs(preset, 'upscale', size) +
          mix.animateShare * singleShare * followUpServiceMs(preset, 'video', size)),
    0,
  );
}
