import { BLANK, coverCropped, isLink, type Picture } from './plan-picture.js';

/** What the video nodes read of the workflow being planned (`WorkflowPlan`). */
export interface VideoPlanReader {
  input(id: string, name: string): unknown;
  kindOf(id: string): string;
  pictureOf(link: unknown, depth?: number): Picture;
}

/**
 * How an image-to-video node's latent decodes: its VAE's compression in time (`length` frames
 * make `(length - 1) // t + 1` latent frames, which decode to `(latent - 1) * t + 1`) and space
 * (sizes cut to multiples of `s`); `image` is the input of its start image.
 */
const VIDEO_LATENTS: Readonly<Record<string, { t: number; s: number; image: string }>> = {
  /** Wan 2.2's VAE (48 channels): 4 × 16 × 16. */
  Wan22ImageToVideoLatent: { t: 4, s: 16, image: 'start_image' },
  /** Wan 2.1's VAE: 4 × 8 × 8. */
  WanImageToVideo: { t: 4, s: 8, image: 'start_image' },
  /** LTX-Video's VAE: 8 × 32 × 32. */
  LTXVImgToVideo: { t: 8, s: 32, image: 'image' },
};

/** The classes whose first two outputs pass their `positive` and `negative` on, conditioned. */
export const CONDITIONING_PASSES = ['WanImageToVideo', 'LTXVImgToVideo', 'LTXVConditioning'];

/**
 * The picture a video node outputs, or undefined for a node that is none of them: an
 * image-to-video node's latent (a clip of the frames its `length` decodes to per batch item, its
 * start image scaled to cover the size and cut about its centre, as `common_upscale` does; none:
 * text to video), `ImageFromBatch`'s stretch of a batch (its index and length held to the batch,
 * as `frombatch` does), and `CreateVideo`'s frames.
 */
export function videoPicture(
  plan: VideoPlanReader,
  id: string,
  depth: number,
): Picture | undefined {
  const input = (name: string) => plan.input(id, name);
  const kind = plan.kindOf(id);
  const latent = VIDEO_LATENTS[kind];
  if (latent) {
    const cut = (name: string) => Math.floor(Number(input(name)) / latent.s) * latent.s;
    const width = Math.max(latent.s, cut('width'));
    const height = Math.max(latent.s, cut('height'));
    const frames = Math.floor((Number(input('length')) - 1) / latent.t) * latent.t + 1;
    const batch = Number(input('batch_size')) * frames;
    const start = input(latent.image);
    const clip = { ...BLANK, width, height, batch, clipFrames: frames };
    if (!isLink(start)) return clip;
    const base = coverCropped(plan.pictureOf(start, depth), width, height).base;
    return { ...clip, ...(base && { base }) };
  }
  if (kind === 'ImageFromBatch') {
    const image = plan.pictureOf(input('image'), depth);
    const start = Math.max(0, Math.min(image.batch - 1, Number(input('batch_index'))));
    const batch = Math.max(1, Math.min(image.batch - start, Number(input('length'))));
    return { ...image, batch, first: (image.first ?? 0) + start };
  }
  if (kind === 'CreateVideo') return plan.pictureOf(input('images'), depth);
  return undefined;
}

/** What a sampler makes of a video latent: its frames drawn over the start image (none: the prompt's picture). */
export function sampledClip(latent: Picture, sampled: Partial<Picture>): Picture {
  return { ...latent, ...sampled, strength: latent.base ? 0 : 1 };
}

/** The frame rate of the video a `VIDEO` link carries (`CreateVideo`'s `fps`), or undefined. */
export function videoFps(plan: VideoPlanReader, link: unknown): number | undefined {
  if (!isLink(link) || plan.kindOf(link[0]) !== 'CreateVideo') return undefined;
  return Number(plan.input(link[0], 'fps'));
}
