import sharp from 'sharp';

/** A rectangle of pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const inside = (box: Box, x: number, y: number) =>
  x >= box.left && x < box.left + box.width && y >= box.top && y < box.top + box.height;

/**
 * A PNG of `width`×`height` in one colour (opaque RGB), or RGBA whose alpha is 0 inside `hole`
 * (its colour kept under the hole, as an editor that saves colour values does); `framed`: 0
 * outside it instead (an outpainting canvas, `hole` the original).
 */
export function sourcePng(
  width: number,
  height: number,
  colour: [number, number, number] = [30, 90, 200],
  hole?: Box,
  framed = false,
): Promise<Buffer> {
  const channels = hole ? 4 : 3;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      data.set(colour, at);
      if (hole) data[at + 3] = inside(hole, x, y) !== framed ? 0 : 255;
    }
  }
  return sharp(data, { raw: { width, height, channels } }).png().toBuffer();
}

/**
 * A mask PNG of `width`×`height` marking `box`: `alpha` (RGBA, transparent inside, OpenAI's and
 * the bot's form, colour white inside and black outside) or `grey` (opaque, white inside).
 */
export function maskPng(
  width: number,
  height: number,
  box: Box,
  form: 'alpha' | 'grey',
): Promise<Buffer> {
  const channels = form === 'alpha' ? 4 : 1;
  const data = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * channels;
      const changes = inside(box, x, y);
      data.fill(changes ? 255 : 0, at, at + Math.min(3, channels));
      if (form === 'alpha') data[at + 3] = changes ? 0 : 255;
    }
  }
  return sharp(data, { raw: { width, height, channels } }).png().toBuffer();
}

/** The RGB of each pixel of an encoded image, and a reader of one. */
export async function pixels(bytes: Buffer) {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const index = (y * info.width + x) * info.channels;
    return [...data.subarray(index, index + 3)];
  };
  return { width: info.width, height: info.height, at };
}

/**
 * Whether every pixel of `image` outside `changed` is `colour` (each channel within `tolerance`:
 * an image sent lossy), and none of those inside (away from its edge by `margin`) is: the mask
 * was applied, unchanged outside, new inside.
 */
export async function paintedOnlyIn(
  bytes: Buffer,
  changed: Box,
  colour: [number, number, number],
  margin = 2,
  tolerance = 0,
): Promise<{ keptOutside: boolean; newInside: boolean }> {
  const { width, height, at } = await pixels(bytes);
  let keptOutside = true;
  let newInside = true;
  const same = (x: number, y: number) =>
    at(x, y).every((value, index) => Math.abs(value - (colour[index] as number)) <= tolerance);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (!inside(changed, x, y)) keptOutside &&= same(x, y);
      else {
        const inner = {
          left: changed.left + margin,
          top: changed.top + margin,
          width: changed.width - 2 * margin,
          height: changed.height - 2 * margin,
        };
        if (inside(inner, x, y) && same(x, y)) newInside = false;
      }
    }
  }
  return { keptOutside, newInside };
}
