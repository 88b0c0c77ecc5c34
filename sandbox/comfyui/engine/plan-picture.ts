import type { ImageSource } from '../../emulator-kit/picture.js';
import type { MaskPlane } from './mask-planes.js';

/**
 * What a picture flowing between nodes is drawn from (an {@link ImageSource} without its index);
 * a latent may carry its `noise_mask` (`VAEEncodeForInpaint`, `SetLatentNoiseMask`).
 */
export type Picture = Omit<ImageSource, 'index' | 'frame'> & {
  readonly batch: number;
  readonly noiseMask?: MaskPlane;
  /**
   * A video's: each batch item is a frame, `clipFrames` to a clip (a batch of clips one after
   * another, as VAEDecode flattens them).
   */
  readonly clipFrames?: number;
  /** The place of the first item in the batch it was taken from (`ImageFromBatch`). @default 0 */
  readonly first?: number;
};

/**
 * The images of a batch, one per item: a still's index is its place in the batch; a video frame
 * is frame `i` of clip `c` (its mark's key), counted across the flattened clips.
 */
export function itemsOf(picture: Picture): ImageSource[] {
  const { clipFrames, first = 0, ...rest } = picture;
  return Array.from({ length: picture.batch }, (_, item) => {
    const at = first + item;
    if (!clipFrames) return { ...rest, index: at };
    const frame = { index: at % clipFrames, of: clipFrames };
    return { ...rest, index: Math.floor(at / clipFrames), frame };
  });
}

/**
 * `picture` scaled to cover `width` × `height` and cut to it about its centre (`common_upscale`
 * with crop `center`, as the image-to-video nodes fit their start image).
 */
export function coverCropped(picture: Picture, width: number, height: number): Picture {
  const by = Math.max(width / picture.width, height / picture.height);
  const cover = scaled(picture, Math.round(picture.width * by), Math.round(picture.height * by));
  const left = Math.round((width - cover.width) / 2);
  const top = Math.round((height - cover.height) / 2);
  const placed = { ...cover, index: 0 };
  return { ...BLANK, width, height, batch: picture.batch, base: { placed, left, top } };
}

/** An empty 512 × 512 latent: what an unknown node or a missing link gives. */
export const BLANK: Picture = { width: 512, height: 512, batch: 1, text: '', seed: 0, strength: 0 };

/** Whether `value` is a link (`[nodeId, outputIndex]`). */
export function isLink(value: unknown): value is [string, number] {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string';
}

/**
 * `picture` at `width` × `height`: a plain base (an upload, a drawn picture, nothing drawn over
 * it) is drawn at that size, anything else scaled whole.
 */
export function scaled(picture: Picture, width: number, height: number): Picture {
  const size = { width: Math.max(1, width), height: Math.max(1, height) };
  const plain = picture.base && !('placed' in picture.base) && !picture.over && !picture.change;
  if (picture.strength === 0 && plain) return { ...picture, ...size };
  return { ...BLANK, ...size, batch: picture.batch, base: { source: { ...picture, index: 0 } } };
}
