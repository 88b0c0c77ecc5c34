import { describe, expect, it } from 'vitest';
import { HORDE_IMAGES_IN } from '../../src/backends/horde/horde-capabilities.js';
import { fitToGrid, PROPORTIONS_KEPT } from '../../src/image-backend/canvas-fit.js';
import { DEFAULT_CANVAS } from '../../src/image-backend/images-in.js';

const horde = HORDE_IMAGES_IN.edit.canvas;

describe('fitToGrid: the size a backend draws an image at, on its grid and within its limits', () => {
  it('keeps a size on the grid within the limits as it is', () => {
    expect(fitToGrid({ width: 768, height: 512 }, horde)).toEqual({
      width: 768,
      height: 512,
      off: 0,
    });
    expect(fitToGrid({ width: 3072, height: 64 }, horde)).toMatchObject({
      width: 3072,
      height: 64,
    });
  });

  it('shrinks one over the pixels or the side into them, its proportions kept, the most pixels it can', () => {
    const wide = fitToGrid({ width: 1536, height: 1024 }, horde);
    expect(wide).toMatchObject({ width: 1216, height: 832 });
    expect(wide.off).toBeLessThanOrEqual(PROPORTIONS_KEPT);
    expect(fitToGrid({ width: 1024, height: 1536 }, horde)).toMatchObject({
      width: 832,
      height: 1216,
    });
    expect(fitToGrid({ width: 4096, height: 256 }, horde)).toEqual({
      width: 3072,
      height: 192,
      off: 0,
    });
    const roomy = fitToGrid({ width: 3072, height: 2048 }, DEFAULT_CANVAS);
    expect(roomy).toMatchObject({ width: 1256, height: 832 });
    expect(roomy.width * roomy.height).toBeLessThanOrEqual(DEFAULT_CANVAS.maxPixels);
  });

  it('puts a size off the grid on it at its proportions, grown to `least` only where they hold', () => {
    expect(fitToGrid({ width: 256, height: 192 }, horde, 512)).toEqual({
      width: 512,
      height: 384,
      off: 0,
    });
    expect(fitToGrid({ width: 1000, height: 100 }, horde, 512)).toEqual({
      width: 640,
      height: 64,
      off: 0,
    });
    expect(fitToGrid({ width: 384, height: 256 }, horde, 512)).toEqual({
      width: 384,
      height: 256,
      off: 0,
    });
  });

  it('where no size keeps the proportions, the nearest, saying how far off it is', () => {
    const pan = fitToGrid({ width: 96, height: 64 }, horde);
    expect(pan.off).toBeGreaterThan(PROPORTIONS_KEPT);
    const thin = fitToGrid({ width: 4000, height: 60 }, horde);
    expect(thin).toMatchObject({ width: 3072, height: 64 });
    expect(thin.off).toBeGreaterThan(PROPORTIONS_KEPT);
  });
});
