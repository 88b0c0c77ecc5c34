import sharp from 'sharp';
import {
  binarised,
  type ChangeMap,
  changeFromLuma,
  encodePng,
  inverted,
  paintOver,
  type Rgba,
  rgbaOf,
} from '../../emulator-kit/masked-paint.js';
import { bytesOf, decodeImage } from './image-input.js';

type Body = Record<string, unknown>;

/**
 * An img2img request with a `mask`, as `StableDiffusionProcessingImg2Img.init` reads it
 * [A1 modules/processing.py], with the API's defaults: `mask_blur_x`/`_y` 4 (`mask_blur` sets
 * both), `mask_round` true, `inpainting_fill` 0, `inpaint_full_res` true, `inpainting_mask_invert` 0.
 */
export interface Inpainting {
  readonly source: Buffer;
  readonly mask: Buffer;
  readonly blur: number;
  readonly round: boolean;
  readonly invert: boolean;
  /** 0 fill, 1 original, 2 latent noise, 3 latent nothing. */
  readonly fill: number;
  readonly onlyMasked: boolean;
  readonly strength: number;
}

/** The request's inpainting, or undefined without a `mask`; a mask Pillow cannot open is 500. */
export function readInpainting(body: Body, init: string, strength: number): Inpainting | undefined {
  if (typeof body.mask !== 'string' || body.mask === '') return undefined;
  decodeImage(body.mask);
  const number = (value: unknown, fallback: number) =>
    typeof value === 'number' ? value : fallback;
  return {
    source: bytesOf(init),
    mask: bytesOf(body.mask),
    blur: number(body.mask_blur, number(body.mask_blur_x, 4)),
    round: body.mask_round !== false,
    invert: number(body.inpainting_mask_invert, 0) === 1,
    fill: number(body.inpainting_fill, 0),
    onlyMasked: body.inpaint_full_res !== false,
    strength,
  };
}

/**
 * `create_binary_mask`: an RGBA mask whose alpha is not all opaque is its alpha (white = inpaint:
 * the opposite of OpenAI's convention), cut at 128 with `mask_round`; any other is its greyscale.
 */
async function binaryMask(mask: Buffer, round: boolean): Promise<{ map: ChangeMap; image: Rgba }> {
  const image = await rgbaOf(mask);
  const header = await sharp(mask).metadata();
  const rgba = header.channels === 4 && !header.isPalette;
  const alpha = new Uint8Array(image.width * image.height).map(
    (_, i) => image.data[i * 4 + 3] as number,
  );
  if (rgba && alpha.some((value) => value !== 255))
    return { map: round ? binarised(alpha) : alpha, image };
  return { map: changeFromLuma(image), image };
}

/** `map` (of `from`'s size) blurred by `sigma` and stretched to `size`. */
async function shaped(
  map: ChangeMap,
  from: Rgba,
  sigma: number,
  size: { width: number; height: number },
) {
  let plane = sharp(Buffer.from(map), {
    raw: { width: from.width, height: from.height, channels: 1 },
  });
  if (sigma > 0) plane = plane.blur({ sigma: Math.max(0.3, sigma), precision: 'float' });
  const data = await plane
    .resize(size.width, size.height, { fit: 'fill' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return new Uint8Array(data);
}

/**
 * The image an inpainting request returns: the source flattened on white; the mask read
 * ({@link binaryMask}), inverted with `inpainting_mask_invert`, blurred by `mask_blur`; the new
 * picture `rendered` pasted back through the overlay, so a pixel the mask keeps is the source's
 * exactly. "Only masked" (`inpaint_full_res`, the default) answers at the source's size with the
 * mask as it is; "Whole picture" at the request's size with the mask doubled (`np_mask * 2`).
 * `inpainting_fill` 1 (original) mixes the source into the new part by the denoising strength;
 * the others paint it anew. A blank "only masked" mask falls back to plain img2img (undefined).
 */
export async function inpaintedPng(
  inpainting: Inpainting,
  rendered: Buffer,
): Promise<Buffer | undefined> {
  const { map, image } = await binaryMask(inpainting.mask, inpainting.round);
  const turned = inpainting.invert ? inverted(map) : map;
  const sourceSize = await sharp(inpainting.source).metadata();
  const size = inpainting.onlyMasked
    ? { width: sourceSize.width ?? 1, height: sourceSize.height ?? 1 }
    : await sharp(rendered)
        .metadata()
        .then((m) => ({ width: m.width ?? 1, height: m.height ?? 1 }));
  let change = await shaped(turned, image, inpainting.blur, size);
  if (inpainting.onlyMasked && change.every((value) => value === 0)) return undefined;
  if (!inpainting.onlyMasked) change = change.map((value) => Math.min(255, value * 2));
  const flat = await sharp(inpainting.source).flatten({ background: '#ffffff' }).png().toBuffer();
  const base = await rgbaOf(flat, size);
  let generated = await rgbaOf(rendered, size);
  if (inpainting.fill === 1) {
    const weight = new Uint8Array(change.length).fill(Math.round(inpainting.strength * 255));
    generated = paintOver(base, generated, weight);
  }
  return encodePng(paintOver(base, generated, change));
}
