import sharp from 'sharp';

/**
 * An image's pixels as 8-bit RGBA, row by row, decoded exactly: a transparent pixel keeps its
 * colour (as Pillow and PyTorch read it), unlike a canvas, which premultiplies it away.
 */
export interface Rgba {
  readonly width: number;
  readonly height: number;
  readonly data: Buffer;
}

/**
 * How much each pixel of an image may change, 0 (kept) to 255 (free), one byte a pixel: what a
 * server makes of a mask before it samples (a latent noise mask, an inpainting model's mask).
 */
export type ChangeMap = Uint8Array;

/** `bytes` decoded to RGBA (an image without alpha is opaque), stretched to `size` if given. */
export async function rgbaOf(
  bytes: Uint8Array,
  size?: { readonly width: number; readonly height: number },
): Promise<Rgba> {
  let image = sharp(bytes).ensureAlpha();
  if (size) image = image.resize(size.width, size.height, { fit: 'fill', kernel: 'lanczos3' });
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** Transparent may change: 255 − alpha (the Horde's, ComfyUI's `LoadImage` and OpenAI's rule). */
export function changeFromAlpha(image: Rgba): ChangeMap {
  const change = new Uint8Array(image.width * image.height);
  for (let index = 0; index < change.length; index += 1) {
    change[index] = 255 - (image.data[index * 4 + 3] as number);
  }
  return change;
}

/**
 * White may change: Pillow's `convert("L")` (ITU-R 601-2 luma, alpha ignored), as a greyscale mask
 * is read (the Horde's `source_mask`, the WebUI's `mask` without alpha, ComfyUI's `LoadImageMask`
 * on a colour channel).
 */
export function changeFromLuma(image: Rgba): ChangeMap {
  const change = new Uint8Array(image.width * image.height);
  for (let index = 0; index < change.length; index += 1) {
    const at = index * 4;
    const luma =
      ((image.data[at] as number) * 299 +
        (image.data[at + 1] as number) * 587 +
        (image.data[at + 2] as number) * 114) /
      1000;
    change[index] = Math.floor(luma);
  }
  return change;
}

/** Every pixel of `change` turned over (255 − value): a mask meant the other way round. */
export const inverted = (change: ChangeMap): ChangeMap => change.map((value) => 255 - value);

/** Each pixel 0 or 255, cut at `threshold` (over it: 255), as a server binarises a mask. */
export const binarised = (change: ChangeMap, threshold = 128): ChangeMap =>
  change.map((value) => (value > threshold ? 255 : 0));

/**
 * `generated` painted over `base` where `change` lets it (each pixel mixed by its value: 0 keeps
 * the base exactly, 255 takes the new picture), opaque; both images of the same size.
 */
export function paintOver(base: Rgba, generated: Rgba, change: ChangeMap): Rgba {
  const data = Buffer.alloc(base.width * base.height * 4);
  for (let index = 0; index < change.length; index += 1) {
    const weight = change[index] as number;
    for (let channel = 0; channel < 3; channel += 1) {
      const at = index * 4 + channel;
      const kept = base.data[at] as number;
      data[at] = Math.round(kept + (((generated.data[at] as number) - kept) * weight) / 255);
    }
    data[index * 4 + 3] = 255;
  }
  return { width: base.width, height: base.height, data };
}

/** `image` encoded as a PNG (lossless: a kept pixel stays exactly what it was). */
export function encodePng(image: Rgba): Promise<Buffer> {
  const { width, height } = image;
  return sharp(image.data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}
