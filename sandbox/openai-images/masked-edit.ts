import sharp from 'sharp';
import { changeFromAlpha, paintOver, type Rgba, rgbaOf } from '../emulator-kit/masked-paint.js';
import { OpenAiError } from './openai-response.js';
import type { OutputFormat } from './spec/request-schemas.js';

/**
 * An edit with a `mask` (applied to its first image): where the mask's alpha is 0 the image is
 * painted anew; where it is opaque dall-e-2 keeps the input exactly, while the GPT image models
 * take the mask as guidance only ("the model uses the mask as guidance, but may not follow its
 * exact shape"), so the kept part comes back near the input, not equal to it.
 */
export interface MaskedEdit {
  /** The first input image's bytes. */
  readonly image: Buffer;
  readonly mask: Buffer;
  /** dall-e-2: pixels the mask keeps come back exactly. */
  readonly exact: boolean;
}

/** How far a GPT image model's kept pixels drift from the input, per channel at most. */
const DRIFT = 3;

/**
 * The mask's mode as OpenAI checks it: a PNG without an alpha channel (RGB, greyscale) cannot mark
 * anything, and is refused as an input of the wrong mode (`invalid_image_file`, the mask counted
 * as the image after the inputs).
 */
export async function checkMaskMode(mask: Buffer, number: number): Promise<void> {
  const { hasAlpha } = await sharp(mask).metadata();
  if (hasAlpha) return;
  throw invalidImageFile(number);
}

/** OpenAI's answer to an input (1-based `number`) it cannot open or whose mode is wrong. */
export const invalidImageFile = (number: number): OpenAiError =>
  new OpenAiError(
    400,
    `Invalid image file or mode for image ${number}, please check your image file.`,
    'image_generation_user_error',
    null,
    'invalid_image_file',
  );

/** `base` moved by up to ±{@link DRIFT} per channel, the same way each time. */
function drifted(base: Rgba): Rgba {
  const data = Buffer.from(base.data);
  for (let index = 0; index < data.length; index += 1) {
    if (index % 4 === 3) continue;
    const move = ((index * 2654435761) >>> 29) % (2 * DRIFT + 1);
    data[index] = Math.max(0, Math.min(255, (data[index] as number) + move - DRIFT));
  }
  return { ...base, data };
}

/**
 * The final image of a masked edit: `rendered` (the edit's picture at the output size) painted
 * over the first input (stretched to that size) where the mask (stretched too) is transparent,
 * the rest the input's ({@link MaskedEdit.exact}), encoded as the request asks.
 */
export async function paintMaskedEdit(
  edit: MaskedEdit,
  rendered: Buffer,
  format: OutputFormat,
  compression: number,
): Promise<Buffer> {
  const generated = await rgbaOf(rendered);
  const size = { width: generated.width, height: generated.height };
  const input = await rgbaOf(edit.image, size);
  const change = changeFromAlpha(await rgbaOf(edit.mask, size));
  const painted = paintOver(edit.exact ? input : drifted(input), generated, change);
  const pixels = sharp(painted.data, { raw: { ...size, channels: 4 } });
  if (format === 'png') return pixels.png().toBuffer();
  if (format === 'jpeg') return pixels.jpeg({ quality: compression }).toBuffer();
  return pixels.webp({ quality: compression }).toBuffer();
}
