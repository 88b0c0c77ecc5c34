import { createCanvas, loadImage } from '@napi-rs/canvas';
import { POST_PROCESSOR_FACTORS } from './alchemy-forms.js';
import type { AlchemyForm, AlchemySource } from './interrogation.js';

/** Colour names a caption picks from, by their RGB. */
const COLOURS: readonly (readonly [string, number, number, number])[] = [
  ['black', 0, 0, 0],
  ['white', 255, 255, 255],
  ['grey', 128, 128, 128],
  ['red', 220, 40, 40],
  ['orange', 240, 140, 30],
  ['yellow', 240, 220, 40],
  ['green', 40, 170, 60],
  ['cyan', 40, 200, 210],
  ['blue', 50, 90, 210],
  ['purple', 140, 60, 190],
  ['pink', 240, 130, 180],
  ['brown', 120, 75, 40],
];

/**
 * The colour an image is mostly, by name (its mean colour's nearest in {@link COLOURS}): what the
 * emulated caption and interrogation say of it. `grey` when it does not decode.
 */
export async function dominantColour(bytes: Buffer): Promise<string> {
  try {
    const image = await loadImage(bytes);
    const canvas = createCanvas(1, 1);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
    const distance = ([, cr, cg, cb]: readonly [string, number, number, number]) =>
      (cr - r) ** 2 + (cg - g) ** 2 + (cb - b) ** 2;
    return [...COLOURS].sort((x, y) => distance(x) - distance(y))[0]?.[0] ?? 'grey';
  } catch {
    return 'grey';
  }
}

/**
 * The post-processed image of `name` on `source`: the source drawn `factor` times larger (an
 * upscaler), or as it is (a face fixer, `strip_background`), encoded as WebP as workers upload it.
 */
export async function drawPostProcessed(source: AlchemySource, name: string): Promise<Buffer> {
  const factor = POST_PROCESSOR_FACTORS[name as keyof typeof POST_PROCESSOR_FACTORS] ?? 1;
  const image = await loadImage(source.bytes);
  const canvas = createCanvas(source.width * factor, source.height * factor);
  canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.encode('webp', 90);
}

/**
 * What a worker delivers for `form` (the result `deliver` stores), the image of a post-processor
 * being at `url` (from `imageUrl`, presigned now): caption `{caption}`, nsfw `{nsfw}`,
 * interrogation `{interrogation: {tags, sites, artists, flavors, mediums, movements,
 * techniques}}` (horde-sdk's `AlchemyInterrogationDetails`), a post-processor `{<name>: url}`.
 */
export function formResult(
  form: AlchemyForm,
  colour: string,
  imageUrl: () => string,
): Record<string, unknown> {
  switch (form.name) {
    case 'caption':
      return { caption: `a plain ${colour} picture` };
    case 'nsfw':
      return { nsfw: false };
    case 'interrogation': {
      const none: unknown[] = [];
      return {
        interrogation: {
          tags: [{ text: colour, confidence: 0.9 }],
          sites: none,
          artists: none,
          flavors: [{ text: `plain ${colour}`, confidence: 0.5 }],
          mediums: none,
          movements: none,
          techniques: none,
        },
      };
    }
    default:
      return { [form.name]: imageUrl() };
  }
}
