import { imageTiles } from '../../image-backend/image-actions.js';
import type { InputImage, PixelSize } from '../../image-backend/images-in.js';
import { checkImageTaken, checkInputFits } from '../../image-backend/input-fit.js';
import { type Base64Bytes, base64Of } from '../../image-backend/streamed-json.js';
import { HORDE_IMAGES_IN } from './horde-capabilities.js';

/** The alchemy form of each upscale factor the Horde offers (`HORDE_IMAGES_IN.upscale`). */
export const UPSCALE_FORMS: Readonly<Record<number, string>> = {
  2: 'RealESRGAN_x2plus',
  4: 'RealESRGAN_x4plus',
};

/** How the Horde's alchemy upscales: its factors and the most tiles and pixels it takes. */
const UPSCALE = HORDE_IMAGES_IN.upscale;

/** The longer side of an image described when the Horde would find it too large (over 16 tiles). */
const CAPTION_SIDE = 1024;

/** The body of `POST /v2/interrogate/async` the bot sends: one form on a base64 source. */
export interface HordeAlchemyBody {
  /** The image's bytes in base64 (the server stores it as WebP on R2; a URL would be fetched). */
  readonly source_image: Base64Bytes;
  readonly forms: readonly [{ readonly name: string }];
  /** The server's default, said: any alchemist may serve it (+1 kudos). */
  readonly slow_workers: true;
}

/** 512×512 tiles of an image (the server's `calculate_image_tiles`). */
export const alchemyTiles = (image: PixelSize): number => imageTiles(image, UPSCALE.tiles.side);

/**
 * What a form costs its requester (`InterrogationForms.record`): what its worker earns (a caption
 * 1, a post-processor 3 per tile) + 1 burned + 1 for `slow_workers`. The Horde reports no kudos
 * for alchemy: this is the price its code charges.
 */
export function alchemyKudos(form: string, tiles: number): number {
  const earned = form === 'caption' ? 1 : 3 * tiles;
  return earned + 2;
}

const body = (image: InputImage, form: string): HordeAlchemyBody => ({
  source_image: base64Of(image.bytes),
  forms: [{ name: form }],
  slow_workers: true,
});

/**
 * The alchemy request of an upscale by `factor`, checked first so nothing is sent the Horde or
 * the bot would refuse (the port's `checkInputFits`): the input against `imagesIn`, a factor it
 * offers, a source of at most its tiles and a result of at most its pixels.
 * @throws {InvalidParameterError} naming what is over its limit.
 */
export function upscaleRequest(
  image: InputImage,
  factor: number,
): { body: HordeAlchemyBody; tiles: number } {
  checkInputFits(HORDE_IMAGES_IN, { action: { kind: 'upscale', factor }, image });
  return { body: body(image, UPSCALE_FORMS[factor] ?? ''), tiles: alchemyTiles(image) };
}

/**
 * The alchemy request of a caption: the input checked against `imagesIn`, and one over the
 * alchemists' tiles (which no default alchemist takes) sent at 1024 pixels on its
 * longer side, as WebP: a caption reads no more.
 * @throws {InvalidParameterError} naming what is over its limit.
 */
export async function captionRequest(image: InputImage): Promise<HordeAlchemyBody> {
  checkImageTaken(HORDE_IMAGES_IN, image);
  if (alchemyTiles(image) <= UPSCALE.tiles.count) return body(image, 'caption');
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const scale = CAPTION_SIDE / Math.max(image.width, image.height);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(await loadImage(image.bytes), 0, 0, width, height);
  const bytes = await canvas.encode('webp', 90);
  return body({ bytes, type: 'image/webp', width, height }, 'caption');
}
