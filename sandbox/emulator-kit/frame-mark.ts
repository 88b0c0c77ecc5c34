import { hash32 } from '../prng.js';

/** Which frame of a clip an image is: `index` of `of` (a video's frames, a frame taken from them). */
export interface ClipFrame {
  readonly index: number;
  readonly of: number;
}

/**
 * The mark that moves across a clip's frames, so a video visibly derives from its still (the
 * input image, or the prompt's picture) and each frame differs: a square of `size` pixels in
 * `colour` (`[r, g, b]`), at height `y`, sliding from the left edge on the first frame to the
 * right edge on the last. Positions are even, as a 4:2:0 encoder's overlay places it.
 */
export interface FrameMark {
  readonly size: number;
  readonly y: number;
  readonly colour: readonly [number, number, number];
}

/** The mark of the clip drawn from `key` (the prompt's text, seed and clip) at `width` × `height`. */
export function frameMark(key: string, width: number, height: number): FrameMark {
  const h = hash32(`frame\u0000${key}`);
  const size = Math.max(2, Math.round(Math.min(width, height) / 8) & ~1);
  const room = Math.max(0, height - size);
  const y = Math.floor((room * ((h >>> 24) & 0xff)) / 255) & ~1;
  const channel = (shift: number) => 40 + (((h >>> shift) & 0xff) % 176);
  return { size, y, colour: [channel(0), channel(8), channel(16)] };
}

/** The mark's left edge on frame `frame` of a `width`-wide clip (ffmpeg's overlay rounds it so). */
export function markX(mark: FrameMark, width: number, frame: ClipFrame): number {
  const travel = Math.max(0, width - mark.size);
  return frame.of <= 1 ? 0 : Math.floor((travel * frame.index) / (frame.of - 1)) & ~1;
}

/**
 * The same position as an ffmpeg `overlay` `x` expression, for frames at `rate` (`[num, den]`)
 * within a stretch starting at frame `first` of the clip: the frame is read from the timestamp
 * `t` (overlay's own `n` counts from 1 in ffmpeg 5.1).
 */
export function markXExpression(
  mark: FrameMark,
  width: number,
  first: number,
  of: number,
  rate: readonly [number, number],
): string {
  const travel = Math.max(0, width - mark.size);
  return of <= 1 ? '0' : `${travel}*(${first}+round(t*${rate[0]}/${rate[1]}))/${of - 1}`;
}
