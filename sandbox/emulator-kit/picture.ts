import {
  type Canvas,
  type SKRSContext2D as Ctx,
  createCanvas,
  type Image,
  type ImageData,
} from '@napi-rs/canvas';
import { hash32 } from '../prng.js';
import { type ClipFrame, frameMark, markX } from './frame-mark.js';
import { type AppliedLora, drawLoraMarks } from './lora-mark.js';

/**
 * The picture an image starts from: an uploaded image (decoded, opaque), another drawn one
 * stretched to the size, or another drawn one at its own scale `placed` at (`left`, `top`) on
 * black (a padded canvas, a centred crop).
 */
export type ImageBase =
  | { readonly image: Image }
  | { readonly source: ImageSource }
  | { readonly placed: ImageSource; readonly left: number; readonly top: number };

/**
 * How much each pixel may change, one byte a pixel at the plane's own size (stretched to the
 * picture's, nearest): 0 keeps the base exactly, 255 takes what is drawn over it.
 */
export interface ChangePlane {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** What is drawn over the base instead of the prompt's picture: another at (left, top), or a colour. */
export type Overlay =
  | { readonly source: ImageSource; readonly left: number; readonly top: number }
  | { readonly colour: string };

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
  /** Drawn over the base instead of the prompt's picture (a composite's source, a fill). */
  readonly over?: Overlay;
  /** Where what is drawn over the base may show (a noise mask, a composite's mask); absent: all. */
  readonly change?: ChangePlane;
  /** A video's frame: the picture with the clip's mark where that frame has it (`frame-mark.ts`). */
  readonly frame?: ClipFrame;
  /**
   * Further reference images an edit model drew from (Kontext's, Qwen-Image-Edit's), each shown
   * as a quarter-size inset along the bottom edge, from the right. @default none
   */
  readonly insets?: readonly ImageSource[];
  /**
   * An instruction edit's: over its base the prompt's colour is washed by `strength`, the base's
   * shapes kept, rather than the prompt's own pattern drawn. @default false
   */
  readonly washed?: boolean;
}

/** What keys a clip's mark: its prompt, seed and place in the batch. */
export function clipKey(source: ImageSource): string {
  return `${source.text}\u0000${source.seed}\u0000${source.index}`;
}

/** Draws the mark of `source`'s clip where its frame has it. */
function drawFrameMark(
  ctx: Ctx,
  source: ImageSource,
  frame: ClipFrame,
  width: number,
  height: number,
) {
  const mark = frameMark(clipKey(source), width, height);
  const [r, g, b] = mark.colour;
  ctx.globalAlpha = 1;
  ctx.fillStyle = `rgb(${r}, ${g}, ${b})`;
  ctx.fillRect(markX(mark, width, frame), mark.y, mark.size, mark.size);
}

function colour(h: number, shift: number, dim = 1): string {
  const channel = (s: number) => Math.round(((h >>> s) & 0xff) * dim);
  return `rgb(${channel(shift)}, ${channel(shift + 8)}, ${channel((shift + 16) % 32)})`;
}

/** Draws `base` over the whole canvas of `width` × `height`, `scale` the picture's own. */
function drawBase(ctx: Ctx, base: ImageBase, width: number, height: number, scale: number) {
  if ('image' in base) ctx.drawImage(base.image, 0, 0, width, height);
  else if ('source' in base) {
    ctx.drawImage(draw(base.source, base.source.width, base.source.height, 1), 0, 0, width, height);
  } else {
    ctx.fillStyle = 'rgb(0, 0, 0)';
    ctx.fillRect(0, 0, width, height);
    const { placed, left, top } = base;
    const drawn = draw(placed, placed.width, placed.height, 1);
    ctx.drawImage(drawn, left * scale, top * scale, placed.width * scale, placed.height * scale);
  }
}

/** The prompt's picture: two colours and a checkerboard from the hash, a stripe per LoRA. */
function drawPrompt(ctx: Ctx, source: ImageSource, width: number, height: number, dim: number) {
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
}

