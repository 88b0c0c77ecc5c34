import { type Canvas, createCanvas, type Image } from '@napi-rs/canvas';
import { hash32 } from '../prng.js';
import type { OutputFormat } from './spec/request-schemas.js';

/** What one image is drawn from. */
export interface ImageSource {
  readonly prompt: string;
  /** Which of the request's `n` images (0-based): each differs. */
  readonly index: number;
  readonly width: number;
  readonly height: number;
  readonly background: 'transparent' | 'opaque';
  readonly outputFormat: OutputFormat;
  /** 0–100; JPEG and WebP only. */
  readonly compression: number;
  /** An edit's input: drawn stretched to the size in place of the gradient, the tiles over it. */
  readonly under?: Image;
  /**
   * An edit's further inputs, the references it follows: each drawn over the result at a quarter
   * of its width along the bottom edge, from the right, so a person sees which ones it took.
   */
  readonly references?: readonly Image[];
  /** The final picture's grain (the emulator's `grain`). @default 0 */
  readonly grain?: number;
}

/**
 * How much of what is under a tile its colour covers: an edit takes no strength, so its input
 * shows through every tile at this fixed blend (and plainly between them).
 */
const TILE_ALPHA = 0.6;

const colour = (h: number, shift: number, alpha = 1) =>
  `rgba(${(h >>> shift) & 0xff}, ${(h >>> (shift + 8)) & 0xff}, ${(h >>> (shift + 16)) & 0xff}, ${alpha})`;

/**
 * Draws the final picture: a diagonal gradient under a checkerboard, colours and tile size from a
 * hash of prompt and index (the API takes no seed); with a transparent background only the
 * tiles are painted, on nothing; an edit's tiles are painted over its input.
 */
function draw(source: ImageSource): Canvas {
  const { width, height } = source;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const h = hash32(`${source.prompt}\u0000${source.index}`);
  if (source.under) ctx.drawImage(source.under, 0, 0, width, height);
  else if (source.background === 'opaque') {
    const gradient = ctx.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, colour(h, 0));
    gradient.addColorStop(1, colour(h, 8));
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
  }
  const tile = 32 << ((h >>> 28) & 3);
  ctx.fillStyle = colour(h, 4, TILE_ALPHA);
  for (let y = 0; y < height; y += tile) {
    for (let x = (y / tile) % 2 === 0 ? 0 : tile; x < width; x += tile * 2) {
      ctx.fillRect(x, y, tile, tile);
    }
  }
  drawReferences(canvas, source.references ?? []);
  if (source.grain) addGrain(canvas, source.grain, h);
  return canvas;
}

/** Each of `references` at a quarter of the canvas's width, along its bottom edge from the right. */
function drawReferences(canvas: Canvas, references: readonly Image[]): void {
  const ctx = canvas.getContext('2d');
  const w = Math.max(1, Math.round(canvas.width / 4));
  let right = canvas.width;
  for (const reference of references) {
    const h = Math.max(1, Math.round((w * reference.height) / Math.max(1, reference.width)));
    ctx.drawImage(reference, right - w, canvas.height - h, w, h);
    right -= w;
    if (right <= 0) break;
  }
}

/** Moves each colour channel by up to ±`amount`, from a generator seeded by `seed`. */
function addGrain(canvas: Canvas, amount: number, seed: number): void {
  const ctx = canvas.getContext('2d');
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  const { data } = pixels;
  let state = seed || 1;
  for (let i = 0; i < data.length; i++) {
    if (i % 4 === 3) continue;
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    data[i] = Math.max(0, Math.min(255, (data[i] as number) + (state % (amount + 1))));
  }
  ctx.putImageData(pixels, 0, 0);
}

/**
 * The picture at `step` of `steps`: drawn at a fraction of its size and scaled back up without
 * smoothing, blockier the earlier the step; `step === steps` is the final image.
 */
function atStep(source: ImageSource, step: number, steps: number): Canvas {
  const final = draw(source);
  if (step >= steps) return final;
  const divisor = 2 ** (2 + steps - step);
  const w = Math.max(1, Math.round(source.width / divisor));
  const h = Math.max(1, Math.round(source.height / divisor));
  const small = createCanvas(w, h);
  small.getContext('2d').drawImage(final, 0, 0, w, h);
  const out = createCanvas(source.width, source.height);
  const ctx = out.getContext('2d');
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(small, 0, 0, source.width, source.height);
  return out;
}

async function encode(canvas: Canvas, source: ImageSource): Promise<Buffer> {
  switch (source.outputFormat) {
    case 'png':
      return canvas.encode('png');
    case 'jpeg':
      return canvas.encode('jpeg', source.compression);
    case 'webp':
      return canvas.encode('webp', source.compression);
  }
}

/** The final image of `source`, encoded in its output format. */
export function renderImage(source: ImageSource): Promise<Buffer> {
  return encode(draw(source), source);
}

/** Partial image `index` (0-based) of `count`, in the final image's size and format. */
export function renderPartial(source: ImageSource, index: number, count: number): Promise<Buffer> {
  return encode(atStep(source, index + 1, count + 1), source);
}
