import type { ImageSource } from '../../emulator-kit/picture.js';
import type { MaskPlane } from './mask-planes.js';

/**
 * What a picture flowing between nodes is drawn from (an {@link ImageSource} without its index);
 * a latent may carry its `noise_mask` (`VAEEncodeForInpaint`, `SetLatentNoiseMask`).
 */
export type Picture = Omit<ImageSource, 'index'> & {
  readonly batch: number;
  readonly noiseMask?: MaskPlane;
};

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
