import { type Canvas, createCanvas, type Image } from '@napi-rs/canvas';
import { hash32 } from '../prng.js';
import { type AppliedLora, drawLoraMarks } from './lora-mark.js';

/** The picture an image starts from: an uploaded image (decoded), or another drawn one. */
export type ImageBase = { readonly image: Image } | { readonly source: ImageSource };

/**
 * What one image is drawn from: the prompt's text, the seed and its place in the batch; over a
 * `base` (a loaded image, scaled to the size) when it has one, the prompt's picture covering it
 * by `strength` (a sampler's denoise; 0: the base alone, as an upscale draws it).
 */
export interface ImageSource {
  readonly width: number;
  readonly height: number;
  readonly text: string;
  readonly seed: number;
  readonly index: number;
  readonly base?: ImageBase;
  /** @default 1 without a base */
  readonly strength?: number;
  /** The LoRAs the model ran with, each marking the picture (`lora-mark.ts`). @default none */
  readonly loras?: readonly AppliedLora[];
}

function colour(h: number, shift: number, dim = 1): string {
  const channel = (s: number) => Math.round(((h >>> s) & 0xff) * dim);
  return `rgb(${channel(shift)}, ${channel(shift + 8)}, ${channel((shift + 16) % 32)})`;
}

function draw(source: ImageSource, width: number, height: number, dim: number): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const { base, strength = 1 } = source;
  if (base) {
    const under =
      'image' in base ? base.image : draw(base.source, base.source.width, base.source.height, 1);
    ctx.drawImage(under, 0, 0, width, height);
    if (!(strength > 0)) return canvas;
    ctx.globalAlpha = Math.min(1, strength);
  }
  const h = hash32(`${source.text}\u0000${source.seed}\u0000${source.index}`);
  ctx.fillStyle = colour(h, 0, dim);
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = colour(h, 8, dim);
  const tile = Math.max(1, Math.round((Math.min(width, height) / 8) * (1 + ((h >>> 28) & 3))));
  for (let y = 0; y < height; y += tile) {
    for (let x = (y / tile) % 2 === 0 ? 0 : tile; x < width; x += 2 * tile) {
      ctx.fillRect(x, y, tile, tile);
    }
  }
  if (source.loras?.length) drawLoraMarks(ctx, width, height, source.loras, dim);
  return canvas;
}

/**
 * A deterministic picture (two colours and a checkerboard whose tile size come from a hash of
 * text, seed and batch index; over its base, if any, by its strength; a stripe per LoRA), encoded as PNG as
 * SaveImage writes it.
 */
export function renderPng(source: ImageSource): Buffer {
  return draw(source, source.width, source.height, 1).encodeSync('png');
}

/**
 * A latent preview as `--preview-method latent2rgb` sends it: the same picture at an eighth of
 * the size (capped at `maxSide`), dim early in sampling and brighter as `value / max` grows,
 * encoded as JPEG (or PNG, as the WebUI's `live_previews_image_format` default).
 */
export function renderPreview(
  source: ImageSource,
  value: number,
  max: number,
  maxSide: number,
  format: 'jpeg' | 'png' = 'jpeg',
): Buffer {
  const scale = Math.min(1 / 8, maxSide / Math.max(source.width, source.height));
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const canvas = draw(source, width, height, 0.3 + (0.7 * value) / Math.max(1, max));
  return format === 'png' ? canvas.encodeSync('png') : canvas.encodeSync('jpeg', 95);
}
