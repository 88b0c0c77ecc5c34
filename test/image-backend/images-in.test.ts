import { describe, expect, it } from 'vitest';
import { type ImagesInCapabilities, offeredActions } from '../../src/image-backend/images-in.js';

const limits = { maxInput: { bytes: 1, pixels: 1 }, types: ['image/png'] } as const;

describe('the image actions a backend offers', () => {
  it('offers none on a backend that takes no image', () => {
    expect(offeredActions(undefined)).toEqual([]);
  });

  it('offers Edit and Vary with an edit, Upscale with a factor, Describe when declared', () => {
    const all: ImagesInCapabilities = { ...limits, edit: {}, upscale: [2, 4], describe: true };
    expect(offeredActions(all)).toEqual(['edit', 'vary', 'upscale', 'describe']);
  });

  it('offers no Upscale without a factor', () => {
    expect(offeredActions({ ...limits, edit: {}, upscale: [] })).toEqual(['edit', 'vary']);
    expect(offeredActions({ ...limits, describe: true })).toEqual(['describe']);
  });
});
