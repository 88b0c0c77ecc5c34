import { createCanvas, loadImage } from '@napi-rs/canvas';

/** A PNG's size and RGBA pixels, decoded with the same Skia the bot draws with. */
export async function decodePng(png: Buffer) {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data } = context.getImageData(0, 0, image.width, image.height);
  return { width: image.width, height: image.height, data };
}

/** How many pixels differ between two images of one size. */
export function differingPixels(one: Uint8ClampedArray, other: Uint8ClampedArray): number {
  let differing = 0;
  for (let index = 0; index < Math.min(one.length, other.length); index += 4) {
    if (
      one[index] !== other[index] ||
      one[index + 1] !== other[index + 1] ||
      one[index + 2] !== other[index + 2]
    )
      differing += 1;
  }
  return differing;
}
