import { describe, expect, it } from 'vitest';
import { HORDE_IMAGES_IN } from '../../src/backends/horde/horde-capabilities.js';
import { InputImageError } from '../../src/image-intake/intake-errors.js';
import { panPlan, zoomFactor, zoomOutPlan } from '../../src/region-edits/canvas-plan.js';

const roomy = { maxPixels: 4096 * 4096, multiple: 8 };

describe('zoom out and pan geometry', () => {
  it('centres the image on a canvas factor times larger', () => {
    expect(zoomOutPlan({ width: 512, height: 512 }, 2, roomy)).toEqual({
      width: 1024,
      height: 1024,
      placed: { left: 256, top: 256, width: 512, height: 512 },
      scale: 1,
    });
    expect(zoomOutPlan({ width: 512, height: 768 }, 1.5, roomy)).toMatchObject({
      width: 768,
      height: 1152,
      placed: { left: 128, top: 192, width: 512, height: 768 },
    });
  });

  it('shrinks to the backend’s pixels, each side a multiple of its step, proportions kept', () => {
    const horde = { maxPixels: 1024 * 1024, multiple: 64 };
    const plan = zoomOutPlan({ width: 1024, height: 1024 }, 2, horde);
    expect(plan).toEqual({
      width: 1024,
      height: 1024,
      placed: { left: 256, top: 256, width: 512, height: 512 },
      scale: 0.5,
    });
    const odd = zoomOutPlan({ width: 1000, height: 600 }, 1.5, horde);
    expect(odd.width % 64).toBe(0);
    expect(odd.height % 64).toBe(0);
    expect(odd.width * odd.height).toBeLessThanOrEqual(1024 * 1024);
    expect(odd.placed.width / odd.placed.height).toBeCloseTo(1000 / 600, 1);
    expect(odd.placed.left + odd.placed.width).toBeLessThanOrEqual(odd.width);
  });

  it('keeps within the backend’s longest side, and refuses a canvas no size on its grid holds at its proportions', () => {
    const horde = HORDE_IMAGES_IN.edit.canvas;
    expect(zoomOutPlan({ width: 2048, height: 128 }, 2, horde)).toEqual({
      width: 3072,
      height: 192,
      placed: { left: 768, top: 48, width: 1536, height: 96 },
      scale: 0.75,
    });
    expect(panPlan({ width: 768, height: 512 }, 'left', horde)).toMatchObject({
      width: 1152,
      height: 512,
      placed: { left: 384, top: 0, width: 768, height: 512 },
    });
    expect(() => panPlan({ width: 64, height: 64 }, 'left', horde)).toThrow(InputImageError);
    expect(() => panPlan({ width: 64, height: 64 }, 'left', horde)).toThrow(
      /too small or too narrow/,
    );
  });

  it('pans by half on one side, the image against the other', () => {
    const size = { width: 512, height: 512 };
    expect(panPlan(size, 'left', roomy)).toMatchObject({
      width: 768,
      height: 512,
      placed: { left: 256, top: 0 },
    });
    expect(panPlan(size, 'right', roomy).placed).toMatchObject({ left: 0, top: 0 });
    expect(panPlan(size, 'up', roomy)).toMatchObject({
      width: 512,
      height: 768,
      placed: { top: 256 },
    });
    expect(panPlan(size, 'down', roomy).placed).toMatchObject({ left: 0, top: 0 });
  });

  it('reads a custom factor from a form, within 1.1 to 2', () => {
    expect(zoomFactor('1.5')).toBe(1.5);
    expect(zoomFactor(' 1,75x ')).toBe(1.75);
    expect(zoomFactor('2×')).toBe(2);
    expect(zoomFactor('1.333')).toBe(1.33);
    for (const bad of ['1', '2.5', '0', '-1.5', 'abc', '', '1.5.2', 'Infinity', '1e3']) {
      expect(zoomFactor(bad)).toBeUndefined();
    }
    expect(() => zoomOutPlan({ width: 8, height: 8 }, 3, roomy)).toThrow(RangeError);
  });
});