/** The prompt's first colour over the whole picture (an instruction edit's wash), with its LoRAs' marks. */
function drawWash(ctx: Ctx, source: ImageSource, width: number, height: number, dim: number) {
  const h = hash32(`${source.text}\u0000${source.seed}\u0000${source.index}`);
  ctx.fillStyle = colour(h, 0, dim);
  ctx.fillRect(0, 0, width, height);
  if (source.loras?.length) drawLoraMarks(ctx, width, height, source.loras, dim);
}

/** What the canvas held before (`kept`) mixed with what it holds now by `change`, per pixel. */
function mixByChange(ctx: Ctx, kept: ImageData, change: ChangePlane) {
  const { width, height } = kept;
  const now = ctx.getImageData(0, 0, width, height);
  for (let y = 0; y < height; y += 1) {
    const row = Math.min(change.height - 1, Math.floor((y * change.height) / height));
    for (let x = 0; x < width; x += 1) {
      const column = Math.min(change.width - 1, Math.floor((x * change.width) / width));
      const weight = change.data[row * change.width + column] as number;
      const at = (y * width + x) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        const was = kept.data[at + channel] as number;
        now.data[at + channel] = Math.round(
          was + (((now.data[at + channel] as number) - was) * weight) / 255,
        );
      }
      now.data[at + 3] = 255;
    }
  }
  ctx.putImageData(now, 0, 0);
}

function draw(source: ImageSource, width: number, height: number, dim: number): Canvas {
  const canvas = drawStill(source, width, height, dim);
  if (source.frame) drawFrameMark(canvas.getContext('2d'), source, source.frame, width, height);
  return canvas;
}

function drawStill(source: ImageSource, width: number, height: number, dim: number): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  const { base, strength = 1, over, change } = source;
  const scale = width / Math.max(1, source.width);
  if (base) {
    drawBase(ctx, base, width, height, scale);
    if (!over && !(strength > 0)) return canvas;
  }
  const kept = base && change ? ctx.getImageData(0, 0, width, height) : undefined;
  if (over && 'colour' in over) {
    ctx.fillStyle = over.colour;
    ctx.fillRect(0, 0, width, height);
  } else if (over) {
    const { source: top, left } = over;
    const drawn = draw(top, top.width, top.height, dim);
    ctx.drawImage(drawn, left * scale, over.top * scale, top.width * scale, top.height * scale);
  } else {
    if (base) ctx.globalAlpha = Math.min(1, strength);
    if (base && source.washed) drawWash(ctx, source, width, height, dim);
    else drawPrompt(ctx, source, width, height, dim);
    ctx.globalAlpha = 1;
  }
  if (kept && change) mixByChange(ctx, kept, change);
  drawInsets(ctx, source.insets ?? [], width, height, dim);
  return canvas;
}

/** Each of `insets` at a quarter of the picture's width, along its bottom edge from the right. */
function drawInsets(
  ctx: Ctx,
  insets: readonly ImageSource[],
  width: number,
  height: number,
  dim: number,
): void {
  let right = width;
  for (const inset of insets) {
    const w = Math.max(1, Math.round(width / 4));
    const h = Math.max(1, Math.round((w * inset.height) / Math.max(1, inset.width)));
    if (right - w < 0 || h > height) return;
    ctx.drawImage(draw(inset, inset.width, inset.height, dim), right - w, height - h, w, h);
    right -= w;
  }
}

/**
 * A deterministic picture (two colours and a checkerboard whose tile size come from a hash of
 * text, seed and batch index; over its base, if any, by its strength; a stripe per LoRA), encoded as PNG as
 * SaveImage writes it.
 */
export function renderPng(source: ImageSource): Buffer {
  return draw(source, source.width, source.height, 1).encodeSync('png');
}

/** A clip's still, without its frame's mark, encoded as PNG off the event loop (libuv's pool). */
export function renderStill(source: ImageSource): Promise<Buffer> {
  return drawStill(source, source.width, source.height, 1).encode('png');
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
