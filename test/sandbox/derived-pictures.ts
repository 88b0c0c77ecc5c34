import sharp from 'sharp';

/**
 * A picture with a composition an edit should keep, as a PNG of `width`×`height`: a grey ramp from
 * dark on the left to light on the right, a dark square in its upper left quarter. The emulators'
 * prompt pictures (flat colours, checkerboards, bands) do not follow it, so what follows it came
 * from the input.
 */
export function composedPng(width: number, height: number): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inSquare = x > width / 8 && x < width / 3 && y > height / 8 && y < height / 3;
      const grey = inSquare ? 10 : Math.round(30 + (200 * x) / Math.max(1, width - 1));
      data.fill(grey, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The RGB of `bytes` (any format sharp reads, alpha dropped), stretched to `size` if given. */
async function rgbOf(bytes: Buffer, size?: { width: number; height: number }) {
  let image = sharp(bytes).removeAlpha();
  if (size) image = image.resize(size.width, size.height, { fit: 'fill' });
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** The size of an encoded image. */
export async function sizeOf(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  return { width, height };
}

/**
 * How closely `output` follows `input`'s composition: Pearson's correlation of their pixels
 * (every channel), `output` stretched to `input`'s size. 1: the same picture up to brightness and
 * contrast; about 0: nothing of it.
 */
export async function likeness(input: Buffer, output: Buffer): Promise<number> {
  const a = await rgbOf(input);
  const b = await rgbOf(output, a);
  const n = a.data.length;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i += 1) {
    meanA += a.data[i] as number;
    meanB += b.data[i] as number;
  }
  meanA /= n;
  meanB /= n;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let i = 0; i < n; i += 1) {
    const da = (a.data[i] as number) - meanA;
    const db = (b.data[i] as number) - meanB;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  return varianceA === 0 || varianceB === 0 ? 0 : covariance / Math.sqrt(varianceA * varianceB);
}

/** The mean absolute difference per channel (0–255) of `output`, stretched to `input`'s size, and `input`. */
export async function meanDifference(input: Buffer, output: Buffer): Promise<number> {
  const a = await rgbOf(input);
  const b = await rgbOf(output, a);
  let total = 0;
  for (let i = 0; i < a.data.length; i += 1) {
    total += Math.abs((a.data[i] as number) - (b.data[i] as number));
  }
  return total / a.data.length;
}
