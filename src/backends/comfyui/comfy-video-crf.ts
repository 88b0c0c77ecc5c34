/** An encoder's quality setting as the server declares it: its default and range. */
export interface CrfRange {
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

/**
 * Bits one pixel of one frame takes at an encoder's default crf, in the footage image-to-video
 * models make (moderate motion, no film grain): H.264 at crf 23 makes 1080p at 30 fps in about
 * 6 Mbit/s, 0.1 bits a pixel. An estimate; the video made is measured.
 */
const BITS_PER_PIXEL_AT_DEFAULT = 0.1;

/** libx264's rule, near enough for VP9 and AV1 too: 6 more crf halves the bits. */
const CRF_PER_HALVING = 6;

/** The share of the limit aimed at: room for the container and the estimate's error. */
const HEADROOM = 0.9;

/** A video's pixels: its frames' size and how many. */
export interface VideoPixels {
  readonly width: number;
  readonly height: number;
  readonly frames: number;
}

const clamp = (crf: number, { min, max }: CrfRange) => Math.min(max, Math.max(min, crf));

/**
 * The crf an animation starts at to fit `limitBytes`: the bits a pixel the limit allows (its
 * bits over width × height × frames, the frame rate cancelling out of bitrate ÷ pixel rate)
 * against {@link BITS_PER_PIXEL_AT_DEFAULT}, 6 crf for each halving short of it; never below
 * `own`, the workflow's (else the server's default), so a video that fits keeps its quality.
 */
export function startingCrf(
  video: VideoPixels,
  limitBytes: number,
  range: CrfRange,
  own = range.default,
): number {
  const allowed = (limitBytes * 8 * HEADROOM) / (video.width * video.height * video.frames);
  const short = Math.log2(BITS_PER_PIXEL_AT_DEFAULT / allowed);
  const needed = range.default + Math.ceil(CRF_PER_HALVING * short);
  return clamp(Math.max(own, needed), range);
}

/**
 * The crf to encode a video of `bytes` at `crf` again so that it fits `limitBytes`: 6 crf for
 * each halving it needs (at least 1), up to the range's `max`; undefined when it fits, or is at
 * `max` already (nothing smaller to ask for).
 */
export function nextCrf(
  bytes: number,
  limitBytes: number,
  crf: number,
  range: CrfRange,
): number | undefined {
  if (bytes <= limitBytes || crf >= range.max) return undefined;
  const halvings = Math.log2(bytes / (limitBytes * HEADROOM));
  return clamp(crf + Math.max(1, Math.ceil(CRF_PER_HALVING * halvings)), range);
}
