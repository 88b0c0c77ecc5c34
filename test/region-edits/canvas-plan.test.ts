import { describe, expect, it } from 'vitest';
import { HORDE_IMAGES_IN } from '../../src/backends/horde/horde-capabilities.js';
import { SD_WEBUI_IMAGES_IN } from '../../src/backends/sd-webui/sd-webui-capabilities.js';
import { canvasOf } from '../../src/image-backend/images-in.js';
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

describe('a canvas exactly the zoom of its fitted original', () => {
  const backends = {
    'WebUI, ComfyUI, OpenAI': canvasOf(SD_WEBUI_IMAGES_IN),
    Horde: HORDE_IMAGES_IN.edit.canvas,
  };
  const cards = [
    { width: 768, height: 512 },
    { width: 512, height: 768 },
    { width: 1024, height: 576 },
    { width: 896, height: 1152 },
    { width: 1216, height: 832 },
    { width: 640, height: 448 },
    { width: 1000, height: 600 },
    { width: 1344, height: 768 },
  ];

  it('zooms a 768×512 card 2× to 1248×832 on the WebUI, ComfyUI and OpenAI, the original at 312,208', () => {
    expect(zoomOutPlan({ width: 768, height: 512 }, 2, canvasOf(SD_WEBUI_IMAGES_IN))).toEqual({
      width: 1248,
      height: 832,
      placed: { left: 312, top: 208, width: 624, height: 416 },
      scale: 0.8125,
    });
  });

  for (const [name, limits] of Object.entries(backends)) {
    const exact = limits.multiple === 8;
    it(`on ${name}: 1.5× and 2× are exact${exact ? '' : ' where its grid allows'}, a custom factor within a pixel, every canvas on the grid`, () => {
      for (const card of cards) {
        for (const factor of [1.5, 2, 1.25, 1.37, 1.8]) {
          const plan = zoomOutPlan(card, factor, limits);
          const { placed } = plan;
          const where = `${card.width}×${card.height} at ${factor}×`;
          expect(plan.width % limits.multiple, where).toBe(0);
          expect(plan.height % limits.multiple, where).toBe(0);
          expect(plan.width * plan.height, where).toBeLessThanOrEqual(limits.maxPixels);
          expect(placed.width, where).toBeLessThanOrEqual(card.width);
          const skew = Math.abs(placed.width * card.height - placed.height * card.width);
          const pixel = Math.max(card.width, card.height);
          if (exact) expect(skew, where).toBeLessThanOrEqual(pixel);
          else expect(skew / (placed.height * card.width), where).toBeLessThanOrEqual(0.05);
          expect(placed.left * 2, where).toBe(plan.width - placed.width);
          expect(placed.top * 2, where).toBe(plan.height - placed.height);
          if (factor === 2 || (factor === 1.5 && exact)) {
            expect(plan.width, where).toBe(placed.width * factor);
            expect(plan.height, where).toBe(placed.height * factor);
          } else {
            expect(Math.abs(plan.width - placed.width * factor), where).toBeLessThan(factor);
            expect(Math.abs(plan.height - placed.height * factor), where).toBeLessThan(factor);
          }
        }
      }
    });

    it(`on ${name}: Pan's canvas is ${exact ? 'exactly' : 'within a pixel'} half as large again on its side, the original against the other`, () => {
      for (const card of cards) {
        for (const direction of ['left', 'right', 'up', 'down'] as const) {
          const plan = panPlan(card, direction, limits);
          const { placed } = plan;
          const where = `${card.width}×${card.height} ${direction}`;
          const wide = direction === 'left' || direction === 'right';
          expect(plan.width % limits.multiple, where).toBe(0);
          expect(plan.height % limits.multiple, where).toBe(0);
          const slack = exact ? 0 : 1;
          expect(Math.abs(plan.width - placed.width * (wide ? 1.5 : 1)), where).toBeLessThanOrEqual(
            slack,
          );
          expect(
            Math.abs(plan.height - placed.height * (wide ? 1 : 1.5)),
            where,
          ).toBeLessThanOrEqual(slack);
          expect(placed.left, where).toBe(direction === 'left' ? plan.width - placed.width : 0);
          expect(placed.top, where).toBe(direction === 'up' ? plan.height - placed.height : 0);
        }
      }
    });
  }
});
