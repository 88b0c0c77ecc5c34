import { describe, expect, it } from 'vitest';
import { nextCrf, startingCrf } from '../../../src/backends/comfyui/comfy-video-crf.js';

const H264 = { default: 23, min: 0, max: 51 };
const MiB = 1024 * 1024;
/** Wan 2.2 TI2V 5B's video: 1280 × 704, 121 frames (about 5 s at 24 fps). */
const WAN = { width: 1280, height: 704, frames: 121 };

describe('the crf an animation is encoded at to fit the upload limit', () => {
  it('keeps the default (or the workflow’s own) where the limit allows more bits a pixel than footage takes at it', () => {
    // 10 MiB over 1280 × 704 × 121 pixels: 0.69 bits a pixel, H.264 at crf 23 needs about 0.1.
    expect(startingCrf(WAN, 10 * MiB, H264)).toBe(23);
    expect(startingCrf(WAN, 10 * MiB, H264, 28)).toBe(28);
    expect(startingCrf(WAN, 100 * MiB, H264, 18)).toBe(18);
  });

  it('starts 6 higher for each halving of the bits a pixel the limit allows, up to the top', () => {
    // 1 MiB: 0.069 bits a pixel, 0.53 halvings short of 0.1: 6 × 0.53 = 3.2 → 4 more.
    expect(startingCrf(WAN, 1 * MiB, H264)).toBe(27);
    // Four times the frames: two halvings more, 2.53 in all → 16 more.
    expect(startingCrf({ ...WAN, frames: 484 }, 1 * MiB, H264)).toBe(39);
    expect(startingCrf(WAN, 1024, H264)).toBe(51);
    expect(startingCrf(WAN, 1 * MiB, { default: 32, min: 0, max: 63 })).toBe(36);
  });

  it('raises a video over the limit by 6 for each halving it needs, at least 1, never past the top', () => {
    // 16 MiB into 10 MiB (aiming at 9): log2(16 / 9) = 0.83 halvings → 5 more.
    expect(nextCrf(16 * MiB, 10 * MiB, 23, H264)).toBe(28);
    expect(nextCrf(10 * MiB + 1, 10 * MiB, 23, H264)).toBe(24);
    expect(nextCrf(1000 * MiB, 10 * MiB, 23, H264)).toBe(51);
    expect(nextCrf(16 * MiB, 10 * MiB, 49, H264)).toBe(51);
  });

  it('asks for nothing when the video fits, or is at the top already', () => {
    expect(nextCrf(10 * MiB, 10 * MiB, 23, H264)).toBeUndefined();
    expect(nextCrf(16 * MiB, 10 * MiB, 51, H264)).toBeUndefined();
  });
});
