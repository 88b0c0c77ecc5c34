import { describe, expect, it } from 'vitest';
import {
  type ImagesInCapabilities,
  offeredActions,
  upscaleFactorsFor,
} from '../../src/image-backend/images-in.js';

const limits = { maxInput: { bytes: 1, pixels: 1 }, types: ['image/png'] } as const;

describe('the image actions a backend offers', () => {
  it('offers none on a backend that takes no image', () => {
    expect(offeredActions(undefined)).toEqual([]);
  });

  it('offers Edit and Vary with an edit, Upscale with a factor, Describe when declared', () => {
    const all: ImagesInCapabilities = {
      ...limits,
      edit: {},
      upscale: { factors: [2, 4], maxResultPixels: 16 },
      describe: true,
    };
    expect(offeredActions(all)).toEqual(['edit', 'vary', 'upscale', 'describe']);
  });

  it('offers no Upscale without a factor', () => {
    expect(
      offeredActions({ ...limits, edit: {}, upscale: { factors: [], maxResultPixels: 16 } }),
    ).toEqual(['edit', 'vary']);
    expect(offeredActions({ ...limits, describe: true })).toEqual(['describe']);
  });

  it('upscales an image only by the factors whose result and source the backend takes', () => {
    const horde = {
      maxInput: { bytes: 1, pixels: 3072 * 3072 },
      upscale: { factors: [2, 4], maxResultPixels: 4096 * 4096, tiles: { side: 512, count: 16 } },
    };
    expect(upscaleFactorsFor(horde, { width: 512, height: 512 })).toEqual([2, 4]);
    expect(upscaleFactorsFor(horde, { width: 1024, height: 1024 })).toEqual([2, 4]);
    expect(upscaleFactorsFor(horde, { width: 2048, height: 2048 })).toEqual([2]);
    expect(upscaleFactorsFor(horde, { width: 2560, height: 1600 })).toEqual([]);
    expect(upscaleFactorsFor(horde, { width: 4096, height: 4096 })).toEqual([]);
    expect(upscaleFactorsFor({ maxInput: horde.maxInput }, { width: 8, height: 8 })).toEqual([]);
  });
});
