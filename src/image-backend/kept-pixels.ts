import { rawImage, sharpInput } from '../core/sharp-input.js';
import type { InputImage } from './images-in.js';

/** The most pixels a result to restore is decoded at (a 4096×4096 result, with room). */
const MAX_RESULT_PIXELS = 4096 * 4096 * 2;

/** `bytes` decoded to raw `channels` pixels at `size` (stretched), bounded before decoding. */
function pixelsOf(
  bytes: Buffer,
  size: { readonly width: number; readonly height: number },
  channels: 3 | 'alpha',
): Promise<Buffer> {
  const image = sharpInput(bytes, MAX_RESULT_PIXELS).resize(size.width, size.height, {
    fit: 'fill',
  });
  const picked =
    channels === 'alpha'
      ? image.ensureAlpha().extractChannel(3)
      : image.removeAlpha().toColourspace('srgb');
  return picked.raw().toBuffer();
}

/**
 * `result` (an edit with a mask) with the input's pixels put back where its mask keeps them, for a
 * backend whose model takes the mask as guidance only and may move the kept part (OpenAI's GPT
 * image models): the result stretched to the input's size, each pixel mixed by the mask's alpha
 * (255: the input's exactly, 0: the result's, the feathered edge between), as a PNG of the input's
 * size. Decoding is bounded before it starts.
 * @throws what libvips throws on an image it cannot read.
 */
export async function restoreKeptPixels(
  result: Buffer,
  input: { readonly image: InputImage; readonly mask: InputImage },
): Promise<Buffer> {
  const { width, height } = input.image;
  const size = { width, height };
  const [kept, made, alpha] = await Promise.all([
    pixelsOf(input.image.bytes, size, 3),
    pixelsOf(result, size, 3),
    pixelsOf(input.mask.bytes, size, 'alpha'),
  ]);
  for (let pixel = 0; pixel < alpha.length; pixel += 1) {
    const weight = alpha[pixel] as number;
    if (weight === 0) continue;
    for (let at = pixel * 3; at < pixel * 3 + 3; at += 1) {
      const from = made[at] as number;
      made[at] = Math.round(from + (((kept[at] as number) - from) * weight) / 255);
    }
  }
  return rawImage(made, { width, height, channels: 3 }).png().toBuffer();
}
