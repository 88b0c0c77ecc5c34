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

/** How many pixels are of the colour `#rrggbb` (each channel within 2, for anti-aliasing). */
export function pixelsOfColor(data: Uint8ClampedArray, hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)) as [
    number,
    number,
    number,
  ];
  const near = (value: number | undefined, target: number) => Math.abs((value ?? -9) - target) <= 2;
  let count = 0;
  for (let index = 0; index < data.length; index += 4) {
    if (near(data[index], r) && near(data[index + 1], g) && near(data[index + 2], b)) count += 1;
  }
  return count;
}
