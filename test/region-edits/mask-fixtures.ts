import sharp from 'sharp';

/** The RGBA pixels of an encoded image, and a reader of one pixel. */
export async function pixelsOf(bytes: Buffer) {
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const index = (y * info.width + x) * 4;
    return [...data.subarray(index, index + 4)];
  };
  return { width: info.width, height: info.height, at };
}

/** A PNG of `width`×`height`, opaque, its left half red and right half blue. */
export function halvesPng(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 3;
      if (x < width / 2) data[index] = 255;
      else data[index + 2] = 255;
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A PNG mask of `width`×`height`: alpha 0 inside `hole` (left, top, width, height), else 255. */
export function holePng(
  width: number,
  height: number,
  hole: { left: number; top: number; width: number; height: number },
  alpha = true,
): Promise<Buffer> {
  const channels = alpha ? 4 : 3;
  const data = Buffer.alloc(width * height * channels, 255);
  for (let y = hole.top; y < hole.top + hole.height; y += 1) {
    for (let x = hole.left; x < hole.left + hole.width; x += 1) {
      data[(y * width + x) * channels + channels - 1] = 0;
    }
  }
  return sharp(data, { raw: { width, height, channels } }).png().toBuffer();
}
